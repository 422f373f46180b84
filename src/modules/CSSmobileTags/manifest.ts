/** 'CSSmobileTags': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSmobileTags',
  switch: { default: true, categories: ['Media'], description: 'Keep media tags visible on narrow screens' },
  // host-dom §2.7: the media sidebar's `.tags` list, which AniList hides on narrow screens.
  css: '@media (max-width: 760px) { .media .sidebar .tags { display: block !important; } }',
});
