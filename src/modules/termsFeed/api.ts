/** The terms feed's calls to AniList, through the shared client (rate budget, health, token). */
import { isApiError, mutate, query, request, type ApiError } from '../../api/client';
import { ACTIVITY_MARKDOWN, type ActivityMarkdownResult } from '../../api/queries/activities';
import {
  DELETE_ACTIVITY, SAVE_ACTIVITY_REPLY, SAVE_TEXT_ACTIVITY, TOGGLE_LIKE,
  type DeleteActivityResult, type SaveActivityReplyResult, type SaveTextActivityResult, type ToggleLikeResult,
} from '../../api/queries/mutations';
import {
  FEED_ACTIVITIES, FEED_ACTIVITY_RATE, FEED_MEDIA_SEARCH, FEED_MEDIA_SEARCH_COUNT, FEED_REVIEWS, FEED_THREADS,
  type FeedActivitiesResult, type FeedActivity, type FeedActivityRateResult, type FeedMediaSearchResult,
  type FeedReply, type FeedReviewsResult, type FeedThreadsResult,
} from '../../api/queries/termsFeed';
import { USER_ID_BY_NAME, type UserIdByNameResult } from '../../api/queries/users';
import { VIEWER, type ViewerResult } from '../../api/queries/viewer';
import type { PageInfo } from '../../api/queries/types';
import type { FeedApi, Outcome, PageAnswer } from './controller';

const present = <T>(item: T | null): item is T => item !== null;

function page<T>(found: { pageInfo: PageInfo | null } | null | undefined, items: (T | null)[] | null | undefined): PageAnswer<T> {
  if (!found || !items) return { ok: false };
  return { ok: true, items: items.filter(present), pageInfo: found.pageInfo };
}

function outcome<T extends object, R>(answer: T | ApiError | null, pick: (data: T) => R | null): Outcome<R> {
  if (answer === null) return { ok: false, message: 'no answer' };
  if (isApiError(answer)) return { ok: false, message: answer.message };
  const data = pick(answer as T);
  return data === null ? { ok: false, message: 'no answer' } : { ok: true, data };
}

export function createFeedApi(signal: AbortSignal): FeedApi {
  const auth = { auth: true, signal } as const;
  return {
    async viewer() {
      const data = await query<ViewerResult>(VIEWER, {}, auth);
      return data?.Viewer ? { id: data.Viewer.id, name: data.Viewer.name } : null;
    },
    async activities(variables) {
      const data = await query<FeedActivitiesResult>(FEED_ACTIVITIES, variables, auth);
      return page<FeedActivity>(data?.Page, data?.Page?.activities);
    },
    async threads(variables) {
      const data = await query<FeedThreadsResult>(FEED_THREADS, variables, auth);
      return page(data?.Page, data?.Page?.threads);
    },
    async reviews(variables) {
      const data = await query<FeedReviewsResult>(FEED_REVIEWS, variables, auth);
      return page(data?.Page, data?.Page?.reviews);
    },
    async userId(name) {
      // 'Not Found' is for a member AniList does not know, not for an API that did not answer.
      const result = await request<UserIdByNameResult>(USER_ID_BY_NAME, { name }, auth);
      if (result.kind === 'notFound') return 'notFound';
      if (result.kind !== 'ok') return 'failed';
      return result.data.User?.id ?? 'notFound';
    },
    async searchMedia(search) {
      const data = await query<FeedMediaSearchResult>(FEED_MEDIA_SEARCH, { search, perPage: FEED_MEDIA_SEARCH_COUNT }, auth);
      return data?.Page?.media ? data.Page.media.filter(present).slice(0, FEED_MEDIA_SEARCH_COUNT) : null;
    },
    async toggleLike(id, type) {
      const answer = await mutate<ToggleLikeResult>(TOGGLE_LIKE, { id, type }, { signal });
      if (answer === null || isApiError(answer) || !answer.ToggleLikeV2) return null;
      return { likeCount: answer.ToggleLikeV2.likeCount, isLiked: answer.ToggleLikeV2.isLiked };
    },
    async saveReply(activityId, text) {
      const answer = await mutate<SaveActivityReplyResult>(SAVE_ACTIVITY_REPLY, { activityId, text }, { signal });
      return outcome<SaveActivityReplyResult, FeedReply>(answer, (data) => data.SaveActivityReply);
    },
    async saveText(text, id) {
      const answer = await mutate<SaveTextActivityResult>(SAVE_TEXT_ACTIVITY, id === null ? { text } : { id, text }, { signal });
      return outcome<SaveTextActivityResult, { id: number }>(answer, (data) => data.SaveTextActivity);
    },
    async deleteActivity(id) {
      const answer = await mutate<DeleteActivityResult>(DELETE_ACTIVITY, { id }, { signal });
      return answer !== null && !isApiError(answer) && answer.DeleteActivity?.deleted === true;
    },
    async markdown(id) {
      const data = await query<ActivityMarkdownResult>(ACTIVITY_MARKDOWN, { id }, auth);
      return data?.Activity?.__typename === 'TextActivity' ? data.Activity.text ?? '' : null;
    },
    async rate() {
      return query<FeedActivityRateResult>(FEED_ACTIVITY_RATE, {}, auth);
    },
  };
}
