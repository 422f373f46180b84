// The simulator's world: plain data (WorldFixture, JSON-serialisable) plus a World object with
// indexed look-ups and the mutations the API performs. Pages (SIM-PAGES) and the GraphQL API
// (SIM-API) both read the same World, so a mutation through the API shows on the next page load.
//
// Stability: fields and methods are only ever added here, never renamed or removed.

// ---- enums (spelled exactly as AniList's schema spells them) ----

export type MediaType = 'ANIME' | 'MANGA';
export type MediaFormat =
  | 'TV' | 'TV_SHORT' | 'MOVIE' | 'SPECIAL' | 'OVA' | 'ONA' | 'MUSIC'
  | 'MANGA' | 'NOVEL' | 'ONE_SHOT';
export type MediaStatus = 'FINISHED' | 'RELEASING' | 'NOT_YET_RELEASED' | 'CANCELLED' | 'HIATUS';
export type MediaSeason = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';
export type MediaSource =
  | 'ORIGINAL' | 'MANGA' | 'LIGHT_NOVEL' | 'VISUAL_NOVEL' | 'VIDEO_GAME' | 'OTHER' | 'NOVEL'
  | 'DOUJINSHI' | 'ANIME' | 'WEB_NOVEL' | 'LIVE_ACTION' | 'GAME' | 'COMIC'
  | 'MULTIMEDIA_PROJECT' | 'PICTURE_BOOK';
export type MediaRelationType =
  | 'ADAPTATION' | 'PREQUEL' | 'SEQUEL' | 'PARENT' | 'SIDE_STORY' | 'CHARACTER' | 'SUMMARY'
  | 'ALTERNATIVE' | 'SPIN_OFF' | 'OTHER' | 'SOURCE' | 'COMPILATION' | 'CONTAINS';
export type CharacterRole = 'MAIN' | 'SUPPORTING' | 'BACKGROUND';
export type StaffLanguage =
  | 'JAPANESE' | 'ENGLISH' | 'KOREAN' | 'ITALIAN' | 'SPANISH' | 'PORTUGUESE' | 'FRENCH'
  | 'GERMAN' | 'HEBREW' | 'HUNGARIAN';
export type ScoreFormat = 'POINT_100' | 'POINT_10_DECIMAL' | 'POINT_10' | 'POINT_5' | 'POINT_3';
export type MediaListStatus = 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';
export type UserTitleLanguage =
  | 'ROMAJI' | 'ENGLISH' | 'NATIVE' | 'ROMAJI_STYLISED' | 'ENGLISH_STYLISED' | 'NATIVE_STYLISED';
export type UserStaffNameLanguage = 'ROMAJI_WESTERN' | 'ROMAJI' | 'NATIVE';
/** Activity kinds as the schema's ActivityType (MEDIA_LIST is only a query filter). */
export type ActivityType = 'TEXT' | 'ANIME_LIST' | 'MANGA_LIST' | 'MESSAGE';
export type NotificationType =
  | 'ACTIVITY_MESSAGE' | 'ACTIVITY_REPLY' | 'FOLLOWING' | 'ACTIVITY_MENTION'
  | 'THREAD_COMMENT_MENTION' | 'THREAD_SUBSCRIBED' | 'THREAD_COMMENT_REPLY' | 'AIRING'
  | 'ACTIVITY_LIKE' | 'ACTIVITY_REPLY_LIKE' | 'THREAD_LIKE' | 'THREAD_COMMENT_LIKE'
  | 'ACTIVITY_REPLY_SUBSCRIBED' | 'RELATED_MEDIA_ADDITION' | 'MEDIA_DATA_CHANGE'
  | 'MEDIA_MERGE' | 'MEDIA_DELETION';
/** Things a like can target (schema LikeableType). */
export type LikeableType = 'THREAD' | 'THREAD_COMMENT' | 'ACTIVITY' | 'ACTIVITY_REPLY';

// ---- small shapes ----

/** AniList's FuzzyDate: any part may be unknown. */
export interface FuzzyDate {
  year: number | null;
  month: number | null;
  day: number | null;
}

