// Typed reads of resolver arguments. graphql-js has already coerced them to the schema's types,
// so these only narrow `unknown` to what the schema allows (absent or null → undefined).
import type { Args } from './context.ts';
import { notFound } from './errors.ts';

/** Int and Float arguments alike. */
export function numberArg(args: Args, key: string): number | undefined {
  const value = args[key];
  return typeof value === 'number' ? value : undefined;
}

export function stringArg(args: Args, key: string): string | undefined {
  const value = args[key];
  return typeof value === 'string' ? value : undefined;
}

export function boolArg(args: Args, key: string): boolean | undefined {
  const value = args[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** An enum argument; the schema has checked the value is one of T's. */
export function enumArg<T extends string>(args: Args, key: string): T | undefined {
  const value = args[key];
  return typeof value === 'string' ? (value as T) : undefined;
}

export function listArg<T>(args: Args, key: string): T[] | undefined {
  const value = args[key];
  return Array.isArray(value) ? (value as T[]) : undefined;
}

/** An input object argument (e.g. FuzzyDateInput, MediaListOptionsInput). */
export function objectArg(args: Args, key: string): Args | undefined {
  const value = args[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Args) : undefined;
}

/** An id the operation cannot do without: AniList answers a missing one as not found. */
export function requiredId(args: Args, key: string): number {
  const value = numberArg(args, key);
  if (value === undefined) throw notFound();
  return value;
}
