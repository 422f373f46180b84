import { describe, expect, it } from 'vitest';
import { assertConstantExports, hostNamesUsed } from '../../../build/lazyChunks';

const asObject = (used: Map<string, Set<string>>) => Object.fromEntries([...used].map(([id, names]) => [id, [...names].sort()]));

describe('hostNamesUsed', () => {
  it("collects the names a chunk reads from each top-level module, and the manager's functions", () => {
    const code = `"use strict";
let host_core_dom = require("host:src/core/dom.ts");
let host_gm = require("host:$");
require("host:src/core/styles.ts");
var manifest = (0, require("host:src/core/module.ts").defineManifest)({ id: "x" });
function run() {
  host_core_dom.el("div");
  return (0, host_core_dom.onReady)(() => host_gm.GM_xmlhttpRequest({}));
}
exports.run = run;`;
    expect(asObject(hostNamesUsed(code))).toEqual({
      'host:src/core/dom.ts': ['el', 'onReady'],
      'host:$': ['GM_xmlhttpRequest'],
      'host:src/core/module.ts': ['defineManifest'],
    });
  });

  it('stops the build when a top-level module is used whole (passed on or indexed)', () => {
    expect(() => hostNamesUsed('let host_a = require("host:src/a.ts"); use(host_a);', 'x.js')).toThrow(/x\.js: host_a .* is used whole/);
    expect(() => hostNamesUsed('let host_a = require("host:src/a.ts"); host_a[name]();')).toThrow(/used whole/);
  });
});

describe('assertConstantExports', () => {
  it('lets constants and functions through', () => {
    expect(() => assertConstantExports('a.ts', 'export const x = 1;\nexport function f() {}', ['x', 'f'])).not.toThrow();
  });
  it('stops on a name the chunks read that is declared with let or var (the host hands over values)', () => {
    expect(() => assertConstantExports('a.ts', 'export let x = 1;', ['x'])).toThrow(/a\.ts: x is read by a chunk and declared with let or var/);
    expect(() => assertConstantExports('a.ts', 'var y = 1;\nexport { y };', ['y'])).toThrow(/y is read by a chunk/);
    expect(() => assertConstantExports('a.ts', 'let xy = 1;\nexport const x = 2;', ['x'])).not.toThrow();
  });
});
