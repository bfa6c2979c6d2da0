import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { nextTabIndex, TabList, TabPanel } from './tabs';

const KEYS = ['one', 'two', 'three'] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof KEYS)[number]>('one');
  const tabs = KEYS.map((k) => ({ key: k, label: `Tab ${k}`, id: `tab-${k}`, panelId: `panel-${k}` }));
  return (
    <>
      <TabList aria-label="Numbers" tabs={tabs} selected={selected} onSelect={setSelected} />
      <TabPanel id={`panel-${selected}`} tabId={`tab-${selected}`}>
        Content {selected}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  test('the next index for arrows (wrapping), Home and End; other keys are not tabs keys', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('a', 0, 3)).toBeNull();
  });

  test('roving tabindex; arrows, Home and End move focus and select; the panel is labelled by its tab', () => {
    render(<Harness />);
    const tab = (k: string) => screen.getByRole('tab', { name: `Tab ${k}` });
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
    expect(tab('one')).toHaveAttribute('tabindex', '0');
    expect(tab('two')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(tab('one'), { key: 'ArrowRight' });
    expect(tab('two')).toHaveFocus();
    expect(tab('two')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tab two' })).toHaveTextContent('Content two');
    fireEvent.keyDown(tab('two'), { key: 'End' });
    expect(tab('three')).toHaveFocus();
    fireEvent.keyDown(tab('three'), { key: 'ArrowRight' });
    expect(tab('one')).toHaveFocus();
    fireEvent.keyDown(tab('one'), { key: 'ArrowLeft' });
    expect(tab('three')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('three'), { key: 'Home' });
    expect(tab('one')).toHaveFocus();
    fireEvent.click(tab('two'));
    expect(tab('two')).toHaveAttribute('aria-controls', 'panel-two');
    expect(tab('two')).toHaveAttribute('aria-selected', 'true');
  });

  test('axe: no violations', async () => {
    const { container } = render(<Harness />);
    await expectNoAxeViolations(container);
  });
});
