// The app-wide JSX runtime (decision 045): Emotion's `css` prop with the class names, composition and
// insertion of Emotion's own runtime, in two fibers per styled element.
import { createRef } from 'react';
import { render } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { jsx as emotionJsx } from '@emotion/react/jsx-runtime';
import { jsx } from './jsx-runtime';

// Emotion inserts with insertRule outside development: read the rules from the CSSOM
const styleText = () =>
  [...document.querySelectorAll('style')]
    .flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText.replace(/\s+/g, '')))
    .join('\n');

afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

test("a styled element gets Emotion's class name under the cache's key and its rule in the sheet", () => {
  const cache = createCache({ key: 'mfe-test' });
  const ours = render(
    jsx(CacheProvider, {
      value: cache,
      children: jsx('p', { css: { color: 'red', padding: 4 }, children: 'x' }),
    }),
  );
  const className = ours.container.querySelector('p')!.className;
  expect(className).toMatch(/^mfe-test-\w+$/);
  expect(styleText()).toContain(`.${className}{color:red;padding:4px;}`);
  ours.unmount();

  // Emotion's runtime names the same styles the same way
  const theirs = render(
    emotionJsx(CacheProvider, {
      value: createCache({ key: 'mfe-test' }),
      children: emotionJsx('p', { css: { color: 'red', padding: 4 }, children: 'x' }),
    }),
  );
  expect(theirs.container.querySelector('p')!.className).toBe(className);
});

test('an element without a css prop is rendered by React as is', () => {
  const { container } = render(jsx('span', { className: 'plain', children: 'x' }));
  expect(container.innerHTML).toBe('<span class="plain">x</span>');
});

test("a class name naming Emotion styles composes with the css prop as in Emotion's runtime", () => {
  const classOf = (j: typeof jsx) => {
    const Inner = ({ className }: { className?: string }) =>
      j('b', { className, css: { color: 'blue', fontWeight: 700 }, children: 'x' });
    const { container, unmount } = render(
      j(CacheProvider, { value: createCache({ key: 'k' }), children: j(Inner, { css: { color: 'green' } }) }),
    );
    const b = container.querySelector('b')!;
    const result = { classes: b.classList.length, name: b.className, rules: styleText() };
    unmount();
    return result;
  };
  const ours = classOf(jsx);
  // one class for the merged styles; the parent's css (passed down as className) applies last
  expect(ours.classes).toBe(1);
  expect(ours.rules).toContain(`.${ours.name}{color:green;font-weight:700;}`);
  expect(classOf(emotionJsx as typeof jsx).name).toBe(ours.name);
});

test('arrays, css`` results and falsy entries serialize as in Emotion', () => {
  const cache = createCache({ key: 'k' });
  const { container } = render(
    jsx(CacheProvider, {
      value: cache,
      children: jsx('i', { css: [{ margin: 0 }, false, css({ padding: 2 })], children: 'x' }),
    }),
  );
  expect(styleText()).toContain(`.${container.querySelector('i')!.className}{margin:0;padding:2px;}`);
});

test('a ref reaches the DOM element and other props pass through; css does not', () => {
  const ref = createRef<HTMLButtonElement>();
  const { container } = render(
    jsx('button', { ref, css: { margin: 0 }, type: 'button', 'aria-label': 'Go', children: 'Go' }),
  );
  const button = container.querySelector('button')!;
  expect(ref.current).toBe(button);
  expect(button.getAttribute('type')).toBe('button');
  expect(button.getAttribute('aria-label')).toBe('Go');
  expect(button.hasAttribute('css')).toBe(false);
});

test("two fibers per styled element: Emotion's runtime makes three (forwardRef, Insertion, the element)", () => {
  type Fiber = { child: Fiber | null; sibling: Fiber | null };
  const fibersUnder = (el: Element) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'))!;
    const count = (f: Fiber | null): number => (f ? 1 + count(f.child) + count(f.sibling) : 0);
    return count((el as unknown as Record<string, Fiber>)[key]!.child);
  };
  const tree = (j: typeof jsx) => j('section', { children: j('p', { css: { margin: 0 }, children: 'x' }) });
  const ours = render(tree(jsx));
  const theirs = render(tree(emotionJsx as typeof jsx));
  expect(fibersUnder(ours.container.querySelector('section')!)).toBe(2);
  expect(fibersUnder(theirs.container.querySelector('section')!)).toBe(3);
});
