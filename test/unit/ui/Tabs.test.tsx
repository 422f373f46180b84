// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../../../src/ui/Tabs';

afterEach(cleanup);

const items = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

function Harness() {
  const [selected, setSelected] = useState('a');
  return <Tabs items={items} selected={selected} onSelect={setSelected} label="Letters" />;
}

describe('Tabs', () => {
  it('is a labelled tab list with one tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on click and with arrows, Home and End, wrapping around', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.click(tab('Beta'));
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Beta'), { key: 'ArrowRight' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Gamma'));
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Gamma'), { key: 'x' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
  });
});
