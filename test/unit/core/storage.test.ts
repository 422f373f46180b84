// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageArea } from '../../../src/core/storage';

describe('storageArea', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the named storage area', () => {
    expect(storageArea('localStorage')).toBe(localStorage);
    expect(storageArea('sessionStorage')).toBe(sessionStorage);
  });

  it('returns null when the browser throws on access (storage disabled)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(storageArea('localStorage')).toBeNull();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('returns null where the area does not exist (a worker)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(storageArea('sessionStorage')).toBeNull();
  });
});
