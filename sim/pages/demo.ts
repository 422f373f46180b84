// Demo mode (`npm start`): the pages carry the built userscript themselves, so any ordinary
// browser can click through every module without a userscript manager or an AniList account.
import { scriptJson } from './html.ts';

/** localStorage key of the demo's stand-in for the manager's value storage (GM_setValue). */
export const DEMO_VALUES_KEY = 'simDemoManagerValues';

/**
 * The manager's value storage for demo pages. A demo page carries the script itself, so there
 * is no manager to keep values out of the page: they sit in localStorage under their own key (a
 * demo holds only the demo world's tokens), and another tab's change arrives as a `storage` event,
 * as a manager's GM_addValueChangeListener would tell it.
 */
const DEMO_VALUES_SHIM = `
(function () {
  var KEY = ${JSON.stringify('simDemoManagerValues')};
  function read() { try { var v = JSON.parse(localStorage.getItem(KEY) || '{}'); return v && typeof v === 'object' ? v : {}; } catch (e) { return {}; } }
  var listeners = [];
  var nextId = 1;
  function tell(key, oldValue, newValue, remote) {
    listeners.forEach(function (entry) { if (entry.key === key) entry.listener(key, oldValue, newValue, remote); });
  }
  function write(key, value) {
    var values = read();
    var old = values[key];
    if (value === undefined) delete values[key]; else values[key] = JSON.parse(JSON.stringify(value));
    localStorage.setItem(KEY, JSON.stringify(values));
    tell(key, old, values[key], false);
  }
  window.GM_getValue = function (key, fallback) { var values = read(); return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : fallback; };
  window.GM_setValue = function (key, value) { write(String(key), value); };
  window.GM_deleteValue = function (key) { write(String(key), undefined); };
  window.GM_addValueChangeListener = function (key, listener) { var id = nextId++; listeners.push({ id: id, key: String(key), listener: listener }); return id; };
  window.addEventListener('storage', function (event) {
    if (event.key !== KEY) return;
    var before = {}, after = {};
    try { before = JSON.parse(event.oldValue || '{}') || {}; } catch (e) { /* unreadable: as empty */ }
    try { after = JSON.parse(event.newValue || '{}') || {}; } catch (e) { /* unreadable: as empty */ }
    Object.keys(Object.assign({}, before, after)).forEach(function (key) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) tell(key, before[key], after[key], true);
    });
  });
})();
`;

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
` + DEMO_VALUES_SHIM;

/** localStorage key: the token the demo itself put into the script's storage. */
export const DEMO_PRESET_KEY = 'simDemoPresetToken';

/**
 * Keeps the script's sign-in in step with the site's, once per site sign-in:
 * - signed in: the site user's token goes into the script's storage (the demo's stand-in for the
 *   manager's, DEMO_VALUES_KEY) when it holds none, or holds one the demo put there for someone
 *   else; done once, so signing the script out sticks;
 * - signed out: a token the demo put there is taken out again, so signed-out browsing is what
 *   the visitor sees, reload after reload, until they sign in on the site again.
 * A token the visitor got themselves (the script's own sign-in) is never touched.
 */
function tokenPreset(token: string | null): string {
  return `(function () {
  try {
    var token = ${scriptJson(token)};
    var preset = localStorage.getItem(${scriptJson(DEMO_PRESET_KEY)});
    var raw = localStorage.getItem(${scriptJson(DEMO_VALUES_KEY)});
    var values = raw ? JSON.parse(raw) : {};
    if (!values || typeof values !== 'object') return;
    var ours = !!values.accessToken && values.accessToken === preset;
    if (token === null) {
      if (ours) { delete values.accessToken; localStorage.setItem(${scriptJson(DEMO_VALUES_KEY)}, JSON.stringify(values)); }
      localStorage.removeItem(${scriptJson(DEMO_PRESET_KEY)});
      return;
    }
    if (preset === token) return;
    if (!values.accessToken || ours) {
      values.accessToken = token;
      localStorage.setItem(${scriptJson(DEMO_VALUES_KEY)}, JSON.stringify(values));
      localStorage.setItem(${scriptJson(DEMO_PRESET_KEY)}, token);
    }
  } catch (e) { /* unreadable values stay as they are */ }
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
