import { strings } from './strings';

export interface LoginSectionProps {
  signedIn: boolean;
  onSignIn(): void;
  onSignOut(): void;
}

export function LoginSection({ signedIn, onSignIn, onSignOut }: LoginSectionProps) {
  return (
    <div className="hoh-settings-login">
      <p>{signedIn ? strings.signedInText : strings.signedOutText}</p>
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
