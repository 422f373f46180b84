/**
 * The compare page's address state is the page's: lib/compareUrl.ts. This file is left only for
 * test/e2e/comparePage-cap.test.ts, which reads the cap from here; it goes when that test reads
 * lib/compareUrl.ts instead.
 */
export { MAX_COMPARE_USERS } from '../../lib/compareUrl';
