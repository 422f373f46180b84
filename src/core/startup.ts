/**
 * The start-up rules of spec doc 1 §4, in the spec's order. Each rule that stops the script
 * says why (alert and/or console), and the caller starts nothing when `runStartup` returns
 * false. Everything the rules touch is passed in, so each rule and message is unit-tested.
 */
import type { SiteUser } from './module';
import type { StoredAuthUser } from './user';

export const SCRIPT_VERSION = '8.80';
/** The author of the original script is exempt from the donator lock. */
export const AUTHOR_NAME = 'hoh';
/** Set on <html> by the running copy; a second copy finding it shuts down. */
export const RUNNING_MARKER = 'data-automail-version';

export const MESSAGES = {
  noStorage: 'Error: LocalStorage not available.',
  noStorageConsole: 'Automail: LocalStorage is not available, so settings cannot be kept. The script terminates.',
  donator: 'Automail does not work for donators.',
  duplicate: (version: string) =>
    `Automail: another copy of the script (version ${version}) is already running on this page. This copy shuts down.`,
} as const;

export interface StartupEnv {
  readonly document: Document;
  readonly storage: Pick<Storage, 'setItem' | 'removeItem'>;
  alert(message: string): void;
  readonly console: Pick<Console, 'log' | 'warn'>;
  readStoredAuth(): StoredAuthUser | null;
  /** Reads the stored settings key by key over the defaults (SETTINGS' store). */
  loadSettings(): unknown;
  saveSettings(): void;
  /** Builds the style blocks from scratch. */
  applyStyles(): void;
  getSiteUser(): SiteUser | null;
  /** Copies the user's title-language option into the settings (SETTINGS' applyTitleLanguage). */
  applyTitleLanguage(option: string): void;
}

export type StartupOutcome = 'started' | 'noStorage' | 'donator' | 'noHead' | 'duplicate';

function storageWorks(storage: StartupEnv['storage']): boolean {
  try {
    storage.setItem('test', 'test');
    storage.removeItem('test');
    return true;
  } catch {
    return false;
  }
}

function isLockedDonator(auth: StoredAuthUser | null): boolean {
  return typeof auth?.donatorTier === 'number' && auth.donatorTier > 0 && auth.name !== AUTHOR_NAME;
}

/** Runs the start-up rules; 'started' means the caller may start the router. */
export function runStartup(env: StartupEnv): StartupOutcome {
  // 1. Local storage must be writable: settings live there.
  if (!storageWorks(env.storage)) {
    env.alert(MESSAGES.noStorage);
    env.console.log(MESSAGES.noStorageConsole);
    return 'noStorage';
  }
  // 2. Donator lock, the author excepted.
  if (isLockedDonator(env.readStoredAuth())) {
    env.alert(MESSAGES.donator);
    return 'donator';
  }
  // 3–4. Stored settings over the defaults key by key, saved back so new defaults persist.
  env.loadSettings();
  env.saveSettings();
  env.storage.removeItem('aniscriptsUsed');
  // 5. Nothing to attach styles to.
  const doc = env.document;
  if (!doc.head) return 'noHead';
  // 6. Another copy got here first.
  const running = doc.documentElement.getAttribute(RUNNING_MARKER);
  if (running !== null) {
    env.console.warn(MESSAGES.duplicate(running));
    return 'duplicate';
  }
  doc.documentElement.setAttribute(RUNNING_MARKER, SCRIPT_VERSION);
  // 7. The conditional style block, from scratch.
  env.applyStyles();
  const user = env.getSiteUser();
  // Only a known option overrides the setting; a user read from the nav alone has none.
  if (user?.titleLanguage !== undefined) env.applyTitleLanguage(user.titleLanguage);
  return 'started';
}
