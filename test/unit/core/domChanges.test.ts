// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { liveDomCounts } from '../../../src/core/dom';
import { watchDocumentChanges } from '../../../src/core/domChanges';

describe('watchDocumentChanges', () => {
  it('is true at first, then only after the document changed; one observer for all watchers, gone with the last', () => {
    const before = liveDomCounts().observers;
    const a = new AbortController();
    const b = new AbortController();
    const changedA = watchDocumentChanges(document, a.signal);
    const changedB = watchDocumentChanges(document, b.signal);
    expect(liveDomCounts().observers).toBe(before + 1);
    expect(changedA()).toBe(true);
    expect(changedA()).toBe(false);
    document.body.append(document.createElement('p'));
    expect(changedA()).toBe(true);
    expect(changedB()).toBe(true);
    expect(changedA()).toBe(false);
    document.body.firstElementChild?.setAttribute('class', 'x');
    expect(changedB()).toBe(true);
    a.abort();
    expect(liveDomCounts().observers).toBe(before + 1);
    b.abort();
    expect(liveDomCounts().observers).toBe(before);
  });

  it('an aborted signal watches nothing', () => {
    const controller = new AbortController();
    controller.abort();
    expect(watchDocumentChanges(document, controller.signal)()).toBe(false);
  });
});
