/**
 * The preview drawn with plain DOM: twenty cards need no React, and leaving React out keeps the
 * home page from compiling it at all (the home page's budget: no task over 50 ms). The whole
 * block is redrawn on each change of the controller's state (a +1, the 60 s tick), keeping the
 * keyboard focus on the same button.
 */
import type { Guard } from '../../core/guard';
import { addStyleWhile } from '../../core/styles';
import { getSettings, onSettingsChange } from '../../core/settings/store';
import { PREVIEW_COLUMNS, behindText, countdownText, episodesBehind, progressText, type PreviewSectionKind } from '../../lib/listPreview';
import type { PreviewCard, PreviewController, PreviewState } from './controller';
import { NATIVE_SIZE_TOGGLE } from './selectors';
import { strings } from './strings';
import { previewCss } from './styles';
import { PROGRESS_METER_CLASS } from '../../ui/progressMeter';
import { element } from '../../core/element';

const STYLE_ID = 'hohListPreviewStyle';

/** Our card of an entry and its cover link (ours: drawn by cardNode below, in AniList's classes). */
const ourCard = (entryId: number | string): string => `.hohPreviewCard[data-entry-id="${entryId}"]`;
const OUR_COVER = '.cover';

const SECTION_TITLES: Record<PreviewSectionKind, string> = { airing: strings.airing, progress: strings.inProgress };

/** A cover as a CSS value: only web addresses, quoted, so no AniList field can add CSS. */
function paintCover(cover: HTMLElement, card: PreviewCard): void {
  if (card.cover && /^https?:\/\//.test(card.cover)) cover.style.backgroundImage = `url(${JSON.stringify(card.cover)})`;
  if (card.colour && /^#[0-9a-f]{3,8}$/i.test(card.colour)) cover.style.backgroundColor = card.colour;
}

function cardNode(card: PreviewCard, column: number, elapsed: number, progressBar: boolean, controller: PreviewController, guard: Guard): HTMLElement {
  const behind = episodesBehind(card.progress, card.nextAiring);
  const completed = card.status === 'COMPLETED';
  // In columns 3–5 the details open to the left, as AniList's own cards do.
  const node = element('div', { className: `media-preview-card hohPreviewCard${column >= 2 ? ' info-left' : ''}` });
  node.dataset.entryId = String(card.id);
  node.dataset.mediaId = String(card.mediaId);

  const cover = element('a', { className: 'cover' });
  cover.href = card.url;
  cover.setAttribute('aria-label', card.title);
  paintCover(cover, card);
  if (card.nextAiring) {
    const text = element('div', { className: 'image-text' });
    text.append(element('div', { className: 'countdown', text: strings.countdown(card.nextAiring.episode, countdownText(card.nextAiring.timeUntilAiring - elapsed)) }));
    cover.append(text);
  }
  if (behind > 0) cover.append(element('div', { className: 'behind-accent' }));
  node.append(cover);

  if (!completed) {
    const plus = element('button', { className: 'plus-progress', text: `${card.progress} +` });
    plus.type = 'button';
    plus.setAttribute('aria-label', strings.plusLabel(card.title));
    plus.addEventListener('click', guard(() => controller.plusOne(card.id)));
    node.append(plus);
  }

  const content = element('div', { className: 'content' });
  if (behind > 0) content.append(element('div', { className: 'info-header', text: behindText(behind) }));
  const title = element('a', { className: 'title', text: card.title });
  title.href = card.url;
  title.tabIndex = -1;
  const info = element('div', { className: 'info hasMeter' });
  info.append(element('div', { text: progressText(card.progress, card.episodes) }));
  if (completed) info.append(element('div', { className: 'hohPreviewCompleted', text: strings.completed }));
  content.append(title, info);
  node.append(content);

  if (progressBar && card.episodes) {
    const meter = element('meter', { className: PROGRESS_METER_CLASS });
    meter.min = 0;
    meter.max = card.episodes;
    meter.value = Math.min(card.progress, card.episodes);
    node.append(meter);
  }
  return node;
}

/**
 * AniList's expand/compress icon sits in the anime block we hide; this one works it, so the
 * preview can still be expanded (and kept right with expandRight) without a manga block.
 */
function sizeToggle(guard: Guard): HTMLButtonElement {
  const button = element('button', { className: 'hohSizeToggle', text: '⤢' });
  button.type = 'button';
  button.setAttribute('aria-label', strings.sizeToggle);
  button.title = strings.sizeToggle;
  button.addEventListener('click', guard(() => {
    document.querySelector(NATIVE_SIZE_TOGGLE)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }));
  return button;
}

function messageNode(state: PreviewState, controller: PreviewController, guard: Guard): HTMLElement | null {
  if (!state.message) return null;
  const box = element('div', { className: 'hohPreviewMessage' });
  box.setAttribute('role', 'alert');
  box.append(element('span', { className: 'hohPreviewMessageText', text: state.message.text }));
  if (state.message.hint) box.append(element('span', { className: 'hohPreviewHint', text: state.message.hint }));
  const dismiss = element('button', { className: 'hohPreviewDismiss', text: strings.dismiss });
  dismiss.type = 'button';
  dismiss.addEventListener('click', guard(() => controller.dismissMessage()));
  box.append(dismiss);
  return box;
}

function draw(container: HTMLElement, body: HTMLElement, controller: PreviewController, guard: Guard): void {
  const state = controller.getSnapshot();
  const progressBar = getSettings().progressBar;
  // Where the keyboard was: the same card's +1 (or the toggle) gets it back after the redraw.
  const focused = document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? document.activeElement : null;
  const focusedEntry = focused?.closest<HTMLElement>('.hohPreviewCard')?.dataset.entryId;
  const focusedClass = focused?.className.split(' ')[0];

  const parts: HTMLElement[] = [];
  const message = messageNode(state, controller, guard);
  if (message) parts.push(message);
  state.sections.forEach((section, index) => {
    const block = element('div', { className: 'hohPreviewSection' });
    block.dataset.section = section.kind;
    const header = element('div', { className: 'section-header' });
    header.append(element('h2', { text: SECTION_TITLES[section.kind] }));
    if (index === 0) header.append(sizeToggle(guard));
    const grid = element('div', { className: 'hohPreviewGrid' });
    grid.append(...section.items.map((card, position) => cardNode(card, position % PREVIEW_COLUMNS, state.elapsed, progressBar, controller, guard)));
    block.append(header, grid);
    parts.push(block);
  });
  body.replaceChildren(...parts);

  if (focusedClass) {
    const scope = focusedEntry ? body.querySelector(ourCard(focusedEntry)) : body;
    const again = scope?.querySelector<HTMLElement>(`.${focusedClass}`) ?? (focusedEntry ? scope?.querySelector<HTMLElement>(OUR_COVER) : null);
    again?.focus();
  }
}

/**
 * Draws the preview into `container` and keeps it current until the signal aborts; the
 * buttons' handlers go through the visit's `guard`, so their errors are the module's.
 */
export function showPreview(container: HTMLElement, controller: PreviewController, signal: AbortSignal, guard: Guard): void {
  addStyleWhile(STYLE_ID, previewCss, signal);
  const body = element('div', { className: 'hohPreviewBody' });
  container.replaceChildren(body);
  const redraw = guard(() => {
    if (!signal.aborted) draw(container, body, controller, guard);
  });
  const unsubscribe = controller.subscribe(redraw);
  signal.addEventListener('abort', unsubscribe, { once: true });
  onSettingsChange((settings, previous) => {
    if (settings.progressBar !== previous.progressBar) redraw();
  }, signal);
  redraw();
}
