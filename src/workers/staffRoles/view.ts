/** What the page draws for one role list item: small, ready-made texts. */
import type { StaffRoleItem } from './items';

export interface StaffRoleRowView {
  key: string;
  mediaId: number;
  path: string;
  title: string;
  year: number | null;
  format: string | null;
  roles: string;
  cover: string | null;
  character: { id: number; name: string; image: string | null } | null;
  mine: { status: string; statusLabel: string; score: string; progress: string; repeat: number } | null;
}

const STATUS_LABELS: Record<'ANIME' | 'MANGA', Record<string, string>> = {
  ANIME: { CURRENT: 'Watching', PLANNING: 'Planning', COMPLETED: 'Completed', PAUSED: 'Paused', DROPPED: 'Dropped', REPEATING: 'Rewatching' },
  MANGA: { CURRENT: 'Reading', PLANNING: 'Planning', COMPLETED: 'Completed', PAUSED: 'Paused', DROPPED: 'Dropped', REPEATING: 'Rereading' },
};

export function statusLabel(type: 'ANIME' | 'MANGA', status: string): string {
  return STATUS_LABELS[type][status] ?? status;
}

function progressText(item: StaffRoleItem): string {
  const mine = item.mine!;
  const total = item.mediaType === 'ANIME' ? item.episodes : item.chapters;
  if (!mine.progress && !total) return '';
  return total ? `${mine.progress}/${total}` : String(mine.progress);
}

export function rowView(item: StaffRoleItem): StaffRoleRowView {
  return {
    key: item.key,
    mediaId: item.mediaId,
    path: `/${item.mediaType === 'ANIME' ? 'anime' : 'manga'}/${item.mediaId}/`,
    title: item.title,
    year: item.year,
    format: item.formatLabel,
    roles: item.roles.join(', '),
    cover: item.cover,
    character: item.character,
    mine: item.mine
      ? {
          status: item.mine.status,
          statusLabel: statusLabel(item.mediaType, item.mine.status),
          score: item.mine.score ? `${item.mine.score}/100` : '',
          progress: progressText(item),
          repeat: item.mine.repeat,
        }
      : null,
  };
}
