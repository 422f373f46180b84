/** The options area: one control per option of the chosen query's schema (types.ts QueryOption). */
import { memo } from 'react';
import type { QueryOption, QueryOptionValues } from './types';
import { panelStrings } from './strings';

export interface OptionsFormProps {
  queryId: string;
  options: readonly QueryOption[];
  values: QueryOptionValues;
  disabled: boolean;
  onChange(key: string, value: string | number | boolean): void;
}

function OptionControl({ option, value, disabled, onChange, id }: { option: QueryOption; value: string | number | boolean | undefined; disabled: boolean; onChange: OptionsFormProps['onChange']; id: string }) {
  switch (option.kind) {
    case 'checkbox':
      return (
        <label className="hohVqCheckbox" title={option.title}>
          <input type="checkbox" id={id} checked={value === true} disabled={disabled} onChange={(event) => onChange(option.key, event.currentTarget.checked)} />
          {option.label}
        </label>
      );
    case 'select':
      return (
        <label className="hohVqField">
          <span>{option.label}</span>
          <select id={id} value={String(value ?? option.default)} disabled={disabled} onChange={(event) => onChange(option.key, event.currentTarget.value)}>
            {option.choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
          </select>
        </label>
      );
    case 'number':
      return (
        <label className="hohVqField">
          <span>{option.label}</span>
          <input
            type="number"
            id={id}
            value={String(value ?? option.default)}
            min={option.min}
            max={option.max}
            disabled={disabled}
            onChange={(event) => {
              const next = event.currentTarget.valueAsNumber;
              if (Number.isFinite(next)) onChange(option.key, next);
            }}
          />
        </label>
      );
    case 'text':
      return (
        <label className="hohVqField">
          <span>{option.label}</span>
          <input type="text" id={id} value={String(value ?? option.default)} placeholder={option.placeholder} disabled={disabled} onChange={(event) => onChange(option.key, event.currentTarget.value)} />
        </label>
      );
  }
}

/**
 * Memoised: a long run sets its progress line every page (400 times for the checker over 20,000
 * media), and the form's forty-odd controls need not be drawn again for that. It draws again when
 * the values, the query or the running state change.
 */
export const OptionsForm = memo(function OptionsForm({ queryId, options, values, disabled, onChange }: OptionsFormProps) {
  if (!options.length) return null;
  const fields = options.filter((option) => option.kind !== 'checkbox');
  const boxes = options.filter((option) => option.kind === 'checkbox');
  const control = (option: QueryOption) => (
    <OptionControl key={option.key} id={`hohVq-${queryId}-${option.key}`} option={option} value={values[option.key]} disabled={disabled} onChange={onChange} />
  );
  return (
    <fieldset className="hohVqOptions" data-query={queryId}>
      <legend>{panelStrings.options}</legend>
      {fields.length ? <div className="hohVqFields">{fields.map(control)}</div> : null}
      {boxes.length ? <div className="hohVqBoxes">{boxes.map(control)}</div> : null}
    </fieldset>
  );
});
