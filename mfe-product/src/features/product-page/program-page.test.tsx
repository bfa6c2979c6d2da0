// A program page as the product view draws it (spec 3 §2.1, §4.3, §9): the side panel (the notify panel
// when a notify url exists, else the expired panel once ended, else the purchase panel), the robots tag,
// and the testimonials jump link.
import { render, screen, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { liveSeminar, payload, variation } from '../../test/fixtures';
import { api, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { ProductView } from './product-view';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ENDED = { eventStartDate: '2025-09-11T14:00:00.000Z', eventEndDate: '2025-09-11T15:00:00.000Z' };

function renderProgram(product: object) {
  server.use(
    api.get('/site-parts', () => ({ labels: { customerServiceEmail: 'info@pli.edu' } })),
    api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
    api.get('/product/:code', () => product),
  );
  return render(
    <TestProviders path="/programs/x" redirectTargets={['/', '/membership']}>
      <ProductView code="380021" inShell />
    </TestProviders>,
  );
}
const noindex = () => document.head.querySelector('meta[name="robots"][content="noindex"]');
/** the inline purchase panel (display:none below md; jsdom applies no media queries) */
const purchasePanel = () => screen.queryByRole('heading', { name: 'Choose how to attend', hidden: true });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  authStore.set(ANONYMOUS);
});
afterEach(() => jest.useRealTimers());

