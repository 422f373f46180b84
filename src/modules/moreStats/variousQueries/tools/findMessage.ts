/** Find a message (spec doc 2 §1 group 3): the messages on a user's profile searched by text or regular expression. */
import type { VariousQuery } from '../types';
import { POST_SEARCH_OPTIONS, runPostSearch } from './postSearchTool';

export const findMessage: VariousQuery = {
  id: 'findMessage',
  label: 'Find a message',
  options: POST_SEARCH_OPTIONS,
  run: (run) => runPostSearch(run, 'MESSAGE', 'message'),
};
