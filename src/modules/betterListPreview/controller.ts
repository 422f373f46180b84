/**
 * The preview's state outside React: the entries as loaded, the seconds since they were loaded
 * (the countdowns run down locally, spec doc 3 §4), the cards being saved and the last message.
 * The view subscribes with useSyncExternalStore; the module drives the clock.
 */
import type { ListPreviewEntry } from '../../api/queries/lists';
import { strings } from './strings';
import { PLUS_COOLDOWN_MS, plusOneSave, selectPreview, type PlusOneSave, type PreviewSection } from '../../lib/listPreview';

export interface PreviewCard {
  id: number;
  mediaId: number;
  status: string | null;
  progress: number;
  priority: number | null;
  scoreRaw: number | null;
  episodes: number | null;
  title: string;
  cover: string | null;
  colour: string | null;
  url: string;
  nextAiring: { episode: number; timeUntilAiring: number } | null;
}

export type SaveOutcome =
  | { ok: true; progress: number | null; status: string | null }
  | { ok: false; reason: string; notSignedIn?: boolean };

export interface PreviewMessage {
  text: string;
  hint?: string;
}

export interface PreviewState {
  sections: PreviewSection<PreviewCard>[];
  /** seconds the countdowns have run down since the answer came */
  elapsed: number;
  message: PreviewMessage | null;
}

export type PreviewMedia = NonNullable<ListPreviewEntry['media']>;

/** The cards of an API answer; entries without media are AniList's deleted media and left out. */
export function cardsFrom(
  list: readonly (ListPreviewEntry | null)[],
  titleOf: (media: PreviewMedia) => string,
): PreviewCard[] {
  const cards: PreviewCard[] = [];
  for (const entry of list) {
    const media = entry?.media;
    if (!entry || !media) continue;
    cards.push({
      id: entry.id,
      mediaId: media.id,
      status: entry.status,
      progress: entry.progress ?? 0,
      priority: entry.priority,
      scoreRaw: entry.score,
      episodes: media.episodes,
      title: titleOf(media),
      cover: media.coverImage?.large ?? media.coverImage?.medium ?? null,
      colour: media.coverImage?.color ?? null,
      url: `/anime/${media.id}/`,
      nextAiring: media.nextAiringEpisode,
    });
  }
  return cards;
}

export class PreviewController {
  private readonly listeners = new Set<() => void>();
  private readonly lockedUntil = new Map<number, number>();

  private state: PreviewState = { sections: [], elapsed: 0, message: null };

  constructor(
    private readonly save: (variables: PlusOneSave) => Promise<SaveOutcome>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Shows these entries (API order), whose countdowns have run `elapsed` seconds since. */
  load(cards: readonly PreviewCard[], elapsed = 0): void {
    this.set({ sections: selectPreview(cards), elapsed });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PreviewState => this.state;

  private set(next: Partial<PreviewState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** The countdowns run down by `seconds` (every 60 s). */
  tick(seconds: number): void {
    this.set({ elapsed: this.state.elapsed + seconds });
  }

  dismissMessage(): void {
    this.set({ message: null });
  }

  private update(id: number, change: Partial<PreviewCard>): void {
    this.set({
      sections: this.state.sections.map((section) => ({
        ...section,
        items: section.items.map((card) => (card.id === id ? { ...card, ...change } : card)),
      })),
    });
  }

  private find(id: number): PreviewCard | undefined {
    for (const section of this.state.sections) {
      const card = section.items.find((item) => item.id === id);
      if (card) return card;
    }
    return undefined;
  }

  /**
   * +1 on a card: shown at once, saved, and put back with a message when the save fails. Clicks
   * within 300 ms of the last one on the same card are ignored (spec doc 3 §4).
   */
  async plusOne(id: number): Promise<void> {
    const card = this.find(id);
    if (!card || card.status === 'COMPLETED') return;
    const at = this.now();
    if ((this.lockedUntil.get(id) ?? 0) > at) return;
    this.lockedUntil.set(id, at + PLUS_COOLDOWN_MS);
    const before = { progress: card.progress, status: card.status };
    const variables = plusOneSave(card, new Date(at));
    this.update(id, { progress: variables.progress, status: variables.status ?? card.status });
    const outcome = await this.save(variables);
    if (outcome.ok) {
      this.update(id, {
        progress: outcome.progress ?? variables.progress,
        status: outcome.status ?? variables.status ?? card.status,
      });
      return;
    }
    // Put back only what this click changed: a later click may have moved it on since.
    const now = this.find(id);
    if (now && now.progress === variables.progress) this.update(id, before);
    this.set({
      message: outcome.notSignedIn
        ? { text: strings.notSignedIn, hint: strings.signInHint }
        : { text: strings.saveFailed(card.title, before.progress, outcome.reason) },
    });
  }
}
