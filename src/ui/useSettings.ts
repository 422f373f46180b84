/**
 * The settings for React components: `useSettings((s) => s.notifications)` re-renders when the
 * selected value changes. The store itself lives in core without React (see core/settings/store).
 */
import { useStore } from 'zustand';
import { settingsStore } from '../core/settings/store';
import type { Settings } from '../core/settings/types';

export function useSettings<T>(selector: (settings: Settings) => T): T {
  return useStore(settingsStore, selector);
}
