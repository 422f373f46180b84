/** Bulk edit's words (issue 26), in one place. */
import { LIST_CHANGES_NEED_SIGN_IN, LIST_CHANGES_SIGN_IN_HINT } from '../../core/messages';
import { STATUS_LABELS, type FieldName } from '../../lib/bulkEditTypes';

export const PANEL_ID = 'hohBulkEdit';
export const CHECK_CLASS = 'hohBulkCheck';

export const fieldLabels: Record<FieldName, string> = {
  status: 'Status',
  score: 'Score',
  progress: 'Progress',
  progressVolumes: 'Volumes',
  repeat: 'Repeat count',
  private: 'Private',
  hiddenFromStatusLists: 'Hidden from status lists',
  customLists: 'Custom lists',
  notes: 'Notes',
  startedAt: 'Start date',
  completedAt: 'Finish date',
};

export const statusLabels = STATUS_LABELS;

export const strings = {
  heading: 'Bulk edit',
  notSignedIn: LIST_CHANGES_NEED_SIGN_IN,
  signInHint: LIST_CHANGES_SIGN_IN_HINT,
  loading: 'Reading your list…',
  loadFailed: (message: string) => `Could not read your list: ${message}. Reload the page to try again.`,
  selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
  selectShown: 'Select all shown',
  clear: 'Clear selection',
  selectHint: 'Tick entries in the list (shift-click ticks a range), or select all the entries AniList shows with the current filters and search.',
  rowLabel: (title: string) => `Select ${title}`,
  unchanged: 'Leave as it is',
  yes: 'Yes',
  no: 'No',
  progressTotal: 'To the total',
  addTo: 'Add to',
  removeFrom: 'Remove from',
  notesAppend: 'Append',
  notesReplace: 'Replace with',
  notesAppendText: 'Text to append',
  notesReplaceText: 'New notes (empty clears them)',
  dateSet: 'Set to',
  dateClear: 'Clear',
  deleteEntries: 'Delete the selected entries',
  dryRun: 'Dry run',
  nothingSelected: 'Select some entries first.',
  nothingAsked: 'Choose at least one change.',
  badNumber: (label: string) => `${label}: enter a whole number of 0 or more.`,
  badScore: 'Score: enter a score in your list\'s format.',
  badDate: (label: string) => `${label}: enter a date as YYYY-MM-DD.`,
  planHeading: 'Dry run: nothing is saved yet',
  planSummary: (changing: number, unchanged: number, requests: number) =>
    `${changing.toLocaleString('en-US')} ${changing === 1 ? 'entry changes' : 'entries change'}`
    + (unchanged ? `, ${unchanged.toLocaleString('en-US')} already as asked` : '')
    + ` (${requests.toLocaleString('en-US')} ${requests === 1 ? 'request' : 'requests'}).`,
  planDeletes: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry is' : 'entries are'} deleted.`,
  planCreates: (count: number) => `${count.toLocaleString('en-US')} deleted ${count === 1 ? 'entry comes' : 'entries come'} back.`,
  planNothing: 'Nothing would change.',
  willDelete: 'deleted',
  willCreate: 'added back',
  backupFirst: 'First save a backup of these entries as they are now. Undo can put them back from it, even after a reload or on another day.',
  downloadBackup: 'Download backup',
  backupSaved: 'Backup downloaded.',
  save: (count: number) => `Save ${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`,
  restore: (count: number) => `Undo: put back ${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`,
  cancel: 'Cancel',
  stop: 'Stop',
  progress: (done: number, total: number) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  savingHeading: 'Saving',
  restoringHeading: 'Undoing',
  finished: (saved: number, failed: number, skipped: number) =>
    `Done: ${saved.toLocaleString('en-US')} saved`
    + (failed ? `, ${failed.toLocaleString('en-US')} refused by AniList` : '')
    + (skipped ? `, ${skipped.toLocaleString('en-US')} left alone (changed since the dry run)` : '') + '.',
  restored: (saved: number, failed: number, skipped: number) =>
    `Undone: ${saved.toLocaleString('en-US')} put back`
    + (failed ? `, ${failed.toLocaleString('en-US')} refused by AniList` : '')
    + (skipped ? `, ${skipped.toLocaleString('en-US')} left alone (changed since)` : '') + '.',
  reloadHint: 'Reload the page to see the changes in the list.',
  stopped: (reason: string, done: number, total: number) => `Stopped at ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}: ${reason}. Nothing is lost: continue when you are ready.`,
  stoppedByYou: 'stopped by you',
  rateLimited: 'AniList asked to slow down (429)',
  scriptSignedOut: 'the script was signed out',
  resumeOffer: (kind: 'edit' | 'restore', done: number, total: number) =>
    `${kind === 'edit' ? 'A bulk edit' : 'An undo'} of this list stopped at ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}. The list is checked first, so nothing is saved twice.`,
  continueRun: 'Continue',
  finishStoppedFirst: 'An edit of this list stopped before it was done: continue it or forget it first.',
  checking: 'Checking the list for what was already saved…',
  undo: 'Undo this edit',
  undoFromFile: 'Undo from a backup file',
  forget: 'Forget this edit',
  savedList: 'Saved',
  notSavedList: 'Not saved',
  refusedList: 'Refused by AniList',
  skippedList: 'Left alone (changed since the dry run)',
  notStored: 'This edit is too big to be kept across a reload: keep this page open until it ends. Your backup file can still undo it.',
  fileNotJson: 'That file is not a backup: it is not JSON.',
  fileNotBackup: 'That file is not a bulk edit backup.',
  fileBroken: 'That backup file is damaged: nothing was read from it.',
  fileOtherList: (whose: string) => `That backup is of ${whose}, not of this list.`,
  restoreFailed: (message: string) => `Could not read your list to plan the undo: ${message}.`,
  restoreNothing: 'Every entry of that backup is already as it was: nothing to undo.',
};
