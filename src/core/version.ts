/**
 * The script's version as the user installed it: the userscript manager's GM_info knows it (a
 * user may run an edited copy); without a manager (tests, `npm start` pages) the build's own.
 */
import { GM_info } from '$';
import { SCRIPT_VERSION } from './startup';

interface ScriptInfo {
  script?: { version?: unknown };
}

export function scriptVersion(info: ScriptInfo | undefined = GM_info as ScriptInfo | undefined): string {
  const version = info?.script?.version;
  return typeof version === 'string' && version !== '' ? version : SCRIPT_VERSION;
}
