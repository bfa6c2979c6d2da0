// Seed of the credit-info family, faculty and forms (issue 15): the credit type and format pages under
// the New York transitional credit class page, a hidden river child, the request-a-quote page and its
// form, rule changes and credit call-outs. Hand-written (no random stream), so the other generators'
// output stays identical. Rewritten when the catalogue is refreshed or CREDIT_PAGES_SEED_VERSION moves.
import type { Db } from '../db/db';
import type { CmsPageRow } from '../db/rows';
import { insertRows } from './insert-rows';
import { cmsPage } from './cms-page';
import type { QuoteForm } from '@cle/contracts/quote-form';

const CREDIT_PAGES_SEED_VERSION = '2026-11-29.1';
const MARK = 'credit_pages_seed_version';
const QUOTE_FORM_ID = 'request-a-quote';

interface Region {
  region_sk: number;
  code: string;
  name: string;
  slug: string;
}

function creditPages(regions: Region[]): CmsPageRow[] {
  const ny = regions.find((r) => r.code === 'NY')!;
  const nyt = '/credit-info/new-york-transitional';
  const typePage = (slug: string, name: string, code: string, order: number, messages: string[]) =>
    cmsPage(
      `ny-transitional-${slug}`,
      `${nyt}/${slug}`,
      'CreditInfoTypePage',
      name,
      {
        regionSk: ny.region_sk,
        creditTypeCode: code,
        panelMessages: messages,
        approvalMessage:
          'PLI is an Accredited Provider of CLE in New York. Programs marked as transitional are approved for newly admitted attorneys.',
      },
      { parent_id: 'ny-transitional', sort_order: order },
    );
  const formatPage = (slug: string, name: string, format: string, order: number, messages: string[]) =>
    cmsPage(
      `ny-transitional-${slug}`,
      `${nyt}/${slug}`,
      'CreditFormatPage',
      name,
      {
        regionSk: ny.region_sk,
        format,
        panelMessages: messages,
        approvalMessage:
          'New York newly admitted attorneys may earn transitional credit in this format from an Accredited Provider.',
      },
      { parent_id: 'ny-transitional', sort_order: order },
    );
  return [
    typePage('ethics', 'Ethics and Professionalism', 'ETH', 1, [
      'Newly admitted attorneys need 3 hours of Ethics and Professionalism in each of their first two years.',
      'Ethics credit in excess of the requirement counts toward Skills or Law Practice Management.',
    ]),
    typePage('skills', 'Skills', 'SKL', 2, [
      'Newly admitted attorneys need 6 hours of Skills in each of their first two years.',
    ]),
    typePage('law-practice-management', 'Law Practice Management', 'LPM', 3, [
      'Law Practice Management and Areas of Professional Practice together make up 7 hours a year.',
    ]),
    formatPage('live-programs', 'Live Programs', 'Live In-Person', 4, [
      'Live in-person and live webcast programs count in full toward transitional credit.',
    ]),
    formatPage('on-demand-programs', 'On-Demand Programs', 'On-Demand', 5, [
      'Newly admitted attorneys may take on-demand programs for transitional credit, except for Skills.',
    ]),
    // A draft the editors have not published: the river page must give it no tab (S2-CREDITINFO-23).
    cmsPage(
      'credit-info-draft',
      '/credit-info/draft-territories',
      'JurisdictionCreditInfoPage',
      'U.S. Territories CLE Requirements (draft)',
      {},
      { parent_id: 'credit-info', sort_order: 999, visible: false },
    ),
    cmsPage('request-a-quote', '/membership/request-a-quote', 'RequestQuotePage', 'Group Membership Quote', {
      formId: QUOTE_FORM_ID,
      intro:
        'Privileged Membership for your firm, company or agency: unlimited programs and publications for every attorney. Tell us about your organisation and we will send a quote within two business days.',
      buttonText: 'Request a quote',
    }),
  ];
}

type QuoteStep = QuoteForm['steps'][number];

/** One field of the quote form: no placeholder, options or description unless given. */
const field = (
  label: string,
  name: string,
  type: QuoteForm['steps'][number]['rows'][number]['fields'][number]['type'],
  required: boolean,
  extra: { placeholder?: string; options?: string[]; description?: string } = {},
) => ({
  label,
  name,
  type,
  required,
  placeholder: extra.placeholder ?? null,
  options: (extra.options ?? []).map((o) => ({ value: o, text: o })),
  description: extra.description ?? null,
});

/** Step 1: who the quote goes to. */
const aboutYouStep = (): QuoteStep => ({
  heading: 'Request a quote',
  subheading: 'About you',
  copy: 'Who should we send the quote to?',
  stepIndicator: 'Step 1 of 3',
  rows: [
    {
      fields: [field('First name', 'firstName', 'text', true), field('Last name', 'lastName', 'text', true)],
    },
    {
      fields: [
        field('Email', 'email', 'email', true, { placeholder: 'name@firm.com' }),
        field('Phone', 'phone', 'phone', true, {
          placeholder: '+1 (XXX) XXX-XXXX',
          description: 'US numbers as (xxx) xxx-xxxx; start with + for another country.',
        }),
      ],
    },
  ],
  buttonText: 'Next',
  errorMessage: 'Please correct the highlighted fields.',
});

/** Step 2: the organisation and its attorneys. */
const organisationStep = (): QuoteStep => ({
  heading: 'Request a quote',
  subheading: 'Your organisation',
  copy: 'Tell us about the attorneys who would use the membership.',
  stepIndicator: 'Step 2 of 3',
  rows: [
    { fields: [field('Organisation', 'organization', 'text', true)] },
    {
      fields: [
        field('Organisation type', 'organizationType', 'select', true, {
          options: ['Law firm', 'Corporate legal department', 'Government agency', 'Nonprofit', 'Other'],
        }),
        field('Number of attorneys', 'attorneys', 'select', true, {
          options: ['1-10', '11-50', '51-200', '201-500', 'More than 500'],
        }),
      ],
    },
    { fields: [field('Zip code', 'zip', 'zip', true, { placeholder: '10019' })] },
  ],
  buttonText: 'Next',
  errorMessage: 'Please correct the highlighted fields.',
});

