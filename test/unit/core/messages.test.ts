import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_NEED_SIGN_IN, REQUIRES_SIGN_IN, profileMismatchMessage } from '../../../src/core/messages';
import { NOT_SIGNED_IN_MESSAGE } from '../../../src/api/client';

describe('shared spec messages', () => {
  it('keeps the sign-in texts verbatim', () => {
    expect(NOTIFICATIONS_NEED_SIGN_IN).toBe(
      'Error: Not signed in with the script. Reading notifications requires AUTH permissions. You can sign in with the script from the settings page.',
    );
    expect(REQUIRES_SIGN_IN).toBe('Requires being signed in to the script. You can do that at the bottom of the settings page');
  });

  it('names the profile owner first and the signed-in user second', () => {
    expect(profileMismatchMessage('Owner', 'Me')).toBe(
      'This is the profile of "Owner", but currently signed in as "Me". Are you sure this is right?',
    );
  });

  it('is the text the API client gives when no token is held', () => {
    expect(NOT_SIGNED_IN_MESSAGE).toBe(REQUIRES_SIGN_IN);
  });
});