export interface MediaTitle {
  romaji: string;
  english: string | null;
  native: string | null;
}

export interface ImageSet {
  extraLarge?: string;
  large: string;
  medium: string;
  color?: string | null;
}

/** A person's or character's name (schema StaffName / CharacterName). */
export interface PersonName {
  first: string | null;
  middle: string | null;
  last: string | null;
  /** "First Last" */
  full: string;
  native: string | null;
  alternative: string[];
}

// ---- media ----

/** A tag on one media; name/description/category come from the tag collection (World.tags()). */
export interface MediaTagRef {
  id: number;
  name: string;
  /** 0–100, relevance of the tag to this media */
  rank: number;
  isMediaSpoiler: boolean;
}

/** An entry in the MediaTagCollection. */
export interface MediaTagDefinition {
  id: number;
  name: string;
  /** null: AniList has not written one yet (seedTagVocabulary gives one tag none) */
  description: string | null;
  category: string;
  isAdult: boolean;
  isGeneralSpoiler: boolean;
}

export interface MediaStudioEdge {
  studioId: number;
  isMain: boolean;
}

export interface MediaStaffEdge {
  staffId: number;
  /** free text as on AniList, e.g. "Director", "Original Creator", "Key Animation (ep 3)" */
  role: string;
}

export interface VoiceActorRef {
  staffId: number;
  language: StaffLanguage;
}

export interface MediaCharacterEdge {
  characterId: number;
  role: CharacterRole;
  voiceActors: VoiceActorRef[];
}

export interface MediaRelationEdge {
  mediaId: number;
  relationType: MediaRelationType;
}

export interface MediaRecommendation {
  /** the Recommendation's own id (unique across the world) */
  id: number;
  /** the recommended media */
  mediaId: number;
  rating: number;
}

export interface AiringEpisode {
  episode: number;
  /** unix seconds */
  airingAt: number;
}

export interface Media {
  id: number;
  idMal: number | null;
  type: MediaType;
  title: MediaTitle;
  synonyms: string[];
  format: MediaFormat;
  status: MediaStatus;
  startDate: FuzzyDate;
  endDate: FuzzyDate;
  season: MediaSeason | null;
  seasonYear: number | null;
  episodes: number | null;
  chapters: number | null;
  volumes: number | null;
  /** minutes per episode */
  duration: number | null;
  nextAiringEpisode: AiringEpisode | null;
  countryOfOrigin: string;
  source: MediaSource | null;
  genres: string[];
  tags: MediaTagRef[];
  studios: MediaStudioEdge[];
  staff: MediaStaffEdge[];
  characters: MediaCharacterEdge[];
  relations: MediaRelationEdge[];
  recommendations: MediaRecommendation[];
  meanScore: number | null;
  averageScore: number | null;
  popularity: number;
  favourites: number;
  trending: number;
  isAdult: boolean;
  isLicensed: boolean;
  hashtag: string | null;
  description: string | null;
  coverImage: ImageSet;
  bannerImage: string | null;
  siteUrl: string;
  /** unix seconds */
  updatedAt: number;
}

export interface Staff {
  id: number;
  name: PersonName;
  /** schema languageV2, e.g. "Japanese" */
  language: string;
  image: ImageSet;
  description: string | null;
  primaryOccupations: string[];
  gender: string | null;
  dateOfBirth: FuzzyDate;
  age: number | null;
  homeTown: string | null;
  favourites: number;
  siteUrl: string;
}

export interface Character {
  id: number;
  name: PersonName;
  image: ImageSet;
  description: string | null;
  gender: string | null;
  dateOfBirth: FuzzyDate;
  age: string | null;
  favourites: number;
  siteUrl: string;
}

export interface Studio {
  id: number;
  name: string;
  isAnimationStudio: boolean;
  favourites: number;
  siteUrl: string;
}

// ---- users and lists ----

export interface MediaListTypeOptions {
  customLists: string[];
  /** names of the advanced-scoring categories */
  advancedScoring: string[];
  advancedScoringEnabled: boolean;
  sectionOrder: string[];
  splitCompletedSectionByFormat: boolean;
}

