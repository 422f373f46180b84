import { describe, expect, it } from 'vitest';
import { escapeNonAscii } from '../../../build/asciiOnly';

const header = '// ==UserScript==\n// @name Automail – test\n// ==/UserScript==\n';

describe('escapeNonAscii', () => {
  it('leaves no character above U+007F after the header, and the code means the same', () => {
    const code = `${header}var out = { dash: "a – b", kana: 'っち', template: \`★ \${1 + 1} ▲\`, emoji: "x😀y", match: /[–—]/.test("—"), astral: /😀/u.test("😀"), bom: "\\uFEFF﻿".length };`;
    const escaped = escapeNonAscii(code);
    expect(escaped.slice(header.length)).toMatch(/^[\x00-\x7f]*$/);
    const run = (text: string) => new Function(`${text}; return out;`)() as unknown;
    expect(run(escaped)).toEqual(run(code));
    expect(run(escaped)).toEqual({ dash: 'a – b', kana: 'っち', template: '★ 2 ▲', emoji: 'x😀y', match: true, astral: true, bom: 2 });
  });

  it('keeps the metadata block as written (managers show it)', () => {
    expect(escapeNonAscii(`${header}var a = "é";`).startsWith(header)).toBe(true);
  });

  it('stops on a backslash right before such a character, which the escape would change', () => {
    expect(() => escapeNonAscii(`${header}var a = "\\é";`)).toThrow(/a backslash precedes/);
  });
});
