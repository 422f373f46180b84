/** Every tool of the 'Various queries' panel, in the dropdown's order. */
import type { VariousQuery } from '../types';
import { blockedCount } from './blockedCount';
import { compatibilityFollowing } from './compatibilityFollowing';
import { findBlocked } from './findBlocked';
import { findMessage } from './findMessage';
import { findStatus } from './findStatus';
import { firstActivity } from './firstActivity';
import { friendFavourites } from './friendFavourites';
import { friendStats } from './friendStats';
import { hiddenEntries } from './hiddenEntries';
import { messageSpy } from './messageSpy';
import { mostLikedStatuses } from './mostLiked';
import { notificationCount } from './notificationCount';
import { rank } from './rank';
import { relatedNotOnListQuery } from './relatedNotOnList';
import { reviews } from './reviews';
import { similarUsers } from './similarUsers';

export const variousQueries: readonly VariousQuery[] = [
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
