// CMS rich text leaves the API sanitised with the shared policy (@cle/contracts/rich-text-policy):
// a payload stored in the CMS never reaches a browser's HTML parser, which would report CSP violations
// even while refusing to run it. The shell sanitises again before rendering (defence in depth).
import createDOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { JSDOM } from 'jsdom';
import { fixLinkTarget, RICH_TEXT_PURIFY_CONFIG } from '@cle/contracts/rich-text-policy';

/** Page types whose page-level body / aboutOrganization are rich text (the shell renders them). */
const RICH_TEXT_PAGE_TYPES = new Set(['GenericPage', 'StandardHeadlessPage', 'PressReleaseDetailPage']);
/** Block types whose `html` is rich text. */
const RICH_TEXT_BLOCK_TYPES = new Set(['RichTextBlock', 'CalloutBlock']);

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  // created on first use: jsdom costs a little to start
  purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') fixLinkTarget(node);
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
  return purifier;
}

function sanitizeRichTextHtml(html: string): string {
  return instance().sanitize(html, { ...RICH_TEXT_PURIFY_CONFIG } as Config) as unknown as string;
}

function sanitizeBlocks(blocks: unknown): unknown {
  if (!Array.isArray(blocks)) return blocks;
  return blocks.map((b: unknown) => {
    const block = b as Record<string, unknown> | null;
    if (!block || typeof block.html !== 'string' || !RICH_TEXT_BLOCK_TYPES.has(String(block.type))) return b;
    return { ...block, html: sanitizeRichTextHtml(block.html) };
  });
}

/** A page's properties with every rich-text field sanitised (other fields untouched). */
export function sanitizePageProperties(
  contentType: readonly string[],
  properties: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...properties };
  if ('blocks' in out) out.blocks = sanitizeBlocks(out.blocks);
  if ('fallbackBlock' in out) out.fallbackBlock = sanitizeBlocks(out.fallbackBlock);
  if (RICH_TEXT_PAGE_TYPES.has(contentType[contentType.length - 1] ?? ''))
    for (const field of ['body', 'aboutOrganization'])
      if (typeof out[field] === 'string') out[field] = sanitizeRichTextHtml(out[field]);
  return out;
}
