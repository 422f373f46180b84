/**
 * The settings panel where the page's security policy blocks eval (core/evalBlocked.ts), so the
 * full panel (React, carried as text: build/lazyChunks.ts) cannot run: plain DOM, in the top
 * level. It says what the page blocks and what still works, and offers every module switch and
 * CSS switch, from the same definitions, layout and store as the full panel; the other settings
 * (values, lists, colours, the sign-in) need the full panel, and it says so.
 *
 * Carrying the full panel as functions instead was measured (2026-11-27, Chromium, compile of
 * the whole file, A/B interleaved): its chunks without React made every page's compile 6-30 %
 * longer, with React 75-100 %; this panel costs every page a few KB of pre-parse.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { EVAL_BLOCKED_TEXT } from '../../core/evalBlocked';
import type { ModuleContext } from '../../core/module';
import { registeredModuleIds } from '../../core/registeredModules';
import { categoryLabel } from '../../core/settings/categoryLabel';
import { settingDefinitions } from '../../core/featureTable';
import { settingConsumers } from '../../core/settings/offered';
import { getSettings, setSetting } from '../../core/settings/store';
import type { ModuleSwitchId, SettingDefinition } from '../../core/settings/types';
import { uiCss } from '../../ui/theme';
import { ALL, layoutSettings } from './layout';
import { createPanelContainer } from './panelPlace';
import { PANEL_STYLE_ID, panelCss } from './panelStyles';
import { SETTINGS_CONTENT_SELECTOR } from './selectors';
import { strings } from './strings';

/** The switches of a group, each sub-heading kept only when a switch follows it. */
function switchRows(rows: readonly SettingDefinition[]): SettingDefinition[] {
  const kept = rows.filter((row) => row.type === 'checkbox' || row.type === 'heading');
  return kept.filter((row, index) => row.type === 'checkbox' || kept[index + 1]?.type === 'checkbox');
}

function switchRow(definition: SettingDefinition, boxes: Map<string, HTMLInputElement>): HTMLLIElement {
  if (definition.type === 'heading') {
    return element('li', { dataset: { heading: definition.id } }, [element('h4', { className: 'hoh-settings-heading', text: definition.description })]);
  }
  const box = element('input', { type: 'checkbox', checked: getSettings()[definition.id as ModuleSwitchId] === true });
  box.addEventListener('change', () => setSetting(definition.id as ModuleSwitchId, box.checked));
  boxes.set(definition.id, box);
  return element('li', { dataset: { setting: definition.id } }, [
    element('label', { className: 'hoh-ui-check' }, [box, element('span', { text: definition.description })]),
  ]);
}

/** Draws the switches-only panel where the full one goes. */
export async function runSwitchesPanel(ctx: ModuleContext): Promise<void> {
  // The kit's rules too: no React here to bring them (ui/UiStyles).
  ctx.addStyle(PANEL_STYLE_ID, uiCss + panelCss);
  const container = await attachContainer({ anchor: SETTINGS_CONTENT_SELECTOR, create: createPanelContainer, signal: ctx.signal });
  if (!container) return;
  const section = element('section', { className: 'hoh-settings', attrs: { 'aria-label': strings.title }, dataset: { switchesOnly: '' } }, [
    element('h2', { text: strings.title }),
    element('p', { className: 'hoh-ui-hint', attrs: { role: 'note' }, dataset: { evalBlocked: '' }, text: EVAL_BLOCKED_TEXT }),
    element('p', { className: 'hoh-ui-hint', text: strings.switchesOnly }),
  ]);

  const boxes = new Map<string, HTMLInputElement>();
  const consumers = settingConsumers(registeredModuleIds());
  for (const group of layoutSettings({ definitions: settingDefinitions(), editors: [], consumers, selected: ALL, filter: '' })) {
    const rows = switchRows(group.rows);
    if (rows.length === 0) continue;
    section.append(
      element('div', { className: 'hoh-settings-group', dataset: { category: group.category } }, [
        element('h3', { className: 'hoh-settings-category', text: categoryLabel(group.category) }),
        element('ul', { className: 'hoh-settings-list' }, rows.map((row) => switchRow(row, boxes))),
      ]),
    );
  }
  container.append(section);
  // Another tab (or the store's own validation) may change a switch: the boxes follow the store.
  ctx.onSettingsChange((settings) => {
    for (const [id, box] of boxes) box.checked = settings[id as ModuleSwitchId] === true;
  });
}
