/**
 * The moderation helper (spec doc 2 §6, §7, §8, §9): the two newest pages of text activities and
 * the newest page of messages, each post checked for being only links and for links to a hashed
 * piracy host; flagged posts are shown (their HTML through DOMPurify, in the panel) with the hint.
 */
import { API_DOWN_MESSAGE, request } from '../../../../api/client';
import {
  MODERATION_MESSAGE_PAGE,
  MODERATION_TEXT_PAGE,
  type ModerationMessagePageResult,
  type ModerationTextPageResult,
} from '../../../../api/queries/moderation';
import { moderationHints } from '../../../../lib/moderationHints';
import type { QueryRun, QueryResult, VariousQuery } from '../types';

/** Spec doc 2 §9. */
export const MODERATION_TEXT_PAGES = 2;
export const MODERATION_MESSAGE_PAGES = 1;

export const moderationStrings = {
  /** The spec's tool panel row calls it the moderation officer. */
  label: 'Moderation officer',
  warning: "Do not needlessly interact with what's flagged here, limit that to honest mistakes. Silently report, or send mod messages when appropriate.",
  nothing: 'Inspection completed. Nothing unusual found.',
  textPage: (page: number) => `Inspecting text activities, page ${page} of ${MODERATION_TEXT_PAGES}...`,
  messagePage: 'Inspecting messages...',
  done: (flagged: number, total: number) => `Inspection completed: ${flagged} of ${total} posts flagged.`,
};

interface Post {
  author: string;
  siteUrl: string;
  html: string;
}

/** The post's visible text and links, read from its HTML without running or loading anything. */
function contentOf(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const links = [...doc.querySelectorAll('a[href]')].map((a) => ({ href: a.getAttribute('href') ?? '', text: (a.textContent ?? '').trim() }));
  return { text: (doc.body.textContent ?? '').trim(), links };
}

async function page<T>(document: string, pageNumber: number, run: QueryRun): Promise<T | null> {
  const result = await request<T>(document, { page: pageNumber }, { auth: true, signal: run.signal });
  if (result.kind === 'aborted') return null;
  if (result.kind === 'failed') throw new Error(result.error.message);
  if (result.kind === 'ok') return result.data;
  if (result.kind === 'down') throw new Error(API_DOWN_MESSAGE);
  return null;
}

async function runModeration(run: QueryRun): Promise<void> {
  const posts: Post[] = [];
  for (let n = 1; n <= MODERATION_TEXT_PAGES; n++) {
    run.progress(moderationStrings.textPage(n));
    const data = await page<ModerationTextPageResult>(MODERATION_TEXT_PAGE, n, run);
    if (run.signal.aborted) return;
    for (const activity of data?.Page?.activities ?? []) {
      if (activity?.text) posts.push({ author: activity.user?.name ?? '', siteUrl: activity.siteUrl ?? `/activity/${activity.id}`, html: activity.text });
    }
  }
  for (let n = 1; n <= MODERATION_MESSAGE_PAGES; n++) {
    run.progress(moderationStrings.messagePage);
    const data = await page<ModerationMessagePageResult>(MODERATION_MESSAGE_PAGE, n, run);
    if (run.signal.aborted) return;
    for (const activity of data?.Page?.activities ?? []) {
      if (activity?.message) posts.push({ author: activity.messenger?.name ?? '', siteUrl: activity.siteUrl ?? `/activity/${activity.id}`, html: activity.message });
    }
  }
  const items: Extract<QueryResult, { kind: 'html' }>['items'][number][] = [];
  for (const post of posts) {
    const hints = moderationHints(contentOf(post.html));
    if (hints.length) items.push({ heading: { text: post.author || post.siteUrl, href: post.siteUrl }, html: post.html, note: hints.join(' ') });
  }
  if (!items.length) {
    run.progress('');
    run.show({ kind: 'message', text: moderationStrings.nothing });
    return;
  }
  run.progress(moderationStrings.done(items.length, posts.length));
  run.show({ kind: 'html', items });
}

export const moderationQuery: VariousQuery = {
  id: 'moderation',
  label: moderationStrings.label,
  description: moderationStrings.warning,
  options: [],
  run: runModeration,
};
