// The live panel's Registrations tab (spec 3 §2.2, §4.3, §4.4): the person's registrations for this
// program, each with Launch (online) and 'Change or cancel registration', which checks cancellability
// first and then offers the three steps, or phone mode (not cancelable online, or on mobile).
import { useId, useReducer, useState } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { toast } from '@cle/contracts/toast';
import { Button } from '@cle/ui/button';
import { colors, focusRing } from '@cle/ui/theme';
import type { Variation } from '../../api/product-payload';
import {
  cancelRegistration,
  checkCancelable,
  register,
  useRefreshOwnership,
} from '../../api/registration-api';
import { formatDateRange } from '../../lib/format';
import { recordProductEvent } from '../../lib/analytics';
import { launchProgram } from '../../lib/launch';
import type { RegistrationsSlotProps } from '../../lib/panel-slots';
import {
  genericError,
  launchError,
  NO_SELECTION_MESSAGE,
  PROBLEM,
  showGenericError,
  SUCCESS,
} from '../../lib/product-messages';
import { useViewportWidth } from '../../lib/use-viewport-width';
import {
  attendanceLabel,
  CHANGE_START,
  changeOptions,
  changeReducer,
  editMode,
  MOBILE_MAX_WIDTH,
  phoneModeText,
} from './registration-rules';
import type { EditMode } from './registration-rules';

const when = (r: {
  eventStartDate: string | null;
  eventEndDate: string | null;
  timeZoneIdentifier: string | null;
}) =>
  r.eventStartDate ? formatDateRange(r.eventStartDate, r.eventEndDate, r.timeZoneIdentifier ?? 'UTC') : '';

const linkButton = {
  font: 'inherit',
  fontWeight: 600,
  background: 'none',
  border: 0,
  padding: 0,
  color: colors.red,
  textDecoration: 'underline',
  cursor: 'pointer',
  justifySelf: 'start',
  '&:focus-visible': focusRing,
} as const;

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status || err.kind : 'unknown');

export function RegistrationsPanel({ registrations, variants, now }: RegistrationsSlotProps) {
  const labels = useSiteLabels().data ?? {};
  const phone = typeof labels.customerServicePhone === 'string' ? labels.customerServicePhone : '';
  const isMobile = useViewportWidth([MOBILE_MAX_WIDTH + 1]) <= MOBILE_MAX_WIDTH;
  const [editing, setEditing] = useState<{ registration: RegistrationRecord; mode: EditMode } | null>(null);
  const [checking, setChecking] = useState<string | null>(null);

  const openEditor = async (r: RegistrationRecord) => {
    setChecking(r.sk);
    try {
      // spec 3 §4.4: cancellability is checked before the panel shows
      const check = await checkCancelable(r.sk);
      setEditing({ registration: r, mode: editMode(check.isCancelable, isMobile) });
    } catch (err) {
      console.error('[registration] cancellability check failed', err);
      showGenericError(genericError(PROBLEM.registerUpdate));
    } finally {
      setChecking(null);
    }
  };

  const launch = async (r: RegistrationRecord) => {
    try {
      await launchProgram(r.code);
    } catch (err) {
      showGenericError(launchError(statusOf(err)));
    }
  };

  if (editing)
    return (
      <RegistrationChange
        registration={editing.registration}
        mode={editing.mode}
        variants={variants}
        registeredPks={new Set(registrations.map((r) => r.pk))}
        now={now}
        phone={phone}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {registrations.map((r) => (
        <li
          key={r.pk}
          css={{ border: `1px solid ${colors.line}`, borderRadius: 6, padding: 12, display: 'grid', gap: 8 }}
        >
          <strong>Registered, {attendanceLabel(r)}</strong>
          <span css={{ fontSize: 14 }}>
            {when(r)}
            {r.location ? ` · ${r.location}` : ''}
          </span>
          {r.launchUrl ? (
            <Button type="button" onClick={() => void launch(r)}>
              Launch
            </Button>
          ) : null}
          <button
            type="button"
            css={linkButton}
            disabled={checking === r.sk}
            aria-busy={checking === r.sk}
            onClick={() => void openEditor(r)}
          >
            {checking === r.sk ? 'Checking…' : 'Change or cancel registration'}
          </button>
        </li>
      ))}
    </ul>
  );
}

