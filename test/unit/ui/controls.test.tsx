// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../src/ui/Checkbox';
import { Select } from '../../../src/ui/Select';
import { TextInput } from '../../../src/ui/TextInput';
import { UiStyles } from '../../../src/ui/UiStyles';

afterEach(cleanup);

describe('form controls', () => {
  it('Checkbox is labelled by its text and reports the new state', () => {
    const onChange = vi.fn();
    render(<Checkbox checked={false} onChange={onChange}>Show more</Checkbox>);
    fireEvent.click(screen.getByLabelText('Show more'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('Checkbox can carry a fuller accessible name', () => {
    render(<Checkbox checked onChange={() => undefined} ariaLabel="Suppress airing">Suppress</Checkbox>);
    expect((screen.getByLabelText('Suppress airing') as HTMLInputElement).checked).toBe(true);
  });

  it('Select is labelled and reports the chosen value', () => {
    const onChange = vi.fn();
    render(<Select label="Language" value="b" options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }]} onChange={onChange} />);
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(select.value).toBe('b');
    fireEvent.change(select, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('TextInput is labelled and reports typed text', () => {
    const onChange = vi.fn();
    render(<TextInput label="Word" value="" onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('Word'), { target: { value: 'nsfw' } });
    expect(onChange).toHaveBeenCalledWith('nsfw');
  });

  it('UiStyles puts the kit CSS into the head once, built on the theme variables', () => {
    render(<><UiStyles /><UiStyles /></>);
    const styles = document.head.querySelectorAll('style[data-href="automail-ui"]');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain('rgb(var(--color-text))');
    expect(styles[0].textContent).toContain('rgb(var(--color-background))');
  });
});
