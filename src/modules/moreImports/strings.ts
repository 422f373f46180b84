/** Every text of the import page, the spec's quoted ones verbatim (spec doc 3 §5, §8). */
export { IMPORT_TEXTS } from '../../workers/importMatch';

export const strings = {
  notSignedIn: "Not signed in to the script. Can't do any changes to your list",
  notSignedInHint: 'Sign in with the script under Settings > Apps, in the Login part of Automail Settings.',
  settingsAppsLink: 'Settings > Apps',
  userMismatch: (siteUser: string, scriptUser: string) =>
    `You are signed in to AniList as '${siteUser}', but Automail is signed in as '${scriptUser}'. Revoke Automail's permissions under Settings > Apps, then sign in with the script again.`,
  viewerFailed: 'Could not check who the script is signed in as. Try again later.',

  animePlanetHeading: 'Import from Anime-Planet',
  ownJsonHeading: 'Import Automail JSON',
  exportHeading: 'Export list as JSON',
  listType: 'List',
  anime: 'Anime',
  manga: 'Manga',
  animePlanetDrop: 'Choose an Anime-Planet export file (.json)',
  ownJsonDrop: 'Choose an Automail JSON export file (.json)',
  matchProgress: (done: number, total: number) => `${done} of ${total} titles searched`,
  importAllSelected: 'Import all selected',
  overwrite: 'Overwrite entries already on my list',
  noMatches: 'No matches found for:',
  searchFailed: 'The search failed for:',
  skippedWontWatch: (n: number) => `${n} "won't watch" ${n === 1 ? 'entry' : 'entries'} skipped.`,
  unknownStatus: (title: string, status: string) => `Unknown status '${status}' for ${title}: skipped.`,
  candidateLabel: (source: string) => `Match for ${source}`,
  checkLabel: (source: string) => `Import ${source}`,
  selectedCount: (selected: number, total: number) => `${selected} of ${total} selected`,
  listLoadFailed: (name: string) => `Could not find the list of ${name}`,

  exportAnime: 'Export anime list',
  exportManga: 'Export manga list',
  exporting: 'Exporting...',
  exported: (n: number, fileName: string) => `Exported ${n} entries to ${fileName}.`,

  // the plan, the import and its undo
  planHeading: 'Import plan',
  planSummary: (add: number, overwrite: number, skipped: number, unmatched: number) =>
    `${add} to add, ${overwrite} to overwrite, ${skipped} skipped (already on the list), ${unmatched} unmatched.`,
  planToAdd: 'To add',
  planToOverwrite: 'To overwrite',
  planSkipped: 'Skipped, already on your list',
  planUnmatched: 'Unmatched',
  downloadPlan: 'Download plan',
  importAll: 'Import all',
  startImport: 'Start import',
  cancel: 'Cancel',
  progress: (done: number, total: number) => `${done} of ${total} entries imported. Closing this tab will stop the import.`,
  finished: (added: number, failed: number) => `Import finished: ${added} saved${failed ? `, ${failed} failed` : ''}.`,
  stopped: (reason: string) => `The import stopped: ${reason}`,
  resumeOffer: (done: number, total: number) => `An import stopped after ${done} of ${total} entries. It can continue where it stopped; nothing is saved twice.`,
  continueImport: 'Continue import',
  forgetImport: 'Forget this import',
  undo: 'Undo this import',
  undoConfirm: (deletes: number, restores: number) =>
    `Undo this import? ${deletes} added ${deletes === 1 ? 'entry' : 'entries'} will be deleted${restores ? ` and ${restores} overwritten ${restores === 1 ? 'entry' : 'entries'} put back as they were` : ''}. Entries you had before stay as they are.`,
  undoYes: 'Yes, undo',
  undoProgress: (done: number, total: number) => `${done} of ${total} entries undone.`,
  undoStopped: (reason: string) => `The undo stopped: ${reason}`,
  continueUndo: 'Continue undo',
  undone: 'Import undone.',
  rateLimited: 'AniList asked to slow down (429)',
} as const;
