// AniList keeps one score per entry on 0–100 and shows it in each reader's format.
// These are the simulator's conversions (AniList does not publish its own).

import type { ScoreFormat } from './types.ts';

/** raw (0–100) → the given format */
export function rawToFormat(raw: number, format: ScoreFormat): number {
  if (!raw) return 0;
  switch (format) {
    case 'POINT_100':
      return Math.round(raw);
    case 'POINT_10_DECIMAL':
      return Math.round(raw) / 10;
    case 'POINT_10':
      return Math.max(1, Math.round(raw / 10));
    case 'POINT_5':
      return Math.max(1, Math.round(raw / 20));
    case 'POINT_3':
      return raw < 48 ? 1 : raw < 73 ? 2 : 3;
  }
}

/** a score in the given format → raw (0–100) */
export function formatToRaw(score: number, format: ScoreFormat): number {
  if (!score || score < 0) return 0;
  switch (format) {
    case 'POINT_100':
      return Math.min(100, Math.round(score));
    case 'POINT_10_DECIMAL':
      return Math.min(100, Math.round(score * 10));
    case 'POINT_10':
      return Math.min(100, Math.round(score) * 10);
    case 'POINT_5':
      return Math.min(100, Math.round(score) * 20);
    case 'POINT_3':
      return score >= 3 ? 85 : score >= 2 ? 60 : 35;
  }
}

/** the largest score the format allows (advanced scores use 0–10 below POINT_100) */
export function formatMax(format: ScoreFormat): number {
  switch (format) {
    case 'POINT_100':
      return 100;
    case 'POINT_10_DECIMAL':
    case 'POINT_10':
      return 10;
    case 'POINT_5':
      return 5;
    case 'POINT_3':
      return 3;
  }
}
