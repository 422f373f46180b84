import { describe, expect, it } from 'vitest';
import { scriptVersion } from '../../../src/core/version';
import { SCRIPT_VERSION } from '../../../src/core/startup';

describe('scriptVersion', () => {
  it("is the manager's GM_info version when there is one", () => {
    expect(scriptVersion({ script: { version: '8.81-local' } })).toBe('8.81-local');
  });

  it("is the build's version without a manager, or with no usable version", () => {
    expect(scriptVersion()).toBe(SCRIPT_VERSION);
    expect(scriptVersion({ script: {} })).toBe(SCRIPT_VERSION);
    expect(scriptVersion({ script: { version: 7 } })).toBe(SCRIPT_VERSION);
  });
});
