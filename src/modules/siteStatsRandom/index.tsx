import { request } from '../../api/client';
import { ACTIVITY_RATE, randomPickQuery, type ActivityRateResult, type RandomPickKind, type RandomPickResult } from '../../api/queries/randomPicks';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule, type ModuleContext } from '../../core/module';
import {
  ACTIVITY_RATE_LAST_PAGE, ACTIVITY_RATE_PER_PAGE, RANDOM_PICK_PER_PAGE, activitiesPerHour, formatRate, randomPickPosition,
} from '../../lib/randomPicks';
import { ACTIVITY_BLOCK_CLASS, HEADING_KINDS, PICK_CLASS, PICK_STATUS_CLASS, SECTION, SECTION_HEADINGS } from './selectors';
import { manifest } from './manifest';

export const CURRENT_ACTIVITY_TITLE = 'Current Activity';
export const PICKING_TEXT = 'Picking…';
export const NOTHING_TO_PICK_TEXT = 'Nothing to pick from.';
export const pickFailedText = (reason: string): string => `A random pick could not be loaded: ${reason}`;
export const ratesFailedText = (reason: string): string => `The activity rates could not be loaded: ${reason}`;

const SINGULAR: Record<RandomPickKind, string> = {
  users: 'user', anime: 'anime', manga: 'manga', characters: 'character', staff: 'staff member', reviews: 'review',
};

const STYLE = `
.${PICK_CLASS} { all: unset; cursor: pointer; }
.${PICK_CLASS}:hover, .${PICK_CLASS}:focus-visible { color: rgb(var(--color-blue)); text-decoration: underline; }
.${PICK_STATUS_CLASS} { margin-left: 10px; font-size: 1.3rem; font-weight: 400; color: rgb(var(--color-text-lighter)); }
.${PICK_STATUS_CLASS}.error { color: rgb(var(--color-red)); }
.${ACTIVITY_BLOCK_CLASS} .hohRate { margin: 6px 0; color: rgb(var(--color-text)); font-size: 1.4rem; }
.${ACTIVITY_BLOCK_CLASS} .hohRate b { color: rgb(var(--color-blue)); }
`;

/** Where a picked item lives on AniList. */
function pathOf(kind: RandomPickKind, item: { id: number; name?: string }): string | null {
  switch (kind) {
    case 'users': return item.name ? `/user/${encodeURIComponent(item.name)}/` : null;
    case 'anime': return `/anime/${item.id}/`;
    case 'manga': return `/manga/${item.id}/`;
    case 'characters': return `/character/${item.id}/`;
    case 'staff': return `/staff/${item.id}/`;
    case 'reviews': return `/review/${item.id}`;
  }
}

function itemsOf(kind: RandomPickKind, data: RandomPickResult | null): { id: number; name?: string }[] {
  const page = data?.Page;
  if (!page) return [];
  const list = kind === 'anime' || kind === 'manga' ? page.media : page[kind];
  return (list ?? []).filter((item): item is { id: number; name?: string } => typeof item?.id === 'number');
}

type Outcome<T> = { ok: true; data: T } | { ok: false; reason: string } | { ok: false; aborted: true };

async function ask<T>(document: string, variables: object, signal: AbortSignal): Promise<Outcome<T>> {
  const result = await request<T>(document, variables, { signal });
  switch (result.kind) {
    case 'ok': return { ok: true, data: result.data };
    case 'aborted': case 'retracted': return { ok: false, aborted: true };
    case 'down': return { ok: false, reason: "AniList's API is not answering" };
    case 'notFound': return { ok: false, reason: result.errors[0]?.message ?? 'not found' };
    case 'failed': return { ok: false, reason: result.error.message };
  }
}

/**
 * The path of a random item of `kind`: page 1 tells the total, then the page that holds the
 * chosen index is asked (page 1 again only if it was already the one).
 */
export async function pickRandom(kind: RandomPickKind, signal: AbortSignal, random: () => number = Math.random): Promise<Outcome<string | null>> {
  const document = randomPickQuery(kind);
  const first = await ask<RandomPickResult>(document, { page: 1, perPage: RANDOM_PICK_PER_PAGE }, signal);
  if (!first.ok) return first;
  const position = randomPickPosition(first.data.Page?.pageInfo?.total ?? 0, random);
  if (!position) return { ok: true, data: null };
  let items = itemsOf(kind, first.data);
  if (position.page !== 1) {
    const chosen = await ask<RandomPickResult>(document, { page: position.page, perPage: RANDOM_PICK_PER_PAGE }, signal);
    if (!chosen.ok) return chosen;
    items = itemsOf(kind, chosen.data);
  }
  // The total may have moved between the two calls: the last item of a shorter page will do.
  const item = items[Math.min(position.offset, items.length - 1)];
  return { ok: true, data: item ? pathOf(kind, item) : null };
}

function statusOf(heading: Element): HTMLElement {
  let status = heading.parentElement?.querySelector<HTMLElement>(`.${PICK_STATUS_CLASS}`);
  if (!status) {
    status = element('span', { className: PICK_STATUS_CLASS, attrs: { role: 'status' } });
    heading.after(status);
  }
  return status;
}

