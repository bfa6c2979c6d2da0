// CMS rich text is editor-authored HTML: it goes through DOMPurify with a strict allowlist before it
// reaches the DOM. Everything not listed here (scripts, event handlers, styles, forms, frames, SVG,
// MathML, javascript:/data: URLs) is dropped, so a stored payload can neither run nor trip the CSP.
import DOMPurify, { type Config } from 'dompurify';

export const RICH_TEXT_TAGS = [
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

export const RICH_TEXT_ATTRIBUTES = [
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

/** Links and images may point to http(s), mail, phone, or a site path; nothing else (no javascript:, data:). */
export const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  // DOMPurify checks every attribute value against the URL pattern unless told it is not a URL
  ALLOWED_URI_REGEXP: SAFE_URL,
  ADD_URI_SAFE_ATTR: ['colspan', 'height', 'id', 'rel', 'rowspan', 'scope', 'target', 'width'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // ids from the CMS are prefixed ('user-content-'), so they cannot clobber globals such as window.name
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
};

/** The id the sanitiser gives a CMS anchor (hash scroll looks for both). */
export const CMS_ID_PREFIX = 'user-content-';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // an instance of our own: the hooks below never affect another user of DOMPurify
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const target = node.getAttribute('target');
      if (target && target !== '_blank' && target !== '_self') node.removeAttribute('target');
      // a new tab must not get a handle on this window
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('rel');
    }
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
  return purifier;
}

/** Sanitised HTML for a CMS rich-text field; non-strings give ''. */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as unknown as string;
}
