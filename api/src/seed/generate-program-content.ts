// A program's editor content (spec 3 §3, §5; migration 032): its overview sections, the sections editors
// flagged empty (S3-PDP-66) and its testimonials. Derived from the program's title and index only (no
// random stream), so the catalogue's codes, titles and prices are untouched.
import type { StoredProgramContent } from '../catalogue/product-details';
import * as V from './vocabulary';

interface Program {
  title: string;
}

/**
 * Every fifth program has no overview sections (its page shows the legacy overview). Of the others,
 * one in four has special features whose text is not final, which editors flagged empty, and one in four has
 * an empty who-should-attend, flagged empty too. One program in three has testimonials, like the books.
 */
export function programContent(p: Program, i: number): StoredProgramContent {
  const name = (k: number) => V.testimonialName(i, k);
  const firm = (k: number) => V.testimonialFirm(i, k);
  const testimonials =
    i % 3 === 0
      ? [
          {
            quote: `${p.title} gave me answers I used with a client the very next morning.`,
            name: name(1),
            affiliation: firm(1),
          },
          {
            quote: 'Practical, well paced and taught by people who do this work every day.',
            name: name(2),
            affiliation: i % 2 ? firm(2) : null,
          },
        ]
      : [];
  if (i % 5 === 4) return { overview: {}, emptyOverviewSections: [], testimonials };
  const flagged = i % 4 === 1 ? 'specialFeatures' : i % 4 === 3 ? 'whoShouldAttend' : null;
  return {
    overview: {
      whyYouShouldAttend: `<p>${p.title} brings you up to date on the rules, cases and practice that changed this year.</p>`,
      whatYouWillLearn:
        '<p>How regulators and courts read the new rules, and the drafting choices that follow from them.</p>',
      whoShouldAttend:
        flagged === 'whoShouldAttend'
          ? ''
          : '<p>In-house counsel, law firm associates and partners advising on these matters.</p>',
      ...(flagged === 'specialFeatures'
        ? { specialFeatures: '<p>Details follow once the program committee confirms them.</p>' }
        : i % 4 === 2
          ? { specialFeatures: '<p>A networking reception follows the last session.</p>' }
          : {}),
    },
    emptyOverviewSections: flagged ? [flagged] : [],
    testimonials,
  };
}
