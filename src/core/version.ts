/**
 * The script's version as the user installed it: the userscript manager's GM_info knows it (a
 * user may run an edited copy); without a manager (tests, `npm start` pages) the build's own.
 */
import { SCRIPT_VERSION } from './startup';

interface ScriptInfo {
  script?: { version?: unknown };
}

// Read as the manager provides it, in the script's scope (not through vite-plugin-monkey's `$`
// module, which the lazy-chunk build of the top level cannot resolve); every manager offers
// GM_info without a grant.
declare const GM_info: ScriptInfo | undefined;

function managerInfo(): ScriptInfo | undefined {
  return typeof GM_info === 'undefined' ? undefined : GM_info;
}

export function scriptVersion(info: ScriptInfo | undefined = managerInfo()): string {
  const version = info?.script?.version;
  return typeof version === 'string' && version !== '' ? version : SCRIPT_VERSION;
}