export interface MediaListOptions {
  scoreFormat: ScoreFormat;
  rowOrder: string;
  animeList: MediaListTypeOptions;
  mangaList: MediaListTypeOptions;
}

export interface UserOptions {
  titleLanguage: UserTitleLanguage;
  staffNameLanguage: UserStaffNameLanguage;
  displayAdultContent: boolean;
  airingNotifications: boolean;
  /** AniList colour name ('blue', 'purple', …) or '#rrggbb' */
  profileColor: string;
  timezone: string | null;
  activityMergeTime: number;
  restrictMessagesToFollowing: boolean;
  /** Notification types the user switched; a type not listed is on (AniList's default). */
  notificationOptions?: NotificationOptionSetting[];
}

export interface NotificationOptionSetting {
  type: string;
  enabled: boolean;
}

export interface UserFavourites {
  anime: number[];
  manga: number[];
  characters: number[];
  staff: number[];
  studios: number[];
}

export interface User {
  id: number;
  name: string;
  /** markdown-ish source text, as AniList stores it (hostile content possible) */
  about: string | null;
  avatar: { large: string; medium: string };
  bannerImage: string | null;
  donatorTier: number;
  donatorBadge: string;
  /** AniList has no such field: a private profile answers 'Private User' to other users */
  private: boolean;
  moderatorRoles: string[];
  options: UserOptions;
  mediaListOptions: MediaListOptions;
  /** ids of users this user follows */
  following: number[];
  /** ids of users this user blocked */
  blocked: number[];
  favourites: UserFavourites;
  /** bearer token that authenticates as this user; null = cannot sign in */
  token: string | null;
  siteUrl: string;
  /** unix seconds */
  createdAt: number;
  updatedAt: number;
}

export interface MediaListEntry {
  id: number;
  userId: number;
  mediaId: number;
  status: MediaListStatus;
  /** score in the owner's scoreFormat (0 = unscored) */
  score: number;
  /** the same score on 0–100 (AniList's internal value) */
  scoreRaw: number;
  progress: number;
  progressVolumes: number | null;
  repeat: number;
  priority: number;
  notes: string | null;
  private: boolean;
  hiddenFromStatusLists: boolean;
  /** every custom list of the owner's list type, true when the entry is on it */
  customLists: Record<string, boolean>;
  /** advanced-scoring category → score (0–10 for POINT_10, 0–100 for POINT_100, …) */
  advancedScores: Record<string, number>;
  startedAt: FuzzyDate;
  completedAt: FuzzyDate;
  /** unix seconds */
  updatedAt: number;
  createdAt: number;
}

// ---- social ----

export interface ActivityReply {
  id: number;
  activityId: number;
  userId: number;
  text: string;
  /** ids of users who liked the reply */
  likes: number[];
  createdAt: number;
}

interface ActivityBase {
  id: number;
  /** ids of users who liked the activity */
  likes: number[];
  replies: ActivityReply[];
  isLocked: boolean;
  isPinned: boolean;
  /** ids of users subscribed to replies */
  subscribers: number[];
  createdAt: number;
}

export interface TextActivity extends ActivityBase {
  type: 'TEXT';
  userId: number;
  text: string;
}

export interface ListActivity extends ActivityBase {
  type: 'ANIME_LIST' | 'MANGA_LIST';
  userId: number;
  mediaId: number;
  /** e.g. "watched episode", "completed", "plans to watch", "read chapter" */
  status: string;
  /** e.g. "3" or "1 - 4"; null when the status carries no progress */
  progress: string | null;
}

export interface MessageActivity extends ActivityBase {
  type: 'MESSAGE';
  messengerId: number;
  recipientId: number;
  message: string;
  isPrivate: boolean;
}

export type Activity = TextActivity | ListActivity | MessageActivity;

export interface ThreadCategory {
  id: number;
  name: string;
}

export interface ForumThread {
  id: number;
  title: string;
  body: string;
  userId: number;
  categories: ThreadCategory[];
  /** ids of media this thread is about */
  mediaCategories: number[];
  likes: number[];
  subscribers: number[];
  viewCount: number;
  isSticky: boolean;
  isLocked: boolean;
  createdAt: number;
  updatedAt: number;
  /** last comment time, or createdAt when there is none */
  repliedAt: number;
  replyUserId: number | null;
  replyCommentId: number | null;
}

