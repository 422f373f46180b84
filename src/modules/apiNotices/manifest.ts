/** 'apiNotices': always on (the spec gives it no switch), small enough that the start carries its code (start.ts). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { showApiNotices } from './start';

export const manifest = defineFeature({
  id: 'apiNotices',
  alwaysOn: true,
  pages: [],
  needs: 'none',
  start: showApiNotices,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "Says once, at the bottom of the page, when AniList's API is down (and when the script will try again) or the sign-in must be renewed; recovers by itself.",
  tries: [
    { label: "AniList's API down for a minute (then open the compare table)", path: '/__sim/outage?kind=403&seconds=60' },
    { label: 'the compare table', path: '/user/{demo}/animelist/compare?users={demo},Aoi' },
  ],
};
