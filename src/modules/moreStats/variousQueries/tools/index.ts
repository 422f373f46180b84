/** Every tool of the 'Various queries' panel, in the dropdown's order. */
import type { VariousQuery } from '../types';
import { findMessage } from './findMessage';
import { findStatus } from './findStatus';
import { mostLikedStatuses } from './mostLiked';

export const variousQueries: readonly VariousQuery[] = [
  findStatus,
  findMessage,
  mostLikedStatuses,
];
