// S2-TRACKER-98 on the page a member reaches: the period's lg donut, each requirement card's md donut,
// each sub-requirement's sm donut, and the miniTracker donut in the header once it sticks.
import { act, screen, within } from '@testing-library/react';
import { heading, renderPage, serve } from './tracker-page-fixtures';
import { requirement, trackerEntry } from './tracker-fixtures';

const svgSize = (donut: HTMLElement) => {
  const svg = donut.querySelector('svg')!;
  return [Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))];
};

function entryWithSubRequirement() {
  const e = trackerEntry();
  e.jurisdiction.requirements = [
    requirement({
      subRequirements: [
        requirement({ key: 'ETH-SUB', heading: 'Ethics live', counted: 1, required: 2, remaining: 1 }),
      ],
    }),
  ];
  return e;
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('[S2-TRACKER-98] [S2-TRACKER-97] the period donut is lg (260), a requirement card md (100 px), a sub-requirement sm (64 px)', async () => {
  serve(entryWithSubRequirement);
  renderPage();
  await heading();
  const card = screen.getByRole('article', { name: 'Ethics and Professionalism' });
  const [cardDonut, subDonut] = within(card).getAllByTestId('requirement-donut');
  expect(svgSize(cardDonut!)).toEqual([100, 100]);
  expect(cardDonut).toHaveAccessibleName('1.5 of 4.0 credits counted, 38%');
  expect(svgSize(subDonut!)).toEqual([64, 64]);
  expect(subDonut).toHaveAccessibleName('1.0 of 2.0 credits counted, 50%');
  const periodDonut = screen.getByTestId('progress-donut');
  expect(svgSize(periodDonut)).toEqual([260, 260]);
});

test('[S2-TRACKER-98] [S2-TRACKER-65] once the header sticks it carries the miniTracker donut (110 px)', async () => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (q: string) => ({ matches: q.includes('min-width'), media: q }),
  });
  serve(entryWithSubRequirement);
  renderPage();
  await heading();
  const mini = () => screen.queryByTestId('mini-tracker-donut');
  expect(mini()).not.toBeInTheDocument();
  Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(svgSize(mini()!)[0]).toBe(110);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(mini()).not.toBeInTheDocument();
});
