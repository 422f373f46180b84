/**
 * The one way to build DOM without React (issue 25, item 2): `element('a', { href, className,
 * text }, [children])`. It lives in core, not ui/, because the start (core, the `start.ts` jobs)
 * builds elements too and must not import ui/ (docs/ARCHITECTURE.md, "Imports point down").
 *
 * Event handlers are not properties here (`onclick` would run unguarded): add them with
 * `ctx.listen` or core/dom.ts `listen`, which tie them to the visit and attribute their errors.
 * Text goes in as text (`text`, string children): there is no way to pass HTML through here.
 */

/** The element's own writable-looking properties of a plain type (id, className, href, type, value, tabIndex, hidden, …), minus `on*` handlers. */
type PlainProperties<E extends HTMLElement> = {
  [P in keyof E as P extends `on${string}` ? never : E[P] extends string | number | boolean ? P : never]?: E[P];
};

export type ElementProps<E extends HTMLElement> = PlainProperties<E> & {
  /** The element's text (its only child); for mixed content pass children instead. */
  text?: string;
  /** Inline style as CSS text (`style.cssText`). */
  style?: string;
  /** Attributes with no property of their own: `role`, `aria-*`, `data-hoh-*` written in full. */
  attrs?: Readonly<Record<string, string>>;
  /** `data-*` attributes by their dataset name (`{ userId: '1' }` is `data-user-id="1"`). */
  dataset?: Readonly<Record<string, string>>;
};

/** A child: a node, text, or nothing (null, undefined and false are skipped, for conditional children). */
export type ElementChild = Node | string | null | undefined | false;

/**
 * Makes a `tag` element in `doc` (default: the page's document) with these properties and
 * children, in that order: properties, style, attributes, dataset, text, children.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps<HTMLElementTagNameMap[K]> = {},
  children: readonly ElementChild[] = [],
  doc: Document = document,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  const { text, style, attrs, dataset, ...properties } = props;
  Object.assign(node, properties);
  if (style !== undefined) node.style.cssText = style;
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  for (const [name, value] of Object.entries(dataset ?? {})) node.dataset[name] = value;
  if (text !== undefined) node.textContent = text;
  for (const child of children) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}
