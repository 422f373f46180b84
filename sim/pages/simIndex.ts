// /__sim/: the demo's front desk. Who the seeded users are and what each is for (sim/README.md
// "Notable users"), one-click sign-in as each, and where to try every feature of the script.
import type { World } from '../world/types.ts';
import { BLOCKED_LINK_POSTER } from '../world/generateSocial.ts';
import { NOTABLE_USERS } from '../world/generateUsers.ts';
import { html, type SafeHtml } from './html.ts';
import type { CatalogEntry } from './moduleCatalog.ts';
import { numberText } from './format.ts';

interface DemoUser {
  name: string;
  what: string;
  try?: { label: string; path: string };
}

function demoUsers(world: World): DemoUser[] {
  const count = (name: string, type: 'ANIME' | 'MANGA') => {
    const user = world.getUserByName(name);
    return user ? numberText(world.listEntries(user.id, type).length) : '0';
  };
  const moderator = world.users().find((u) => u.moderatorRoles.length > 0);
  const blockedByDemo = world.getUserById(world.demoUser.id)?.blocked.map((id) => world.getUserById(id)?.name).filter(Boolean)[0];
  const users: DemoUser[] = [
    { name: NOTABLE_USERS.demo, what: `The demo user, signed in by default: ${count(NOTABLE_USERS.demo, 'ANIME')} anime and ${count(NOTABLE_USERS.demo, 'MANGA')} manga, custom lists, advanced scores, notes with #tags and commands, notifications of every type.`, try: { label: 'anime list', path: `/user/${NOTABLE_USERS.demo}/animelist` } },
    { name: NOTABLE_USERS.hoarder, what: `A huge list (${count(NOTABLE_USERS.hoarder, 'ANIME')} anime): for speed.`, try: { label: 'anime list', path: `/user/${NOTABLE_USERS.hoarder}/animelist` } },
    { name: NOTABLE_USERS.private, what: 'A private profile: everyone else gets "Private User".', try: { label: 'profile (a 404 to others)', path: `/user/${NOTABLE_USERS.private}/` } },
    { name: NOTABLE_USERS.donator, what: 'A donator (tier 1, with a badge).', try: { label: 'profile', path: `/user/${NOTABLE_USERS.donator}/` } },
    { name: NOTABLE_USERS.hostile, what: 'Hostile texts (script tags, handlers, javascript: links, custom CSS in a comment): everything must stay inert.', try: { label: 'profile', path: `/user/${NOTABLE_USERS.hostile}/` } },
    { name: NOTABLE_USERS.blocker, what: `Has blocked ${NOTABLE_USERS.demo}: their list and profile are hidden from ${NOTABLE_USERS.demo} (the API answers their list with a 404 while still finding the user; the page goes to 404).`, try: { label: `profile, as ${NOTABLE_USERS.demo} sees it`, path: `/user/${NOTABLE_USERS.blocker}/` } },
  ];
  if (blockedByDemo) users.push({ name: blockedByDemo, what: `Blocked by ${NOTABLE_USERS.demo}.` });
  if (moderator) users.push({ name: moderator.name, what: 'A moderator (mod badge).' });
  users.push({ name: BLOCKED_LINK_POSTER, what: 'Posted a link to a blocked host (first text activity).' });
  return users;
}

/** The index page; `catalog` is moduleCatalog()'s (the features, from their manifests). */
export function simIndexPage(world: World, viewerName: string | null, catalog: readonly CatalogEntry[]): string {
  const users = demoUsers(world);
  const userRows = users.map((u) => html`<tr><td><a href="/user/${u.name}/">${u.name}</a></td><td>${u.what}</td><td><a class="sign-in" href="/__sim/login?name=${encodeURIComponent(u.name)}">sign in as ${u.name}</a>${u.try ? html` · <a href="${u.try.path}">${u.try.label}</a>` : html``}</td></tr>`);
  const moduleRows: SafeHtml[] = catalog.map((m) => html`<tr data-module="${m.id}"><td><code>${m.id}</code></td><td>${m.what}</td><td>${m.tries(world).map((t, i) => html`${i ? ' · ' : ''}<a href="${t.path}">${t.label}</a>`)}</td></tr>`);
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Automail demo · simulated AniList</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1000px;padding:0 1rem;color:#2b2d42}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem .5rem;text-align:left;vertical-align:top}a{color:#3db4f2}code{font-size:.9em}</style></head>
<body><h1>Automail demo on a simulated AniList</h1>
<p>${viewerName ? html`Signed in on the site as <strong class="viewer">${viewerName}</strong> · <a href="/__sim/logout">sign out</a>` : html`Signed out · <a href="/login">sign in</a>`} · <a href="/home">go to the site</a></p>
<h2>Users</h2><table class="users"><thead><tr><th>User</th><th>What for</th><th>Try</th></tr></thead><tbody>${userRows}</tbody></table>
<p>Every other member (${world.users().length} in all) is an ordinary user; tokens are <code>token-&lt;lowercase name&gt;</code>.</p>
<h2>Modules</h2><table class="modules"><thead><tr><th>Module</th><th>What it does</th><th>Try it</th></tr></thead><tbody>${moduleRows}</tbody></table>
</body></html>`.value;
}
