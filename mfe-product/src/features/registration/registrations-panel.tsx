// The live panel's Registrations tab (spec 3 §2.2, §4.3, §4.4): the person's registrations for this
// program, each with Launch (online) and 'Change or cancel registration', which checks cancellability
// first and then offers the three steps, or phone mode (not cancelable online, or on mobile).
import { useState } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { Button } from '@cle/ui/button';
import { checkCancelable } from '../../lib/registration-api';
import { launchProgram } from '../../lib/launch';
import type { RegistrationsSlotProps } from '../../lib/panel-slots';
import { genericError, launchError, PROBLEM, showGenericError } from '../../lib/product-messages';
import { useViewportWidth } from '../../lib/use-viewport-width';
import { RegistrationChange } from './components/registration-change';
import { attendanceLabel, attendanceWhen, editMode, MOBILE_MAX_WIDTH } from './registration-rules';
import type { EditMode } from './registration-rules';
import { linkButtonCss, registrationCss, registrationListCss, smallCss } from './registration.styles';

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
    <ul css={registrationListCss}>
      {registrations.map((r) => (
        <li key={r.pk} css={registrationCss}>
          <strong>Registered, {attendanceLabel(r)}</strong>
          <span css={smallCss}>
            {attendanceWhen(r)}
            {r.location ? ` · ${r.location}` : ''}
          </span>
          {r.launchUrl ? (
            <Button type="button" onClick={() => void launch(r)}>
              Launch
            </Button>
          ) : null}
          <button
            type="button"
            css={linkButtonCss}
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
