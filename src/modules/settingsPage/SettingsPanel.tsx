import { useId, useState, type ReactNode } from 'react';
import { categoryLabel, settingDefinitions } from '../../core/settings/definitions';
import { useSettings } from '../../ui/useSettings';
import { categories, type Category, type SettingDefinition } from '../../core/settings/types';
import { Tabs } from '../../ui/Tabs';
import { TextInput } from '../../ui/TextInput';
import { UiStyles } from '../../ui/UiStyles';
import { BlockListEditor } from './BlockListEditor';
import { LoginSection } from './LoginSection';
import { NotificationColourEditor } from './NotificationColourEditor';
import { panelCss } from './panelStyles';
import { SettingRow } from './SettingRow';
import { TitleAliasEditor } from './TitleAliasEditor';
import { strings } from './strings';

const ALL = 'all';
type Selected = Category | typeof ALL;

const tabItems = [
  { id: ALL, label: strings.allCategories },
  ...categories.map((category) => ({ id: category, label: categoryLabel(category) })),
];

export interface SettingsPanelProps {
  onSignIn(): void;
  onSignOut(): void;
}

interface Section {
  key: string;
  title: string;
  categories: readonly Category[];
  needsToken: boolean;
  body: ReactNode;
}

function inCategory(selected: Selected, own: readonly Category[]): boolean {
  return selected === ALL || own.includes(selected);
}

function matchesFilter(filter: string, ...texts: string[]): boolean {
  return filter === '' || texts.some((text) => text.toLowerCase().includes(filter));
}

/** The script's settings: categories, filter, every visible setting, and the store editors. */
export function SettingsPanel({ onSignIn, onSignOut }: SettingsPanelProps) {
  const [selected, setSelected] = useState<Selected>(ALL);
  const [filterText, setFilterText] = useState('');
  const signedIn = useSettings((settings) => settings.accessToken !== '');
  const titleId = useId();
  const panelId = useId();
  const fadedNoteId = useId();
  const filter = filterText.trim().toLowerCase();

  const shown = settingDefinitions.filter(
    (definition) =>
      definition.visible !== false &&
      inCategory(selected, definition.categories) &&
      (definition.type === 'heading' ? filter === '' : matchesFilter(filter, definition.id, definition.description)),
  );

  const allSections: Section[] = [
    {
      key: 'colours',
      title: strings.coloursHeading,
      categories: ['Notifications', 'Login'],
      needsToken: true,
      body: <NotificationColourEditor describedBy={signedIn ? undefined : fadedNoteId} />,
    },
    { key: 'blockList', title: strings.blockHeading, categories: ['Feeds'], needsToken: false, body: <BlockListEditor /> },
    { key: 'aliases', title: strings.aliasHeading, categories: ['Media'], needsToken: false, body: <TitleAliasEditor /> },
    {
      key: 'login',
      title: strings.signInHeading,
      categories: ['Login'],
      needsToken: false,
      body: <LoginSection signedIn={signedIn} onSignIn={onSignIn} onSignOut={onSignOut} />,
    },
  ];
  const sections = allSections.filter((section) => inCategory(selected, section.categories) && matchesFilter(filter, section.title));

  const faded = (needsToken: boolean | undefined) => needsToken === true && !signedIn;

  const renderSection = (section: Section) => (
    <div
      key={section.key}
      data-section={section.key}
      className={`hoh-settings-section${faded(section.needsToken) ? ' hoh-settings-faded' : ''}`}
      title={faded(section.needsToken) ? strings.needsSignIn : undefined}
    >
      <h3>{section.title}</h3>
      {section.body}
    </div>
  );

  return (
    <section className="hoh-settings" aria-labelledby={titleId}>
      <UiStyles />
      <style>{panelCss}</style>
      <h2 id={titleId}>{strings.title}</h2>
      {!signedIn && (
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
      <div id={panelId} role="tabpanel" aria-label={tabItems.find((item) => item.id === selected)?.label}>
        {shown.length === 0 && sections.length === 0 && <p className="hoh-ui-hint">{strings.noMatches}</p>}
        {/* The sign-in leads its own category; elsewhere it sits at the bottom, where the spec's
            messages send people ('at the bottom of the settings page'). */}
        {selected === 'Login' && sections.filter((section) => section.key === 'login').map(renderSection)}
        <ul className="hoh-settings-list">
          {shown.map((definition: SettingDefinition) => (
            <li
              key={definition.id}
              data-setting={definition.id}
              className={faded(definition.needsToken) ? 'hoh-settings-faded' : undefined}
              title={faded(definition.needsToken) ? strings.needsSignIn : undefined}
            >
              <SettingRow definition={definition} fadedNoteId={faded(definition.needsToken) ? fadedNoteId : undefined} />
            </li>
          ))}
        </ul>
        {sections.filter((section) => selected !== 'Login' || section.key !== 'login').map(renderSection)}
      </div>
    </section>
  );
}
