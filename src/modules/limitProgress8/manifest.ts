/** 'limitProgress8': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature } from '../../core/feature';

export const manifest = defineFeature({
  id: 'limitProgress8',
  switch: { default: false, categories: ['Lists'], description: 'Show at most 8 in-progress cards on the home page' },
  css: '.home:not(.full-width) .media-preview-card:nth-child(n+9) { display: none !important; }',
});