function RegistrationChange({
  registration,
  mode,
  variants,
  registeredPks,
  now,
  phone,
  onDone,
}: {
  registration: RegistrationRecord;
  mode: EditMode;
  variants: Variation[];
  registeredPks: ReadonlySet<string>;
  now: number;
  phone: string;
  onDone: () => void;
}) {
  const headingId = useId();
  const group = useId();
  // a new editor starts at step 0 (opening resets it)
  const [state, dispatch] = useReducer(changeReducer, CHANGE_START);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshOwnership();
  const options = changeOptions(
    variants,
    registeredPks,
    (v) => v.isExpired === true || Date.parse(v.eventEndDate ?? v.eventStartDate ?? '') < now,
  );
  const target = options.find((v) => v.code === state.target) ?? null;

  const finish = async (work: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      toast.show({ type: 'confirmation', content: success });
      onDone();
    } catch (err) {
      console.error('[registration] change failed', err);
      showGenericError(failure);
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  // spec 3 §4.4: a change cancels the existing registration, then places the new one
  const confirmChange = () =>
    finish(
      async () => {
        await cancelRegistration(registration.sk);
        try {
          await register(target!.externalSystemKey, target!.pk);
          recordProductEvent('registration', target!.code);
        } catch (err) {
          // the new way could not be booked (e.g. it must be bought first): keep the one they had
          await register(registration.sk, registration.pk).catch((restore: unknown) =>
            console.error('[registration] could not restore the registration', restore),
          );
          throw err;
        }
      },
      SUCCESS.registrationUpdated,
      genericError(PROBLEM.registerUpdate),
    );
  const confirmCancel = () =>
    finish(
      async () => {
        await cancelRegistration(registration.sk);
        recordProductEvent('cancel', registration.code);
      },
      SUCCESS.registrationCanceled,
      genericError(PROBLEM.registerCancel),
    );

  const current = `${attendanceLabel(registration)}, ${when(registration)}`;

  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      {mode === 'phone' ? (
        <>
          <h3 id={headingId} css={{ fontSize: 18, margin: 0 }}>
            Change or cancel your registration
          </h3>
          <p css={{ margin: 0 }}>{phoneModeText(phone)}</p>
          {phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} css={{ fontWeight: 700, color: colors.red }}>
              Call {phone}
            </a>
          ) : null}
          <button type="button" css={linkButton} onClick={onDone}>
            Back to registrations
          </button>
        </>
      ) : state.step === 0 ? (
        <>
          <h3 id={headingId} css={{ fontSize: 18, margin: 0 }}>
            Choose another way to attend
          </h3>
          <p css={{ margin: 0, fontSize: 14 }}>You are registered: {current}</p>
          {options.length ? (
            <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              <legend css={{ fontSize: 14, marginBottom: 8 }}>Other ways to attend</legend>
              {options.map((v) => (
                <label
                  key={v.code}
                  aria-label={`${v.format}, ${placeOf(v)}`}
                  css={{
                    display: 'flex',
                    gap: 10,
                    padding: 10,
                    borderRadius: 6,
                    border: `2px solid ${v.code === state.target ? colors.red : colors.line}`,
                    cursor: 'pointer',
                    '&:focus-within': focusRing,
                  }}
                >
                  <input
                    type="radio"
                    name={group}
                    value={v.code}
                    aria-label={`${v.format}, ${placeOf(v)}`}
                    checked={v.code === state.target}
                    onChange={() => dispatch({ type: 'choose', code: v.code })}
                  />
                  <span css={{ display: 'grid', gap: 2 }}>
                    <strong>{v.format}</strong>
                    <span css={{ fontSize: 14 }}>{placeOf(v)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p css={{ margin: 0 }}>There are no other ways to attend this program.</p>
          )}
          {state.noSelection ? (
            <p role="alert" css={{ margin: 0, color: colors.red, fontWeight: 600 }}>
              {NO_SELECTION_MESSAGE}
            </p>
          ) : null}
          {options.length ? (
            <Button type="button" onClick={() => dispatch({ type: 'change' })}>
              Change registration
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => dispatch({ type: 'cancel' })}>
            Cancel registration
          </Button>
          <button type="button" css={linkButton} onClick={onDone}>
            Keep my registration
          </button>
        </>
      ) : state.step === 1 && target ? (
        <>
          <h3 id={headingId} css={{ fontSize: 18, margin: 0 }}>
            Confirm change
          </h3>
          <p css={{ margin: 0 }}>
            Change your registration from {current} to {v2(target)}?
          </p>
          <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void confirmChange()}>
            {busy ? 'Working…' : 'Confirm change'}
          </Button>
          <button type="button" css={linkButton} disabled={busy} onClick={() => dispatch({ type: 'back' })}>
            Back
          </button>
        </>
      ) : (
        <>
          <h3 id={headingId} css={{ fontSize: 18, margin: 0 }}>
            Confirm cancellation
          </h3>
          <p css={{ margin: 0 }}>Cancel your registration ({current})?</p>
          <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void confirmCancel()}>
            {busy ? 'Working…' : 'Confirm cancellation'}
          </Button>
          <button type="button" css={linkButton} disabled={busy} onClick={() => dispatch({ type: 'back' })}>
            Back
          </button>
        </>
      )}
    </section>
  );
}

const v2 = (v: Variation) => `${v.format}, ${when(v)}`;
const placeOf = (v: Variation) => `${when(v)}${v.location ? ` · ${v.location}` : ''}`;
