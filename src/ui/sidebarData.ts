/**
 * The media sidebar's data list (host-dom.md §2.7, host-dom-2026.md §2.7): `.sidebar > .data`
 * whose children are `.data-set` items of a `.type` label and a `.value`. Rows the script adds
 * are built the same way, carrying the native rows' scoped `data-v-*` attributes so AniList's
 * own styles apply to them (host-dom-2026 §0: copy the attribute, never hard-code its hash).
 */
import { element } from '../core/element';

export const SIDEBAR_DATA = '.sidebar > .data, .sidebar .data';
/** One item of that list, its label and its value. */
export const DATA_SET = '.data-set';
export const DATA_SET_LABEL = '.type';
export const DATA_SET_VALUE = '.value';
/** A data-set directly in the list, found from the list. */
export const CHILD_DATA_SET = `:scope > ${DATA_SET}`;

/** The data-set whose label is exactly `label` ("Mean Score", "Status" …), or null. */
export function findDataSet(data: ParentNode, label: string): HTMLElement | null {
  for (const set of data.querySelectorAll<HTMLElement>(DATA_SET)) {
    if (set.querySelector(DATA_SET_LABEL)?.textContent?.trim() === label) return set;
  }
  return null;
}

function copyScope(from: Element | null | undefined, to: Element): void {
  if (!from) return;
  for (const attribute of from.attributes) {
    if (attribute.name.startsWith('data-v-')) to.setAttribute(attribute.name, attribute.value);
  }
}

/**
 * A new data-set row shaped like `template` (a native row): `div.data-set#id` with a label
 * (`.type`, a link when `href` is given) and a `.value` holding `value` (text or a node).
 */
export function makeDataSet(options: { id: string; label: string; value: string | Node; href?: string; template?: Element | null }): HTMLElement {
  const set = element('div', { className: 'data-set', id: options.id });
  const type = options.href
    ? element('a', { className: 'type external', href: options.href, target: '_blank', rel: 'noopener noreferrer', text: options.label })
    : element('div', { className: 'type', text: options.label });
  const value = element('div', { className: 'value' }, [options.value]);
  copyScope(options.template, set);
  copyScope(options.template?.querySelector(DATA_SET_LABEL), type);
  copyScope(options.template?.querySelector(DATA_SET_VALUE), value);
  set.append(type, value);
  return set;
}

/** An external link, opened in a new tab without handing over the page. */
export function externalLink(href: string, text: string): HTMLAnchorElement {
  return element('a', { href, target: '_blank', rel: 'noopener noreferrer', text });
}
