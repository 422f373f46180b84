// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { element } from '../../../src/core/element';

describe('element, the one DOM builder', () => {
  it('sets properties, style, attributes, dataset and text', () => {
    const link = element('a', {
      href: 'https://anilist.co/user/a/',
      className: 'hohLink name',
      title: 'Profile',
      tabIndex: 0,
      style: 'color: red;',
      attrs: { role: 'button', 'aria-label': 'Open' },
      dataset: { userId: '7' },
      text: 'a',
    });
    expect(link.tagName).toBe('A');
    expect(link.href).toBe('https://anilist.co/user/a/');
    expect(link.className).toBe('hohLink name');
    expect(link.title).toBe('Profile');
    expect(link.getAttribute('tabindex')).toBe('0');
    expect(link.style.color).toBe('red');
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('aria-label')).toBe('Open');
    expect(link.getAttribute('data-user-id')).toBe('7');
    expect(link.textContent).toBe('a');
  });

  it('appends children in order, strings as text, skipping null, undefined and false', () => {
    const hidden = false as boolean;
    const box = element('div', {}, ['<b>not HTML</b>', null, element('span', { text: 'x' }), undefined, hidden && 'never', 'end']);
    expect(box.childNodes).toHaveLength(3);
    expect(box.innerHTML).toBe('&lt;b&gt;not HTML&lt;/b&gt;<span>x</span>end');
  });

  it('builds in the document it is given', () => {
    const other = document.implementation.createHTMLDocument('other');
    const node = element('p', { text: 't' }, [], other);
    expect(node.ownerDocument).toBe(other);
  });

  it('types the properties by tag', () => {
    const input = element('input', { type: 'checkbox', checked: true, value: 'on' });
    expect(input.checked).toBe(true);
    // @ts-expect-error event handlers go through ctx.listen, guarded, not through the builder
    element('button', { onclick: () => undefined });
    // @ts-expect-error `href` is no property of a <div>
    element('div', { href: '/x' });
  });
});
