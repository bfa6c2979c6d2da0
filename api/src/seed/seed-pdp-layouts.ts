// Program page layout blocks, as the CMS's editors set them (spec 3 §2.1 'layout blocks'; migration 026):
// one layout for every live program page, one for every on-demand program page, a live-now override,
// and one product's own layout (the first on-demand program by code). Rewritten with the catalogue;
// no random stream (every text is fixed), so no existing generator moves.
import type { Db } from '../db/db';
import type { ProductRow } from '../db/rows';

interface Block {
  heading: string;
  paragraphs: string[];
}

const LIVE: Block[] = [
  {
    heading: 'Attending live',
    paragraphs: [
      'Join from the venue or online: the webcast opens 30 minutes before the program starts.',
      'Course materials are available to registrants from the Registrations tab.',
    ],
  },
  {
    heading: 'Group registration',
    paragraphs: ['Firms registering five or more attorneys can arrange a groupcast for their office.'],
  },
];
const ON_DEMAND: Block[] = [
  {
    heading: 'Watching on demand',
    paragraphs: [
      'Watch at your own pace: your progress is saved in My Library and you can resume where you left off.',
      'Credit is earned per segment as you complete it.',
    ],
  },
];
const LIVE_NOW: Block[] = [
  {
    heading: 'This program is live now',
    paragraphs: ['Registered attendees can join the webcast now from the panel.'],
  },
];
const productLayout = (title: string): Block[] => [
  {
    heading: 'From the program chair',
    paragraphs: [
      `${title} brings together leading practitioners for a practical look at the year's developments.`,
    ],
  },
];

/** The rows of pdp_layout_blocks for this catalogue. */
function pdpLayoutRows(products: readonly ProductRow[]): { key: string; blocks: Block[] }[] {
  const featured = products
    .filter((p) => p.searchable_type === 'ondemandprogram' && !p.parent_code)
    .sort((a, b) => a.code.localeCompare(b.code))[0];
  return [
    { key: 'liveprogram', blocks: LIVE },
    { key: 'ondemandprogram', blocks: ON_DEMAND },
    { key: 'live-now', blocks: LIVE_NOW },
    ...(featured ? [{ key: `product:${featured.code}`, blocks: productLayout(featured.title) }] : []),
  ];
}

export async function seedPdpLayouts(
  tx: Db,
  products: readonly ProductRow[],
  refresh: boolean,
): Promise<void> {
  const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pdp_layout_blocks')) as [
    { n: number },
  ];
  if (!refresh && n > 0) return;
  await tx.query('DELETE FROM pdp_layout_blocks');
  for (const row of pdpLayoutRows(products))
    await tx.query('INSERT INTO pdp_layout_blocks (key, blocks) VALUES ($1, $2)', [
      row.key,
      JSON.stringify(row.blocks),
    ]);
}
