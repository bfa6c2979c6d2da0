// The CMS content of the 'rows' work (session 7): the component-fallback content the shell's failed
// elements can show (spec 1 §7, §8), with a field the lookup does not select. Deterministic, no
// random stream; it changes no page id, title or URL.
import type { ComponentFallback } from '@cle/contracts/schemas';
import type { generateCms } from './generate-cms';

type Cms = ReturnType<typeof generateCms>;

const COMPONENT_FALLBACK: ComponentFallback & { editorNote: string } = {
  headingText: 'Element failed to load',
  bodyText: 'Please reload the page. If the issue persists, please contact customer service at 800-260-4754.',
  buttonText: 'Try again',
  variant: 'spaceBetween',
  // kept in the CMS for editors, never sent to visitors
  editorNote: 'Shown wherever a part of a page fails. Keep the heading short.',
};

export function withRowsContent<T extends Pick<Cms, 'siteParts'>>(cms: T): T {
  return { ...cms, siteParts: { ...cms.siteParts, componentFallback: COMPONENT_FALLBACK } };
}
