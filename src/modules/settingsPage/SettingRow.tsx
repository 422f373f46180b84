import { memo } from 'react';
import { setSetting } from '../../core/settings/store';
import { useSettings } from '../../ui/useSettings';
import type { SettingDefinition, SettingId, Settings } from '../../core/settings/types';
import { Checkbox } from '../../ui/Checkbox';
import { NumberInput } from '../../ui/NumberInput';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { FailureNote } from './FailureNote';

export interface SettingRowProps {
  definition: SettingDefinition;
  /** Id of the text explaining faded settings, when this one is faded. */
  fadedNoteId?: string;
}

/**
 * One setting with its own control; a change is applied and saved at once. Memoised: the panel
 * re-renders as it draws its entries over a few tasks, and a row drawn already need not be.
 */
export const SettingRow = memo(function SettingRow({ definition, fadedNoteId }: SettingRowProps) {
  const id = definition.id as SettingId;
  const value = useSettings((settings) => settings[id]);
  const set = (next: Settings[SettingId]) => setSetting(id, next);

  switch (definition.type) {
    case 'heading':
      // Below the category headings (h3) of the All view.
      return <h4 className="hoh-settings-heading">{definition.description}</h4>;
    case 'checkbox':
      // A switch is a module's: say beside it when that module broke on this page load.
      return (
        <>
          <Checkbox checked={value === true} onChange={set} describedBy={fadedNoteId}>
            {definition.description}
          </Checkbox>
          <FailureNote moduleId={definition.id} />
        </>
      );
    case 'number':
      return (
        <NumberInput
          label={definition.description}
          value={typeof value === 'number' ? value : 0}
          min={definition.min}
          max={definition.max}
          onChange={set}
          describedBy={fadedNoteId}
        />
      );
    case 'select':
      return (
        <Select
          label={definition.description}
          value={String(value)}
          options={(definition.values ?? []).map((option) => ({ value: option, label: option }))}
          onChange={(next) => set(next as Settings[SettingId])}
          describedBy={fadedNoteId}
        />
      );
    case 'text':
      return (
        <TextInput
          label={definition.description}
          value={typeof value === 'string' ? value : ''}
          onChange={set}
          describedBy={fadedNoteId}
        />
      );
  }
});
