// Loading a world from a JSON fixture (an object, JSON text, or a file path).

import { readFileSync } from 'node:fs';
import type { World, WorldFixture } from './types.ts';
import { createWorld } from './world.ts';

const ARRAYS = [
  'genres', 'tags', 'media', 'staff', 'characters', 'studios', 'users', 'listEntries', 'activities',
  'threads', 'threadComments', 'reviews', 'notifications',
] as const;

/** Checks the fixture's outline so a broken file fails here with a clear message, not deep in a resolver. */
export function checkFixture(value: unknown): WorldFixture {
  if (typeof value !== 'object' || value === null) throw new Error('fixture: not an object');
  const f = value as Record<string, unknown>;
  if (f.version !== 1) throw new Error(`fixture: unsupported version ${String(f.version)}`);
  if (typeof f.now !== 'number') throw new Error('fixture: "now" must be unix seconds');
  if (typeof f.demoUserName !== 'string') throw new Error('fixture: "demoUserName" missing');
  for (const key of ARRAYS) {
    if (!Array.isArray(f[key])) throw new Error(`fixture: "${key}" must be an array`);
  }
  return value as WorldFixture;
}

/** text starting with "{" is JSON; any other string is a path */
export function readFixture(source: WorldFixture | string): WorldFixture {
  if (typeof source !== 'string') return checkFixture(structuredClone(source));
  const text = source.trimStart().startsWith('{') ? source : readFileSync(source, 'utf8');
  return checkFixture(JSON.parse(text));
}

export function loadFixture(source: WorldFixture | string): World {
  return createWorld(readFixture(source));
}
