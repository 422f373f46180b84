/** Every query of the panel, in the dropdown's order (host-dom.md §6 "Stats various queries"). */
import type { VariousQuery } from '../types';
import { checkerQuery } from './checker';
import { moderationQuery } from './moderation';
import { autorecsAnimeQuery, autorecsMangaQuery } from './autorecs';

export const variousQueries: readonly VariousQuery[] = [
  checkerQuery,
  moderationQuery,
  autorecsAnimeQuery,
  autorecsMangaQuery,
];
