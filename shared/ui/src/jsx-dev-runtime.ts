// The development twin of ./jsx-runtime (NODE_ENV=development builds): React's jsxDEV with the same
// two-fiber `css` prop handling.
import type { ElementType } from 'react';
import * as ReactJSXDevRuntime from 'react/jsx-dev-runtime';
import { jsx, jsxs } from './jsx-runtime';

export type { JSX } from '@emotion/react/jsx-runtime';

export const Fragment = ReactJSXDevRuntime.Fragment;

export function jsxDEV(
  type: ElementType,
  props: Record<string, unknown>,
  key: string | undefined,
  isStaticChildren: boolean,
  source?: unknown,
  self?: unknown,
) {
  if (!Object.prototype.hasOwnProperty.call(props, 'css'))
    return ReactJSXDevRuntime.jsxDEV(type, props, key, isStaticChildren, source as never, self);
  return (isStaticChildren ? jsxs : jsx)(type, props, key);
}
