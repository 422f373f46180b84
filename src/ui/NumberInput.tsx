import { useEffect, useId, useState, type ReactNode } from 'react';

export interface NumberInputProps {
  label: ReactNode;
  value: number;
  /** Called only with whole numbers inside [min, max]. */
  onChange(value: number): void;
  min?: number;
  max?: number;
  describedBy?: string;
  /** The value an empty field stands for; without it an empty field is invalid. */
  emptyValue?: number;
}

export function numberRangeMessage(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `Enter a whole number from ${min} to ${max}.`;
  if (min !== undefined) return `Enter a whole number of at least ${min}.`;
  if (max !== undefined) return `Enter a whole number of at most ${max}.`;
  return 'Enter a whole number.';
}

/** Parses typed text; null unless it is a whole number within the bounds. */
export function parseBoundedInteger(text: string, min?: number, max?: number): number | null {
  if (!/^-?\d+$/.test(text.trim())) return null;
  const value = Number(text);
  if (min !== undefined && value < min) return null;
  if (max !== undefined && value > max) return null;
  return value;
}

/**
 * A number field that never hands out a value outside its bounds: while the typed text is
 * invalid it says so and keeps the stored value; leaving the field restores the stored value.
 */
export function NumberInput({ label, value, onChange, min, max, describedBy, emptyValue }: NumberInputProps) {
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(String(value));
  const parse = (typed: string) => (emptyValue !== undefined && typed.trim() === '' ? emptyValue : parseBoundedInteger(typed, min, max));
  const invalid = parse(text) === null;

  // A change from elsewhere (another tab) replaces the text unless the user is mid-edit on it.
  useEffect(() => {
    setText((current) => (parse(current) === value ? current : String(value)));
    // parse reads only min, max and emptyValue.
  }, [value, min, max, emptyValue]);

  return (
    <div className="hoh-ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="hoh-ui-input"
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={text}
        aria-invalid={invalid}
        aria-describedby={[invalid ? errorId : '', describedBy ?? ''].join(' ').trim() || undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = parse(next);
          if (parsed !== null && parsed !== value) onChange(parsed);
        }}
        onBlur={() => setText(String(value))}
      />
      {invalid && (
        <span id={errorId} className="hoh-ui-error" role="alert">
          {numberRangeMessage(min, max)}
        </span>
      )}
    </div>
  );
}
