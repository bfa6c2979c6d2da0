// The JSX runtime every app compiles with (jsxImportSource '@cle/ui'): React's runtime plus Emotion's
// `css` prop, in two fibers per styled element instead of Emotion's four. Emotion's own runtime wraps
// each styled element in forwardRef(Emotion) > Fragment > [Insertion, element]; on the home page about
// 340 elements carry a `css` prop, so React rendered and committed some 1,000 extra fibers per commit
// (decision 045). Same class names, cache, registration and insertion order as Emotion's runtime:
// styles register while rendering and insert in an insertion effect, className strings that name
// Emotion classes compose as they do there. On a server (no document) insertion effects never run:
// the styles insert while rendering, into the request's cache (@cle/ui/server-styles collects them).
import { useContext, useInsertionEffect } from 'react';
import type { ElementType } from 'react';
import * as ReactJSXRuntime from 'react/jsx-runtime';
import { __unsafe_useEmotionCache, ThemeContext } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { getRegisteredStyles, insertStyles, registerStyles } from '@emotion/utils';

export type { JSX } from '@emotion/react/jsx-runtime';

type Props = Record<string, unknown>;
type JsxFn = (type: ElementType, props: Props, key?: string) => ReturnType<typeof ReactJSXRuntime.jsx>;

const hasOwn = Object.prototype.hasOwnProperty;
/** The element type and whether its children were static, carried to StyledElement in its props. */
const TYPE = '__cleStyledType';
const STATIC = '__cleStaticChildren';

/**
 * Where styles insert: an insertion effect in a browser; during render on a server, as Emotion's own
 * runtime does (useInsertionEffectAlwaysWithSyncFallback). Chosen once: whether there is a document
 * never changes in a process, so every render calls the same hooks.
 */
const useInsertion: (insert: () => void) => void =
  typeof document === 'undefined' ? (insert) => insert() : useInsertionEffect;

/** One styled element: its class name from the `css` prop, then the element itself. */
function StyledElement(props: Props) {
  // the cache is never null in the browser: RemoteRoot or the shell provides it, Emotion a default
  const cache = __unsafe_useEmotionCache()!;
  let cssProp = props.css;
  if (typeof cssProp === 'string' && cache.registered[cssProp] !== undefined)
    cssProp = cache.registered[cssProp];
  const type = props[TYPE] as ElementType;
  const registered = [cssProp] as Parameters<typeof serializeStyles>[0];
  let className = '';
  if (typeof props.className === 'string')
    className = getRegisteredStyles(cache.registered, registered as string[], props.className);
  else if (props.className != null) className = `${String(props.className)} `;
  const serialized = serializeStyles(registered, undefined, useContext(ThemeContext));
  className += `${cache.key}-${serialized.name}`;
  const isStringTag = typeof type === 'string';
  registerStyles(cache, serialized, isStringTag);
  useInsertion(() => {
    insertStyles(cache, serialized, isStringTag);
  });

  const elementProps: Props = {};
  for (const key in props)
    if (hasOwn.call(props, key) && key !== 'css' && key !== TYPE && key !== STATIC)
      elementProps[key] = props[key];
  elementProps.className = className;
  return (props[STATIC] ? ReactJSXRuntime.jsxs : ReactJSXRuntime.jsx)(type, elementProps);
}

function styledProps(type: ElementType, props: Props, staticChildren: boolean): Props {
  const out: Props = {};
  for (const key in props) if (hasOwn.call(props, key)) out[key] = props[key];
  out[TYPE] = type;
  if (staticChildren) out[STATIC] = true;
  return out;
}

export const Fragment = ReactJSXRuntime.Fragment;

export const jsx: JsxFn = (type, props, key) =>
  hasOwn.call(props, 'css')
    ? ReactJSXRuntime.jsx(StyledElement, styledProps(type, props, false), key)
    : ReactJSXRuntime.jsx(type, props, key);

export const jsxs: JsxFn = (type, props, key) =>
  hasOwn.call(props, 'css')
    ? ReactJSXRuntime.jsx(StyledElement, styledProps(type, props, true), key)
    : ReactJSXRuntime.jsxs(type, props, key);
