import { Select } from '../../ui/Select';
import type { JobListType } from '../../lib/importJob';
import { strings } from './strings';

const OPTIONS = [{ value: 'anime', label: strings.anime }, { value: 'manga', label: strings.manga }] as const;

export function ListTypeSelect({ value, onChange, disabled }: { value: JobListType; onChange(value: JobListType): void; disabled?: boolean }) {
  return (
    <fieldset className="hohListType" disabled={disabled}>
      <Select label={strings.listType} value={value} options={OPTIONS} onChange={(next) => onChange(next === 'manga' ? 'manga' : 'anime')} />
    </fieldset>
  );
}
