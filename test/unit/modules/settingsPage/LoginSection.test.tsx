// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginSection } from '../../../../src/modules/settingsPage/LoginSection';
import { strings } from '../../../../src/modules/settingsPage/strings';
import { RENEW_SIGN_IN_MESSAGE, markRenewNeeded, recordSignIn, resetSignInStateForTests } from '../../../../src/api/signInState';
import { resetChannelForTests } from '../../../../src/core/channel';

beforeEach(() => {
  resetChannelForTests();
  resetSignInStateForTests();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  resetChannelForTests();
});

describe('LoginSection', () => {
  it('says plainly that the sign-in must be renewed, with the sign-in button beside it, and forgets it after a new sign-in', () => {
    markRenewNeeded();
    const onSignIn = vi.fn();
    render(<LoginSection signedIn={false} onSignIn={onSignIn} onSignOut={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe(RENEW_SIGN_IN_MESSAGE);
    screen.getByRole('button', { name: strings.signIn }).click();
    expect(onSignIn).toHaveBeenCalledOnce();
    act(() => recordSignIn(3600));
    expect(screen.queryByText(RENEW_SIGN_IN_MESSAGE)).toBeNull();
    expect(screen.getByText(strings.signedOutText)).toBeTruthy();
  });

  it('shows the renewal as soon as it happens while the page is open', () => {
    render(<LoginSection signedIn={false} onSignIn={() => undefined} onSignOut={() => undefined} />);
    expect(screen.queryByText(RENEW_SIGN_IN_MESSAGE)).toBeNull();
    act(() => markRenewNeeded());
    expect(screen.getByText(RENEW_SIGN_IN_MESSAGE)).toBeTruthy();
  });
});