/** Step 3: when the membership would start; submitting posts the form. */
const timingStep = (): QuoteStep => ({
  heading: 'Request a quote',
  subheading: 'Timing',
  copy: 'When would your membership start?',
  stepIndicator: 'Step 3 of 3',
  rows: [
    {
      fields: [
        field('Preferred start date', 'startDate', 'date', true, {
          description: 'The start date cannot be in the past.',
        }),
      ],
    },
    { fields: [field('Anything else we should know?', 'comments', 'textarea', false)] },
  ],
  buttonText: 'Submit',
  // the marketing system's form handler (spec 2 §7): the modal also posts the data here
  submitUrl: `/api/form/handler/${QUOTE_FORM_ID}`,
  errorMessage: 'Please correct the highlighted fields.',
});

function quoteForm(): QuoteForm {
  return {
    formId: QUOTE_FORM_ID,
    successMessage:
      'Thank you. Your quote request was received; we will be in touch within two business days.',
    failMessage: 'Your quote request could not be sent. Please try again or call (800) 260-4754.',
    steps: [aboutYouStep(), organisationStep(), timingStep()],
  };
}

/** Rule changes (spec 2 §3): type 1 COVID orders (current and expired), type 2 other rule changes. */
function ruleChanges(regions: Region[]) {
  const sk = (code: string) => regions.find((r) => r.code === code)!.region_sk;
  const rows: [string, number, string, string, string, boolean][] = [
    [
      'NY',
      1,
      'Remote CLE for newly admitted attorneys',
      'Newly admitted attorneys may earn all transitional credit through live webcasts and on-demand programs, except Skills, while the order remains in effect.',
      '2026-03-01',
      true,
    ],
    [
      'CA',
      1,
      'Extended compliance deadline',
      'Attorneys in Group 2 may report compliance up to 90 days after the deadline without a late fee.',
      '2025-02-01',
      false,
    ],
    [
      'NJ',
      1,
      'Distance learning cap lifted',
      'All credit may be earned by distance learning during the order.',
      '2026-01-15',
      true,
    ],
    [
      'FL',
      1,
      'Reporting grace period',
      'A 60-day grace period for reporting, now ended.',
      '2024-06-01',
      false,
    ],
    [
      'TX',
      2,
      'New mental health requirement',
      'One of the annual ethics hours must address mental health and substance use.',
      '2026-09-01',
      true,
    ],
    [
      'IL',
      2,
      'Diversity and inclusion hour',
      'One hour of diversity and inclusion is required in each two-year reporting period.',
      '2026-07-01',
      true,
    ],
    [
      'NY',
      2,
      'Cybersecurity credit category',
      'One hour of Cybersecurity, Privacy and Data Protection is required each biennial period.',
      '2023-07-01',
      true,
    ],
    [
      'PA',
      2,
      'Technology hour retired',
      'The separate technology hour is no longer required; it counts as general credit.',
      '2025-01-01',
      false,
    ],
  ];
  return rows.map(([code, type, heading, body, date, active], i) => ({
    id: i + 1,
    region_sk: sk(code),
    rule_change_type: type,
    heading,
    body,
    effective_date: date,
    currently_active: active,
  }));
}

function creditCallouts(regions: Region[]) {
  const ny = regions.find((r) => r.code === 'NY')!;
  return [
    {
      id: 1,
      region_sk: null,
      heading: 'Track every credit in one place',
      body: 'Add your licenses and PLI records your credits automatically.',
      link_href: '/account/credit/credit-tracker',
      link_text: 'Track your credits',
      sort_order: 1,
    },
    {
      id: 2,
      region_sk: null,
      heading: 'Recent rule changes',
      body: 'Orders and new requirements by jurisdiction.',
      link_href: '/credit-info/rule-changes',
      link_text: 'See recent rule changes',
      sort_order: 2,
    },
    {
      id: 3,
      region_sk: ny.region_sk,
      heading: 'Newly admitted in New York?',
      body: 'Transitional credit rules differ in your first two years.',
      link_href: '/credit-info/new-york-transitional',
      link_text: 'New York Transitional',
      sort_order: 3,
    },
  ];
}

export async function creditPagesSeeded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [MARK]);
  return row?.value === CREDIT_PAGES_SEED_VERSION;
}

/** Writes this seed's catalogue content; user rows (follows, submissions) are never touched. */
export async function seedCreditPages(tx: Db, catalogueRefreshed: boolean): Promise<void> {
  if (!catalogueRefreshed && (await creditPagesSeeded(tx))) return;
  const regions = await tx.query<Region>('SELECT region_sk, code, name, slug FROM jurisdictions');
  const pages = creditPages(regions);
  await tx.query('DELETE FROM cms_pages WHERE id = ANY($1)', [pages.map((p) => p.id)]);
  await insertRows(tx, 'cms_pages', pages as never, ['metadata', 'properties']);
  await tx.exec('TRUNCATE forms, rule_changes, credit_callouts');
  await insertRows(tx, 'forms', [{ id: QUOTE_FORM_ID, definition: quoteForm() }], ['definition']);
  await insertRows(tx, 'rule_changes', ruleChanges(regions));
  await insertRows(tx, 'credit_callouts', creditCallouts(regions));
  await tx.query(
    'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [MARK, CREDIT_PAGES_SEED_VERSION],
  );
}