export interface ThreadComment {
  id: number;
  threadId: number;
  userId: number;
  /** the comment this one answers; null for a top-level comment */
  parentId: number | null;
  comment: string;
  likes: number[];
  createdAt: number;
  updatedAt: number;
}

export interface Review {
  id: number;
  userId: number;
  mediaId: number;
  summary: string;
  body: string;
  /** up-votes */
  rating: number;
  /** all votes */
  ratingAmount: number;
  /** the reviewer's score, 0–100 */
  score: number;
  private: boolean;
  createdAt: number;
  updatedAt: number;
}

/** One notification. Which optional fields are set depends on the type. */
export interface Notification {
  id: number;
  /** the recipient */
  userId: number;
  type: NotificationType;
  /** the user who caused it (likes, replies, follows, messages, mentions, thread events) */
  userRef: number | null;
  activityId: number | null;
  threadId: number | null;
  commentId: number | null;
  mediaId: number | null;
  /** AIRING: the episode */
  episode: number | null;
  /** AniList's context text, e.g. " liked your activity." */
  context: string | null;
  /** AIRING's contexts, e.g. ["Episode ", " of ", " aired."] */
  contexts: string[] | null;
  /** MEDIA_DATA_CHANGE / MERGE / DELETION reason */
  reason: string | null;
  /** MEDIA_DELETION / MEDIA_MERGE: titles no longer in the world */
  deletedMediaTitles: string[] | null;
  read: boolean;
  createdAt: number;
}

// ---- the world ----

/** Everything a world consists of, as plain JSON. Load with loadFixture(). */
export interface WorldFixture {
  /** fixture format version; currently 1 */
  version: 1;
  /** the seed it was generated from (informative) */
  seed: number | null;
  /** the world's "now" in unix seconds: generated dates are placed before it */
  now: number;
  /** name of the signed-in demo user (must exist in users and have a token) */
  demoUserName: string;
  genres: string[];
  tags: MediaTagDefinition[];
  media: Media[];
  staff: Staff[];
  characters: Character[];
  studios: Studio[];
  users: User[];
  listEntries: MediaListEntry[];
  activities: Activity[];
  threads: ForumThread[];
  threadComments: ThreadComment[];
  reviews: Review[];
  notifications: Notification[];
}

export interface DemoUser {
  id: number;
  name: string;
  token: string;
}

export type ActivityFilter = {
  userId?: number;
  mediaId?: number;
  type?: ActivityType | 'MEDIA_LIST';
  /** activities of this user and of everyone they follow (the home feed) */
  feedOf?: number;
  /** message activities sent to this user */
  recipientId?: number;
};

export interface SaveListEntryInput {
  id?: number;
  mediaId?: number;
  status?: MediaListStatus;
  /** in the user's score format */
  score?: number;
  /** on 0–100 (takes precedence over score) */
  scoreRaw?: number;
  progress?: number;
  progressVolumes?: number;
  repeat?: number;
  priority?: number;
  private?: boolean;
  notes?: string;
  hiddenFromStatusLists?: boolean;
  /** names of the custom lists the entry belongs to (replaces the set) */
  customLists?: string[];
  /** in the order of the user's advancedScoring categories */
  advancedScores?: number[];
  startedAt?: Partial<FuzzyDate>;
  completedAt?: Partial<FuzzyDate>;
}

export interface UpdateUserInput {
  about?: string;
  titleLanguage?: UserTitleLanguage;
  staffNameLanguage?: UserStaffNameLanguage;
  displayAdultContent?: boolean;
  airingNotifications?: boolean;
  scoreFormat?: ScoreFormat;
  rowOrder?: string;
  profileColor?: string;
  timezone?: string;
  activityMergeTime?: number;
  animeListOptions?: Partial<MediaListTypeOptions>;
  mangaListOptions?: Partial<MediaListTypeOptions>;
  notificationOptions?: NotificationOptionSetting[];
}

