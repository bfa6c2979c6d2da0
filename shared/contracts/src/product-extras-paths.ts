// The product page's modal calls (spec 3 §7) as paths, and the materials' unnumbered chapter: plain
// values, apart from product-extras-schemas so a page builds them without loading zod.

/** A chapter number meaning 'no chapter' (spec 3 §9): shown without a chapter prefix. */
export const UNNUMBERED_CHAPTER = '999';

/** add-to-calendar/{code}?calendarType= (spec 3 §7): 0 Google, 1 Outlook, 2 iCal. */
const CALENDAR_TYPE = { google: 0, outlook: 1, ical: 2 } as const;
export type CalendarKind = keyof typeof CALENDAR_TYPE;

/** The API path of the add-to-calendar call for a product and calendar. */
export const addToCalendarPath = (code: string, kind: CalendarKind) =>
  `/add-to-calendar/${encodeURIComponent(code)}?calendarType=${CALENDAR_TYPE[kind]}`;

/** The API path of more like this (spec 3 §7): answers with a redirect to a search page. */
export const moreLikeThisPath = (code: string) => `/client/search/more-like-this/${encodeURIComponent(code)}`;

/** The API path of a product's materials (signed in). */
export const productMaterialsPath = (code: string) => `/user/product-materials/${encodeURIComponent(code)}`;
