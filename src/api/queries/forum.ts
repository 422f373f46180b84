/** The forum: recent threads for the home forum preview (hideAWC). */
import { TITLE, type MediaTitle } from './types';

/** The most recently replied threads, with what a small thread card shows. */
export const RECENT_THREADS = /* GraphQL */ `
query RecentThreads($perPage: Int) {
  Page(page: 1, perPage: $perPage) {
    threads(sort: REPLIED_AT_DESC) {
      id
      title
      replyCount
      viewCount
      repliedAt
      createdAt
      user { name avatar { medium } }
      replyUser { name avatar { medium } }
      categories { id name }
      mediaCategories { id type ${TITLE} }
    }
  }
}`;

export interface RecentThread {
  id: number;
  title: string | null;
  replyCount: number | null;
  viewCount: number | null;
  repliedAt: number | null;
  createdAt: number;
  user: { name: string; avatar: { medium: string | null } | null } | null;
  replyUser: { name: string; avatar: { medium: string | null } | null } | null;
  categories: ({ id: number; name: string } | null)[] | null;
  mediaCategories: ({ id: number; type: 'ANIME' | 'MANGA' | null; title: MediaTitle | null } | null)[] | null;
}

export interface RecentThreadsResult {
  Page: { threads: (RecentThread | null)[] | null } | null;
}
