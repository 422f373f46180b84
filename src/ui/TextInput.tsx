import { useId, type ReactNode } from 'react';

export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'search';
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'search';
  describedBy?: string;
}

export function TextInput({ label, value, onChange, type = 'text', placeholder, inputMode, describedBy }: TextInputProps) {
  const id = useId();
  return (
    <div className="hoh-ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="hoh-ui-input"
        type={type}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
