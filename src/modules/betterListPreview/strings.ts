/** Every text the preview shows, in one place. */
import { LIST_CHANGES_NEED_SIGN_IN, LIST_CHANGES_SIGN_IN_HINT } from '../../core/messages';

export const strings = {
  /** Section headings as AniList names them (host-dom-2026.md §2.1). */
  airing: 'Airing',
  inProgress: 'Anime in Progress',
  completed: 'Completed',
  plusLabel: (title: string) => `Add one episode to ${title}`,
  countdown: (episode: number, text: string) => `Ep ${episode}: ${text}`,
  /** A +1 that did not save: the old number is back (the spec leaves the wording open). */
  saveFailed: (title: string, progress: number, reason: string) =>
    `Could not save the progress of ${title} (${reason}); it is back at ${progress}.`,
  notSignedIn: LIST_CHANGES_NEED_SIGN_IN,
  signInHint: LIST_CHANGES_SIGN_IN_HINT,
  dismiss: 'Dismiss',
  sizeToggle: 'Expand or compress the in-progress preview',
} as const;
