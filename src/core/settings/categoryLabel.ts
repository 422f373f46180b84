import type { Category } from './types';

/** How a category is shown on the category bar. */
export function categoryLabel(category: Category): string {
  return category === 'NewlyAdded' ? 'Newly Added' : category;
}
