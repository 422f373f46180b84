/**
 * The script's page-wide CSS: one fixed block and one conditional block assembled from the
 * first-paint CSS of the features that are on (each manifest's `css`, core/featureTable.ts). The
 * conditional block is rebuilt from scratch on every init (spec doc 1 §4, startup rule 7), so a
 * switch turned off leaves no rule behind.
 */
import type { ModuleSwitchId } from './settings/types';
import { conditionalRules } from './featureTable';
import { colourOverrideCss, type ThemeOverride } from '../lib/themeColours';

export const BASE_STYLE_ID = 'aniscripts-styles';
export const CONDITIONAL_STYLE_ID = 'conditional-aniscripts-styles';

/** Always applied: AniList's 2020 ad slots are hidden (host-dom §1.1); the 2 s job removes them too. */
export const baseCss = '.sense-wrap, .adswrapper { display: none !important; }';

/** The conditional block's text for these settings (empty when no CSS switch is on). */
export function conditionalCss(settings: Partial<Record<ModuleSwitchId, boolean>>): string {
  return conditionalRules()
    .filter((rule) => settings[rule.setting] === true)
    .map((rule) => `/* ${rule.setting} */\n${rule.css}`)
    .join('\n');
}

/**
 * The one way the script writes a stylesheet: a <style> in <head> under an id, replacing any with
 * that id (an earlier init's, or the same feature's from a visit before). It stays for the page's
 * life; a feature's own rules go through addStyleWhile.
 */
export function putStyle(id: string, css: string, doc: Document = document): HTMLStyleElement {
  doc.getElementById(id)?.remove();
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
  return style;
}

/** A stylesheet in <head> under an id for as long as the signal lives (a module's visit). */
export function addStyleWhile(id: string, css: string, signal: AbortSignal): void {
  if (signal.aborted) return;
  const style = putStyle(id, css);
  signal.addEventListener('abort', () => style.remove(), { once: true });
}

/** What the style blocks read: the switches, and the colour editor's overrides (colourPicker). */
export type StyleSettings = Partial<Record<ModuleSwitchId, boolean>> & {
  readonly colourSettings?: Readonly<Record<string, ThemeOverride>>;
};

/**
 * The theme colours chosen in the footer colour editor, while it is on. They live in the
 * conditional block (not in the module) so that they hold from the first paint of every page.
 */
export function colourPickerCss(settings: StyleSettings): string {
  if (settings.colourPicker !== true || !settings.colourSettings) return '';
  const css = colourOverrideCss(settings.colourSettings);
  return css ? `/* colourPicker */\n${css}` : '';
}

/** Writes both style blocks into <head>, replacing any from an earlier init. */
export function applyStyles(doc: Document, settings: StyleSettings): void {
  putStyle(BASE_STYLE_ID, baseCss, doc);
  putStyle(CONDITIONAL_STYLE_ID, [conditionalCss(settings), colourPickerCss(settings)].filter(Boolean).join('\n'), doc);
}
