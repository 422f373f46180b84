/**
 * The nav badge drawn as a pie of the unread types (spec doc 3 §4, §9): a 120 px canvas shown at
 * 30 px inside AniList's `.notification-dot`, one slice per unread type in its colour, the count
 * on top. Hidden when every unread type is suppressed. Plain DOM: it runs on every page.
 */
import { element } from '../../core/element';
import { selectors } from '../../core/selectors';
import { pieSlices, type ColourSettings } from '../../lib/notificationPie';
import { badgeDots } from './badges';

export const PIE_CANVAS_PX = 120;
export const PIE_SHOWN_PX = 30;
export const PIE_CLASS = 'hohNotificationCake';
/** On a dot that shows our pie. */
export const PIE_DOT_CLASS = 'hohPieDot';
/** On a dot hidden because every unread type is suppressed (or nothing is unread). */
export const HIDDEN_DOT_CLASS = 'hohHiddenDot';
/** A dot we made because AniList had none yet. */
export const OWN_DOT_CLASS = 'hohOwnDot';

export const pieCss = `
.${PIE_DOT_CLASS} { background: none !important; padding: 0 !important; min-width: 0 !important; width: ${PIE_SHOWN_PX}px; height: ${PIE_SHOWN_PX}px; top: -10px !important; left: -18px !important; border-radius: 50%; line-height: 0 !important; }
.${PIE_DOT_CLASS} .${PIE_CLASS} { width: ${PIE_SHOWN_PX}px; height: ${PIE_SHOWN_PX}px; display: block; }
.${HIDDEN_DOT_CLASS} { display: none !important; }
a.${OWN_DOT_CLASS} { position: absolute; }
`;

/** The dots' text before we drew on them, to put back when the pie stops. */
const originalText = new WeakMap<Element, string>();
/** What each dot shows now (count, types, colours). */
const drawn = new WeakMap<Element, string>();

export function drawPie(canvas: HTMLCanvasElement, slices: ReturnType<typeof pieSlices>, count: number): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const centre = PIE_CANVAS_PX / 2;
  context.clearRect(0, 0, PIE_CANVAS_PX, PIE_CANVAS_PX);
  for (const slice of slices) {
    context.beginPath();
    context.moveTo(centre, centre);
    // Radians from twelve o'clock, clockwise; the canvas counts from three o'clock.
    context.arc(centre, centre, centre - 2, slice.start - Math.PI / 2, slice.end - Math.PI / 2);
    context.closePath();
    context.fillStyle = slice.colour;
    context.fill();
  }
  const label = count > 99 ? '99+' : String(count);
  context.font = `bold ${count > 99 ? 44 : 60}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = 10;
  context.strokeStyle = 'rgba(0,0,0,0.75)';
  context.strokeText(label, centre, centre + 4);
  context.fillStyle = 'rgb(255,255,255)';
  context.fillText(label, centre, centre + 4);
}

function ownDot(): HTMLElement | null {
  const user = document.querySelector(selectors.navUser.selector);
  if (!user) return null;
  const dot = element('a', { href: '/notifications', className: `notification-dot ${OWN_DOT_CLASS}` });
  user.append(dot);
  return dot;
}

function paint(dot: HTMLElement, count: number, colours: ColourSettings, types: readonly string[]): void {
  const slices = pieSlices(types.length ? types : [], colours);
  if (!originalText.has(dot)) originalText.set(dot, dot.textContent ?? '');
  dot.classList.toggle(HIDDEN_DOT_CLASS, count === 0 || (types.length > 0 && slices.length === 0));
  dot.setAttribute('aria-label', `${count} unread notifications`);
  dot.title = `${count} unread notifications`;
  // Drawn while detached, then put in: setting a font on a canvas in the document makes the
  // browser bring the whole page's style up to date first (measured: 10–40 ms while AniList loads).
  const canvas = element('canvas', { className: PIE_CLASS, width: PIE_CANVAS_PX, height: PIE_CANVAS_PX });
  drawPie(canvas, slices.length ? slices : [{ type: '', colour: 'rgb(232,93,117)', count, start: 0, end: Math.PI * 2 }], count);
  dot.replaceChildren(canvas);
  dot.classList.add(PIE_DOT_CLASS);
}

/**
 * Draws `count` unread notifications of `types` into the nav's badges (AniList's, or one of ours
 * when AniList shows none yet). At zero every badge is hidden.
 */
export function showPie(count: number, types: readonly string[], colours: ColourSettings): void {
  // The 4 s re-check finds the same picture most of the time: draw only what changed.
  const picture = `${count}|${types.join(',')}|${JSON.stringify(colours)}`;
  const dots = badgeDots();
  if (count > 0 && dots.length > 0 && dots.every((dot) => drawn.get(dot) === picture)) return;
  if (count > 0 && !document.querySelector(selectors.navNotificationDot.selector)) {
    const made = ownDot();
    if (made) dots.push(made);
  }
  for (const dot of dots) {
    if (count === 0 && dot.classList.contains(OWN_DOT_CLASS)) {
      dot.remove();
      continue;
    }
    paint(dot, count, colours, types);
    drawn.set(dot, picture);
  }
}

/** Puts AniList's badges back as they were and removes ours. */
export function clearPie(): void {
  for (const dot of document.querySelectorAll<HTMLElement>(`.${OWN_DOT_CLASS}`)) dot.remove();
  for (const dot of document.querySelectorAll<HTMLElement>(`.${PIE_DOT_CLASS}, .${HIDDEN_DOT_CLASS}`)) {
    drawn.delete(dot);
    dot.classList.remove(PIE_DOT_CLASS, HIDDEN_DOT_CLASS);
    dot.removeAttribute('aria-label');
    dot.removeAttribute('title');
    const text = originalText.get(dot);
    if (text !== undefined) dot.textContent = text;
  }
}
