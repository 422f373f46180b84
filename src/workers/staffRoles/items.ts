/**
 * Staff media items (spec doc 2 §3 "Staff media item"): one per media the staff member worked
 * on (their roles on it merged into a role list), or one per character and media for voice
 * roles; with the viewer's own list entry when signed in. The repeat rules of the list loader
 * apply (algorithms.md §1a): a repeat above 10000 is 0, then a REPEATING entry with repeat 0
 * counts as repeat 1.
 */
import { formatLabel } from '../../lib/mediaFormats';
import type { StaffCharacterPage, StaffMediaPage, StaffRoleKind, StaffRoleMedia } from '../../api/queries/staffRoles';
import { parseNoteCommand, hasAdjustment } from '../../lib/noteCommands';
import { pickTitle, type TitleLanguage } from '../../lib/titles';

export interface StaffRoleMine {
  status: string;
  progress: number;
  progressVolumes: number;
  repeat: number;
  /** On the 100-point scale; 0 = no score. */
  score: number;
  /** The note command's adjustValue, 0 when none. */
  adjustValue: number;
}

export interface StaffRoleItem {
  /** Unique within its list: the media id, or "media-character" for voice roles. */
  key: string;
  kind: StaffRoleKind;
  mediaId: number;
  mediaType: 'ANIME' | 'MANGA';
  title: string;
  titleRomaji: string | null;
  titleEnglish: string | null;
  titleNative: string | null;
  titles: readonly (string | null)[];
  format: string | null;
  formatLabel: string | null;
  status: string | null;
  year: number | null;
  /** yyyymmdd with unknown parts as 0; null without a year. */
  startKey: number | null;
  popularity: number;
  averageScore: number;
  /** Anime: minutes (episodes × duration, or episodes); manga: chapters (else volumes). */
  length: number;
  episodes: number | null;
  chapters: number | null;
  volumes: number | null;
  genres: readonly string[];
  tags: readonly string[];
  roles: readonly string[];
  cover: string | null;
  character: { id: number; name: string; image: string | null } | null;
  mine: StaffRoleMine | null;
}


/** The list loader's repeat rules: above 10000 is a typo (0); REPEATING with 0 counts as 1. */
export function effectiveRepeat(status: string | null | undefined, repeat: number | null | undefined): number {
  let value = repeat ?? 0;
  if (value > 10000) value = 0;
  if (status === 'REPEATING' && value === 0) value = 1;
  return value;
}

function mineOf(entry: StaffRoleMedia['mediaListEntry']): StaffRoleMine | null {
  if (!entry?.status) return null;
  const command = parseNoteCommand(entry.notes);
  return {
    status: entry.status,
    progress: entry.progress ?? 0,
    progressVolumes: entry.progressVolumes ?? 0,
    repeat: effectiveRepeat(entry.status, entry.repeat),
    score: Math.min(entry.score ?? 0, 100),
    adjustValue: hasAdjustment(command) ? Number(command.adjustValue) || 0 : 0,
  };
}

/**
 * How much of the media the viewer has seen or read, in episodes or chapters: the progress plus
 * a full run per repeat (a completed entry counts its whole length once more), with the note
 * command's adjustment; never below 0. Without a known length, the progress alone.
 */
export function consumed(item: Pick<StaffRoleItem, 'mediaType' | 'episodes' | 'chapters' | 'mine'>): number {
  const mine = item.mine;
  if (!mine) return 0;
  const total = (item.mediaType === 'ANIME' ? item.episodes : item.chapters) ?? 0;
  let amount = mine.progress;
  if (total) {
    if (mine.status === 'COMPLETED') amount = total;
    amount += mine.repeat * total;
  }
  return Math.max(0, amount + mine.adjustValue);
}

function startKey(date: StaffRoleMedia['startDate']): number | null {
  if (!date?.year) return null;
  return date.year * 10000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}

function itemOf(
  kind: StaffRoleKind,
  media: StaffRoleMedia,
  roles: string[],
  character: StaffRoleItem['character'],
  language: TitleLanguage,
): StaffRoleItem {
  const title = media.title ?? {};
  const mediaType = media.type === 'MANGA' ? 'MANGA' : 'ANIME';
  const episodes = media.episodes ?? null;
  const chapters = media.chapters ?? null;
  const length =
    mediaType === 'ANIME' ? (episodes ?? 0) * (media.duration || 1) : (chapters ?? media.volumes ?? 0);
  return {
    key: character ? `${media.id}-${character.id}` : String(media.id),
    kind,
    mediaId: media.id,
    mediaType,
    title: pickTitle({ id: media.id, title }, language, new Map(), 'aliasAfterLanguage'),
    titleRomaji: title.romaji ?? null,
    titleEnglish: title.english ?? null,
    titleNative: title.native ?? null,
    titles: [title.romaji ?? null, title.english ?? null, title.native ?? null],
    format: media.format ?? null,
    formatLabel: formatLabel(media.format),
    status: media.status ?? null,
    year: media.startDate?.year ?? null,
    startKey: startKey(media.startDate),
    popularity: media.popularity ?? 0,
    averageScore: media.averageScore ?? 0,
    length,
    episodes,
    chapters,
    volumes: media.volumes ?? null,
    genres: (media.genres ?? []).filter((g): g is string => !!g),
    tags: (media.tags ?? []).map((t) => t?.name).filter((n): n is string => !!n),
    roles,
    cover: media.coverImage?.medium ?? null,
    character,
    mine: mineOf(media.mediaListEntry),
  };
}

/** Production roles: one item per media, its roles merged in the order AniList gave them. */
export function itemsFromStaffMedia(kind: 'ANIME' | 'MANGA', pages: readonly StaffMediaPage[], language: TitleLanguage): StaffRoleItem[] {
  const byMedia = new Map<number, { media: StaffRoleMedia; roles: string[] }>();
  for (const page of pages) {
    for (const edge of page.edges ?? []) {
      const media = edge?.node;
      if (!media) continue;
      const found = byMedia.get(media.id) ?? { media, roles: [] };
      if (edge.staffRole && !found.roles.includes(edge.staffRole)) found.roles.push(edge.staffRole);
      byMedia.set(media.id, found);
    }
  }
  return [...byMedia.values()].map(({ media, roles }) => itemOf(kind, media, roles, null, language));
}

const CHARACTER_ROLES: Record<string, string> = { MAIN: 'Main', SUPPORTING: 'Supporting', BACKGROUND: 'Background' };

/** Voice roles: one item per character and media. */
export function itemsFromCharacters(pages: readonly StaffCharacterPage[], language: TitleLanguage): StaffRoleItem[] {
  const items = new Map<string, StaffRoleItem>();
  for (const page of pages) {
    for (const edge of page.edges ?? []) {
      const node = edge?.node;
      if (!node) continue;
      const character = { id: node.id, name: node.name?.full ?? '', image: node.image?.medium ?? null };
      const role = edge.role ? CHARACTER_ROLES[edge.role] ?? edge.role : null;
      for (const media of edge.media ?? []) {
        if (!media) continue;
        const item = itemOf('VOICE', media, role ? [role] : [], character, language);
        items.set(item.key, item);
      }
    }
  }
  return [...items.values()];
}
