import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useLatestSearchParams } from './use-latest-search-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/search?query=tax']}>{children}</MemoryRouter>
);
const withParam = (key: string, value: string) => (latest: URLSearchParams) => {
  const next = new URLSearchParams(latest);
  next.set(key, value);
  return next;
};

function useUnderTest() {
  return { params: useLatestSearchParams(), navigate: useNavigate() };
}

describe('useLatestSearchParams', () => {
  test('two changes before a render both land', () => {
    const { result } = renderHook(useUnderTest, { wrapper });
    act(() => {
      const [, change] = result.current.params;
      change(withParam('practiceArea', 'Tax Law|25'));
      change(withParam('sort', 'date'));
    });
    expect(result.current.params[0].toString()).toBe('query=tax&practiceArea=Tax+Law%7C25&sort=date');
  });

  test('after going back, a change starts from the address shown, not the one asked for before', () => {
    const { result } = renderHook(useUnderTest, { wrapper });
    act(() => result.current.params[1](withParam('sort', 'date')));
    act(() => void result.current.navigate(-1));
    expect(result.current.params[0].toString()).toBe('query=tax');
    act(() => result.current.params[1](withParam('tab', 'publications')));
    expect(result.current.params[0].toString()).toBe('query=tax&tab=publications');
  });
});
