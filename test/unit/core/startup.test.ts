// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, RUNNING_MARKER, runStartup, type StartupEnv } from '../../../src/core/startup';
import type { SiteUser } from '../../../src/core/module';
import { loadSettings, resetSettingsForTests, saveSettings, SETTINGS_KEY } from '../../../src/core/settings/store';
import type { StoredAuthUser } from '../../../src/core/user';

interface Recorded {
  env: StartupEnv;
  calls: string[];
  alerts: string[];
  logs: unknown[][];
  warnings: unknown[][];
  storage: Map<string, string>;
}

function makeEnv(options: { storageFails?: boolean; auth?: StoredAuthUser | null; user?: SiteUser | null; doc?: Document } = {}): Recorded {
  const calls: string[] = [];
  const alerts: string[] = [];
  const logs: unknown[][] = [];
  const warnings: unknown[][] = [];
  const storage = new Map<string, string>([['aniscriptsUsed', 'true']]);
  const env: StartupEnv = {
    document: options.doc ?? document,
    storage: {
      setItem(key, value) {
        if (options.storageFails) throw new DOMException('QuotaExceededError');
        calls.push(`setItem:${key}`);
        storage.set(key, value);
      },
      removeItem(key) {
        calls.push(`removeItem:${key}`);
        storage.delete(key);
      },
    },
    alert: (message) => {
      calls.push('alert');
      alerts.push(message);
    },
    console: { log: (...args: unknown[]) => logs.push(args), warn: (...args: unknown[]) => warnings.push(args) },
    readStoredAuth: () => options.auth ?? null,
    loadSettings: () => calls.push('loadSettings'),
    saveSettings: () => calls.push('saveSettings'),
    applyStyles: () => calls.push('applyStyles'),
    getSiteUser: () => options.user ?? null,
    applyTitleLanguage: (option) => calls.push(`title:${option}`),
  };
  return { env, calls, alerts, logs, warnings, storage };
}

afterEach(() => {
  document.documentElement.removeAttribute(RUNNING_MARKER);
});

describe('startup rules, in the spec order', () => {
  it('runs every step in order on a normal page', () => {
    const r = makeEnv({ user: { name: 'Josh', titleLanguage: 'NATIVE' } });
    expect(runStartup(r.env)).toBe('started');
    expect(r.calls).toEqual([
      'setItem:test',
      'removeItem:test',
      'loadSettings',
      'saveSettings',
      'removeItem:aniscriptsUsed',
      'applyStyles',
      'title:NATIVE',
    ]);
    expect(r.storage.has('test')).toBe(false);
    expect(r.storage.has('aniscriptsUsed')).toBe(false);
    expect(document.documentElement.getAttribute(RUNNING_MARKER)).toBe('8.80');
    expect(r.alerts).toEqual([]);
  });

  it('1. unwritable storage: alert, console says it terminates, nothing else', () => {
    const r = makeEnv({ storageFails: true });
    expect(runStartup(r.env)).toBe('noStorage');
    expect(r.alerts).toEqual(['Error: LocalStorage not available.']);
    expect(r.logs).toEqual([[MESSAGES.noStorageConsole]]);
    expect(String(r.logs[0][0])).toMatch(/terminates/);
    expect(r.calls).toEqual(['alert']);
    expect(document.documentElement.hasAttribute(RUNNING_MARKER)).toBe(false);
  });

  it('2. a donator is locked out with an alert, before settings are touched', () => {
    const r = makeEnv({ auth: { name: 'Patron', donatorTier: 1 } });
    expect(runStartup(r.env)).toBe('donator');
    expect(r.alerts).toEqual([MESSAGES.donator]);
    expect(MESSAGES.donator).toMatch(/does not work for donators/);
    expect(r.calls).not.toContain('loadSettings');
  });

  it('2. tier 0 or below, and the author at any tier, pass', () => {
    expect(runStartup(makeEnv({ auth: { name: 'Free', donatorTier: 0 } }).env)).toBe('started');
    document.documentElement.removeAttribute(RUNNING_MARKER);
    expect(runStartup(makeEnv({ auth: { name: 'hoh', donatorTier: 3 } }).env)).toBe('started');
  });

  it('5. no <head>: stops after the settings, silently', () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.head.remove();
    const r = makeEnv({ doc });
    expect(runStartup(r.env)).toBe('noHead');
    expect(r.calls).toContain('saveSettings');
    expect(r.calls).not.toContain('applyStyles');
    expect(r.alerts).toEqual([]);
  });

  it('6. a second copy warns and shuts down without touching the page', () => {
    expect(runStartup(makeEnv().env)).toBe('started');
    const second = makeEnv();
    expect(runStartup(second.env)).toBe('duplicate');
    expect(second.warnings).toEqual([[MESSAGES.duplicate('8.80')]]);
    expect(second.calls).not.toContain('applyStyles');
  });

  it('title language is copied only from a known user option', () => {
    const noOption = makeEnv({ user: { name: 'Josh' } });
    runStartup(noOption.env);
    expect(noOption.calls.some((call) => call.startsWith('title:'))).toBe(false);
  });

  it('uses console.warn/log via the env, not the real console', () => {
    const spy = vi.spyOn(console, 'warn');
    runStartup(makeEnv().env);
    runStartup(makeEnv().env);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('settings on start', () => {
  it('saves hohSettings exactly once per start, with the real settings store', () => {
    localStorage.clear();
    resetSettingsForTests();
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ notifications: false }));
    const r = makeEnv();
    r.env.loadSettings = loadSettings;
    r.env.saveSettings = saveSettings;
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(runStartup(r.env)).toBe('started');
    const settingsWrites = setItem.mock.calls.filter(([key]) => key === SETTINGS_KEY);
    expect(settingsWrites).toHaveLength(1);
    // Defaults missing from the old save are now stored too.
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ notifications: false, socialTab: true });
    setItem.mockRestore();
  });
});
