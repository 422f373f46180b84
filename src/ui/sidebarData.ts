/**
 * The media sidebar's data list (host-dom.md §2.7, host-dom-2026.md §2.7): `.sidebar > .data`
 * whose children are `.data-set` items of a `.type` label and a `.value` (their selectors are
 * core/selectors.ts `mediaSidebarData`, `mediaDataSet`, `mediaDataSetLabel`, `mediaDataSetValue`).
 * Rows the script adds are built the same way, carrying the native rows' scoped `data-v-*`
 * attributes so AniList's own styles apply to them (host-dom-2026 §0: copy the attribute, never
 * hard-code its hash).
 */
import { element } from '../core/element';
import { selectors } from '../core/selectors';

const { mediaSidebarData, mediaDataSet, mediaDataSetLabel, mediaDataSetValue } = selectors;

/** The data-set whose label is exactly `label` ("Mean Score", "Status" …), or null. */
export function findDataSet(data: ParentNode, label: string): HTMLElement | null {
  for (const set of data.querySelectorAll<HTMLElement>(mediaDataSet.selector)) {
    if (set.querySelector(mediaDataSetLabel.selector)?.textContent?.trim() === label) return set;
  }
  return null;
}

/** The value of the data-set labelled `label`, or null. */
export function findDataSetValue(data: ParentNode, label: string): Element | null {
  return findDataSet(data, label)?.querySelector(mediaDataSetValue.selector) ?? null;
}

/**
 * The native element new rows copy their scope from: the first match of `<data list> > .data-set`.
 * Its selector list's first part matches the data list itself, which comes first and carries the
 * same `data-v-*` as its rows (one component).
 */
export function nativeDataSet(): Element | null {
  return document.querySelector(`${mediaSidebarData.selector} > ${mediaDataSet.selector}`);
}

function copyScope(from: Element | null | undefined, to: Element): void {
  if (!from) return;
  for (const attribute of from.attributes) {
    if (attribute.name.startsWith('data-v-')) to.setAttribute(attribute.name, attribute.value);
  }
}

/**
 * A new data-set row shaped like `template` (a native row): `div.data-set#id` with a label
 * (`.type`, a link opened in a new tab when `href` is given) and a `.value` holding `value`
 * (text or a node).
 */
export function makeDataSet(options: { id: string; label: string; value: string | Node; href?: string; template?: Element | null }): HTMLElement {
  const { href, template } = options;
  const type = href
    ? element('a', { className: 'type external', text: options.label, href, target: '_blank', rel: 'noopener noreferrer' })
    : element('div', { className: 'type', text: options.label });
  const value = element('div', { className: 'value' }, [options.value]);
  const set = element('div', { className: 'data-set', id: options.id }, [type, value]);
  copyScope(template, set);
  copyScope(template?.querySelector(mediaDataSetLabel.selector), type);
  copyScope(template?.querySelector(mediaDataSetValue.selector), value);
  return set;
}
