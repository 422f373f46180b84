import { afterEach, describe, expect, it, vi } from 'vitest';
import { countItems, hasAdjustment, parseNoteCommand } from '../../../src/lib/noteCommands';

const adjustOf = (notes: string) => parseNoteCommand(notes)?.adjustValue;

afterEach(() => vi.restoreAllMocks());

describe('countItems (Appendix B oracles)', () => {
  it.each([
    ['1,2,3', 3],
    ['4,7x5,1-3x4', 18],
    ['0-5', 1],
    ['5-3', -1],
    ['1.5-3', 2.5],
    ['x2', 2],
    ['2x3x4', 1],
    ['3xq', 1],
    ['7x0', 0],
    ['3 - 5', 3],
  ])('%s counts %d', (value, expected) => {
    expect(countItems(value)).toBe(expected);
  });
  it('counts an array item by item', () => {
    expect(countItems([1, 3, '1-4'])).toBe(6);
  });
  it('counts a bare number as one episode', () => {
    expect(countItems(12)).toBe(1);
  });
  it('throws for other types', () => {
    expect(() => countItems(true)).toThrow();
    expect(() => countItems({ a: 1 })).toThrow();
    expect(() => countItems([null])).toThrow();
  });
});

describe('parseNoteCommand', () => {
  it('returns null without a command', () => {
    expect(parseNoteCommand('just a note')).toBeNull();
    expect(parseNoteCommand('')).toBeNull();
    expect(parseNoteCommand(null)).toBeNull();
    expect(parseNoteCommand('$ {"adjust":1}$')).toBeNull();
  });
  it('computes adjust + more − skip (the 26 example)', () => {
    expect(adjustOf('watched at a con ${"adjust":3,"more":"1-12x2","skip":"5"}$ great')).toBe(26);
  });
  it('keeps every other key of the object', () => {
    const command = parseNoteCommand('${"more":1,"lists":[{"name":"a","info":"b"}]}$');
    expect(command).toEqual({ more: 1, lists: [{ name: 'a', info: 'b' }], adjustValue: 1 });
  });
  it('treats a missing or falsy adjust as 0', () => {
    expect(adjustOf('${"adjust":0,"skip":"1,2"}$')).toBe(-2);
    expect(adjustOf('${}$')).toBe(0);
  });
  it('counts a numeric string adjust as its number (no string concatenation)', () => {
    expect(adjustOf('${"adjust":"3","more":"1"}$')).toBe(4);
    expect(adjustOf('${"adjust":"abc"}$')).toBe(0);
  });
  it('drops the command with a warning for invalid JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseNoteCommand('${adjust:3}$')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][0])).toContain('Unparsable list note');
  });
  it('drops the command when more is a boolean', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseNoteCommand('${"more":true}$')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
  it('drops both commands written on one line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseNoteCommand('${"adjust":1}$ and ${"adjust":2}$')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
  it('finds a command on a later line, but not one split over lines', () => {
    expect(adjustOf('first line\n${"adjust":2}$')).toBe(2);
    expect(parseNoteCommand('${"adjust":\n2}$')).toBeNull();
  });
});

describe('hasAdjustment', () => {
  it('is true only for a non-zero finite value', () => {
    expect(hasAdjustment(parseNoteCommand('${"adjust":2}$'))).toBe(true);
    expect(hasAdjustment(parseNoteCommand('${"adjust":0}$'))).toBe(false);
    expect(hasAdjustment(null)).toBe(false);
    expect(hasAdjustment(undefined)).toBe(false);
  });
});
