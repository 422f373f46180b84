/**
 * How a feature declares itself: one `manifest.ts` in `src/modules/<settings id>/` holds all of it
 * (docs/ARCHITECTURE.md, "Adding a feature"): its switch, the settings it owns, its first-paint
 * CSS, where and for whom its code runs. The settings page's rows, the settings' defaults and the
 * style block's rules are derived from the registry's manifests (core/featureTable.ts), so none of
 * them is written twice. Manifests are in the start: keep them to declarations.
 */
import type { ModuleContext, ModuleNeeds, PageDetector } from './module';
import type { Category, ModuleSwitchId, SettingDefinition, SettingId, Settings } from './settings/types';

/** The feature's own switch: its row on the settings page. */
export interface FeatureSwitch {
  readonly default: boolean;
  readonly categories: readonly Category[];
  /** What the row says. */
  readonly description: string;
  /** Works fully only with the script's own sign-in (access token). */
  readonly needsToken?: boolean;
}

/** A row the feature owns (its options and value settings, or a heading above them). */
export type OwnedSetting = Omit<SettingDefinition, 'owner'>;

export interface FeatureManifest {
  /** The settings id, spelled as the spec spells it; the feature's folder bears it. */
  readonly id: string;
  /** The switch; absent for behaviour the spec gives no switch (`alwaysOn`). */
  readonly switch?: FeatureSwitch;
  /** A heading the settings page shows above the switch. */
  readonly heading?: OwnedSetting;
  /** Settings the feature reads besides its switch, in settings-page order, shown with it. */
  readonly owns?: readonly OwnedSetting[];
  /**
   * CSS in the page-wide style block from the first paint while the switch is on (spec doc 1 §4,
   * startup rule 7). A feature that is only this has no code at all.
   */
  readonly css?: string;
  /** Where the code runs (an empty list: every page). Absent: the feature has no code. */
  readonly pages?: readonly PageDetector[];
  readonly needs?: ModuleNeeds;
  /** True for behaviour the spec gives no switch (link cleanup, ad removal, 404 texts). */
  readonly alwaysOn?: boolean;
  /**
   * The chunk whose default export is the code, for a part in a sub-folder (`notifications/list`);
   * otherwise the feature's folder, `index.ts(x)`, is.
   */
  readonly entry?: string;
  /**
   * Code the start carries instead of a chunk: small plain-DOM jobs that run on every page, where
   * evaluating a chunk would cost more than the job (the folder's `start.ts`).
   */
  readonly start?: (ctx: ModuleContext) => void | Promise<void>;
  /**
   * True when the visit alone (page, params, who is signed in) says there is nothing to draw, so
   * the code is not even loaded (e.g. a button for signed-in visitors on a page guests see too).
   */
  readonly skip?: (ctx: ModuleContext) => boolean;
  /**
   * Runs instead of the chunk where the page's security policy blocks eval, so that code cannot be
   * evaluated (core/evalBlocked.ts); top-level code, so keep it small.
   */
  readonly whenEvalBlocked?: (ctx: ModuleContext) => void | Promise<void>;
}

/**
 * A link on the simulated site (sim/) where the feature can be tried. `{place}` tokens in the
 * path are places the simulator resolves from its world (sim/pages/tryPlaces.ts: `{demo}`,
 * `{dubbedAnime}`, …); a link whose place the world lacks is left out.
 */
export interface TryLink {
  /** Static text: what the link opens (no names taken from the world). */
  readonly label: string;
  readonly path: string;
}

/**
 * The feature on the simulator's index (/__sim/): a manifest's second export, `demo`, which
 * nothing in the userscript imports (the registry takes `manifest` only), so it costs the start
 * nothing.
 */
export interface FeatureDemo {
  readonly tries: readonly TryLink[];
  /** Only for a feature without a switch (alwaysOn): what it does; a switch's own description serves otherwise. */
  readonly about?: string;
}

/** Typed as written, so a folder's code can spread a manifest that declares pages into `defineModule`. */
export function defineFeature<M extends FeatureManifest>(manifest: M): M {
  return manifest;
}

type ValueId = Exclude<SettingId, ModuleSwitchId>;
interface RowExtras {
  readonly needsToken?: boolean;
  /** False for a setting edited elsewhere (a sort menu, the colour editor): no row. */
  readonly visible?: boolean;
}

/** An option switch of the feature (the stats tables' `noRewatches`). */
export function optionSwitch(id: ModuleSwitchId, initial: boolean, categories: readonly Category[], description: string, extras: RowExtras = {}): OwnedSetting {
  return { id, type: 'checkbox', default: initial, categories, description, ...extras };
}

/** A value setting of the feature: text, a number within bounds, or one of some values. */
export function valueSetting<K extends ValueId>(
  id: K,
  type: 'select' | 'text' | 'number',
  initial: Settings[K],
  categories: readonly Category[],
  description: string,
  extras: RowExtras & { values?: readonly string[]; min?: number; max?: number } = {},
): OwnedSetting {
  return { id, type, default: initial, categories, description, ...extras };
}

/** A heading on the settings page (its id is `heading:<name>`). */
export function settingsHeading(name: string, categories: readonly Category[], description: string): OwnedSetting {
  return { id: `heading:${name}`, type: 'heading', default: undefined, categories, description };
}
