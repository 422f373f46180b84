// Profile JSON in about texts (spec doc 3 §3: a leading HTML comment holding {background,
// customCSS}), for the profileBackground and customCSS modules: one member with valid JSON that
// uses only what the script allows, one whose comment is not JSON, one whose JSON is not an
// object. Mallory's hostile JSON is part of her about text (generateUsers.ts HOSTILE_ABOUT).
// Written last and without randomness, so nothing generated before changes.
import type { WorldFixture } from './types.ts';

/** The background and CSS the valid profile carries (AniList's image host, scoped-safe rules). */
export const VALID_PROFILE = {
  name: 'Sakuya',
  background: 'rgb(20, 60, 90) url(https://s4.anilist.co/file/anilistcdn/user/banner/sim-profile-background.jpg) no-repeat top / cover',
  customCSS: '.about{outline:3px dashed rgb(0, 160, 90)} .banner-content h1.name{letter-spacing:4px} @keyframes hohPulse{from{opacity:1}to{opacity:0.6}} .avatar{animation:hohPulse 2s infinite alternate}',
} as const;

/** A leading comment that is not JSON: ignored with a console warning. */
export const INVALID_PROFILE = { name: 'Tanuki', comment: '<!-- {background: red, customCSS: ".about{outline:3px solid red}"} -->' } as const;
/** JSON that parses but is not an object: ignored with a console warning. */
export const NOT_OBJECT_PROFILE = { name: 'Usagi', comment: '<!-- ["url(https://s4.anilist.co/x.png)"] -->' } as const;

export function seedProfiles(fixture: WorldFixture): void {
  const prepend = (name: string, comment: string) => {
    const user = fixture.users.find((candidate) => candidate.name === name);
    if (!user || user.about?.startsWith('<!--')) return;
    user.about = `${comment}\n${user.about ?? `Hello, I am ${name}.`}`;
  };
  const json = JSON.stringify({ background: VALID_PROFILE.background, customCSS: VALID_PROFILE.customCSS });
  prepend(VALID_PROFILE.name, `<!--${json}-->`);
  prepend(INVALID_PROFILE.name, INVALID_PROFILE.comment);
  prepend(NOT_OBJECT_PROFILE.name, NOT_OBJECT_PROFILE.comment);
}
