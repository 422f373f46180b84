/** Values fixed at build time by vite.config.ts (`define`); see build/clientId.ts. */

/** The AniList API client id the sign-in uses (digits only; default '2751'). */
declare const __AUTOMAIL_CLIENT_ID__: string;
