/** Settings a user can publish at the very start of their profile's about text. */
export interface ProfileJson {
  customCSS?: string;
  background?: string;
}

const LEADING_COMMENT = /^<!--([\s\S]*?)-->/;

/**
 * Reads `<!-- {"customCSS": "...", "background": "..."} -->` from the start of an about text.
 * The comment must be the very first thing. Anything else, or JSON that does not parse to an
 * object, is ignored with a console warning. Fields that are not strings are left out: the
 * about text belongs to another user and is hostile input.
 */
export function parseProfileJson(about: string | null | undefined): ProfileJson | null {
  const match = LEADING_COMMENT.exec(about ?? '');
  if (!match) {
    console.warn('Profile JSON: the about text does not start with an HTML comment');
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[1]);
  } catch {
    console.warn('Profile JSON: the comment at the start of the about text is not valid JSON');
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.warn('Profile JSON: the comment at the start of the about text is not a JSON object');
    return null;
  }
  const record = parsed as Record<string, unknown>;
  const result: ProfileJson = {};
  if (typeof record.customCSS === 'string') result.customCSS = record.customCSS;
  if (typeof record.background === 'string') result.background = record.background;
  return result;
}

/**
 * `about` with its profile JSON updated by `patch`, the rest of the text untouched. A valid
 * leading comment is rewritten (its other keys kept); otherwise a new comment goes in front.
 * `>` is written as `\u003e`, so no value can close the comment early (JSON reads it back).
 */
export function withProfileJson(about: string | null | undefined, patch: ProfileJson): string {
  const text = about ?? '';
  const match = LEADING_COMMENT.exec(text);
  let existing: Record<string, unknown> = {};
  let rest = text;
  if (match) {
    try {
      const parsed: unknown = JSON.parse(match[1]);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        existing = parsed as Record<string, unknown>;
        rest = text.slice(match[0].length);
      }
    } catch {
      // Not ours to repair: the old comment stays, after the new one.
    }
  }
  const merged = { ...existing, ...patch };
  const json = JSON.stringify(merged).replace(/>/g, '\\u003e');
  return `<!--${json}-->${rest}`;
}
