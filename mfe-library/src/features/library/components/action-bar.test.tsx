// A My Library row's action bar as it renders (spec 1 §2): how many actions sit inline follows the
// screen (matchMedia) and the bar's measured width (ResizeObserver); the rest go into More.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ActionBar } from './action-bar';
import type { RowAction } from './action-bar';

const ACTIONS: RowAction[] = ['Watch', 'Materials', 'Credits', 'Share', 'Remove from library'].map(
  (label) => ({
    id: label,
    label,
    onSelect: () => undefined,
  }),
);

let resize: ((width: number) => void) | undefined;
let largeScreen = false;
beforeEach(() => {
  resize = undefined;
  largeScreen = false;
  window.matchMedia = ((query: string) => ({
    matches: largeScreen && query === '(min-width: 1201px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver = class {
    constructor(private cb: ResizeObserverCallback) {
      resize = (width) => this.cb([{ contentRect: { width } } as ResizeObserverEntry], this);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function renderBar(hasMoreContentButton = false) {
  render(
    <MemoryRouter>
      <ActionBar actions={ACTIONS} hasMoreContentButton={hasMoreContentButton} itemTitle="Item A" />
    </MemoryRouter>,
  );
}
const inline = () => screen.getByTestId('action-bar').getAttribute('data-inline');
const inMore = () => {
  fireEvent.click(screen.getByRole('button', { name: 'More actions: Item A' }));
  const items = screen.getAllByRole('menuitem').map((m) => m.textContent);
  fireEvent.click(screen.getByRole('button', { name: 'More actions: Item A' }));
  return items;
};

describe('My Library row actions (spec 1 §2)', () => {
  test('[S1-LIBRARY-22] [S1-LIBRARY-25] a large screen shows 3 actions inline, the rest in More', () => {
    largeScreen = true;
    renderBar();
    expect(inline()).toBe('3');
    expect(inMore()).toEqual(['Share', 'Remove from library']);
  });

  test('[S1-LIBRARY-26] [S1-LIBRARY-27] [S1-LIBRARY-28] [S1-LIBRARY-29] the bar width: over 1000 all, above 850 three, above 750 two, above 500 one', () => {
    largeScreen = true;
    renderBar();
    act(() => resize!(1001));
    expect(inline()).toBe('5');
    expect(screen.queryByRole('button', { name: 'More actions: Item A' })).not.toBeInTheDocument();
    act(() => resize!(1000));
    expect(inline()).toBe('3');
    act(() => resize!(851));
    expect(inline()).toBe('3');
    act(() => resize!(850));
    expect(inline()).toBe('2');
    act(() => resize!(751));
    expect(inline()).toBe('2');
    act(() => resize!(750));
    expect(inline()).toBe('1');
    act(() => resize!(501));
    expect(inline()).toBe('1');
    expect(inMore()).toEqual(['Materials', 'Credits', 'Share', 'Remove from library']);
  });
});
