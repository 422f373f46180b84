// A studio under its real AniList id and name, favourited by one member, so that a favourite
// studio's link `/studio/<id>/<Slug-With-Hyphens>` (host-dom.md §2.3) matches a row of the
// script's studio-logo table (CSSfavs). The generated studios have invented names and never
// match. Added after everything else; no random stream needed, so the rest stays as it was.
import type { WorldFixture } from './types.ts';

export const LOGO_STUDIO = { id: 2, name: 'Kyoto Animation', favouritedBy: 'Aoi' } as const;

export function seedStudioLogos(fixture: WorldFixture): void {
  if (fixture.studios.some((studio) => studio.id === LOGO_STUDIO.id)) return;
  fixture.studios.push({
    id: LOGO_STUDIO.id,
    name: LOGO_STUDIO.name,
    isAnimationStudio: true,
    favourites: 41_000,
    siteUrl: `https://anilist.co/studio/${LOGO_STUDIO.id}`,
  });
  const fan = fixture.users.find((user) => user.name === LOGO_STUDIO.favouritedBy);
  if (fan && !fan.favourites.studios.includes(LOGO_STUDIO.id)) fan.favourites.studios.unshift(LOGO_STUDIO.id);
}
