/**
 * @jest-environment node
 */
// The server half of the styles (no document: Emotion's server builds, as on the shell server): the
// JSX runtime inserts while rendering, into the request's caches, and the request's tags carry them.
import { renderToString } from 'react-dom/server';
import { exposeView } from './remote-root';
import { createServerStyles, ServerStylesProvider } from './server-styles';
import type { ServerStyles } from './server-styles';

function Card({ tone }: { tone: string }) {
  return <p css={{ color: tone, padding: 4 }}>card</p>;
}
const RemoteCard = exposeView('mfe-demo', Card);

function render(styles: ServerStyles, tone = 'red') {
  return renderToString(
    <ServerStylesProvider styles={styles}>
      <header css={{ margin: 0 }}>shell</header>
      <RemoteCard tone={tone} />
      <RemoteCard tone={tone} />
    </ServerStylesProvider>,
  );
}

const classOf = (html: string, tag: string) => new RegExp(`<${tag} class="([^"]+)"`).exec(html)![1]!;

test('styles rendered on the server come out as style tags with the nonce, one per key', () => {
  const styles = createServerStyles({ nonce: 'abc123' });
  const html = render(styles);
  const remote = classOf(html, 'p');
  const shell = classOf(html, 'header');
  expect(remote).toMatch(/^mfe-demo-/);
  expect(shell).toMatch(/^css-/);
  expect(styles.takeStyleTags()).toBe(
    `<style data-emotion="css ${shell.slice(4)}" data-s="" nonce="abc123">.${shell}{margin:0;}</style>` +
      `<style data-emotion="mfe-demo ${remote.slice(9)}" data-s="" nonce="abc123">.${remote}{color:red;padding:4px;}</style>`,
  );
});

test('each request has its own caches: a rule another request inserted still comes with this one', () => {
  const first = createServerStyles();
  const second = createServerStyles();
  render(first);
  const html = render(second);
  expect(second.takeStyleTags()).toContain(`.${classOf(html, 'p')}{color:red;padding:4px;}`);
  // and nothing of a request reaches another
  const third = createServerStyles();
  render(third, 'blue');
  expect(third.takeStyleTags()).not.toContain('color:red');
});

test('streaming: each rule is handed out once, the later tags hold only what rendered since', () => {
  const styles = createServerStyles();
  render(styles);
  expect(styles.takeStyleTags()).toContain('color:red');
  expect(styles.takeStyleTags()).toBe('');
  render(styles, 'green');
  const later = styles.takeStyleTags();
  expect(later).toContain('color:green');
  expect(later).not.toContain('color:red');
  expect(later).not.toContain('margin:0');
});

test('a value cannot close the style element', () => {
  const styles = createServerStyles();
  renderToString(
    <ServerStylesProvider styles={styles}>
      <i css={{ backgroundImage: 'url("/x</style><script>alert(1)</script>")' }}>x</i>
    </ServerStylesProvider>,
  );
  const tags = styles.takeStyleTags();
  expect(tags).not.toMatch(/<\/style><script>/);
  expect(tags.match(/<\/style>/g)).toHaveLength(1);
});

test('without a request, a remote still renders on the server, into a cache of its own render', () => {
  const html = renderToString(<RemoteCard tone="red" />);
  expect(html).toContain('data-boundary="mfe-demo"');
  expect(classOf(html, 'p')).toMatch(/^mfe-demo-/);
});
