/** Find a status (spec doc 2 §1 group 3): a user's status posts searched by text or regular expression. */
import type { VariousQuery } from '../types';
import { POST_SEARCH_OPTIONS, runPostSearch } from './postSearchTool';

export const findStatus: VariousQuery = {
  id: 'findStatus',
  label: 'Find a status',
  options: POST_SEARCH_OPTIONS,
  run: (run) => runPostSearch(run, 'TEXT', 'status'),
};
