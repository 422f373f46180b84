import { describe, expect, it } from 'vitest';
import { toNotificationItem } from '../../../src/lib/notificationItems';

const titleOf = (title: { romaji?: string | null } | null) => title?.romaji ?? '';
const user = { name: 'Aoi', avatar: { medium: 'https://s4.anilist.co/a.png' } };

describe('toNotificationItem', () => {
  it('an activity notification points at its activity', () => {
    const item = toNotificationItem({ id: 1, type: 'ACTIVITY_LIKE', createdAt: 5, context: ' liked your activity.', activityId: 77, user }, titleOf);
    expect(item).toMatchObject({ target: 'activity:77', activityId: 77, href: '/activity/77', context: ' liked your activity.', user: { name: 'Aoi', avatar: 'https://s4.anilist.co/a.png' } });
  });

  it('airing says the episode and the title with AniList\'s contexts', () => {
    const item = toNotificationItem(
      { id: 2, type: 'AIRING', createdAt: 5, episode: 4, contexts: ['Episode ', ' of ', ' aired.'], media: { id: 9, type: 'ANIME', title: { romaji: 'Show' }, coverImage: { medium: 'c.png' } } },
      titleOf,
    );
    expect(item).toMatchObject({ target: 'media:9', href: '/anime/9', context: 'Episode 4 of ', title: 'Show', suffix: ' aired.', cover: 'c.png', user: null });
  });

  it('forum comment likes are about the comment, thread likes and subscriptions about the thread', () => {
    const thread = { id: 3, title: 'A thread' };
    expect(toNotificationItem({ id: 3, type: 'THREAD_COMMENT_LIKE', createdAt: 1, thread, comment: { id: 8 }, user }, titleOf)).toMatchObject({
      target: 'comment:8', href: '/forum/thread/3/comment/8', title: 'A thread',
    });
    expect(toNotificationItem({ id: 4, type: 'THREAD_SUBSCRIBED', createdAt: 1, thread, comment: { id: 8 }, user }, titleOf)?.target).toBe('thread:3');
    expect(toNotificationItem({ id: 5, type: 'THREAD_LIKE', createdAt: 1, thread, user }, titleOf)).toMatchObject({ target: 'thread:3', href: '/forum/thread/3' });
  });

  it('follows lead to the follower, with the fallback phrase when AniList sends none', () => {
    expect(toNotificationItem({ id: 6, type: 'FOLLOWING', createdAt: 1, user }, titleOf)).toMatchObject({ target: null, href: '/user/Aoi/', context: ' started following you.' });
  });

  it('media added and changed lead with the title, as AniList writes them', () => {
    const media = { id: 9, type: 'MANGA', title: { romaji: 'Hamo no Kufua' }, coverImage: { medium: 'c.png' } };
    expect(toNotificationItem({ id: 10, type: 'RELATED_MEDIA_ADDITION', createdAt: 1, context: ' was recently added to the site.', media }, titleOf)).toMatchObject({
      title: 'Hamo no Kufua', titleFirst: true, lead: null, context: ' was recently added to the site.', href: '/manga/9', cover: 'c.png',
    });
    // Without AniList's context, the same sentence from the fallback phrases.
    expect(toNotificationItem({ id: 11, type: 'MEDIA_DATA_CHANGE', createdAt: 1, media }, titleOf)).toMatchObject({ titleFirst: true, context: ' received site data changes.' });
  });

  it('a merge names the merged-away titles before the phrase and the title it was merged into after it', () => {
    const media = { id: 9, type: 'ANIME', title: { romaji: 'Nika' }, coverImage: null };
    expect(toNotificationItem({ id: 12, type: 'MEDIA_MERGE', createdAt: 1, context: ' was merged into ', deletedMediaTitles: ['Old A', null, 'Old B'], media }, titleOf)).toMatchObject({
      lead: 'Old A, Old B', context: ' was merged into ', title: 'Nika', titleFirst: false, href: '/anime/9', target: 'media:9',
    });
    expect(toNotificationItem({ id: 13, type: 'MEDIA_MERGE', createdAt: 1, deletedMediaTitles: [], media }, titleOf)).toMatchObject({ lead: null, context: ' was merged into ', title: 'Nika' });
  });

  it('a deleted media says its old title before the phrase; an empty union member is dropped', () => {
    expect(toNotificationItem({ id: 7, type: 'MEDIA_DELETION', createdAt: 1, deletedMediaTitle: 'Gone' }, titleOf)).toMatchObject({
      lead: 'Gone', title: null, context: ' was deleted from the site.', href: '/notifications',
    });
    expect(toNotificationItem({ id: 8, type: null, createdAt: null }, titleOf)).toBeNull();
  });
});
