import type { ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The visible label; clicking it toggles the box. */
  children: ReactNode;
  id?: string;
  ariaLabel?: string;
  describedBy?: string;
}

export function Checkbox({ checked, onChange, children, id, ariaLabel, describedBy }: CheckboxProps) {
  return (
    <label className="hoh-ui-check">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
