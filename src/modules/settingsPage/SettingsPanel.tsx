import { useId, useMemo, useState } from 'react';
import { categoryLabel } from '../../core/settings/categoryLabel';
import { settingDefinitions } from '../../core/featureTable';
import type { SettingConsumers } from '../../core/settings/offered';
import { useSettings } from '../../ui/useSettings';
import type { SettingDefinition } from '../../core/settings/types';
import { Tabs } from '../../ui/Tabs';
import { TextInput } from '../../ui/TextInput';
import { UiStyles } from '../../ui/UiStyles';
import { useRevealedCount } from '../../ui/useRevealedCount';
import { editorSections, LOGIN_EDITOR, type EditorContext, type EditorSection } from './editors';
import { ALL, firstEntries, layoutSettings, offeredCategories, type Selected } from './layout';
import { SettingRow } from './SettingRow';
import { strings } from './strings';

/** Entries drawn in the panel's first task, then in each later one until all are drawn. */
const FIRST_ENTRIES = 4;
const ENTRIES_PER_TASK = 12;

export interface SettingsPanelProps {
  /** What reads settings in this build: only what has a reader is offered. */
  consumers: SettingConsumers;
  onSignIn(): void;
  onSignOut(): void;
}

/** The script's settings: categories, filter, every offered setting, and the editors. */
export function SettingsPanel({ consumers, onSignIn, onSignOut }: SettingsPanelProps) {
  const [selected, setSelected] = useState<Selected>(ALL);
  const [filterText, setFilterText] = useState('');
  const signedIn = useSettings((settings) => settings.accessToken !== '');
  const titleId = useId();
  const panelId = useId();
  const fadedNoteId = useId();

  const tabItems = useMemo(
    () => [
      { id: ALL, label: strings.allCategories },
      ...offeredCategories({ definitions: settingDefinitions(), editors: editorSections, consumers }).map((category) => ({
        id: category,
        label: categoryLabel(category),
      })),
    ],
    [consumers],
  );
  // Once per choice, not on each of the drawing steps' renders.
  const allGroups = useMemo(
    () => layoutSettings({ definitions: settingDefinitions(), editors: editorSections, consumers, selected, filter: filterText }),
    [consumers, selected, filterText],
  );
  const entryCount = useMemo(() => allGroups.reduce((sum, group) => sum + group.rows.length + group.editors.length, 0), [allGroups]);
  const revealed = useRevealedCount(entryCount, FIRST_ENTRIES, ENTRIES_PER_TASK);
  const groups = firstEntries(allGroups, revealed);
  const editorContext: EditorContext = { signedIn, fadedNoteId, onSignIn, onSignOut };

  const faded = (needsToken: boolean | undefined) => needsToken === true && !signedIn;
  // The note explains faded entries, so it is there only while one is on the page.
  const anyFaded = allGroups.some((group) => group.rows.some((row) => faded(row.needsToken)) || group.editors.some((editor) => faded(editor.needsToken)));

  const renderRow = (definition: SettingDefinition) => {
    const isFaded = faded(definition.needsToken);
    const reasonId = `${fadedNoteId}-${definition.id}`;
    return (
      <li
        key={definition.id}
        // Sub-headings are not settings: tests and styles tell them apart by attribute.
        {...(definition.type === 'heading' ? { 'data-heading': definition.id } : { 'data-setting': definition.id })}
        className={isFaded ? 'hoh-settings-faded' : undefined}
      >
        <SettingRow definition={definition} fadedNoteId={isFaded ? reasonId : undefined} />
        {isFaded && (
          // Why this row is faded, on the row itself, with the sign-in at hand.
          <p id={reasonId} className="hoh-settings-reason">
            {strings.needsSignIn}{' '}
            <button type="button" className="hoh-settings-reason-signin" onClick={onSignIn}>
              {strings.signInShort}
            </button>
          </p>
        )}
      </li>
    );
  };

  const renderEditor = (editor: EditorSection) => (
    <div
      key={editor.key}
      data-section={editor.key}
      className={`hoh-settings-section${faded(editor.needsToken) ? ' hoh-settings-faded' : ''}`}
      title={faded(editor.needsToken) ? strings.needsSignIn : undefined}
    >
      <h4>{editor.title}</h4>
      {editor.render(editorContext)}
    </div>
  );

  // The sign-in leads its own category; elsewhere it sits at the bottom, where the spec's
  // messages send people ('at the bottom of the settings page').
  const leads = (editor: EditorSection) => selected === 'Login' && editor.key === LOGIN_EDITOR;

  return (
    <section className="hoh-settings" aria-labelledby={titleId}>
      <UiStyles />
      <h2 id={titleId}>{strings.title}</h2>
      {anyFaded && (
        <p id={fadedNoteId} className="hoh-ui-hint">
          {strings.fadedNote}
        </p>
      )}
      <Tabs
        items={tabItems}
        selected={selected}
        onSelect={(id) => setSelected(id as Selected)}
        label={strings.categoriesLabel}
        controls={panelId}
      />
      <div className="hoh-settings-filter">
        <TextInput
          type="search"
          label={strings.filterLabel}
          placeholder={strings.filterPlaceholder}
          value={filterText}
          onChange={setFilterText}
        />
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-label={tabItems.find((item) => item.id === selected)?.label}
        // Busy while entries are still being drawn (over the first few tasks).
        aria-busy={revealed < entryCount}
      >
        {allGroups.length === 0 && <p className="hoh-ui-hint">{strings.noMatches}</p>}
        {groups.map((group) => (
          <div key={group.category} data-category={group.category} className="hoh-settings-group">
            {selected === ALL && <h3 className="hoh-settings-category">{categoryLabel(group.category)}</h3>}
            {group.editors.filter(leads).map(renderEditor)}
            {group.rows.length > 0 && <ul className="hoh-settings-list">{group.rows.map(renderRow)}</ul>}
            {group.editors.filter((editor) => !leads(editor)).map(renderEditor)}
          </div>
        ))}
      </div>
    </section>
  );
}
