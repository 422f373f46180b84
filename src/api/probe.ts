/**
 * Recovery by itself: while AniList's API is down, one small anonymous request goes when the
 * back-off window ends (unless a module's request took the probe first, in this tab or
 * another), so the script and its notice come back without the user doing anything.
 */
import { after } from '../core/timers';
import { request } from './client';
import { apiHealth, onHealthChange, type HealthState } from './health';

/** The smallest query AniList answers: a short list of genre names, no sign-in needed. */
export const PROBE_QUERY = 'query AutomailProbe { GenreCollection }';

/** Keeps a probe planned for the end of each down window until the signal aborts. */
export function probeWhenDue(signal: AbortSignal): void {
  let planned: AbortController | null = null;
  const plan = (state: HealthState) => {
    planned?.abort();
    planned = null;
    if (!state.down || signal.aborted) return;
    planned = new AbortController();
    const wait = Math.max(state.retryAt, state.probeUntil) - Date.now();
    after(Math.max(0, wait), () => {
      void request(PROBE_QUERY).then((result) => {
        // Refused (another tab's probe is out): no change will be announced if that tab goes
        // away mid-probe, so plan again from the state as it stands.
        if (result.kind === 'down') plan(apiHealth());
      });
    }, AbortSignal.any([signal, planned.signal]));
  };
  onHealthChange(plan, signal);
  plan(apiHealth());
}
