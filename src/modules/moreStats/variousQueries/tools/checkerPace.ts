/** The checker's pace (spec doc 2 §9) and its test key; alone so benches and tests can read them without the worker client. */

/** Spec doc 2 §9: 1 s between pages. */
export const CHECKER_PAGE_PACE_MS = 1000;
/** Tests only: a shorter pace (ms), read when a run starts. */
export const CHECKER_TEST_PACE_KEY = 'automailTestCheckerPaceMs';
