/** Every tag with its description (the tag cache, fresh 3 h). */
export const TAG_COLLECTION = /* GraphQL */ `
query TagCollection {
  MediaTagCollection { id name description category isAdult }
}`;

export interface TagInfo {
  id: number;
  name: string;
  description: string | null;
  category: string | null;
  isAdult: boolean | null;
}

export interface TagCollectionResult {
  MediaTagCollection: (TagInfo | null)[] | null;
}
