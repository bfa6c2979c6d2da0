// Add To Calendar (spec 3 §2.2, §7): iCal, Google and Outlook, each opening add-to-calendar/{code}
// with its calendarType (0 Google, 1 Outlook, 2 iCal) in a new tab. The API builds the .ics file or
// redirects to the calendar's compose page.
import { apiBaseUrl } from '@cle/contracts/api-client';
import { bareList, colors, focusRing } from '@cle/ui/theme';
import { ModalFrame } from './modal-frame';
import { CALENDAR_CHOICES, calendarHref } from '../modal-rules';

export function CalendarModal({
  open,
  onClose,
  code,
  title,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  code: string;
  title: string;
  /** told which calendar was chosen (analytics) */
  onChoose?: (label: string) => void;
}) {
  const base = apiBaseUrl();
  return (
    <ModalFrame open={open} onClose={onClose} title="Add To Calendar">
      <p css={{ margin: 0 }}>{title}</p>
      <ul css={{ ...bareList, display: 'grid', gap: 8 }}>
        {CALENDAR_CHOICES.map((c) => (
          <li key={c.kind}>
            <a
              href={calendarHref(base, code, c.kind)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onChoose?.(c.label)}
              css={{
                display: 'block',
                padding: '10px 14px',
                border: `1px solid ${colors.line}`,
                borderRadius: 4,
                color: colors.ink,
                fontWeight: 700,
                textDecoration: 'none',
                '&:hover': { background: colors.mist },
                '&:focus-visible': focusRing,
              }}
            >
              {c.label}
            </a>
          </li>
        ))}
      </ul>
    </ModalFrame>
  );
}
