// The media data checker: rule catalogue, page evaluation and the page query.
export * from './types';
export * from './rules';
export * from './run';
