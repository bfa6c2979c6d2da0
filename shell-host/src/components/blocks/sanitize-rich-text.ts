// CMS rich text is editor-authored HTML: it goes through DOMPurify with the strict allowlist of
// @cle/contracts/rich-text-policy before it reaches the DOM (the API has sanitised it with the same
// policy already; this second pass keeps the browser safe whatever the API sends). Everything not
// listed (scripts, event handlers, styles, forms, frames, SVG, MathML, javascript:/data: URLs) is dropped.
import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { fixLinkTarget, RICH_TEXT_PURIFY_CONFIG } from '@cle/contracts/rich-text-policy';

const CONFIG: Config = { ...RICH_TEXT_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false };

let purifier: ReturnType<typeof DOMPurify> | null = null;
/** A server render has no window: the shell server lends one (jsdom), so the server HTML is sanitised as the browser's is. */
let serverWindow: Window | null = null;

/** Server only: the window DOMPurify parses with when there is no browser. */
export function provideSanitizerWindow(win: Window): void {
  serverWindow = win;
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const win = typeof window === 'undefined' ? serverWindow : window;
  if (!win) throw new Error('rich text cannot be sanitised here: no window');
  // an instance of our own: the hooks below never affect another user of DOMPurify
  purifier = DOMPurify(win as Window & typeof globalThis);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') fixLinkTarget(node);
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
  return purifier;
}

/** Sanitised HTML for a CMS rich-text field; non-strings give ''. */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return instance().sanitize(html, CONFIG) as unknown as string;
}
