/** Every query of the panel, in the dropdown's order (host-dom.md §6 "Stats various queries"). */
import type { VariousQuery } from '../types';
import { autorecsAnimeQuery, autorecsMangaQuery } from './autorecs';
import { blockedCount } from './blockedCount';
import { checkerQuery } from './checker';
import { compatibilityFollowing } from './compatibilityFollowing';
import { findBlocked } from './findBlocked';
import { findMessage } from './findMessage';
import { findStatus } from './findStatus';
import { firstActivity } from './firstActivity';
import { friendFavourites } from './friendFavourites';
import { friendStats } from './friendStats';
import { hiddenEntries } from './hiddenEntries';
import { messageSpy } from './messageSpy';
import { moderationQuery } from './moderation';
import { mostLikedStatuses } from './mostLiked';
import { notificationCount } from './notificationCount';
import { rank } from './rank';
import { relatedNotOnListQuery } from './relatedNotOnList';
import { reviews } from './reviews';
import { similarUsers } from './similarUsers';

export const variousQueries: readonly VariousQuery[] = [
  checkerQuery,
  moderationQuery,
  autorecsAnimeQuery,
  autorecsMangaQuery,
  findStatus,
  findMessage,
  mostLikedStatuses,
  firstActivity,
  rank,
  hiddenEntries,
  notificationCount,
  relatedNotOnListQuery,
  compatibilityFollowing,
  messageSpy,
  friendStats,
  friendFavourites,
  similarUsers,
  reviews,
  blockedCount,
  findBlocked,
];
