/**
 * What the registry's manifests declare, gathered once at the start: the settings (rows in
 * settings-page order, defaults, one definition per id) and the first-paint CSS rules. Core never
 * imports a module: the entry point hands the manifests over (`installFeatures`) before the
 * settings are read. Derived, never written again (docs/ARCHITECTURE.md, "Adding a feature").
 */
import type { FeatureManifest } from './feature';
import { CORE_SETTINGS } from './settings/coreSettings';
import type { ModuleSwitchId, SettingDefinition, Settings } from './settings/types';

/** One CSS-only rule of the style block: the switch that turns it on and its CSS. */
export interface ConditionalRule {
  readonly setting: ModuleSwitchId;
  readonly css: string;
}

export interface FeatureTable {
  /** Every setting and heading in settings-page order: each feature's heading, switch and owned rows. */
  readonly definitions: readonly SettingDefinition[];
  /** Real settings (no headings) by id. */
  readonly byId: ReadonlyMap<string, SettingDefinition>;
  readonly defaults: Readonly<Settings>;
  readonly cssRules: readonly ConditionalRule[];
}

/** The table the manifests make; an id declared twice is a build error, not a silent override. */
export function buildFeatureTable(features: readonly FeatureManifest[]): FeatureTable {
  const definitions: SettingDefinition[] = [];
  const cssRules: ConditionalRule[] = [];
  for (const feature of features) {
    if (feature.heading) definitions.push(feature.heading);
    const id = feature.id as ModuleSwitchId;
    if (feature.switch) {
      const { default: initial, categories, description, needsToken } = feature.switch;
      definitions.push({ id, type: 'checkbox', default: initial, categories, description, ...(needsToken ? { needsToken } : {}) });
    }
    for (const row of feature.owns ?? []) definitions.push(row.type === 'heading' ? row : { ...row, owner: id });
    if (feature.css !== undefined) cssRules.push({ setting: id, css: feature.css });
  }
  definitions.push(...CORE_SETTINGS);
  const byId = new Map<string, SettingDefinition>();
  for (const definition of definitions) {
    if (definition.type === 'heading') continue;
    if (byId.has(definition.id)) throw new Error(`Automail: the setting ${definition.id} is declared twice`);
    byId.set(definition.id, definition);
  }
  const defaults = Object.freeze(Object.fromEntries([...byId].map(([id, definition]) => [id, definition.default]))) as Readonly<Settings>;
  return { definitions, byId, defaults, cssRules };
}

let installed: FeatureTable | null = null;

/** Called by the entry point (and the tests' setup) with the registry's manifests. */
export function installFeatures(features: readonly FeatureManifest[]): void {
  installed = buildFeatureTable(features);
}

export function featureTable(): FeatureTable {
  if (!installed) throw new Error('Automail: the settings were read before the features were installed');
  return installed;
}

export const settingDefinitions = (): readonly SettingDefinition[] => featureTable().definitions;
export const definitionOf = (id: string): SettingDefinition | undefined => featureTable().byId.get(id);
export const defaultSettings = (): Readonly<Settings> => featureTable().defaults;
export const conditionalRules = (): readonly ConditionalRule[] => featureTable().cssRules;
