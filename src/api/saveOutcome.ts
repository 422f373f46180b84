/**
 * What one save of a stored job (an import, a bulk edit) came to, from `mutate`'s answer: the
 * loop (lib/importJob.ts `runSaves`) goes on after a refusal of this entry, and stops, to be
 * continued later, when AniList is refusing for now.
 */
import type { StepOutcome } from '../lib/importJob';
import { isApiError, type ApiError } from './client';

/** A refusal's text: the validation parts when AniList sent them, else its message. */
export function refusalText(error: ApiError): string {
  const parts = error.errors.flatMap((item) => Object.values(item.validation ?? {}).flat());
  return parts.length ? parts.join(' ') : error.message;
}

/** Errors that mean "not now" (stop and offer to continue) rather than "not this entry". */
function isStop(error: ApiError): boolean {
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

export interface OutcomeTexts {
  /** Why a 429 stopped the run. */
  rateLimited: string;
  /** Why a missing token stopped it. */
  signedOut: string;
}

export function saveOutcome<T>(answer: T | ApiError | null, signal: AbortSignal, texts: OutcomeTexts, entryId: (data: T) => number | undefined = () => undefined): StepOutcome {
  if (answer === null) return signal.aborted ? { kind: 'aborted' } : { kind: 'stop', message: texts.signedOut };
  if (isApiError(answer)) {
    if (answer.status === 429) return { kind: 'stop', message: texts.rateLimited };
    return isStop(answer) ? { kind: 'stop', message: answer.message } : { kind: 'refused', message: refusalText(answer) };
  }
  return { kind: 'ok', entryId: entryId(answer) };
}
