/**
 * The AniList API client the script signs in through, chosen at build time so that a fork can
 * register its own client (README, "Your own AniList client"). AniList sends the visitor back to
 * the redirect URL registered with the client, and the script reads the token on
 * https://anilist.co/home, so a client must be registered with exactly that redirect URL.
 */

/** The original script's public client, registered with the redirect https://anilist.co/home. */
export const DEFAULT_CLIENT_ID = '2751';

/** The environment variable a build reads the client id from. */
export const CLIENT_ID_VARIABLE = 'AUTOMAIL_CLIENT_ID';

/**
 * The client id for this build: the variable's value when set (surrounding spaces ignored),
 * otherwise the default. AniList's client ids are positive whole numbers; anything else stops
 * the build with a message saying what was wrong, rather than building a sign-in that fails.
 */
export function resolveClientId(env: Readonly<Record<string, string | undefined>>): string {
  const raw = env[CLIENT_ID_VARIABLE];
  if (raw === undefined || raw.trim() === '') return DEFAULT_CLIENT_ID;
  const id = raw.trim();
  if (!/^[0-9]+$/.test(id) || /^0+$/.test(id)) {
    throw new Error(
      `${CLIENT_ID_VARIABLE} must be the numeric id of an AniList API client (AniList → Settings → Developer), ` +
        `for example ${DEFAULT_CLIENT_ID}; got ${JSON.stringify(raw)}.`,
    );
  }
  return id;
}

/** Vite's `define` entry that puts the client id into the script (declared in src/buildSettings.d.ts). */
export function clientIdDefine(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return { __AUTOMAIL_CLIENT_ID__: JSON.stringify(resolveClientId(env)) };
}
