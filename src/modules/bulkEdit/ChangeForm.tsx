import { useState } from 'react';
import { changeFromForm, emptyForm, type BulkForm, type FormProblem } from '../../lib/bulkEditForm';
import { LIST_STATUSES, type BulkChange } from '../../lib/bulkEditTypes';
import { Checkbox } from '../../ui/Checkbox';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { fieldLabels, statusLabels, strings } from './strings';

function problemText(problem: FormProblem): string {
  switch (problem.kind) {
    case 'nothing':
      return strings.nothingAsked;
    case 'score':
      return strings.badScore;
    case 'number':
      return strings.badNumber(fieldLabels[problem.field]);
    case 'date':
      return strings.badDate(fieldLabels[problem.field]);
  }
}

const toggleOptions = [
  { value: '', label: strings.unchanged },
  { value: 'yes', label: strings.yes },
  { value: 'no', label: strings.no },
];

export interface ChangeFormProps {
  scoreFormat: string;
  customLists: readonly string[];
  isManga: boolean;
  busy: boolean;
  selected: number;
  onDryRun(change: BulkChange): void;
}

/** The fields to change on every selected entry; each starts as "leave as it is". */
export function ChangeForm({ scoreFormat, customLists, isManga, busy, selected, onDryRun }: ChangeFormProps) {
  const [form, setForm] = useState<BulkForm>(emptyForm);
  const [problem, setProblem] = useState<string | null>(null);
  const update = <K extends keyof BulkForm>(key: K, value: BulkForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = () => {
    if (!selected) {
      setProblem(strings.nothingSelected);
      return;
    }
    const result = changeFromForm(form, scoreFormat);
    if (!result.ok) {
      setProblem(problemText(result.problem));
      return;
    }
    setProblem(null);
    onDryRun(result.change);
  };
  const editing = !form.delete;
  return (
    <form
      className="hohBulkForm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="hohBulkFields" disabled={!editing}>
        <Select
          label={fieldLabels.status}
          value={form.status}
          options={[{ value: '', label: strings.unchanged }, ...LIST_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }))]}
          onChange={(value) => update('status', value as BulkForm['status'])}
        />
        <TextInput label={`${fieldLabels.score} (${scoreFormat})`} value={form.score} inputMode="numeric" placeholder={strings.unchanged} onChange={(value) => update('score', value)} />
        <div className="hohBulkPair">
          <TextInput label={fieldLabels.progress} value={form.progress === 'total' ? '' : form.progress} inputMode="numeric" placeholder={form.progress === 'total' ? strings.progressTotal : strings.unchanged} onChange={(value) => update('progress', value)} />
          <Checkbox checked={form.progress === 'total'} onChange={(on) => update('progress', on ? 'total' : '')}>{strings.progressTotal}</Checkbox>
        </div>
        {isManga && <TextInput label={fieldLabels.progressVolumes} value={form.progressVolumes} inputMode="numeric" placeholder={strings.unchanged} onChange={(value) => update('progressVolumes', value)} />}
        <TextInput label={fieldLabels.repeat} value={form.repeat} inputMode="numeric" placeholder={strings.unchanged} onChange={(value) => update('repeat', value)} />
        <Select label={fieldLabels.private} value={form.private} options={toggleOptions} onChange={(value) => update('private', value as BulkForm['private'])} />
        <Select label={fieldLabels.hiddenFromStatusLists} value={form.hiddenFromStatusLists} options={toggleOptions} onChange={(value) => update('hiddenFromStatusLists', value as BulkForm['hiddenFromStatusLists'])} />
        {customLists.map((name) => (
          <Select
            key={name}
            label={`${fieldLabels.customLists}: ${name}`}
            value={form.customLists[name] ?? ''}
            options={[{ value: '', label: strings.unchanged }, { value: 'add', label: strings.addTo }, { value: 'remove', label: strings.removeFrom }]}
            onChange={(value) => update('customLists', { ...form.customLists, [name]: value as '' | 'add' | 'remove' })}
          />
        ))}
        <div className="hohBulkPair">
          <Select
            label={fieldLabels.notes}
            value={form.notesMode}
            options={[{ value: '', label: strings.unchanged }, { value: 'append', label: strings.notesAppend }, { value: 'replace', label: strings.notesReplace }]}
            onChange={(value) => update('notesMode', value as BulkForm['notesMode'])}
          />
          {form.notesMode && <TextInput label={form.notesMode === 'append' ? strings.notesAppendText : strings.notesReplaceText} value={form.notesText} onChange={(value) => update('notesText', value)} />}
        </div>
        {(['started', 'completed'] as const).map((which) => {
          const mode = which === 'started' ? form.startedMode : form.completedMode;
          const label = fieldLabels[which === 'started' ? 'startedAt' : 'completedAt'];
          return (
            <div className="hohBulkPair" key={which}>
              <Select
                label={label}
                value={mode}
                options={[{ value: '', label: strings.unchanged }, { value: 'set', label: strings.dateSet }, { value: 'clear', label: strings.dateClear }]}
                onChange={(value) => update(which === 'started' ? 'startedMode' : 'completedMode', value as BulkForm['startedMode'])}
              />
              {mode === 'set' && (
                <TextInput
                  label={`${label} (YYYY-MM-DD)`}
                  value={which === 'started' ? form.startedText : form.completedText}
                  placeholder="2026-11-29"
                  onChange={(value) => update(which === 'started' ? 'startedText' : 'completedText', value)}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      <Checkbox checked={form.delete} onChange={(on) => update('delete', on)}>{strings.deleteEntries}</Checkbox>
      {problem && <p className="hohBulkProblem" role="alert">{problem}</p>}
      <button type="submit" className="hoh-ui-button hohBulkDryRun" disabled={busy}>{strings.dryRun}</button>
    </form>
  );
}
