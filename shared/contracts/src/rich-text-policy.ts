// The one allowlist for CMS rich text. The API sanitises rich-text fields with it before a page leaves
// the server (so a stored payload never even reaches a browser parser, which would report CSP
// violations while parsing it), and the shell sanitises again with it before rendering.
const RICH_TEXT_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

const RICH_TEXT_ATTRIBUTES = [
  'alt',
  'colspan',
  'height',
  'href',
  'id',
  'rel',
  'rowspan',
  'scope',
  'src',
  'target',
  'title',
  'width',
] as const;

/** Attributes that are not URLs (DOMPurify checks every other value against SAFE_URL). */
const NON_URL_ATTRIBUTES = ['colspan', 'height', 'id', 'rel', 'rowspan', 'scope', 'target', 'width'];

/** Links and images may point to http(s), mail, phone, or a site path; nothing else (no javascript:, data:). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

// Its home is @cle/contracts/site: the shell's hash scroll needs it on every page, this policy only with rich text.
/** The DOMPurify settings (a plain object, so contracts need no DOMPurify types). */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS] as string[],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES] as string[],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ADD_URI_SAFE_ATTR: NON_URL_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
};

/** What the link hook does: only _blank/_self targets; a new tab gets rel="noopener noreferrer". */
export function fixLinkTarget(el: {
  getAttribute(n: string): string | null;
  setAttribute(n: string, v: string): void;
  removeAttribute(n: string): void;
}): void {
  const target = el.getAttribute('target');
  if (target && target !== '_blank' && target !== '_self') el.removeAttribute('target');
  if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
  else el.removeAttribute('rel');
}
