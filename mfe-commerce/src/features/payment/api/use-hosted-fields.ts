// One card-form session: asks the API for a capture context, loads the provider's script, mounts the
// hosted number and security-code fields in the given containers, follows their states, and when the
// capture context expires shows the timeout toast and starts a new session (fresh, empty fields).
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@cle/contracts/toast';
import { fetchCaptureContext } from './payment-api';
import { msUntilExpiry, PAYMENT_MESSAGES } from '../../../lib/payment-rules';
import { loadMicroform } from './microform-loader';
import type { HostedField, HostedFieldState, Microform } from './microform-loader';

export type HostedFieldsStatus = 'loading' | 'ready' | 'unavailable';

const MICROFORM_TIMEOUT_TOAST_ID = 'microform-timeout';

const EMPTY: Record<HostedField, HostedFieldState> = {
  number: { field: 'number', empty: true, valid: false, couldBeValid: true, network: null },
  securityCode: { field: 'securityCode', empty: true, valid: false, couldBeValid: true, network: null },
};

export function useHostedFields(containers: {
  number: React.RefObject<HTMLElement | null>;
  securityCode: React.RefObject<HTMLElement | null>;
}) {
  const [status, setStatus] = useState<HostedFieldsStatus>('loading');
  const [states, setStates] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<HostedField, boolean>>({
    number: false,
    securityCode: false,
  });
  const [session, setSession] = useState(0);
  const microform = useRef<Microform | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setStatus('loading');
    setStates(EMPTY);
    setTouched({ number: false, securityCode: false });
    void (async () => {
      let context;
      try {
        context = await fetchCaptureContext();
      } catch (err) {
        // S3-PAYMENT-40: a missing capture context is logged only
        console.error('card form: no capture context', err);
        if (!cancelled) setStatus('unavailable');
        return;
      }
      let library;
      try {
        library = await loadMicroform(context.scriptsource, context.integritytoken);
      } catch (err) {
        // S3-PAYMENT-41/42: a failed script load is logged and the card fields do not show
        console.error('card form: the card provider script failed to load', err);
        if (!cancelled) setStatus('unavailable');
        return;
      }
      const number = containers.number.current;
      const securityCode = containers.securityCode.current;
      if (cancelled || !number || !securityCode) return;
      const form = library.create(context.jwt, {
        containers: { number, securityCode },
        onChange: (s) => setStates((prev) => ({ ...prev, [s.field]: s })),
        onFocusChange: (field, focused) => {
          if (!focused) setTouched((prev) => ({ ...prev, [field]: true }));
        },
        onReady: () => !cancelled && setStatus('ready'),
      });
      microform.current = form;
      // S3-PAYMENT-36..39: the session ends at the capture context's expiry; then a toast and new fields
      timer = setTimeout(() => {
        toast.show({
          id: MICROFORM_TIMEOUT_TOAST_ID,
          type: 'microform-timeout',
          content: PAYMENT_MESSAGES.microformTimeout,
        });
        setSession((n) => n + 1);
      }, msUntilExpiry(form.expiresAt));
    })();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      microform.current?.destroy();
      microform.current = null;
    };
    // containers are refs (stable); a new session is a new run
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const createToken = useCallback(async (expirationMonth: number, expirationYear: number) => {
    if (!microform.current) throw { message: 'The card form is not ready', fields: {} };
    return microform.current.createToken({ expirationMonth, expirationYear });
  }, []);

  const touchAll = useCallback(() => setTouched({ number: true, securityCode: true }), []);

  return { status, states, touched, touchAll, createToken };
}

/** The message under a hosted field: 'Required' when empty, the field's own message when invalid. */
export function hostedFieldError(state: HostedFieldState, touched: boolean): string | null {
  if (!touched) return null;
  if (state.empty) return PAYMENT_MESSAGES.required;
  if (state.valid) return null;
  return state.field === 'number' ? PAYMENT_MESSAGES.invalidNumber : PAYMENT_MESSAGES.invalidSecurityCode;
}
