import { useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../api/client';
import { checkTypedScore, scoreBounds, stepScore, type ScoreCheck } from '../../lib/entryScore';
import { formatScore } from '../../lib/scores';
import { saveEntry, type EntryData } from './data';
import { strings } from './strings';

export interface EntryScoreProps {
  initial: EntryData;
  userName: string;
  signal: AbortSignal;
}

function scoreText(score: number, format: string): string {
  return formatScore(score, format) || strings.unscored;
}

/**
 * The viewer's score and progress under the status button. The score is editable (− / field / +)
 * only in the 100 and 10 point formats; progress has a + while below the known total. A failed
 * save puts the old value back and says so.
 */
export function EntryScore({ initial, userName, signal }: EntryScoreProps) {
  const [entry, setEntry] = useState(initial);
  const [draft, setDraft] = useState(String(initial.score ?? 0));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const format = entry.user?.mediaListOptions?.scoreFormat ?? 'POINT_100';
  const bounds = scoreBounds(format);
  const score = entry.score ?? 0;
  const progress = entry.progress ?? 0;
  const total = entry.media?.type === 'MANGA' ? entry.media?.chapters : entry.media?.episodes;

  const save = async (change: { score: number } | { progress: number }): Promise<void> => {
    const old = entry;
    setBusy(true);
    setMessage({ text: strings.saving, error: false });
    const result = await saveEntry(old, change, userName, signal);
    if (signal.aborted) return;
    setBusy(false);
    if (result === null) return;
    if (result instanceof ApiError) {
      setEntry(old);
      setDraft(String(old.score ?? 0));
      setMessage({
        text: 'score' in change ? strings.scoreSaveFailed(scoreText(old.score ?? 0, format)) : strings.progressSaveFailed(old.progress ?? 0),
        error: true,
      });
      return;
    }
    setEntry(result);
    setDraft(String(result.score ?? 0));
    setMessage(null);
  };

  const apply = (check: ScoreCheck): void => {
    if (!bounds) return;
    if (check.kind === 'invalid') {
      setDraft(String(score));
      setMessage({ text: strings.invalid, error: true });
      return;
    }
    setDraft(String(check.value));
    if (check.kind === 'clamped') {
      setMessage({ text: strings.clamped(bounds.min, bounds.max), error: true });
      return;
    }
    if (check.value === score) {
      setMessage(null);
      return;
    }
    // Shown at once; put back if the save fails.
    setEntry({ ...entry, score: check.value });
    void save({ score: check.value });
  };

  const commitDraft = (): void => {
    if (!bounds || draft === String(score)) return;
    apply(checkTypedScore(draft, bounds));
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') commitDraft();
    if (event.key === 'Escape') setDraft(String(score));
  };

  const progressOpen = !total || progress < total;
  return (
    <div className="hohEntryScoreBody">
      <div className="hohEntryScoreRow">
        <span className="hohEntryScoreLabel">
          {strings.score}
          {bounds && <span className="hohEntryScoreMax">/{bounds.max}</span>}
        </span>
        {bounds ? (
          <>
            <button type="button" className="hohEntryScoreButton" aria-label={strings.lowerScore} disabled={busy} onClick={() => apply(stepScore(score, -1, bounds))}>
              −
            </button>
            <input
              className="hohEntryScoreInput"
              type="text"
              inputMode="decimal"
              aria-label={`${strings.score} (${bounds.min}–${bounds.max})`}
              value={draft}
              disabled={busy}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onBlur={commitDraft}
              onKeyDown={onKey}
            />
            <button type="button" className="hohEntryScoreButton" aria-label={strings.raiseScore} disabled={busy} onClick={() => apply(stepScore(score, 1, bounds))}>
              +
            </button>
          </>
        ) : (
          <span className="hohEntryScoreValue">{scoreText(score, format)}</span>
        )}
      </div>
      <div className="hohEntryScoreRow">
        <span className="hohEntryScoreLabel">{strings.progress}</span>
        <span className="hohEntryProgressValue">
          {progress}
          {total ? `/${total}` : ''}
        </span>
        {progressOpen && (
          <button type="button" className="hohEntryScoreButton" aria-label={strings.addProgress} disabled={busy} onClick={() => {
            setEntry({ ...entry, progress: progress + 1 });
            void save({ progress: progress + 1 });
          }}>
            +
          </button>
        )}
      </div>
      {message && (
        <div className={message.error ? 'hohEntryScoreMessage hohEntryScoreError' : 'hohEntryScoreMessage'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
    </div>
  );
}
