import { creditsStillNeeded, reminderBlocker, reminderMessage } from './reminder-rules';
import { trackerRequirement } from '@cle/testing/fixtures';

const req = trackerRequirement;
type Requirements = Parameters<typeof reminderMessage>[0]['jurisdiction']['requirements'];

// the reminder the dialog previews and the API sends, for an entry with these requirements
const reminder = (requirements: Requirements, periodEnd: string) =>
  reminderMessage(
    {
      creditRegion_SK: 1,
      creditRegionLongDescription: 'California Attorney',
      jurisdiction: { displayName: 'California', requirements },
    },
    { periodEnd, memberName: 'Riley Retail', adminName: 'Rosa Roster', siteUrl: 'http://localhost:3000' },
  );
const listed = (requirements: Requirements, periodEnd: string) =>
  reminder(requirements, periodEnd)
    .text.split('\n')
    .filter((l) => l.startsWith('- '));

describe('the compliance reminder', () => {
  test('[S2-TRACKER-89] lists only requirements whose required amount is above the counted amount', () => {
    const lines = listed(
      [
        req({ heading: 'Total', required: 24, counted: 10 }),
        req({ heading: 'Ethics', required: 4, counted: 4 }),
        req({ heading: 'Skills', required: 2, counted: 3 }),
      ],
      '2026-12-31',
    );
    expect(lines).toEqual(['- Total: 14 credits by 12/31/2026']);
  });

  test('[S2-TRACKER-90] lists only requirements that have a heading, sub-requirements included', () => {
    const lines = listed(
      [
        req({
          heading: '',
          required: 5,
          subRequirements: [req({ heading: 'Diversity', required: 1.5, counted: 0.25 })],
        }),
      ],
      '2026-12-31',
    );
    expect(lines).toEqual(['- Diversity: 1.25 credits by 12/31/2026']);
  });

  test('[S2-TRACKER-91] a year-type requirement uses its side-note end date', () => {
    const lines = listed(
      [
        req({
          heading: 'Yearly ethics',
          requirementType: 'Year',
          required: 2,
          sideNote: { text: 'Year 1 ends 2026-06-30', endDate: '2026-06-30' },
        }),
      ],
      '2027-12-31',
    );
    expect(lines).toEqual(['- Yearly ethics: 2 credits by 06/30/2026']);
  });

  test('[S2-TRACKER-89] [S2-TRACKER-91] the message for an entry: the region in the subject, its unmet requirements, a link to the tracker on that region', () => {
    const entry = {
      creditRegion_SK: 132,
      creditRegionLongDescription: 'New York Attorney',
      jurisdiction: {
        displayName: 'New York',
        requirements: [
          req({ heading: 'Total', required: 24, counted: 20 }),
          req({ heading: 'Ethics', required: 4, counted: 4 }),
          req({
            heading: 'Yearly skills',
            requirementType: 'Year',
            required: 2,
            sideNote: { text: 'Year 1 ends 2026-06-30', endDate: '2026-06-30' },
          }),
        ],
      },
    };
    const message = reminderMessage(entry, {
      periodEnd: '2027-12-31',
      memberName: 'Riley Retail',
      adminName: 'Rosa Roster',
      siteUrl: 'https://www.pli.example',
    });
    expect(message.subject).toBe('CLE compliance reminder: New York Attorney');
    expect(message.text).toBe(
      [
        'Dear Riley Retail,',
        '',
        'Your New York CLE compliance period ends on 12/31/2027. You still need:',
        '- Total: 4 credits by 12/31/2027',
        '- Yearly skills: 2 credits by 06/30/2026',
        '',
        'Your credit tracker: https://www.pli.example/account/credit/credit-tracker?region=132',
        '',
        'Rosa Roster',
      ].join('\n'),
    );
  });

  test('[S2-TRACKER-92] [S2-TRACKER-93] the body is capped at 1000 characters; a longer one is clipped and ends with a note pointing to the credit tracker', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      req({ heading: `Requirement number ${i + 1}`, required: 1, counted: 0 }),
    );
    const body = reminder(many, '2026-12-31').text;
    expect(body).toHaveLength(1000);
    expect(body.endsWith('… See the full list in your credit tracker.')).toBe(true);
    const short = reminder(many.slice(0, 2), '2026-12-31').text;
    expect(short).toContain('- Requirement number 1: 1 credit by 12/31/2026');
    expect(short).toContain('ends on 12/31/2026');
    expect(short).not.toContain('See the full list');
  });

  test('[S2-TRACKER-87] [S2-TRACKER-88] no admin email or no compliance period blocks the reminder', () => {
    expect(reminderBlocker({ adminEmail: '', periodEnd: '2026-12-31' })).toBe('admin-email-missing');
    expect(reminderBlocker({ adminEmail: 'a@b.example', periodEnd: null })).toBe('compliance-period-missing');
    expect(reminderBlocker({ adminEmail: 'a@b.example', periodEnd: '2026-12-31' })).toBeNull();
  });

  test('[S2-TRACKER-14] [S2-TRACKER-15] credits are still needed only while the total is unmet outside limited mode', () => {
    const entry = (isFulfilled: boolean, flags: string[] = []) => ({
      jurisdiction: { totalRequirement: { isFulfilled }, activeFlags: flags },
    });
    expect(creditsStillNeeded(entry(false) as never)).toBe(true);
    expect(creditsStillNeeded(entry(true) as never)).toBe(false);
    expect(creditsStillNeeded(entry(false, ['LimitedMode']) as never)).toBe(false);
  });
});
