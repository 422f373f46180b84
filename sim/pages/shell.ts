// The document every page request gets: head with title, theme CSS and AniList's inline globals,
// the nav and footer, and an empty `.page-content` that the client fills a little later.
import type { User, World } from '../world/types.ts';
import { clientScript } from '../client/index.ts';
import type { Fragment } from './context.ts';
import { footerHtml, navHtml } from './chrome.ts';
import { demoScripts, inlineScriptText } from './demo.ts';
import { html, scriptJson, trusted, type SafeHtml } from './html.ts';
import { LAZY_IMAGES_SCRIPT } from './lazyImages.ts';
import { SITE_CSS } from './siteCss.ts';
import { THEME_CLASS, themeCss, type SiteTheme } from './theme.ts';

export interface ShellOptions {
  world: World;
  viewer: User | null;
  path: string;
  fragment: Fragment;
  /** the theme cookie, when the request carried one; localStorage 'site-theme' wins in the page */
  theme: SiteTheme;
  /** demo mode: the built userscript text to run in the page */
  demoScript?: string;
}

/** AniList's own localStorage 'auth' for the signed-in user (guests have none). */
function authScript(viewer: User | null): string {
  if (!viewer) return `try { localStorage.removeItem('auth'); } catch (e) {}`;
  const auth = {
    id: viewer.id,
    name: viewer.name,
    about: viewer.about,
    avatar: viewer.avatar,
    bannerImage: viewer.bannerImage,
    donatorTier: viewer.donatorTier,
    donatorBadge: viewer.donatorBadge,
    moderatorRoles: viewer.moderatorRoles,
    options: {
      titleLanguage: viewer.options.titleLanguage,
      staffNameLanguage: viewer.options.staffNameLanguage,
      displayAdultContent: viewer.options.displayAdultContent,
      profileColor: viewer.options.profileColor,
    },
    mediaListOptions: { scoreFormat: viewer.mediaListOptions.scoreFormat, rowOrder: viewer.mediaListOptions.rowOrder },
  };
  return `try { localStorage.setItem('auth', ${scriptJson(JSON.stringify(auth))}); } catch (e) {}`;
}

/** Sets the body theme class before first paint: localStorage 'site-theme', else the cookie. */
function themeScript(theme: SiteTheme): string {
  return `(function () {
  var classes = ${scriptJson(THEME_CLASS)};
  var theme = ${scriptJson(theme)};
  try { var stored = localStorage.getItem('site-theme'); if (stored && classes.hasOwnProperty(stored)) theme = stored; } catch (e) {}
  if (classes[theme]) document.body.classList.add(classes[theme]);
})();`;
}

/** A stand-in for AniList's CSRF token global; stable per user so reloads agree. */
function csrfToken(viewer: User | null): string {
  const seed = viewer ? `${viewer.id}:${viewer.name}` : 'guest';
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `sim${hash.toString(36)}${seed.length.toString(36)}`;
}

export function renderShell(options: ShellOptions): string {
  const { world, viewer, path, fragment, theme } = options;
  const content: SafeHtml = fragment.immediate
    ? html`<div class="page-content" data-sim-path="${path}">${fragment.html}</div>`
    : html`<div class="page-content" data-sim-pending=""></div>`;
  const demo = options.demoScript !== undefined
    ? trusted(demoScripts(options.demoScript, viewer?.token ?? null))
    : html``;
  const body = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fragment.title} · AniList</title><meta property="og:url" content="${'https://anilist.co' + path}"><meta property="og:site_name" content="AniList"><style id="sim-theme">${trusted(themeCss())}</style><style id="sim-site">${trusted(SITE_CSS)}</style><script>window.al_token = ${trusted(scriptJson(csrfToken(viewer)))};${trusted(authScript(viewer))}</script></head>
<body><script>${trusted(themeScript(theme))}</script><div id="app"><div class="progress"></div>${navHtml(world, viewer, path.split('?')[0], !!fragment.navTransparent)}<div class="wrap">${content}${footerHtml()}</div></div><script>${trusted(inlineScriptText(clientScript()))}</script><script>${trusted(LAZY_IMAGES_SCRIPT)}</script>${demo}</body></html>`;
  return body.value;
}
