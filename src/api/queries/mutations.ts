/**
 * Every change the script makes (all need the token; send with `mutate`). Variables left out
 * (undefined) are not sent, so AniList keeps those fields as they are; null clears a field.
 */
import { FUZZY_DATE, USER_REF, type FuzzyDate, type FuzzyDateInput, type LikeableType, type MediaListStatus, type UserRef } from './types';

/** One document for every entry save: by entry id or by mediaId, with whatever fields change. */
export const SAVE_MEDIA_LIST_ENTRY = /* GraphQL */ `
mutation SaveMediaListEntry(
  $id: Int, $mediaId: Int, $status: MediaListStatus, $score: Float, $scoreRaw: Int,
  $progress: Int, $progressVolumes: Int, $repeat: Int, $priority: Int, $private: Boolean,
  $notes: String, $startedAt: FuzzyDateInput, $completedAt: FuzzyDateInput,
  $hiddenFromStatusLists: Boolean, $customLists: [String], $advancedScores: [Float]
) {
  SaveMediaListEntry(
    id: $id, mediaId: $mediaId, status: $status, score: $score, scoreRaw: $scoreRaw,
    progress: $progress, progressVolumes: $progressVolumes, repeat: $repeat, priority: $priority,
    private: $private, notes: $notes, startedAt: $startedAt, completedAt: $completedAt,
    hiddenFromStatusLists: $hiddenFromStatusLists, customLists: $customLists, advancedScores: $advancedScores
  ) {
    id
    mediaId
    status
    score
    progress
    progressVolumes
    repeat
    priority
    notes
    startedAt ${FUZZY_DATE}
    completedAt ${FUZZY_DATE}
  }
}`;

export interface SaveMediaListEntryVariables {
  id?: number;
  mediaId?: number;
  status?: MediaListStatus;
  /** In the user's own score format. */
  score?: number;
  /** On the 100-point scale. */
  scoreRaw?: number;
  progress?: number;
  progressVolumes?: number;
  repeat?: number;
  priority?: number;
  private?: boolean;
  notes?: string | null;
  startedAt?: FuzzyDateInput;
  completedAt?: FuzzyDateInput;
  hiddenFromStatusLists?: boolean;
  customLists?: string[];
  /** In the order of the list's advanced-scoring categories. */
  advancedScores?: number[];
}

export interface SaveMediaListEntryResult {
  SaveMediaListEntry: {
    id: number;
    mediaId: number;
    status: MediaListStatus | null;
    score: number | null;
    progress: number | null;
    progressVolumes: number | null;
    repeat: number | null;
    priority: number | null;
    notes: string | null;
    startedAt: FuzzyDate | null;
    completedAt: FuzzyDate | null;
  } | null;
}

/**
 * AniList's batch edit: the same fields on several of the member's entries (bulk edit sends at
 * most 50 ids a request). No customLists here: the schema has none.
 */
export const UPDATE_MEDIA_LIST_ENTRIES = /* GraphQL */ `
mutation UpdateMediaListEntries(
  $ids: [Int], $status: MediaListStatus, $score: Float, $scoreRaw: Int, $progress: Int,
  $progressVolumes: Int, $repeat: Int, $private: Boolean, $notes: String,
  $hiddenFromStatusLists: Boolean, $startedAt: FuzzyDateInput, $completedAt: FuzzyDateInput
) {
  UpdateMediaListEntries(
    ids: $ids, status: $status, score: $score, scoreRaw: $scoreRaw, progress: $progress,
    progressVolumes: $progressVolumes, repeat: $repeat, private: $private, notes: $notes,
    hiddenFromStatusLists: $hiddenFromStatusLists, startedAt: $startedAt, completedAt: $completedAt
  ) { id }
}`;

export interface UpdateMediaListEntriesResult {
  UpdateMediaListEntries: ({ id: number } | null)[] | null;
}

export const DELETE_MEDIA_LIST_ENTRY = /* GraphQL */ `
mutation DeleteMediaListEntry($id: Int) {
  DeleteMediaListEntry(id: $id) { deleted }
}`;

export interface DeleteMediaListEntryResult {
  DeleteMediaListEntry: { deleted: boolean | null } | null;
}

/** Likes or unlikes an activity, activity reply, thread or thread comment. */
export const TOGGLE_LIKE = /* GraphQL */ `
mutation ToggleLike($id: Int, $type: LikeableType) {
  ToggleLikeV2(id: $id, type: $type) {
    __typename
    ... on TextActivity { id likeCount isLiked }
    ... on ListActivity { id likeCount isLiked }
    ... on MessageActivity { id likeCount isLiked }
    ... on ActivityReply { id likeCount isLiked }
    ... on Thread { id likeCount isLiked }
    ... on ThreadComment { id likeCount isLiked }
  }
}`;

export interface ToggleLikeVariables {
  id: number;
  type: LikeableType;
}

export interface ToggleLikeResult {
  ToggleLikeV2: { __typename: string; id: number; likeCount: number; isLiked: boolean | null } | null;
}

/** A new reply (or an edit with `$id`); answers id, user name, likes, HTML text, createdAt. */
export const SAVE_ACTIVITY_REPLY = /* GraphQL */ `
mutation SaveActivityReply($id: Int, $activityId: Int, $text: String) {
  SaveActivityReply(id: $id, activityId: $activityId, text: $text) {
    id
    activityId
    text(asHtml: true)
    likeCount
    isLiked
    createdAt
    user { ${USER_REF} }
    likes { id name }
  }
}`;

export interface SaveActivityReplyResult {
  SaveActivityReply: {
    id: number;
    activityId: number | null;
    text: string | null;
    likeCount: number;
    isLiked: boolean | null;
    createdAt: number;
    user: UserRef | null;
    likes: ({ id: number; name: string } | null)[] | null;
  } | null;
}

/** A new text post (or an edit with `$id`). */
export const SAVE_TEXT_ACTIVITY = /* GraphQL */ `
mutation SaveTextActivity($id: Int, $text: String) {
  SaveTextActivity(id: $id, text: $text) { id siteUrl createdAt text(asHtml: true) }
}`;

export interface SaveTextActivityResult {
  SaveTextActivity: { id: number; siteUrl: string | null; createdAt: number; text: string | null } | null;
}

export const DELETE_ACTIVITY = /* GraphQL */ `
mutation DeleteActivity($id: Int) {
  DeleteActivity(id: $id) { deleted }
}`;

export interface DeleteActivityResult {
  DeleteActivity: { deleted: boolean | null } | null;
}

/** Replaces the signed-in user's about text (profile JSON lives at its start). */
export const UPDATE_USER_ABOUT = /* GraphQL */ `
mutation UpdateUserAbout($about: String) {
  UpdateUser(about: $about) { id name about }
}`;

export interface UpdateUserAboutResult {
  UpdateUser: { id: number; name: string; about: string | null } | null;
}