export interface World {
  readonly data: WorldFixture;
  readonly demoUser: DemoUser;
  /** the world's reference time in unix seconds (fixture `now`) */
  readonly now: number;

  // users
  getUserById(id: number): User | undefined;
  /** case-insensitive, as AniList's /user/{name} */
  getUserByName(name: string): User | undefined;
  getUserByToken(token: string): User | undefined;
  users(): readonly User[];
  followersOf(userId: number): User[];
  followingOf(userId: number): User[];

  // media and people
  getMedia(id: number): Media | undefined;
  mediaByIdMal(idMal: number, type?: MediaType): Media | undefined;
  allMedia(type?: MediaType): readonly Media[];
  getStaff(id: number): Staff | undefined;
  getCharacter(id: number): Character | undefined;
  getStudio(id: number): Studio | undefined;
  allStaff(): readonly Staff[];
  allCharacters(): readonly Character[];
  allStudios(): readonly Studio[];
  /** media edges of a staff member: as production staff, and as a voice actor */
  staffMedia(staffId: number): { media: Media; role: string }[];
  voiceActorRoles(staffId: number): { media: Media; characterId: number; role: CharacterRole }[];
  characterMedia(characterId: number): { media: Media; edge: MediaCharacterEdge }[];
  studioMedia(studioId: number): { media: Media; isMain: boolean }[];
  tags(): readonly MediaTagDefinition[];
  tagByName(name: string): MediaTagDefinition | undefined;
  /** a media's tags with their collection data (description, category, isAdult) */
  mediaTags(media: Media): (MediaTagRef & MediaTagDefinition)[];
  genres(): readonly string[];

  // lists
  listEntries(userId: number, type: MediaType): MediaListEntry[];
  getListEntry(id: number): MediaListEntry | undefined;
  listEntryFor(userId: number, mediaId: number): MediaListEntry | undefined;
  /** every entry on a media, all users */
  entriesForMedia(mediaId: number): MediaListEntry[];

  // social
  getActivity(id: number): Activity | undefined;
  getActivityReply(id: number): ActivityReply | undefined;
  /** newest first */
  activities(filter?: ActivityFilter): Activity[];
  getThread(id: number): ForumThread | undefined;
  /** newest reply first; optionally only a category or a media's threads */
  threads(filter?: { categoryId?: number; mediaId?: number; userId?: number }): ForumThread[];
  getThreadComment(id: number): ThreadComment | undefined;
  threadComments(threadId: number): ThreadComment[];
  getReview(id: number): Review | undefined;
  /** newest first */
  reviews(filter?: { mediaId?: number; userId?: number }): Review[];
  /** newest first */
  notificationsFor(userId: number): Notification[];
  unreadNotificationCount(userId: number): number;

  // mutations (used by the API; pages may use them too)
  saveListEntry(userId: number, input: SaveListEntryInput): MediaListEntry;
  /** true when an entry was deleted */
  deleteListEntry(userId: number, entryId: number): boolean;
  /** toggles the user's like; returns the liked item's like list after the change */
  toggleLike(userId: number, id: number, type: LikeableType): number[] | undefined;
  saveActivityReply(userId: number, activityId: number, text: string, replyId?: number): ActivityReply | undefined;
  saveTextActivity(userId: number, text: string, id?: number): TextActivity;
  saveMessageActivity(messengerId: number, recipientId: number, message: string, isPrivate: boolean, id?: number): MessageActivity;
  /** only the activity's author (or a message's messenger/recipient) may delete it */
  deleteActivity(userId: number, activityId: number): boolean;
  deleteActivityReply(userId: number, replyId: number): boolean;
  updateUser(userId: number, input: UpdateUserInput): User;
  /** toggles following; returns the target user, undefined when it does not exist */
  toggleFollow(userId: number, targetId: number): User | undefined;
  /** mark the user's notifications read (AniList does this when they are fetched with resetNotificationCount) */
  markNotificationsRead(userId: number): void;

  /** a deep copy of the current state as a fixture */
  toFixture(): WorldFixture;
}
