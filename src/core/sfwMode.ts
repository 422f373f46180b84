/**
 * Safe-for-work mode (spec doc 1 §6, doc 3 §6) as the parts of the script that it changes read
 * it: one setting, SFWmode, that switches several behaviours off or on while a page is open.
 */
import { guardFor, setVisitSink, visitSink } from './guard';
import { getSettings, onSettingsChange } from './settings/store';

/** True while safe-for-work mode is on. */
export function isSfwMode(): boolean {
  return getSettings().SFWmode === true;
}

/**
 * Runs `start` with a signal of its own whenever `wanted(sfw)` holds, and aborts that signal when
 * it stops holding or `signal` (the visit's) aborts. Errors stay the visit's module's.
 */
export function followSfwMode(signal: AbortSignal, wanted: (sfw: boolean) => boolean, start: (signal: AbortSignal) => unknown): void {
  let running: AbortController | null = null;
  const update = (sfw: boolean): void => {
    const on = wanted(sfw) && !signal.aborted;
    if (on && !running) {
      running = new AbortController();
      const inner = AbortSignal.any([signal, running.signal]);
      const sink = visitSink(signal);
      if (sink) setVisitSink(inner, sink);
      void guardFor(inner, start)(inner);
    } else if (!on && running) {
      running.abort();
      running = null;
    }
  };
  update(isSfwMode());
  onSettingsChange((next) => update(next.SFWmode === true), signal);
}
