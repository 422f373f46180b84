import { CACHE_LIFETIMES } from '../../api/cache';
import { query } from '../../api/client';
import { RELATION_STATUS, type RelationStatusResult } from '../../api/queries/media';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { listStatusLabel, STATUS_COLOURS } from '../../lib/statusColours';
import { manifest } from './manifest';
import { CARD, DOT_TARGETS, NATIVE_STATUS_MARKER } from './selectors';

export const DOT_CLASS = 'hohStatusDot';
const STYLE_ID = 'hohStatusDotStyle';

const MEDIA_HREF = /^\/(anime|manga)\/(\d+)(\/|$)/;

interface Known {
  status: string;
  type: string | null;
}

function statusMap(data: RelationStatusResult | null): Map<number, Known> {
  const found = new Map<number, Known>();
  const add = (node: { id: number; type: string | null; mediaListEntry: { status: string | null } | null } | null | undefined) => {
    const status = node?.mediaListEntry?.status;
    if (node && status) found.set(node.id, { status, type: node.type });
  };
  data?.Media?.relations?.nodes?.forEach(add);
  data?.Media?.recommendations?.nodes?.forEach((node) => add(node?.mediaRecommendation));
  return found;
}

function css(): string {
  const colours = Object.entries(STATUS_COLOURS)
    .map(([status, rgb]) => `.${DOT_CLASS}.hohStatus-${status} { background: rgb(${rgb}); }`)
    .join('\n');
  return `.${DOT_CLASS} { position: absolute; top: 6px; right: 6px; z-index: 3; width: 11px; height: 11px; border-radius: 50%;
  box-shadow: 0 0 0 2px rgba(var(--color-foreground), 0.9); pointer-events: auto; }
${colours}`;
}

/** Adds a dot to every card whose media the viewer has on their list and that has none yet. */
function decorate(known: ReadonlyMap<number, Known>): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(DOT_TARGETS)) {
    const match = MEDIA_HREF.exec(link.getAttribute('href') ?? '');
    const entry = match ? known.get(Number(match[2])) : undefined;
    const existing = link.querySelector(`:scope > .${DOT_CLASS}`);
    if (!entry || (link.closest(CARD) ?? link).querySelector(NATIVE_STATUS_MARKER)) {
      existing?.remove();
      continue;
    }
    if (existing?.classList.contains(`hohStatus-${entry.status}`)) continue;
    existing?.remove();
    const label = listStatusLabel(entry.status, entry.type ?? (match![1] === 'manga' ? 'MANGA' : 'ANIME'));
    const dot = element('div', { className: `${DOT_CLASS} hohStatus-${entry.status}`, title: label, attrs: { role: 'img', 'aria-label': label } });
    if (getComputedStyle(link).position === 'static') link.style.position = 'relative';
    link.append(dot);
  }
}

/**
 * Dots in the status colours on the relation and recommendation covers of a media overview, for
 * the media the viewer (signed in with the script) has on their list; one authorised query per
 * media, cached 2 min.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.params.sub) return; // relations and recommendations are on the overview only
    const data = await query<RelationStatusResult>(RELATION_STATUS, { id: Number(ctx.params.id) }, {
      auth: true,
      signal,
      cacheKey: `hohRelationStatusDot${ctx.params.id}`,
      duration: CACHE_LIFETIMES.relationStatus,
    });
    const known = statusMap(data);
    if (signal.aborted || known.size === 0) return;

    ctx.addStyle(STYLE_ID, css());
    signal.addEventListener('abort', () => document.querySelectorAll(`.${DOT_CLASS}`).forEach((dot) => dot.remove()), { once: true });

    decorate(known);
    // AniList renders the overview late and re-renders it (View All): decorate what arrives, once a frame.
    let queued = false;
    // The body, not the overview: AniList may render or replace the whole media root after we start.
    ctx.observe(document.body, { childList: true, subtree: true }, () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(ctx.guard(() => {
        queued = false;
        decorate(known);
      }));
    });
  },
});
