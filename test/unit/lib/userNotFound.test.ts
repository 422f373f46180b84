import { describe, expect, it } from 'vitest';
import { RESERVED_NAME, triedUserAddress, userNotFoundMessage } from '../../../src/lib/userNotFound';

describe('triedUserAddress', () => {
  it('reads the name and whether it was the submissions page', () => {
    expect(triedUserAddress('/user/Wasabi/')).toEqual({ name: 'Wasabi', submissions: false });
    expect(triedUserAddress('/user/Wasabi/Submissions')).toEqual({ name: 'Wasabi', submissions: true });
    expect(triedUserAddress('/user/Wasabi/animelist')).toEqual({ name: 'Wasabi', submissions: false });
    expect(triedUserAddress('/user/A%20B')).toEqual({ name: 'A B', submissions: false });
    expect(triedUserAddress('/user/%E0%A4%A')).toEqual({ name: '%E0%A4%A', submissions: false });
    expect(triedUserAddress('/user/')).toBeNull();
    expect(triedUserAddress('/anime/5')).toBeNull();
  });
});

describe('userNotFoundMessage', () => {
  it('gives the spec\'s messages, submissions first', () => {
    expect(userNotFoundMessage({ name: 'Wasabi', submissions: true }, true)).toBe('This submission was probably denied');
    expect(userNotFoundMessage({ name: 'Wasabi', submissions: false }, true)).toBe('Wasabi has blocked you');
    expect(userNotFoundMessage({ name: RESERVED_NAME, submissions: false }, false)).toBe('Nope.');
    expect(userNotFoundMessage({ name: 'Hidden', submissions: false }, false)).toBe('Hidden does not exist or has a private profile');
  });
});
