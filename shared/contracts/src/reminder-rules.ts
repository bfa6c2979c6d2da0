// The compliance reminder an administrator e-mails a member (spec 2 §4 reminder, S2-TRACKER-85..93):
// one definition, used by the tracker's reminder dialog (preview) and by the API (the message it sends):
// both build it with reminderMessage.
import { creditTrackerLink } from './site';
import { formatUsDate } from './us-date';
import type { TrackerEntry, TrackerRequirement } from './tracker-schemas';

/** S2-TRACKER-92: the body is capped at 1000 characters. */
const REMINDER_BODY_MAX = 1000;
/** S2-TRACKER-93: a clipped body ends with this note pointing to the credit tracker. */
const REMINDER_CLIP_NOTE = '… See the full list in your credit tracker.';
const REMINDER_SUBJECT = (regionName: string) => `CLE compliance reminder: ${regionName}`;

interface ReminderLine {
  heading: string;
  needed: number;
  /** year-type requirements end with their year (the side note), not with the period */
  endDate: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * S2-TRACKER-89/90/91: requirements (and sub-requirements) with required above counted and a heading;
 * a year-type requirement is due at its side note's end date, every other one at the period's end.
 */
function reminderLines(requirements: TrackerRequirement[], periodEnd: string | null): ReminderLine[] {
  const out: ReminderLine[] = [];
  const walk = (rs: TrackerRequirement[]) => {
    for (const r of rs) {
      if (r.required > r.counted && r.heading.trim())
        out.push({
          heading: r.heading.trim(),
          needed: round2(r.required - r.counted),
          endDate: r.requirementType === 'Year' && r.sideNote ? r.sideNote.endDate : periodEnd,
        });
      walk(r.subRequirements);
    }
  };
  walk(requirements);
  return out;
}

/** S2-TRACKER-14/15: the admin's back link and reminder button show only while credits are still needed. */
export function creditsStillNeeded(entry: Pick<TrackerEntry, 'jurisdiction'>): boolean {
  const j = entry.jurisdiction;
  return !j.activeFlags.includes('LimitedMode') && !j.totalRequirement.isFulfilled;
}

/** Why a reminder cannot be sent (S2-TRACKER-85..88), or null when it can. */
export function reminderBlocker(a: { adminEmail: string | null | undefined; periodEnd: string | null }) {
  if (!a.adminEmail?.trim()) return 'admin-email-missing' as const;
  if (!a.periodEnd) return 'compliance-period-missing' as const;
  return null;
}

/** S2-TRACKER-92/93: the plain-text body, at most REMINDER_BODY_MAX characters. */
function reminderBody(a: {
  memberName: string;
  regionName: string;
  periodEnd: string;
  lines: ReminderLine[];
  trackerUrl: string;
  adminName: string;
}): string {
  const head = [
    `Dear ${a.memberName},`,
    '',
    `Your ${a.regionName} CLE compliance period ends on ${formatUsDate(a.periodEnd)}. You still need:`,
  ];
  const items = a.lines.map(
    (l) =>
      `- ${l.heading}: ${l.needed} credit${l.needed === 1 ? '' : 's'}${l.endDate ? ` by ${formatUsDate(l.endDate)}` : ''}`,
  );
  const tail = ['', `Your credit tracker: ${a.trackerUrl}`, '', a.adminName];
  const full = [...head, ...items, ...tail].join('\n');
  return clipReminder(full);
}

/** The tracker link a reminder ends with: the member's credit tracker opened on the entry's region. */
const reminderTrackerUrl = (siteUrl: string, regionSk: number) => `${siteUrl}${creditTrackerLink(regionSk)}`;

/**
 * The reminder for one tracker entry, subject and body, built once so that the dialog's preview is the
 * message the API sends. `periodEnd` is the entry's period end (known once reminderBlocker passed).
 */
export function reminderMessage(
  entry: Pick<TrackerEntry, 'creditRegion_SK' | 'creditRegionLongDescription'> & {
    jurisdiction: Pick<TrackerEntry['jurisdiction'], 'displayName' | 'requirements'>;
  },
  a: { periodEnd: string; memberName: string; adminName: string; siteUrl: string },
): { subject: string; text: string } {
  return {
    subject: REMINDER_SUBJECT(entry.creditRegionLongDescription),
    text: reminderBody({
      memberName: a.memberName,
      regionName: entry.jurisdiction.displayName,
      periodEnd: a.periodEnd,
      lines: reminderLines(entry.jurisdiction.requirements, a.periodEnd),
      trackerUrl: reminderTrackerUrl(a.siteUrl, entry.creditRegion_SK),
      adminName: a.adminName,
    }),
  };
}

function clipReminder(body: string): string {
  if (body.length <= REMINDER_BODY_MAX) return body;
  return `${body.slice(0, REMINDER_BODY_MAX - REMINDER_CLIP_NOTE.length).trimEnd()}${REMINDER_CLIP_NOTE}`;
}
