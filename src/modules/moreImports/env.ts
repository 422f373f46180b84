/** What every part of the import page shares: who is who, the job, the pace. No React here. */
import type { ScoreFormat } from '../../lib/scores';
import type { JobController } from './controller';
import { strings } from './strings';

export interface ScriptViewer {
  name: string;
  scoreFormat: ScoreFormat;
}

export interface ImportEnv {
  signal: AbortSignal;
  /** The user signed in to AniList itself (the nav). */
  siteUser: string;
  getToken(): string;
  paceMs: number;
  wait(ms: number): Promise<void>;
  controller: JobController;
  now(): number;
  alert(message: string): void;
}

/**
 * Spec doc 3 §6: an import needs the site's user to be the script's user. Otherwise the member
 * is told (an alert, spec §8) to revoke the permissions and sign in again, and nothing happens.
 */
export function sameUser(env: ImportEnv, viewer: ScriptViewer): boolean {
  if (viewer.name.toLowerCase() === env.siteUser.toLowerCase()) return true;
  env.alert(strings.userMismatch(env.siteUser, viewer.name));
  return false;
}

/** The file's text, or the spec's read error. */
export async function readFileText(file: Blob): Promise<{ ok: true; text: string } | { ok: false }> {
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false };
  }
}
