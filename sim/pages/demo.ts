// Demo mode (`npm start`): the pages carry the built userscript themselves, so any ordinary
// browser can click through every module without a userscript manager or an AniList account.
import { scriptJson } from './html.ts';

/**
 * GM_xmlhttpRequest for demo pages: the simulator serves MyAnimeList under /mal/ on the same
 * origin, so a plain fetch stands in for the manager's background request. Off anilist.co the
 * script itself asks the page origin's /mal/ mirror (src/api/endpoint.ts malBase), and an address
 * on myanimelist.net is mapped to the same mirror; anything else is refused, as @connect would.
 */
const DEMO_GM_SHIM = `
window.GM_xmlhttpRequest = function (details) {
  var controller = new AbortController();
  var target;
  try { target = new URL(details.url, location.href); } catch (e) { target = null; }
  var fail = function (message) {
    if (details.onerror) details.onerror({ error: message, status: 0, responseText: '', finalUrl: details.url });
    if (details.onloadend) details.onloadend({ status: 0 });
  };
  var mirrorPath = null;
  if (target && /(^|\\.)myanimelist\\.net$/.test(target.hostname)) mirrorPath = '/mal' + target.pathname;
  else if (target && target.origin === location.origin && target.pathname.indexOf('/mal/') === 0) mirrorPath = target.pathname;
  if (mirrorPath === null) {
    setTimeout(function () { fail('demo mode only reaches myanimelist.net'); }, 0);
    return { abort: function () {} };
  }
  fetch(location.origin + mirrorPath + target.search, {
    method: details.method || 'GET', headers: details.headers || {}, body: details.data, signal: controller.signal,
    credentials: 'omit',
  }).then(function (response) {
    return response.text().then(function (text) {
      var headers = '';
      response.headers.forEach(function (value, key) { headers += key + ': ' + value + '\\r\\n'; });
      var result = { status: response.status, statusText: response.statusText, responseText: text, response: text,
        responseHeaders: headers, finalUrl: details.url, readyState: 4 };
      if (details.onload) details.onload(result);
      if (details.onloadend) details.onloadend(result);
    });
  }, function (error) {
    if (error && error.name === 'AbortError') { if (details.onabort) details.onabort({}); return; }
    fail(String(error));
  });
  return { abort: function () { controller.abort(); } };
};
window.unsafeWindow = window;
`;

/** localStorage key: the token the demo itself put into the script's settings. */
export const DEMO_PRESET_KEY = 'simDemoPresetToken';

/**
 * Keeps the script's sign-in in step with the site's, once per site sign-in:
 * - signed in: the site user's token goes into the script's settings when they hold none, or
 *   hold one the demo put there for someone else; done once, so signing the script out sticks;
 * - signed out: a token the demo put there is taken out again, so signed-out browsing is what
 *   the visitor sees, reload after reload, until they sign in on the site again.
 * A token the visitor got themselves (the script's own sign-in) is never touched.
 */
function tokenPreset(token: string | null): string {
  return `(function () {
  try {
    var token = ${scriptJson(token)};
    var preset = localStorage.getItem(${scriptJson(DEMO_PRESET_KEY)});
    var raw = localStorage.getItem('hohSettings');
    var settings = raw ? JSON.parse(raw) : {};
    if (!settings || typeof settings !== 'object') return;
    var ours = !!settings.accessToken && settings.accessToken === preset;
    if (token === null) {
      if (ours) { delete settings.accessToken; localStorage.setItem('hohSettings', JSON.stringify(settings)); }
      localStorage.removeItem(${scriptJson(DEMO_PRESET_KEY)});
      return;
    }
    if (preset === token) return;
    if (!settings.accessToken || ours) {
      settings.accessToken = token;
      localStorage.setItem('hohSettings', JSON.stringify(settings));
      localStorage.setItem(${scriptJson(DEMO_PRESET_KEY)}, token);
    }
  } catch (e) { /* unreadable settings stay as they are; the script reports them */ }
})();`;
}

/** Makes script text safe inside an inline <script> element. */
export function inlineScriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** The inline scripts demo pages append after the simulator's own client script. */
export function demoScripts(userscript: string, token: string | null): string {
  const preset = `<script>${tokenPreset(token)}</script>`;
  // The userscript runs at document-idle, as a manager's @run-at document-idle would.
  const run = `<script>${inlineScriptText(DEMO_GM_SHIM)}
(function () {
  function runUserscript() {
${inlineScriptText(userscript)}
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runUserscript, { once: true });
  else runUserscript();
})();</script>`;
  return preset + run;
}
