/** The user the script is signed in as (needs the token). */
import type { ScoreFormat, UserTitleLanguage } from './types';

export const VIEWER = /* GraphQL */ `
query Viewer {
  Viewer {
    id
    name
    donatorTier
    avatar { medium }
    options { titleLanguage }
    mediaListOptions { scoreFormat }
  }
}`;

export interface Viewer {
  id: number;
  name: string;
  donatorTier: number | null;
  avatar: { medium: string | null } | null;
  options: { titleLanguage: UserTitleLanguage | null } | null;
  mediaListOptions: { scoreFormat: ScoreFormat | null } | null;
}

export interface ViewerResult {
  Viewer: Viewer | null;
}
