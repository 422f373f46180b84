import { useId, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  describedBy?: string;
}

export function Select({ label, value, options, onChange, describedBy }: SelectProps) {
  const id = useId();
  return (
    <div className="hoh-ui-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="hoh-ui-select"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
