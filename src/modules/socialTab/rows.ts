/**
 * The follow rows of the social tab, read and extended in place (host-dom.md §2.8). AniList's
 * cells are never moved or rewritten: the module adds its own cells (progress before the status,
 * a rewatch mark and, where AniList has no notes button of its own, a notes mark before the
 * score), a dates tooltip on the status, and a colour class on the score. Where each cell shows is
 * the stylesheet's (styles.ts): the rows share one set of columns, so they line up.
 */
import type { SocialTabEntry } from '../../api/queries/socialTab';
import { element } from '../../core/element';
import { datesTitle, followScore, progressText, scoreTone, statusFromLabel, userIdFromAvatar, type FollowScore, type SocialStatus } from '../../lib/socialScores';
import { CLASSES, NATIVE_NOTES, ROW_AVATAR, ROW_NAME, ROW_STATUS, SMILEY_ICON } from './selectors';
import { strings } from './strings';

export interface RowFacts {
  readonly row: HTMLElement;
  readonly name: string;
  readonly userId: number | null;
  readonly status: SocialStatus | null;
  readonly score: FollowScore | null;
  readonly scoreElement: Element | null;
}

/** The status cell's own text (its first text node: the module's tooltip is an attribute, not text). */
function statusText(row: Element): string {
  const status = row.querySelector(ROW_STATUS);
  const first = status?.firstChild;
  return (first && first.nodeType === Node.TEXT_NODE ? first.textContent : status?.textContent) ?? '';
}

/** The score: a smiley icon, or the last span whose text reads as a score (not a notes label). */
function scoreOf(row: Element): { score: FollowScore | null; element: Element | null } {
  const icon = row.querySelector(SMILEY_ICON);
  if (icon) return { score: followScore(null, icon.getAttribute('data-icon')), element: icon };
  const spans = [...row.querySelectorAll('span')].filter((span) => !span.closest(`.${CLASSES.progress}, .${CLASSES.repeat}, .${CLASSES.notes}, ${NATIVE_NOTES}`));
  for (const span of spans.reverse()) {
    const score = followScore(span.textContent);
    if (score) return { score, element: span };
  }
  return { score: null, element: null };
}

export function readRow(row: HTMLElement): RowFacts {
  const avatar = row.querySelector(ROW_AVATAR);
  const url = avatar?.getAttribute('data-src') || /url\(["']?([^"')]+)/.exec(avatar?.getAttribute('style') ?? '')?.[1] || null;
  const { score, element: scoreElement } = scoreOf(row);
  return {
    row,
    name: row.querySelector(ROW_NAME)?.textContent?.trim() ?? '',
    userId: userIdFromAvatar(url),
    status: statusFromLabel(statusText(row)),
    score,
    scoreElement,
  };
}

const TONE_CLASSES = ['hohScoreHigh', 'hohScoreMid', 'hohScoreLow'];

/** Colours the score (always) and adds the entry's facts once they are known. Safe to repeat. */
export function extendRow(facts: RowFacts, entry: SocialTabEntry | undefined, total: number | null): void {
  const { row } = facts;
  row.classList.add(CLASSES.rows);
  if (facts.scoreElement && facts.score) {
    const tone = scoreTone(facts.score.percent);
    facts.scoreElement.classList.remove(...TONE_CLASSES);
    facts.scoreElement.classList.add(CLASSES.score, tone === 'high' ? 'hohScoreHigh' : tone === 'mid' ? 'hohScoreMid' : 'hohScoreLow');
  }
  if (!entry || row.querySelector(`.${CLASSES.progress}`)) return;
  const status = row.querySelector(ROW_STATUS);
  const progress = element('div', { className: CLASSES.progress, text: entry.status === 'PLANNING' ? '' : progressText(entry.progress, total) });
  if (status) status.before(progress);
  else row.append(progress);
  const title = datesTitle(entry);
  if (status && title) status.setAttribute('title', title);

  const extras: HTMLElement[] = [];
  if (entry.repeat && entry.repeat > 0) {
    extras.push(element('span', { className: CLASSES.repeat, text: `↻${entry.repeat}`, title: strings.repeat(entry.repeat) }));
  }
  // AniList's own notes button (2026) shows the notes better; ours only where it is missing.
  if (entry.notes && !row.querySelector(NATIVE_NOTES)) {
    extras.push(element('span', {
      className: CLASSES.notes,
      text: '✎',
      title: entry.notes, // text only, never markup
      attrs: { 'aria-label': `${strings.notes}: ${entry.notes}` },
    }));
  }
  if (extras.length === 0) return;
  const anchor = facts.scoreElement?.closest(`${ROW_AVATAR} ~ *`) ?? null;
  const wrap = element('div', { className: `${CLASSES.repeat}Wrap` }, extras);
  // Before the score (or its star's number), after AniList's notes button.
  const scoreCell = anchor && anchor.parentElement === row ? anchor : null;
  if (scoreCell) scoreCell.before(wrap);
  else row.append(wrap);
}

/** Takes everything the module added out of a row again (the visit ended). */
export function restoreRow(row: Element): void {
  row.querySelectorAll(`.${CLASSES.progress}, .${CLASSES.repeat}Wrap`).forEach((added) => added.remove());
  row.querySelectorAll(`.${CLASSES.score}`).forEach((score) => score.classList.remove(CLASSES.score, ...TONE_CLASSES));
  row.classList.remove(CLASSES.rows, CLASSES.hidden);
  row.querySelector(`${ROW_STATUS}[title]`)?.removeAttribute('title');
}
