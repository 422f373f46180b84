/**
 * The media data checker's page request (spec doc 2 §5, algorithms.md 1d), built from the rules
 * switched on: id, titles and format always, plus the fields those rules read, and nothing else
 * (a run with few rules stays light). Each rule names its fields by the keys below.
 */
import type { MediaType } from './types';

/** The selection of each field a checker rule may read. */
export const CHECKER_SELECTIONS = {
  idMal: 'idMal',
  type: 'type',
  status: 'status',
  startDate: 'startDate{year month day}',
  endDate: 'endDate{year month day}',
  tags: 'tags{rank name}',
  genres: 'genres',
  bannerImage: 'bannerImage',
  chapters: 'chapters',
  volumes: 'volumes',
  episodes: 'episodes',
  duration: 'duration',
  studios: 'studios{nodes{id}}',
  source: 'source(version:2)',
  relations: 'relations{edges{relationType(version:2) node{id format startDate{year month day}}}}',
  synonyms: 'synonyms',
  hashtag: 'hashtag',
  isAdult: 'isAdult',
  coverImage: 'coverImage{large extraLarge}',
  description: 'description',
} as const;

export type CheckerField = keyof typeof CHECKER_SELECTIONS;

/** Every field, in a fixed order: the document of a run with every rule on. */
export const CHECKER_FIELD_NAMES = Object.keys(CHECKER_SELECTIONS) as CheckerField[];

const BASE_SELECTION = 'id title{romaji native english} format';

/**
 * One page of media: by popularity, or restricted to one user's list (by media id). Fields come
 * out in CHECKER_FIELD_NAMES order whatever order they are given in, each once.
 */
export function checkerPageDocument(fields: Iterable<CheckerField>, restrictedToList: boolean): string {
  const wanted = new Set(fields);
  const selection = [BASE_SELECTION, ...CHECKER_FIELD_NAMES.filter((field) => wanted.has(field)).map((field) => CHECKER_SELECTIONS[field])].join(' ');
  if (restrictedToList) {
    return `query CheckerUserListPage($type:MediaType,$page:Int,$userName:String){Page(page:$page){pageInfo{currentPage lastPage}`
      + `mediaList(type:$type,sort:MEDIA_ID,userName:$userName){media{${selection}}}}}`;
  }
  return `query CheckerPage($type:MediaType,$page:Int){Page(page:$page){pageInfo{currentPage lastPage}`
    + `media(type:$type,sort:POPULARITY_DESC){${selection}}}}`;
}

/** A calendar date as AniList gives it: any part may be missing. */
export interface CheckerFuzzyDate {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

/**
 * One media as the checker request returns it. Every field except id is optional: a run only
 * asks for its rules' fields, and AniList answers null freely, so nothing here may be trusted.
 */
export interface CheckerMedia {
  id: number;
  idMal?: number | null;
  type?: MediaType | null;
  format?: string | null;
  status?: string | null;
  title?: { romaji?: string | null; native?: string | null; english?: string | null } | null;
  startDate?: CheckerFuzzyDate | null;
  endDate?: CheckerFuzzyDate | null;
  tags?: ReadonlyArray<{ name?: string | null; rank?: number | null } | null> | null;
  genres?: ReadonlyArray<string | null> | null;
  bannerImage?: string | null;
  chapters?: number | null;
  volumes?: number | null;
  episodes?: number | null;
  duration?: number | null;
  source?: string | null;
  isAdult?: boolean | null;
  hashtag?: string | null;
  synonyms?: ReadonlyArray<string | null> | null;
  description?: string | null;
  coverImage?: { large?: string | null; extraLarge?: string | null } | null;
  studios?: { nodes?: ReadonlyArray<{ id?: number | null } | null> | null } | null;
  relations?: {
    edges?: ReadonlyArray<{
      relationType?: string | null;
      node?: { id?: number | null; format?: string | null; startDate?: CheckerFuzzyDate | null } | null;
    } | null> | null;
  } | null;
}

/** Either shape of page: `media` by popularity, `mediaList` for one user's list. */
export interface CheckerMediaPageResult {
  Page?: {
    pageInfo?: { currentPage?: number | null; lastPage?: number | null } | null;
    media?: (CheckerMedia | null)[] | null;
    mediaList?: ({ media?: CheckerMedia | null } | null)[] | null;
  } | null;
}