function showStatus(heading: Element, text: string, error = false): void {
  const status = statusOf(heading);
  status.textContent = text;
  status.classList.toggle('error', error);
  status.setAttribute('role', error ? 'alert' : 'status');
}

/** Turns one heading's text into a button that opens a random item of its kind. */
function linkHeading(ctx: ModuleContext, heading: Element, kind: RandomPickKind): void {
  if (heading.querySelector(`.${PICK_CLASS}`)) return;
  const button = element('button', {
    type: 'button',
    className: PICK_CLASS,
    dataset: { kind },
    title: `Open a random ${SINGULAR[kind]}`,
  }, [...heading.childNodes]);
  heading.append(button);
  let busy = false;
  ctx.listen(button, 'click', async () => {
    if (busy) return;
    busy = true;
    showStatus(heading, PICKING_TEXT);
    try {
      const outcome = await pickRandom(kind, ctx.signal);
      if (ctx.signal.aborted || (!outcome.ok && 'aborted' in outcome)) return;
      if (!outcome.ok) return showStatus(heading, pickFailedText(outcome.reason), true);
      if (!outcome.data) return showStatus(heading, NOTHING_TO_PICK_TEXT);
      showStatus(heading, '');
      location.assign(outcome.data);
    } finally {
      busy = false;
    }
  });
}

function unlinkHeadings(): void {
  for (const button of document.querySelectorAll(`button.${PICK_CLASS}`)) button.replaceWith(...button.childNodes);
  for (const status of document.querySelectorAll(`.${PICK_STATUS_CLASS}`)) status.remove();
}

function linkHeadings(ctx: ModuleContext): void {
  // By the heading's words, not its place: other parts of the page may add sections of their own.
  for (const heading of document.querySelectorAll(SECTION_HEADINGS)) {
    const words = (heading.textContent ?? '').trim().toLowerCase();
    const kind = HEADING_KINDS.find((k) => k === words);
    if (kind) linkHeading(ctx, heading, kind);
  }
}

/** Creation times (seconds) of one page of ten of the newest activities of `type` (all when undefined). */
async function activityTimes(type: string | undefined, page: number, signal: AbortSignal): Promise<Outcome<number[]>> {
  const outcome = await ask<ActivityRateResult>(ACTIVITY_RATE, { page, perPage: ACTIVITY_RATE_PER_PAGE, ...(type ? { type } : {}) }, signal);
  if (!outcome.ok) return outcome;
  const times = (outcome.data.Page?.activities ?? []).map((a) => a?.createdAt).filter((t): t is number => typeof t === 'number');
  return { ok: true, data: times };
}

async function rateOf(type: string | undefined, signal: AbortSignal): Promise<Outcome<number | null>> {
  const first = await activityTimes(type, 1, signal);
  if (!first.ok) return first;
  const last = await activityTimes(type, ACTIVITY_RATE_LAST_PAGE, signal);
  if (!last.ok) return last;
  return { ok: true, data: activitiesPerHour(first.data, last.data) };
}

const RATES: readonly { type: string | undefined; label: string; decimals: number }[] = [
  { type: undefined, label: 'Activities per hour', decimals: 0 },
  { type: 'TEXT', label: 'Status posts per hour', decimals: 1 },
  { type: 'MESSAGE', label: 'Messages per hour', decimals: 1 },
];

/** The 'Current Activity' block after the page's sections (host-dom.md §2.22). */
async function currentActivity(ctx: ModuleContext, parent: Element): Promise<void> {
  const { signal } = ctx;
  const body = element('div', { className: 'hohRates', attrs: { 'aria-busy': 'true' } });
  const section = element('section', { className: ACTIVITY_BLOCK_CLASS }, [
    element('div', { className: 'heading' }, [element('h3', { text: CURRENT_ACTIVITY_TITLE })]),
    body,
  ]);
  parent.append(section);
  signal.addEventListener('abort', () => section.remove(), { once: true });
  for (const { type, label, decimals } of RATES) {
    const outcome = await rateOf(type, signal);
    if (signal.aborted || (!outcome.ok && 'aborted' in outcome)) return;
    if (!outcome.ok) {
      body.append(element('p', { className: 'hohRate error', attrs: { role: 'alert' }, text: ratesFailedText(outcome.reason) }));
      break;
    }
    const value = outcome.data === null ? formatRate(null) : outcome.data.toFixed(decimals);
    body.append(element('p', { className: 'hohRate', dataset: { type: type ?? 'ALL' } }, [`${label}: `, element('b', { text: value })]));
  }
  body.removeAttribute('aria-busy');
}

/**
 * Always on at /site-stats: each section heading opens a random item of its kind (the API's total
 * of page 1, then a random page of 50), and a 'Current Activity' block gives the activity rates.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle('hoh-site-stats-random', STYLE);
    signal.addEventListener('abort', unlinkHeadings, { once: true });
    const first = await waitForElement(SECTION_HEADINGS, { signal });
    if (!first || signal.aborted) return;
    linkHeadings(ctx);
    // AniList re-renders its charts late; headings drawn again get their buttons back.
    ctx.observe(document.body, { childList: true, subtree: true }, () => linkHeadings(ctx));
    const parent = document.querySelector(SECTION)?.parentElement;
    if (parent) await currentActivity(ctx, parent);
  },
});
