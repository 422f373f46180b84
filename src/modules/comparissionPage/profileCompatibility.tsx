/**
 * The Compatibility button on another member's profile (spec doc 2 §6: viewer signed in to the
 * site; the owner's lists cached; doc 1 §9: compatibility cached 5 min; doc 2 §5: green under
 * 0.9, red over 1.1, the hint). It belongs to `comparissionPage`: the spec gives it no switch of
 * its own and states its figure, colours and hint with the compare table (doc 2 §5,
 * algorithms.md §1b). Both lists are fetched and compared in the worker; the page keeps each
 * result for 5 minutes, so opening it again sends no list request.
 */
import { useState } from 'react';
import { CACHE_LIFETIMES, cacheGet, cacheSet } from '../../api/cache';
import type { MediaType } from '../../api/queries/types';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import type { ModuleContext } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { EN_DASH } from '../../lib/compareOptions';
import { compatibilityColour, formatCompatibility } from '../../lib/compatibility';
import { mount } from '../../ui/mount';
import { runProfileCompatibility } from '../../workers/client';
import type { CompatibilityJobResult } from '../../workers/session/compatibilityJob';
import { PROFILE_STATS_SELECTOR } from './selectors';
import { strings } from './strings';

export const PROFILE_BOX_CLASS = 'hohProfileCompatibility';
const STYLE_ID = 'hohCompatibilityStyle';
const TYPES: readonly MediaType[] = ['ANIME', 'MANGA'];

export const profileStrings = {
  button: 'Compatibility',
  busy: strings.loading,
  typeLabel: (type: MediaType) => (type === 'ANIME' ? 'Anime' : 'Manga'),
  heading: (owner: string) => strings.compatibilityLabel(owner),
  hint: strings.compatibilityHint,
  shared: strings.compatibilityShared,
  noFigure: 'not enough shared ratings',
} as const;

const css = `
.${PROFILE_BOX_CLASS} { margin: 0 0 2rem; padding: 1.2rem 1.4rem; border-radius: 0.4rem; background: rgb(var(--color-foreground));
  color: rgb(var(--color-text)); font-size: 1.3rem; overflow-wrap: anywhere; }
.${PROFILE_BOX_CLASS} button { padding: 0.7rem 1.4rem; border: 0; border-radius: 0.4rem; cursor: pointer; font: inherit; font-weight: 600;
  color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
.${PROFILE_BOX_CLASS} button:disabled { cursor: default; opacity: 0.6; }
.${PROFILE_BOX_CLASS} button:focus-visible { outline: 0.2rem solid rgb(var(--color-text)); outline-offset: 0.2rem; }
.${PROFILE_BOX_CLASS} h3 { margin: 1rem 0 0.4rem; font-size: 1.4rem; }
.${PROFILE_BOX_CLASS} ul { margin: 0; padding: 0; list-style: none; }
.${PROFILE_BOX_CLASS} li { margin: 0.3rem 0; }
.${PROFILE_BOX_CLASS} .hohGood { color: rgb(var(--color-green)); font-weight: 600; }
.${PROFILE_BOX_CLASS} .hohBad { color: rgb(var(--color-red)); font-weight: 600; }
.${PROFILE_BOX_CLASS} .hohHint { margin: 0.6rem 0 0; color: rgb(var(--color-text-lighter)); }
.${PROFILE_BOX_CLASS} .hohError { margin: 0.6rem 0 0; color: rgb(var(--color-red)); }
`;

type Figures = Readonly<Record<MediaType, Extract<CompatibilityJobResult, { ok: true }>>>;
type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; figures: Figures } | { kind: 'failed'; message: string };

const cacheKey = (type: MediaType, owner: string, viewer: string) => `hohCompatibility${type}:${owner.toLowerCase()}:${viewer.toLowerCase()}`;

function failureText(result: Extract<CompatibilityJobResult, { ok: false }>): string {
  if (result.reason === 'notFound') return strings.userNotFound(result.user);
  if (result.reason === 'private') return strings.userPrivate(result.user);
  return strings.loadFailed(result.user, result.message);
}

async function figuresFor(owner: string, viewer: string, signal: AbortSignal): Promise<Figures | string> {
  const found: Partial<Record<MediaType, Extract<CompatibilityJobResult, { ok: true }>>> = {};
  for (const type of TYPES) {
    const key = cacheKey(type, owner, viewer);
    const cached = cacheGet<Extract<CompatibilityJobResult, { ok: true }>>(key);
    if (cached) {
      found[type] = cached;
      continue;
    }
    const result = await runProfileCompatibility({ owner, viewer, type }, { signal, getToken: () => getSettings().accessToken });
    if (!result.ok) return failureText(result);
    cacheSet(key, result, CACHE_LIFETIMES.compatibility);
    found[type] = result;
  }
  return found as Figures;
}

function Figure({ type, figure }: { type: MediaType; figure: Figures[MediaType] }) {
  const colour = compatibilityColour(figure.difference);
  const text = formatCompatibility(figure.difference, 'profile');
  return (
    <li data-type={type}>
      {profileStrings.typeLabel(type)}:{' '}
      <span className={colour === 'green' ? 'hohGood' : colour === 'red' ? 'hohBad' : undefined} data-difference="">
        {text || EN_DASH}
      </span>{' '}
      ({profileStrings.shared(figure.shared)}{text ? '' : `, ${profileStrings.noFigure}`})
    </li>
  );
}

function CompatibilityBox({ owner, viewer, signal }: { owner: string; viewer: string; signal: AbortSignal }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = state.kind === 'running';
  const check = async () => {
    setState({ kind: 'running' });
    let outcome: Figures | string;
    try {
      outcome = await figuresFor(owner, viewer, signal);
    } catch (error) {
      if (signal.aborted) return;
      outcome = strings.actionFailed(error instanceof Error ? error.message : String(error));
    }
    if (signal.aborted) return;
    setState(typeof outcome === 'string' ? { kind: 'failed', message: outcome } : { kind: 'done', figures: outcome });
  };
  return (
    <>
      <button type="button" disabled={running} aria-busy={running} onClick={() => void check()}>
        {running ? profileStrings.busy : profileStrings.button}
      </button>
      {state.kind === 'done' && (
        <div className="hohCompatibilityResult" aria-live="polite">
          <h3>{profileStrings.heading(owner)}</h3>
          <ul>
            {TYPES.map((type) => <Figure key={type} type={type} figure={state.figures[type]} />)}
          </ul>
          <p className="hohHint">{profileStrings.hint}</p>
        </div>
      )}
      {state.kind === 'failed' && <p className="hohError" role="alert">{state.message}</p>}
    </>
  );
}

/** The profile part of the module: only for a visitor signed in to AniList, on someone else's profile. */
export async function showProfileCompatibility(ctx: ModuleContext): Promise<void> {
  const owner = ctx.params.user;
  const viewer = ctx.user?.name;
  if (!owner || !viewer || viewer.toLowerCase() === owner.toLowerCase()) return;
  ctx.addStyle(STYLE_ID, css);
  const container = await attachContainer({
    anchor: PROFILE_STATS_SELECTOR,
    create: () => element('div', { className: PROFILE_BOX_CLASS }),
    place: (anchor, box) => anchor.after(box),
    signal: ctx.signal,
  });
  if (!container) return;
  mount(<CompatibilityBox owner={owner} viewer={viewer} signal={ctx.signal} />, container, ctx.signal);
}
