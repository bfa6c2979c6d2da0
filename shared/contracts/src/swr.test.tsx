import { act, render } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { swrConfig } from './swr';

test('an answer that arrives renders as a transition: the synchronous render SWR forces keeps what was shown', async () => {
  let resolve!: (rows: string[]) => void;
  const answer = new Promise<string[]>((r) => (resolve = r));
  const seen: Array<string[] | undefined> = [];
  function Row() {
    const { data } = useSWR('/feed', () => answer);
    seen.push(data);
    return <p>{data ? data.join(', ') : 'loading'}</p>;
  }
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Row />
    </SWRConfig>,
  );
  expect(view.container.textContent).toBe('loading');
  const before = seen.length;
  await act(async () => resolve(['Ethics 2027', 'Tax 2027']));
  expect(view.container.textContent).toBe('Ethics 2027, Tax 2027');
  // the forced render drew the old state again; the answer came in the deferred render after it
  expect(seen.slice(before)).toEqual([undefined, ['Ethics 2027', 'Tax 2027']]);
});
