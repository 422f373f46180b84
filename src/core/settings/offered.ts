/**
 * Which settings the settings page offers: only those something reads. A switch whose module is
 * not built yet would do nothing when clicked, so it is not shown until its module is registered.
 * What is stored is never touched here: hidden settings keep their saved values.
 */
import { conditionalRules } from '../featureTable';
import type { ModuleSwitchId, SettingDefinition } from './types';

/** What reads settings in this build. */
export interface SettingConsumers {
  /** Ids of the registered modules. */
  readonly modules: ReadonlySet<string>;
  /** Switches the style code has a CSS rule for. */
  readonly cssRules: ReadonlySet<string>;
}

/** The consumers of a build whose registry holds these module ids. */
export function settingConsumers(moduleIds: Iterable<string>): SettingConsumers {
  return { modules: new Set(moduleIds), cssRules: new Set(conditionalRules().map((rule) => rule.setting)) };
}

/** A switch has a consumer when its module is registered or a CSS rule follows it. */
export function switchHasConsumer(id: ModuleSwitchId | string, consumers: SettingConsumers): boolean {
  return consumers.modules.has(id) || consumers.cssRules.has(id);
}

/**
 * Whether a setting gets a row: visible, and a switch with a consumer or a value whose owning
 * switch has one. Headings are placed by the page around the rows they introduce.
 */
export function isOffered(definition: SettingDefinition, consumers: SettingConsumers): boolean {
  if (definition.visible === false || definition.type === 'heading') return false;
  if (definition.type === 'checkbox') {
    // An option switch (the stats tables' allStudios, noRewatches …) is read by its owner's module.
    return switchHasConsumer(definition.id, consumers) || (definition.owner !== undefined && switchHasConsumer(definition.owner, consumers));
  }
  return definition.owner !== undefined && switchHasConsumer(definition.owner, consumers);
}
