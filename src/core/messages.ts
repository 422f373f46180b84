/**
 * The spec's user-facing sign-in messages (spec doc 1 §8, doc 2 §6), verbatim, in one place so
 * every module and the API client say the same words. Plain strings only: the worker uses them.
 */

/** Shown where reading notifications needs the script's own sign-in. */
export const NOTIFICATIONS_NEED_SIGN_IN =
  'Error: Not signed in with the script. Reading notifications requires AUTH permissions. You can sign in with the script from the settings page.';

/** The sign-in button's label (the settings page's, and the sign-in refusal notice's). */
export const SIGN_IN_LABEL = 'Sign in with the script';

/** Shown where any other feature needs the script's own sign-in. */
export const REQUIRES_SIGN_IN = 'Requires being signed in to the script. You can do that at the bottom of the settings page';

/** The signed-in mismatch: `profileOwner` is the profile being viewed, `signedInAs` the script's user. */
export function profileMismatchMessage(profileOwner: string, signedInAs: string): string {
  return `This is the profile of "${profileOwner}", but currently signed in as "${signedInAs}". Are you sure this is right?`;
}

/** A list change (preview +1, score buttons) without the script's sign-in (spec doc 3 §5). */
export const LIST_CHANGES_NEED_SIGN_IN = "Not signed in to the script. Can't do any changes to your list";
/** The hint shown with it: where the sign-in is. */
export const LIST_CHANGES_SIGN_IN_HINT = 'You can sign in to the script at settings > apps.';
