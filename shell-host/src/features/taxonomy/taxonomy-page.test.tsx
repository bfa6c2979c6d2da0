// The taxonomy page's rows as the browser lays them out: jsdom does not apply media queries, so the
// test reads the page's own style rules (Emotion's sheet) and applies them for a viewport width.
import { screen } from '@testing-library/react';
import type { TaxonomyItems } from '@cle/contracts/block-schemas';
import type { PageContent } from '@cle/contracts/page';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { TaxonomyPage } from './taxonomy-page';

const PAGE: PageContent = {
  contentType: ['Page', 'SubjectNode'],
  contentLink: { id: '7001' },
  name: 'Tax Law',
  friendlyUrl: '/practice-areas/tax-law',
  properties: { taxonomyId: 25 },
};

const program = (n: number) => ({
  code: `P${n}`,
  title: `Program ${n}`,
  url: `/program/p${n}`,
  format: 'On-Demand',
  searchableType: 'ondemandprogram',
  eventStart: null,
});

/** Every style rule in the document, with the min-width of the media query it sits in (0 outside). */
function styleRules(): { minWidth: number; rule: CSSStyleRule }[] {
  const out: { minWidth: number; rule: CSSStyleRule }[] = [];
  const walk = (rules: CSSRuleList, minWidth: number) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const min = /min-width:\s*(\d+)px/.exec(rule.media.mediaText);
        walk(rule.cssRules, min ? Number(min[1]) : Number.POSITIVE_INFINITY);
      } else if (rule instanceof CSSStyleRule) out.push({ minWidth, rule });
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, 0);
  return out;
}

/** The row's columns and how many of its items show at a viewport width. */
function layoutAt(list: HTMLElement, width: number) {
  const applies = styleRules().filter(({ minWidth }) => minWidth <= width);
  const classes = Array.from(list.classList, (c) => `.${c}`);
  const own = applies.filter(({ rule }) => classes.includes(rule.selectorText));
  // jsdom's style object drops grid properties: read the rule's text
  const columnsOf = (rule: CSSStyleRule) => /grid-template-columns:\s*repeat\((\d+)/.exec(rule.cssText)?.[1];
  const columns = Number(
    own
      .map(({ rule }) => columnsOf(rule))
      .filter(Boolean)
      .at(-1),
  );
  const itemRules = applies.flatMap(({ rule }) => {
    const m = /^(\.[\w-]+)\s*>\s*li:nth-of-type\(n(?:\s*\+\s*(\d+))?\)$/.exec(rule.selectorText);
    return m && classes.includes(m[1]!) && rule.style.display
      ? [{ from: Number(m[2] ?? 1), display: rule.style.display }]
      : [];
  });
  const items = Array.from(list.children);
  const shown = items.filter((_, i) => itemRules.filter((r) => i + 1 >= r.from).at(-1)?.display !== 'none');
  return { columns, shown: shown.length, rows: Math.ceil(shown.length / columns) };
}

async function renderRow(count: number) {
  server.use(
    api.get<TaxonomyItems>('/taxonomy/items', () => ({
      entry: { id: 25, name: 'Tax Law', url: '/practice-areas/tax-law', description: 'All about tax.' },
      programs: Array.from({ length: count }, (_, i) => program(i + 1)),
      publications: [],
      related: [],
    })),
  );
  renderWithProviders(<TaxonomyPage page={PAGE} />, { path: '/practice-areas/tax-law' });
  await screen.findByRole('link', { name: 'Program 1' });
  return screen.getByTestId('taxonomy-row');
}

describe('taxonomy page rows (spec 1 §2)', () => {
  test('[S1-TAXO-05] on extra-small screens a row shows 4 rows of 1', async () => {
    const row = await renderRow(12);
    expect(layoutAt(row, 390)).toEqual({ columns: 1, shown: 4, rows: 4 });
    expect(layoutAt(row, 575)).toEqual({ columns: 1, shown: 4, rows: 4 });
  });

  test('[S1-TAXO-06] on small to medium screens a row shows 3 rows of 2', async () => {
    const row = await renderRow(12);
    expect(layoutAt(row, 576)).toEqual({ columns: 2, shown: 6, rows: 3 });
    expect(layoutAt(row, 1200)).toEqual({ columns: 2, shown: 6, rows: 3 });
  });

  test('[S1-TAXO-07] on large screens a row shows 3 rows of 3', async () => {
    const row = await renderRow(12);
    expect(layoutAt(row, 1201)).toEqual({ columns: 3, shown: 9, rows: 3 });
    expect(layoutAt(row, 1920)).toEqual({ columns: 3, shown: 9, rows: 3 });
  });
});
