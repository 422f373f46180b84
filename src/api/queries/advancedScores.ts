import type { MediaType } from './types';

/** Whether a member scores with categories, and which (a tiny question before the big one). */
export const ADVANCED_SCORING = /* GraphQL */ `
query AdvancedScoring($name: String) {
  User(name: $name) {
    id
    mediaListOptions {
      animeList { advancedScoring advancedScoringEnabled }
      mangaList { advancedScoring advancedScoringEnabled }
    }
  }
}`;

interface TypeOptions {
  advancedScoring: (string | null)[] | null;
  advancedScoringEnabled: boolean | null;
}

export interface AdvancedScoringResult {
  User: { id: number; mediaListOptions: { animeList: TypeOptions | null; mangaList: TypeOptions | null } | null } | null;
}

/** Each entry's advanced scores (AniList's Json: category → score). */
export const ADVANCED_SCORES = /* GraphQL */ `
query AdvancedScores($name: String, $type: MediaType) {
  MediaListCollection(userName: $name, type: $type) {
    lists { entries { mediaId advancedScores } }
  }
}`;

export interface AdvancedScoresVariables {
  name: string;
  type: MediaType;
}

export interface AdvancedScoresResult {
  MediaListCollection: {
    lists: ({ entries: ({ mediaId: number; advancedScores: unknown } | null)[] | null } | null)[] | null;
  } | null;
}
