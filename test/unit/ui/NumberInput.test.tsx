// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, numberRangeMessage, parseBoundedInteger } from '../../../src/ui/NumberInput';

afterEach(cleanup);

describe('parseBoundedInteger', () => {
  it('accepts whole numbers within the bounds only', () => {
    expect(parseBoundedInteger('0', 0, 50)).toBe(0);
    expect(parseBoundedInteger('50', 0, 50)).toBe(50);
    expect(parseBoundedInteger(' 7 ', 0, 50)).toBe(7);
    expect(parseBoundedInteger('51', 0, 50)).toBeNull();
    expect(parseBoundedInteger('-1', 0, 50)).toBeNull();
    expect(parseBoundedInteger('2.5', 0, 50)).toBeNull();
    expect(parseBoundedInteger('', 0, 50)).toBeNull();
    expect(parseBoundedInteger('1e3')).toBeNull();
    expect(parseBoundedInteger('-9')).toBe(-9);
  });

  it('words the range', () => {
    expect(numberRangeMessage(0, 50)).toBe('Enter a whole number from 0 to 50.');
    expect(numberRangeMessage(0)).toBe('Enter a whole number of at least 0.');
    expect(numberRangeMessage(undefined, 9)).toBe('Enter a whole number of at most 9.');
    expect(numberRangeMessage()).toBe('Enter a whole number.');
  });
});

describe('NumberInput', () => {
  function Harness({ onChange, initial = 3, max = 50, emptyValue }: { onChange(value: number): void; initial?: number; max?: number; emptyValue?: number }) {
    const [value, setValue] = useState(initial);
    return (
      <NumberInput
        label="Threads"
        value={value}
        min={0}
        max={max}
        emptyValue={emptyValue}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }

  it('reports only valid values and restores the text on blur', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Threads') as HTMLInputElement;
    expect(input.min).toBe('0');
    expect(input.max).toBe('50');
    fireEvent.input(input, { target: { value: '99' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 0 to 50.');
    fireEvent.blur(input);
    expect(input.value).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.input(input, { target: { value: '12' } });
    expect(onChange).toHaveBeenCalledWith(12);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('takes an empty field as emptyValue when given one, without a message', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={1} emptyValue={0} />);
    const input = screen.getByLabelText('Threads') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(0);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });
});
