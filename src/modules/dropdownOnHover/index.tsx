/**
 * 'dropdownOnHover': the nav's user menu opens when the pointer reaches the avatar and closes
 * when it leaves the menu's area. AniList's Element dropdown opens on a click of its trigger, so
 * the module clicks it (the menu's own open/close logic stays AniList's). Listeners sit on the
 * document, so a nav AniList redraws keeps working.
 */
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { DROPDOWN, DROPDOWN_MENU, TRIGGER, USER_AREA } from './selectors';

function menuOf(trigger: Element): HTMLElement | null {
  const id = trigger.getAttribute('aria-controls');
  const byId = id ? document.getElementById(id) : null;
  return byId ?? trigger.closest(DROPDOWN)?.querySelector<HTMLElement>(DROPDOWN_MENU) ?? null;
}

function isOpen(menu: HTMLElement): boolean {
  return menu.style.display !== 'none' && getComputedStyle(menu).display !== 'none';
}

function areaOf(node: EventTarget | null): Element | null {
  return node instanceof Element ? node.closest(USER_AREA) : null;
}

export default defineModule({
  ...manifest,
  run(ctx) {
    const setOpen = (area: Element, open: boolean): void => {
      const trigger = area.querySelector<HTMLElement>(TRIGGER);
      const menu = trigger ? menuOf(trigger) : null;
      if (trigger && menu && isOpen(menu) !== open) trigger.click();
    };
    ctx.listen<MouseEvent>(document, 'mouseover', (event) => {
      const area = areaOf(event.target);
      // Moving within the area (avatar → menu) is not an arrival.
      if (area && areaOf(event.relatedTarget) !== area) setOpen(area, true);
    });
    ctx.listen<MouseEvent>(document, 'mouseout', (event) => {
      const area = areaOf(event.target);
      if (area && areaOf(event.relatedTarget) !== area) setOpen(area, false);
    });
  },
});
