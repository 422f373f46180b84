// The in-memory World: indexes over a WorldFixture, look-ups, and the mutations the API makes.

import type {
  Activity, ActivityFilter, ActivityReply, Character, CharacterRole, DemoUser, ForumThread, LikeableType, ListActivity,
  Media, MediaCharacterEdge, MediaListEntry, MediaTagDefinition, MediaTagRef, MediaType, MessageActivity,
  Notification, Review, SaveListEntryInput, Staff, Studio, TextActivity, ThreadComment, UpdateUserInput,
  User, World, WorldFixture,
} from './types.ts';
import { formatToRaw, rawToFormat } from './scores.ts';
import { listStatusText } from './generateSocial.ts';

const EMPTY_DATE = { year: null, month: null, day: null };

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function maxId(items: readonly { id: number }[]): number {
  let m = 0;
  for (const it of items) if (it.id > m) m = it.id;
  return m;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class MemoryWorld implements World {
  readonly data: WorldFixture;
  readonly demoUser: DemoUser;
  readonly now: number;

  private readonly mediaById = new Map<number, Media>();
  private readonly mediaByMal = new Map<string, Media>();
  private readonly mediaByType = new Map<MediaType, Media[]>();
  private readonly usersById = new Map<number, User>();
  private readonly usersByName = new Map<string, User>();
  private readonly usersByToken = new Map<string, User>();
  private readonly staffById = new Map<number, Staff>();
  private readonly charactersById = new Map<number, Character>();
  private readonly studiosById = new Map<number, Studio>();
  private readonly tagsByName = new Map<string, MediaTagDefinition>();
  private readonly tagsById = new Map<number, MediaTagDefinition>();
  private readonly entriesById = new Map<number, MediaListEntry>();
  /** userId → mediaId → entry */
  private readonly entriesByUser = new Map<number, Map<number, MediaListEntry>>();
  private entriesByMediaIndex: Map<number, MediaListEntry[]> | null = null;
  private readonly activitiesById = new Map<number, Activity>();
  private readonly repliesById = new Map<number, ActivityReply>();
  private readonly threadsById = new Map<number, ForumThread>();
  private readonly commentsById = new Map<number, ThreadComment>();
  private readonly commentsByThread = new Map<number, ThreadComment[]>();
  private readonly reviewsById = new Map<number, Review>();
  private readonly notificationsByUser = new Map<number, Notification[]>();
  // Reverse indexes for people pages are built on first use: most runs never need them.
  private staffIndex: Map<number, { media: Media; role: string }[]> | null = null;
  private voiceIndex: Map<number, { media: Media; characterId: number; role: CharacterRole }[]> | null = null;
  private characterIndex: Map<number, { media: Media; edge: MediaCharacterEdge }[]> | null = null;
  private studioIndex: Map<number, { media: Media; isMain: boolean }[]> | null = null;
  private nextIds: { entry: number; activity: number; reply: number };

  constructor(data: WorldFixture) {
    this.data = data;
    this.now = data.now;
    for (const m of data.media) {
      this.mediaById.set(m.id, m);
      if (m.idMal !== null) {
        this.mediaByMal.set(`${m.type}:${m.idMal}`, m);
        if (!this.mediaByMal.has(`*:${m.idMal}`)) this.mediaByMal.set(`*:${m.idMal}`, m);
      }
      push(this.mediaByType, m.type, m);
    }
    for (const u of data.users) this.indexUser(u);
    for (const s of data.staff) this.staffById.set(s.id, s);
    for (const c of data.characters) this.charactersById.set(c.id, c);
    for (const s of data.studios) this.studiosById.set(s.id, s);
    for (const t of data.tags) {
      this.tagsByName.set(t.name.toLowerCase(), t);
      this.tagsById.set(t.id, t);
    }
    for (const e of data.listEntries) this.indexEntry(e);
    for (const a of data.activities) this.indexActivity(a);
    for (const t of data.threads) this.threadsById.set(t.id, t);
    for (const c of data.threadComments) {
      this.commentsById.set(c.id, c);
      push(this.commentsByThread, c.threadId, c);
    }
    for (const r of data.reviews) this.reviewsById.set(r.id, r);
    for (const n of data.notifications) push(this.notificationsByUser, n.userId, n);
    for (const list of this.notificationsByUser.values()) list.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

    const demo = this.getUserByName(data.demoUserName);
    if (!demo || !demo.token) throw new Error(`demo user "${data.demoUserName}" is missing or has no token`);
    this.demoUser = { id: demo.id, name: demo.name, token: demo.token };
    this.nextIds = {
      entry: maxId(data.listEntries) + 1,
      activity: maxId(data.activities) + 1,
      reply: Math.max(0, ...data.activities.map((a) => maxId(a.replies))) + 1,
    };
  }

  private indexUser(u: User): void {
    this.usersById.set(u.id, u);
    this.usersByName.set(u.name.toLowerCase(), u);
    if (u.token) this.usersByToken.set(u.token, u);
  }

  private indexEntry(e: MediaListEntry): void {
    this.entriesById.set(e.id, e);
    let byMedia = this.entriesByUser.get(e.userId);
    if (!byMedia) this.entriesByUser.set(e.userId, (byMedia = new Map()));
    byMedia.set(e.mediaId, e);
    if (this.entriesByMediaIndex) push(this.entriesByMediaIndex, e.mediaId, e);
  }

  private indexActivity(a: Activity): void {
    this.activitiesById.set(a.id, a);
    for (const r of a.replies) this.repliesById.set(r.id, r);
  }

  // ---- users ----

  getUserById(id: number) { return this.usersById.get(id); }
  getUserByName(name: string) { return this.usersByName.get(name.toLowerCase()); }
  getUserByToken(token: string) { return this.usersByToken.get(token); }
  users(): readonly User[] { return this.data.users; }
  followersOf(userId: number): User[] { return this.data.users.filter((u) => u.following.includes(userId)); }
  followingOf(userId: number): User[] {
    const u = this.usersById.get(userId);
    return u ? u.following.map((id) => this.usersById.get(id)).filter((x): x is User => !!x) : [];
  }

  // ---- media and people ----

  getMedia(id: number) { return this.mediaById.get(id); }
  mediaByIdMal(idMal: number, type?: MediaType) { return this.mediaByMal.get(`${type ?? '*'}:${idMal}`); }
  allMedia(type?: MediaType): readonly Media[] { return type ? this.mediaByType.get(type) ?? [] : this.data.media; }
  getStaff(id: number) { return this.staffById.get(id); }
  getCharacter(id: number) { return this.charactersById.get(id); }
  getStudio(id: number) { return this.studiosById.get(id); }
  allStaff(): readonly Staff[] { return this.data.staff; }
  allCharacters(): readonly Character[] { return this.data.characters; }
  allStudios(): readonly Studio[] { return this.data.studios; }

  private buildPeopleIndexes(): void {
    this.staffIndex = new Map();
    this.voiceIndex = new Map();
    this.characterIndex = new Map();
    this.studioIndex = new Map();
    for (const media of this.data.media) {
      for (const s of media.staff) push(this.staffIndex, s.staffId, { media, role: s.role });
      for (const edge of media.characters) {
        push(this.characterIndex, edge.characterId, { media, edge });
        for (const va of edge.voiceActors) push(this.voiceIndex, va.staffId, { media, characterId: edge.characterId, role: edge.role });
      }
      for (const s of media.studios) push(this.studioIndex, s.studioId, { media, isMain: s.isMain });
    }
  }
  staffMedia(staffId: number) {
    if (!this.staffIndex) this.buildPeopleIndexes();
    return this.staffIndex!.get(staffId) ?? [];
  }
  voiceActorRoles(staffId: number) {
    if (!this.voiceIndex) this.buildPeopleIndexes();
    return this.voiceIndex!.get(staffId) ?? [];
  }
  characterMedia(characterId: number) {
    if (!this.characterIndex) this.buildPeopleIndexes();
    return this.characterIndex!.get(characterId) ?? [];
  }
  studioMedia(studioId: number) {
    if (!this.studioIndex) this.buildPeopleIndexes();
    return this.studioIndex!.get(studioId) ?? [];
  }
  tags(): readonly MediaTagDefinition[] { return this.data.tags; }
  tagByName(name: string) { return this.tagsByName.get(name.toLowerCase()); }
  mediaTags(media: Media): (MediaTagRef & MediaTagDefinition)[] {
    return media.tags.map((ref) => {
      const def = this.tagsById.get(ref.id) ?? this.tagsByName.get(ref.name.toLowerCase());
      return {
        description: def?.description ?? '',
        category: def?.category ?? 'Other',
        isAdult: def?.isAdult ?? false,
        isGeneralSpoiler: def?.isGeneralSpoiler ?? false,
        ...ref,
      };
    });
  }
  genres(): readonly string[] { return this.data.genres; }

  // ---- lists ----

  listEntries(userId: number, type: MediaType): MediaListEntry[] {
    const byMedia = this.entriesByUser.get(userId);
    if (!byMedia) return [];
    const out: MediaListEntry[] = [];
    for (const e of byMedia.values()) if (this.mediaById.get(e.mediaId)?.type === type) out.push(e);
    return out;
  }
  getListEntry(id: number) { return this.entriesById.get(id); }
  listEntryFor(userId: number, mediaId: number) { return this.entriesByUser.get(userId)?.get(mediaId); }
  entriesForMedia(mediaId: number): MediaListEntry[] {
    if (!this.entriesByMediaIndex) {
      this.entriesByMediaIndex = new Map();
      for (const e of this.entriesById.values()) push(this.entriesByMediaIndex, e.mediaId, e);
    }
    return this.entriesByMediaIndex.get(mediaId) ?? [];
  }

  // ---- social ----

  getActivity(id: number) { return this.activitiesById.get(id); }
  getActivityReply(id: number) { return this.repliesById.get(id); }
  activities(filter: ActivityFilter = {}): Activity[] {
    const feed = filter.feedOf !== undefined ? new Set([filter.feedOf, ...(this.usersById.get(filter.feedOf)?.following ?? [])]) : null;
    const out = this.data.activities.filter((a) => {
      const author = a.type === 'MESSAGE' ? a.messengerId : a.userId;
      if (filter.userId !== undefined) {
        // A user's profile feed holds their own posts and messages sent to them.
        const onProfile = a.type === 'MESSAGE' ? a.recipientId === filter.userId : a.userId === filter.userId;
        if (!onProfile) return false;
      }
      if (filter.recipientId !== undefined && (a.type !== 'MESSAGE' || a.recipientId !== filter.recipientId)) return false;
      if (filter.mediaId !== undefined && (a.type === 'TEXT' || a.type === 'MESSAGE' || a.mediaId !== filter.mediaId)) return false;
      if (filter.type === 'MEDIA_LIST' && a.type !== 'ANIME_LIST' && a.type !== 'MANGA_LIST') return false;
      if (filter.type && filter.type !== 'MEDIA_LIST' && a.type !== filter.type) return false;
      if (feed && !feed.has(author)) return false;
      return true;
    });
    return out.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
  getThread(id: number) { return this.threadsById.get(id); }
  threads(filter: { categoryId?: number; mediaId?: number; userId?: number } = {}): ForumThread[] {
    return this.data.threads
      .filter((t) =>
        (filter.categoryId === undefined || t.categories.some((c) => c.id === filter.categoryId)) &&
        (filter.mediaId === undefined || t.mediaCategories.includes(filter.mediaId)) &&
        (filter.userId === undefined || t.userId === filter.userId))
      .sort((a, b) => b.repliedAt - a.repliedAt || b.id - a.id);
  }
  getThreadComment(id: number) { return this.commentsById.get(id); }
  threadComments(threadId: number): ThreadComment[] {
    return (this.commentsByThread.get(threadId) ?? []).slice().sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }
  getReview(id: number) { return this.reviewsById.get(id); }
  reviews(filter: { mediaId?: number; userId?: number } = {}): Review[] {
    return this.data.reviews
      .filter((r) => (filter.mediaId === undefined || r.mediaId === filter.mediaId) && (filter.userId === undefined || r.userId === filter.userId))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
  notificationsFor(userId: number): Notification[] { return (this.notificationsByUser.get(userId) ?? []).slice(); }
  unreadNotificationCount(userId: number): number {
    return (this.notificationsByUser.get(userId) ?? []).reduce((n, x) => n + (x.read ? 0 : 1), 0);
  }

  // ---- mutations ----

  saveListEntry(userId: number, input: SaveListEntryInput): MediaListEntry {
    const user = this.usersById.get(userId);
    if (!user) throw new Error(`no user ${userId}`);
    let entry = input.id !== undefined ? this.entriesById.get(input.id) : undefined;
    if (entry && entry.userId !== userId) throw new Error('entry belongs to another user');
    if (!entry && input.mediaId !== undefined) entry = this.listEntryFor(userId, input.mediaId);
    const now = nowSeconds();
    const isNew = !entry;
    if (!entry) {
      const mediaId = input.mediaId;
      if (mediaId === undefined || !this.mediaById.has(mediaId)) throw new Error('media not found');
      const media = this.mediaById.get(mediaId)!;
      const options = media.type === 'ANIME' ? user.mediaListOptions.animeList : user.mediaListOptions.mangaList;
      entry = {
        id: this.nextIds.entry++, userId, mediaId, status: 'PLANNING', score: 0, scoreRaw: 0, progress: 0,
        progressVolumes: media.type === 'MANGA' ? 0 : null, repeat: 0, priority: 0, notes: null, private: false,
        hiddenFromStatusLists: false,
        customLists: Object.fromEntries(options.customLists.map((n) => [n, false])),
        advancedScores: Object.fromEntries(options.advancedScoring.map((n) => [n, 0])),
        startedAt: { ...EMPTY_DATE }, completedAt: { ...EMPTY_DATE }, updatedAt: now, createdAt: now,
      };
      this.data.listEntries.push(entry);
      this.indexEntry(entry);
    }
    const before = { status: isNew ? null : entry.status, progress: isNew ? 0 : entry.progress };
    const format = user.mediaListOptions.scoreFormat;
    if (input.scoreRaw !== undefined) {
      entry.scoreRaw = Math.max(0, Math.min(100, Math.round(input.scoreRaw)));
      entry.score = rawToFormat(entry.scoreRaw, format);
    } else if (input.score !== undefined) {
      entry.scoreRaw = formatToRaw(input.score, format);
      entry.score = rawToFormat(entry.scoreRaw, format);
    }
    if (input.status !== undefined) entry.status = input.status;
    if (input.progress !== undefined) entry.progress = Math.max(0, input.progress);
    if (input.progressVolumes !== undefined) entry.progressVolumes = Math.max(0, input.progressVolumes);
    if (input.repeat !== undefined) entry.repeat = Math.max(0, input.repeat);
    if (input.priority !== undefined) entry.priority = input.priority;
    if (input.private !== undefined) entry.private = input.private;
    if (input.notes !== undefined) entry.notes = input.notes === '' ? null : input.notes;
    if (input.hiddenFromStatusLists !== undefined) entry.hiddenFromStatusLists = input.hiddenFromStatusLists;
    if (input.customLists !== undefined) {
      const wanted = new Set(input.customLists);
      for (const name of Object.keys(entry.customLists)) entry.customLists[name] = wanted.has(name);
      for (const name of wanted) entry.customLists[name] = true;
    }
    if (input.advancedScores !== undefined) {
      const media = this.mediaById.get(entry.mediaId)!;
      const options = media.type === 'ANIME' ? user.mediaListOptions.animeList : user.mediaListOptions.mangaList;
      options.advancedScoring.forEach((name, i) => {
        entry!.advancedScores[name] = input.advancedScores![i] ?? 0;
      });
    }
    if (input.startedAt !== undefined) entry.startedAt = { ...EMPTY_DATE, ...input.startedAt };
    if (input.completedAt !== undefined) entry.completedAt = { ...EMPTY_DATE, ...input.completedAt };
    entry.updatedAt = now;
    // As on AniList, a new status or more progress shows up as a list activity.
    if (entry.status !== before.status || entry.progress > before.progress) this.addListActivity(entry, now);
    return entry;
  }

  private addListActivity(entry: MediaListEntry, now: number): void {
    const media = this.mediaById.get(entry.mediaId);
    if (!media) return;
    const activity: ListActivity = {
      id: this.nextIds.activity++,
      type: media.type === 'ANIME' ? 'ANIME_LIST' : 'MANGA_LIST',
      userId: entry.userId,
      mediaId: media.id,
      ...listStatusText(entry, media),
      likes: [], replies: [], isLocked: false, isPinned: false, subscribers: [entry.userId], createdAt: now,
    };
    this.data.activities.push(activity);
    this.indexActivity(activity);
  }

  deleteListEntry(userId: number, entryId: number): boolean {
    const entry = this.entriesById.get(entryId);
    if (!entry || entry.userId !== userId) return false;
    this.entriesById.delete(entryId);
    this.entriesByUser.get(userId)?.delete(entry.mediaId);
    const i = this.data.listEntries.indexOf(entry);
    if (i >= 0) this.data.listEntries.splice(i, 1);
    if (this.entriesByMediaIndex) {
      const list = this.entriesByMediaIndex.get(entry.mediaId);
      if (list) list.splice(list.indexOf(entry), 1);
    }
    return true;
  }

  private likeTarget(id: number, type: LikeableType): { likes: number[] } | undefined {
    switch (type) {
      case 'ACTIVITY': return this.activitiesById.get(id);
      case 'ACTIVITY_REPLY': return this.repliesById.get(id);
      case 'THREAD': return this.threadsById.get(id);
      case 'THREAD_COMMENT': return this.commentsById.get(id);
    }
  }

  toggleLike(userId: number, id: number, type: LikeableType): number[] | undefined {
    const target = this.likeTarget(id, type);
    if (!target) return undefined;
    const i = target.likes.indexOf(userId);
    if (i >= 0) target.likes.splice(i, 1);
    else target.likes.push(userId);
    return target.likes;
  }

  saveActivityReply(userId: number, activityId: number, text: string, replyId?: number): ActivityReply | undefined {
    if (replyId !== undefined) {
      const existing = this.repliesById.get(replyId);
      if (!existing || existing.userId !== userId) return undefined;
      existing.text = text;
      return existing;
    }
    const activity = this.activitiesById.get(activityId);
    if (!activity) return undefined;
    const reply: ActivityReply = { id: this.nextIds.reply++, activityId, userId, text, likes: [], createdAt: nowSeconds() };
    activity.replies.push(reply);
    this.repliesById.set(reply.id, reply);
    return reply;
  }

  saveTextActivity(userId: number, text: string, id?: number): TextActivity {
    if (id !== undefined) {
      const existing = this.activitiesById.get(id);
      if (existing && existing.type === 'TEXT' && existing.userId === userId) {
        existing.text = text;
        return existing;
      }
      throw new Error('activity not found');
    }
    const activity: TextActivity = {
      id: this.nextIds.activity++, type: 'TEXT', userId, text, likes: [], replies: [], isLocked: false,
      isPinned: false, subscribers: [userId], createdAt: nowSeconds(),
    };
    this.data.activities.push(activity);
    this.indexActivity(activity);
    return activity;
  }

  saveMessageActivity(messengerId: number, recipientId: number, message: string, isPrivate: boolean, id?: number): MessageActivity {
    if (id !== undefined) {
      const existing = this.activitiesById.get(id);
      if (existing && existing.type === 'MESSAGE' && existing.messengerId === messengerId) {
        existing.message = message;
        existing.isPrivate = isPrivate;
        return existing;
      }
      throw new Error('activity not found');
    }
    if (!this.usersById.has(recipientId)) throw new Error('recipient not found');
    const activity: MessageActivity = {
      id: this.nextIds.activity++, type: 'MESSAGE', messengerId, recipientId, message, isPrivate, likes: [],
      replies: [], isLocked: false, isPinned: false, subscribers: [messengerId], createdAt: nowSeconds(),
    };
    this.data.activities.push(activity);
    this.indexActivity(activity);
    return activity;
  }

  deleteActivity(userId: number, activityId: number): boolean {
    const a = this.activitiesById.get(activityId);
    if (!a) return false;
    const allowed = a.type === 'MESSAGE' ? a.messengerId === userId || a.recipientId === userId : a.userId === userId;
    if (!allowed) return false;
    this.activitiesById.delete(activityId);
    for (const r of a.replies) this.repliesById.delete(r.id);
    this.data.activities.splice(this.data.activities.indexOf(a), 1);
    return true;
  }

  deleteActivityReply(userId: number, replyId: number): boolean {
    const reply = this.repliesById.get(replyId);
    if (!reply) return false;
    const activity = this.activitiesById.get(reply.activityId);
    const ownsActivity = activity && (activity.type === 'MESSAGE' ? activity.recipientId === userId : activity.userId === userId);
    if (reply.userId !== userId && !ownsActivity) return false;
    this.repliesById.delete(replyId);
    if (activity) activity.replies.splice(activity.replies.indexOf(reply), 1);
    return true;
  }

  updateUser(userId: number, input: UpdateUserInput): User {
    const user = this.usersById.get(userId);
    if (!user) throw new Error(`no user ${userId}`);
    if (input.about !== undefined) user.about = input.about;
    const o = user.options;
    if (input.titleLanguage !== undefined) o.titleLanguage = input.titleLanguage;
    if (input.staffNameLanguage !== undefined) o.staffNameLanguage = input.staffNameLanguage;
    if (input.displayAdultContent !== undefined) o.displayAdultContent = input.displayAdultContent;
    if (input.airingNotifications !== undefined) o.airingNotifications = input.airingNotifications;
    if (input.profileColor !== undefined) o.profileColor = input.profileColor;
    if (input.timezone !== undefined) o.timezone = input.timezone;
    if (input.activityMergeTime !== undefined) o.activityMergeTime = input.activityMergeTime;
    if (input.notificationOptions) {
      // As AniList does: the types sent are set, the others keep their value.
      const byType = new Map((o.notificationOptions ?? []).map((option) => [option.type, option.enabled]));
      for (const option of input.notificationOptions) byType.set(option.type, option.enabled);
      o.notificationOptions = [...byType].map(([type, enabled]) => ({ type, enabled }));
    }
    const l = user.mediaListOptions;
    if (input.rowOrder !== undefined) l.rowOrder = input.rowOrder;
    if (input.scoreFormat !== undefined && input.scoreFormat !== l.scoreFormat) {
      l.scoreFormat = input.scoreFormat;
      // The raw score stays; the shown score follows the new format.
      for (const e of this.entriesByUser.get(userId)?.values() ?? []) e.score = rawToFormat(e.scoreRaw, l.scoreFormat);
    }
    if (input.animeListOptions) Object.assign(l.animeList, input.animeListOptions);
    if (input.mangaListOptions) Object.assign(l.mangaList, input.mangaListOptions);
    user.updatedAt = nowSeconds();
    return user;
  }

  toggleFollow(userId: number, targetId: number): User | undefined {
    const user = this.usersById.get(userId);
    const target = this.usersById.get(targetId);
    if (!user || !target || userId === targetId) return undefined;
    const i = user.following.indexOf(targetId);
    if (i >= 0) user.following.splice(i, 1);
    else user.following.push(targetId);
    return target;
  }

  markNotificationsRead(userId: number): void {
    for (const n of this.notificationsByUser.get(userId) ?? []) n.read = true;
  }

  toFixture(): WorldFixture {
    return structuredClone(this.data);
  }
}

export function createWorld(fixture: WorldFixture): World {
  return new MemoryWorld(fixture);
}
