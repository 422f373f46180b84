import { useSyncExternalStore } from 'react';
import { RENEW_SIGN_IN_MESSAGE, onSignInStateChange, signInNeedsRenewal } from '../../api/signInState';
import { strings } from './strings';

export interface LoginSectionProps {
  signedIn: boolean;
  onSignIn(): void;
  onSignOut(): void;
}

/** The sign-in state as React reads it: whether AniList rejected the token or it expired. */
function useRenewalNeeded(): boolean {
  return useSyncExternalStore((changed) => onSignInStateChange(changed), signInNeedsRenewal);
}

export function LoginSection({ signedIn, onSignIn, onSignOut }: LoginSectionProps) {
  const renew = useRenewalNeeded() && !signedIn;
  return (
    <div className="hoh-settings-login">
      {renew ? (
        <p className="hoh-settings-renew" role="status">
          {RENEW_SIGN_IN_MESSAGE}
        </p>
      ) : (
        <p>{signedIn ? strings.signedInText : strings.signedOutText}</p>
      )}
      {signedIn ? (
        <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={onSignOut}>
          {strings.signOut}
        </button>
      ) : (
        <button type="button" className="hoh-ui-button" onClick={onSignIn}>
          {strings.signIn}
        </button>
      )}
    </div>
  );
}
