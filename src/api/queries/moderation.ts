/**
 * The moderation helper's reads (spec doc 2 §7 "Text and message activities (moderation)"): the
 * newest TEXT activities, page by page, and the newest MESSAGE activities, as HTML.
 */
export const MODERATION_TEXT_PAGE = /* GraphQL */ `
query ModerationTextPage($page: Int) {
  Page(page: $page, perPage: 50) {
    activities(type: TEXT, sort: ID_DESC) {
      ... on TextActivity { id siteUrl text(asHtml: true) user { name } }
    }
  }
}`;

export const MODERATION_MESSAGE_PAGE = /* GraphQL */ `
query ModerationMessagePage($page: Int) {
  Page(page: $page, perPage: 50) {
    activities(type: MESSAGE, sort: ID_DESC) {
      ... on MessageActivity { id siteUrl message(asHtml: true) messenger { name } }
    }
  }
}`;

export interface ModerationTextPageResult {
  Page: { activities: ({ id: number; siteUrl?: string | null; text?: string | null; user?: { name: string } | null } | null)[] | null } | null;
}

export interface ModerationMessagePageResult {
  Page: { activities: ({ id: number; siteUrl?: string | null; message?: string | null; messenger?: { name: string } | null } | null)[] | null } | null;
}
