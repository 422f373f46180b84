/**
 * The preview drawn with plain DOM: twenty cards need no React, and leaving React out keeps the
 * home page from compiling it at all (the home page's budget: no task over 50 ms). The whole
 * block is redrawn on each change of the controller's state (a +1, the 60 s tick), keeping the
 * keyboard focus on the same button.
 */
import { element } from '../../core/element';
import type { Guard } from '../../core/guard';
import { addStyleWhile } from '../../core/styles';
import { getSettings, onSettingsChange } from '../../core/settings/store';
import { PREVIEW_COLUMNS, behindText, countdownText, episodesBehind, progressText, type PreviewSectionKind } from '../../lib/listPreview';
import type { PreviewCard, PreviewController, PreviewState } from './controller';
import { CARD_COVER, NATIVE_SIZE_TOGGLE } from './selectors';
import { strings } from './strings';
import { previewCss } from './styles';
import { PROGRESS_METER_CLASS } from '../../ui/progressMeter';

const STYLE_ID = 'hohListPreviewStyle';

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
  const node = element('div', {
    className: `media-preview-card hohPreviewCard${column >= 2 ? ' info-left' : ''}`,
    dataset: { entryId: String(card.id), mediaId: String(card.mediaId) },
  });

  const cover = element('a', { className: 'cover', href: card.url, attrs: { 'aria-label': card.title } }, [
    card.nextAiring && element('div', { className: 'image-text' }, [
      element('div', { className: 'countdown', text: strings.countdown(card.nextAiring.episode, countdownText(card.nextAiring.timeUntilAiring - elapsed)) }),
    ]),
    behind > 0 && element('div', { className: 'behind-accent' }),
  ]);
  paintCover(cover, card);
  node.append(cover);

  if (!completed) {
    const plus = element('button', { className: 'plus-progress', type: 'button', attrs: { 'aria-label': strings.plusLabel(card.title) }, text: `${card.progress} +` });
    plus.addEventListener('click', guard(() => controller.plusOne(card.id)));
    node.append(plus);
  }

  node.append(element('div', { className: 'content' }, [
    behind > 0 && element('div', { className: 'info-header', text: behindText(behind) }),
    element('a', { className: 'title', href: card.url, tabIndex: -1, text: card.title }),
    element('div', { className: 'info hasMeter' }, [
      element('div', { text: progressText(card.progress, card.episodes) }),
      completed && element('div', { className: 'hohPreviewCompleted', text: strings.completed }),
    ]),
  ]));

  if (progressBar && card.episodes) {
    node.append(element('meter', { className: PROGRESS_METER_CLASS, min: 0, max: card.episodes, value: Math.min(card.progress, card.episodes) }));
  }
  return node;
}

/**
 * AniList's expand/compress icon sits in the anime block we hide; this one works it, so the
 * preview can still be expanded (and kept right with expandRight) without a manga block.
 */
function sizeToggle(guard: Guard): HTMLButtonElement {
  const button = element('button', { className: 'hohSizeToggle', type: 'button', title: strings.sizeToggle, attrs: { 'aria-label': strings.sizeToggle }, text: '⤢' });
  button.addEventListener('click', guard(() => {
    document.querySelector(NATIVE_SIZE_TOGGLE)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }));
  return button;
}

function messageNode(state: PreviewState, controller: PreviewController, guard: Guard): HTMLElement | null {
  if (!state.message) return null;
  const dismiss = element('button', { className: 'hohPreviewDismiss', type: 'button', text: strings.dismiss });
  dismiss.addEventListener('click', guard(() => controller.dismissMessage()));
  return element('div', { className: 'hohPreviewMessage', attrs: { role: 'alert' } }, [
    element('span', { className: 'hohPreviewMessageText', text: state.message.text }),
    state.message.hint ? element('span', { className: 'hohPreviewHint', text: state.message.hint }) : null,
    dismiss,
  ]);
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
    parts.push(element('div', { className: 'hohPreviewSection', dataset: { section: section.kind } }, [
      element('div', { className: 'section-header' }, [
        element('h2', { text: SECTION_TITLES[section.kind] }),
        index === 0 && sizeToggle(guard),
      ]),
      element('div', { className: 'hohPreviewGrid' }, section.items.map((card, position) => cardNode(card, position % PREVIEW_COLUMNS, state.elapsed, progressBar, controller, guard))),
    ]));
  });
  body.replaceChildren(...parts);

  if (focusedClass) {
    const scope = focusedEntry ? [...body.querySelectorAll<HTMLElement>('.hohPreviewCard')].find((card) => card.dataset.entryId === focusedEntry) : body;
    const again = scope?.querySelector<HTMLElement>(`.${focusedClass}`) ?? (focusedEntry ? scope?.querySelector<HTMLElement>(CARD_COVER) : null);
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
