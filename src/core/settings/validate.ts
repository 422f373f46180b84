import { defaultSettings, definitionOf } from '../featureTable';
import { isRgbColourText } from './notificationColours';
import { isRecord } from '../../lib/isRecord';
import { sanitizeTagBlacklist } from '../../lib/tagBlacklistValue';
import {
  notificationTypes,
  type ColourOverride,
  type ColourSettings,
  type NotificationColours,
  type SettingId,
  type Settings,
} from './types';

const hexColour = /^#[0-9a-f]{6}$/i;
const cssColourVariable = /^--color-[a-z0-9-]+$/;

/** Spec doc 1 §5: colour values must be 6-digit hex. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && hexColour.test(value);
}

/** One colour-picker entry; a theme whose value is not 6-digit hex keeps the site's colour. */
export function sanitizeColourOverride(raw: unknown): ColourOverride | null {
  if (!isRecord(raw)) return null;
  const pick = (key: 'initial' | 'dark' | 'contrast') => (isHexColour(raw[key]) ? raw[key] : null);
  const entry = { initial: pick('initial'), dark: pick('dark'), contrast: pick('contrast') };
  return entry.initial === null && entry.dark === null && entry.contrast === null ? null : entry;
}

export function sanitizeColourSettings(raw: unknown): ColourSettings | undefined {
  if (!isRecord(raw)) return undefined;
  const result: ColourSettings = {};
  for (const [variable, entry] of Object.entries(raw)) {
    const override = cssColourVariable.test(variable) ? sanitizeColourOverride(entry) : null;
    if (override) result[variable] = override;
  }
  return result;
}

/** Merged per type, so a save from before a type existed still gets that type's default. */
export function sanitizeNotificationColours(raw: unknown): NotificationColours | undefined {
  if (!isRecord(raw)) return undefined;
  const result = structuredClone(defaultSettings().notificationColours);
  for (const type of notificationTypes) {
    const entry = raw[type];
    if (!isRecord(entry)) continue;
    if (isRgbColourText(entry.colour)) result[type].colour = entry.colour;
    if (typeof entry.supress === 'boolean') result[type].supress = entry.supress;
  }
  return result;
}

/**
 * The value if it has the right type and lies within the definition's bounds, else undefined
 * (the caller then keeps the default for that key).
 */
export function sanitizeSetting<K extends SettingId>(id: K, value: unknown): Settings[K] | undefined {
  const fallback: unknown = defaultSettings()[id];
  if (id === 'colourSettings') return sanitizeColourSettings(value) as Settings[K] | undefined;
  if (id === 'notificationColours') return sanitizeNotificationColours(value) as Settings[K] | undefined;
  if (id === 'tagBlacklistValue') return sanitizeTagBlacklist(value) as Settings[K] | undefined;
  const definition = definitionOf(id);
  if (typeof fallback === 'boolean') return typeof value === 'boolean' ? (value as Settings[K]) : undefined;
  if (typeof fallback === 'number') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
    if (definition?.min !== undefined && value < definition.min) return undefined;
    if (definition?.max !== undefined && value > definition.max) return undefined;
    return value as Settings[K];
  }
  if (typeof fallback === 'string') {
    if (typeof value !== 'string') return undefined;
    if (definition?.values && !definition.values.includes(value)) return undefined;
    return value as Settings[K];
  }
  return undefined;
}

export function isSettingId(key: string): key is SettingId {
  return Object.prototype.hasOwnProperty.call(defaultSettings(), key);
}

/** Key-by-key merge of a stored object over the defaults; bad or unknown keys are dropped. */
export function mergeOverDefaults(stored: Record<string, unknown>): Settings {
  const settings = structuredClone(defaultSettings()) as Settings;
  const target = settings as Record<SettingId, unknown>;
  for (const [key, raw] of Object.entries(stored)) {
    if (!isSettingId(key)) continue;
    const value = sanitizeSetting(key, raw);
    if (value !== undefined) target[key] = value;
  }
  return settings;
}
