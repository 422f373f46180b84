/**
 * The character page's roles list (host-dom.md §2.11): one `.role-card.view-media-staff` per media
 * and voice actor in the chosen language, built like AniList's cards (`div.media` and
 * `div.staff`, each `a.cover` + `a.content` with `.name` and `.role`). Plain DOM, no React.
 */
import { element } from '../../core/element';
import type { CharacterRoleEdge, CharacterRoleVoiceActor } from '../../api/queries/favourites';
import { pickTitle, type TitleLanguage } from '../../lib/titles';

export const DEFAULT_LANGUAGE = 'Japanese';
const ROLE_NAMES: Record<string, string> = { MAIN: 'Main', SUPPORTING: 'Supporting', BACKGROUND: 'Background' };

/** The voice actors' languages, Japanese first, then by how many roles they have. */
export function languagesOf(edges: readonly CharacterRoleEdge[]): string[] {
  const counts = new Map<string, number>();
  for (const edge of edges) {
    for (const language of new Set((edge.voiceActors ?? []).map((va) => va?.languageV2).filter((l): l is string => !!l))) {
      counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  return [...counts.keys()].sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : (counts.get(b)! - counts.get(a)!) || a.localeCompare(b)));
}

export interface RoleCardData {
  mediaPath: string;
  title: string;
  role: string;
  cover: string | null;
  actor: { path: string; name: string; language: string; image: string | null } | null;
}

/** One card per media and voice actor in the language; a media without one keeps a card of its own. */
export function roleCards(edges: readonly CharacterRoleEdge[], language: string, titleLanguage: TitleLanguage): RoleCardData[] {
  const cards: RoleCardData[] = [];
  for (const edge of edges) {
    const media = edge.node;
    if (!media) continue;
    const base = {
      mediaPath: `/${media.type === 'MANGA' ? 'manga' : 'anime'}/${media.id}/`,
      title: pickTitle({ id: media.id, title: media.title ?? {} }, titleLanguage, new Map(), 'aliasAfterLanguage'),
      role: ROLE_NAMES[edge.characterRole ?? ''] ?? edge.characterRole ?? '',
      cover: media.coverImage?.medium ?? null,
    };
    const actors = (edge.voiceActors ?? []).filter((va): va is CharacterRoleVoiceActor => !!va && va.languageV2 === language);
    if (!actors.length) cards.push({ ...base, actor: null });
    for (const va of actors) {
      cards.push({ ...base, actor: { path: `/staff/${va.id}`, name: va.name?.full ?? '', language, image: va.image?.medium ?? null } });
    }
  }
  return cards;
}

function cssImage(url: string | null): string {
  // Only AniList's own https images; JSON quoting keeps the value one CSS string.
  return url && /^https:\/\//.test(url) ? `url(${JSON.stringify(url)})` : '';
}

function half(kind: 'media' | 'staff', path: string, image: string | null, name: string, role: string): HTMLElement {
  const cover = element('a', { className: 'cover', href: path, tabIndex: -1, attrs: { 'aria-hidden': 'true' } });
  cover.style.backgroundImage = cssImage(image);
  return element('div', { className: kind }, [
    cover,
    element('a', { className: 'content', href: path }, [
      element('div', { className: 'name', text: name }),
      element('div', { className: 'role', text: role }),
    ]),
  ]);
}

export function renderRoleCards(grid: HTMLElement, cards: readonly RoleCardData[]): void {
  grid.replaceChildren(
    ...cards.map((card) => element('div', { className: 'role-card view-media-staff' }, [
      half('media', card.mediaPath, card.cover, card.title, card.role),
      card.actor && half('staff', card.actor.path, card.actor.image, card.actor.name, card.actor.language),
    ])),
  );
}