describe('program side panel (spec 3 §4.3)', () => {
  test('[S3-PDP-43] [S3-PDP-45] [S3-PDP-54] an ended program with a notify url shows the notify panel, not the expired one, and is indexed', async () => {
    renderProgram(payload(variation({ ...ENDED, notifyUrl: 'https://notify.example/380021' })));
    expect(await screen.findByRole('heading', { name: 'Get notified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notify me' })).toHaveAttribute(
      'href',
      'https://notify.example/380021',
    );
    expect(screen.queryByRole('heading', { name: 'This program has ended' })).not.toBeInTheDocument();
    expect(purchasePanel()).not.toBeInTheDocument();
    expect(noindex()).toBeNull();
  });

  test('[S3-PDP-43] an upcoming program with a notify url shows the notify panel instead of the purchase panel', async () => {
    renderProgram(payload(variation({ notifyUrl: 'https://notify.example/380021' })));
    expect(await screen.findByRole('heading', { name: 'Get notified' })).toBeInTheDocument();
    expect(purchasePanel()).not.toBeInTheDocument();
  });

  test('[S3-PDP-44] [S3-PDP-52] an empty notify url shows no notify panel: the purchase panel, or the expired one once ended', async () => {
    const { unmount } = renderProgram(payload(variation({ notifyUrl: '' })));
    await screen.findByRole('heading', { level: 1 });
    expect(purchasePanel()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get notified' })).not.toBeInTheDocument();
    unmount();
    renderProgram(payload(variation({ ...ENDED, notifyUrl: '' })));
    expect(await screen.findByRole('heading', { name: 'This program has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get notified' })).not.toBeInTheDocument();
    expect(purchasePanel()).not.toBeInTheDocument();
    expect(noindex()).not.toBeNull();
  });
});

describe('program jump links (spec 3 §9)', () => {
  const bar = () => screen.getByRole('navigation', { name: 'On this page' });

  test('[S3-JUMP-09] testimonials add their jump link and section; none, no link', async () => {
    const testimonials = [{ quote: 'The best ethics hour of my year.', name: 'Ana Ruiz', affiliation: null }];
    const { unmount } = renderProgram({ ...payload(), testimonials });
    await screen.findByRole('heading', { level: 1 });
    expect(within(bar()).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'href',
      '#testimonials',
    );
    const section = await screen.findByRole(
      'heading',
      { level: 2, name: 'Testimonials' },
      { timeout: 10_000 },
    );
    expect(section.closest('section')).toHaveAttribute('id', 'testimonials');
    expect(screen.getByText(/The best ethics hour of my year/)).toBeInTheDocument();
    unmount();
    renderProgram({ ...payload(), testimonials: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(within(bar()).queryByRole('link', { name: 'Testimonials' })).not.toBeInTheDocument();
  });
});

describe('program dates (spec 3 §9)', () => {
  test('[S3-CONST-05] with more dates one is shown and the rest read +N more; a single date reads alone', async () => {
    const a = variation();
    const later = (code: string, day: string) =>
      liveSeminar({
        code,
        pk: `prg-${code}`,
        eventStartDate: `2027-${day}T13:00:00.000Z`,
        eventEndDate: `2027-${day}T20:00:00.000Z`,
      });
    const { unmount } = renderProgram(
      payload(a, { programVariants: [a, later('380041', '05-10'), later('380042', '06-10')] }),
    );
    const h1 = await screen.findByRole('heading', { level: 1 });
    const header = h1.closest('header')!;
    expect(within(header).getByText('(+2 more)')).toBeInTheDocument();
    unmount();
    renderProgram(payload(a, { programVariants: [a] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/\+\d+ more/)).not.toBeInTheDocument();
  });
});

describe('program overview sections (spec 3 §3, §5)', () => {
  const LEGACY = 'Seven leading practitioners examine ESG disclosure and the latest developments.';

  test('[S3-PDP-65] [S3-PDP-67] a section over 10 characters shows instead of the legacy overview; one of 10 does not', async () => {
    renderProgram(
      payload(
        variation({
          whyYouShouldAttend: '<p>0123456789</p>',
          whatYouWillLearn: 'How the new disclosure rules apply.',
        }),
      ),
    );
    const overview = (await screen.findByRole('heading', { level: 2, name: 'Program overview' })).closest(
      'section',
    )!;
    expect(
      within(overview).getByRole('heading', { level: 3, name: 'What you will learn' }),
    ).toBeInTheDocument();
    expect(
      within(overview).queryByRole('heading', { name: 'Why you should attend' }),
    ).not.toBeInTheDocument();
    expect(within(overview).queryByText(LEGACY)).not.toBeInTheDocument();
  });

  test('[S3-PDP-67] no section over 10 characters: the legacy overview', async () => {
    renderProgram(payload(variation({ whyYouShouldAttend: 'Too short', whoShouldAttend: '' })));
    const overview = (await screen.findByRole('heading', { level: 2, name: 'Program overview' })).closest(
      'section',
    )!;
    expect(within(overview).getByText(LEGACY)).toBeInTheDocument();
    expect(within(overview).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  test('[S3-PDP-66] a section flagged empty is hidden whatever its text; the others show', async () => {
    // the shape GET /product/{code} sends for a seeded program with a flagged section (migration 032)
    renderProgram(
      payload(
        variation({
          whyYouShouldAttend: '<p>Fundamentals of Ethics brings you up to date on the rules.</p>',
          whatYouWillLearn: '<p>How regulators and courts read the new rules.</p>',
          specialFeatures: '<p>Details follow once the program committee confirms them.</p>',
          emptyOverviewSections: ['specialFeatures'],
        }),
      ),
    );
    const overview = (await screen.findByRole('heading', { level: 2, name: 'Program overview' })).closest(
      'section',
    )!;
    expect(
      within(overview).getByRole('heading', { level: 3, name: 'Why you should attend' }),
    ).toBeInTheDocument();
    expect(within(overview).queryByRole('heading', { name: 'Special features' })).not.toBeInTheDocument();
    expect(within(overview).queryByText(/program committee/)).not.toBeInTheDocument();
  });

  test("[S3-PDP-65] an overview section's markup is not shown as tags: its words are", async () => {
    renderProgram(
      payload(
        variation({
          whyYouShouldAttend: '<p>Fundamentals of Ethics brings you up to date on the rules.</p>',
          whatYouWillLearn: '<p>How regulators and courts read the new rules.</p>',
        }),
      ),
    );
    const overview = (await screen.findByRole('heading', { level: 2, name: 'Program overview' })).closest(
      'section',
    )!;
    expect(
      within(overview).getByText('Fundamentals of Ethics brings you up to date on the rules.'),
    ).toBeInTheDocument();
    expect(overview.textContent).not.toContain('<p>');
  });
});
