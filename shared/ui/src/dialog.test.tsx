import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { Dialog } from './dialog';

function Harness({ onClose: spy = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const close = () => {
    spy();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={close} aria-labelledby="t" initialFocus={first}>
        <h2 id="t">Filters</h2>
        <label>
          Find
          <input ref={first} />
        </label>
        <button type="button" onClick={() => setInner(true)}>
          More
        </button>
        <button type="button" onClick={close}>
          Close
        </button>
        <Dialog open={inner} onClose={() => setInner(false)} aria-label="More filters" placement="center">
          <button type="button">Inner only</button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  test('a modal dialog named by its title; focus goes in, scrolling locks, Escape closes and focus returns', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  test('Tab and Shift+Tab wrap inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  test('Tab from the last control wraps to the first and Shift+Tab back, past controls Tab cannot reach', () => {
    render(
      <Dialog open onClose={() => undefined} aria-label="Reach">
        <button type="button" tabIndex={-1}>
          Not in the tab order
        </button>
        <a href="/first">First</a>
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <details>
          <summary>More</summary>
          <input aria-label="Inside a closed details" />
        </details>
        <button type="button">Last</button>
        <button type="button" disabled>
          Disabled
        </button>
      </Dialog>,
    );
    const first = screen.getByRole('link', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  test('Escape in a nested dialog closes only that one, and focus returns to its opener', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    fireEvent.click(more);
    const inner = screen.getByRole('dialog', { name: 'More filters' });
    const only = screen.getByRole('button', { name: 'Inner only' });
    only.focus();
    fireEvent.keyDown(only, { key: 'Tab' });
    expect(only).toHaveFocus();
    fireEvent.keyDown(only, { key: 'Escape' });
    expect(inner).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('the browser close request (cancel) closes through onClose', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('axe: no violations in an open dialog', async () => {
    const { container } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await expectNoAxeViolations(container);
  });
});
