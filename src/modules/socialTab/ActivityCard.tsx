/**
 * One list activity of the social feed, drawn with AniList's own entry classes (host-dom.md §2.2)
 * so it looks like the native feed in every theme. Replies are AniList HTML: they go through
 * DOMPurify (ui/sanitizeHtml.ts) and nothing else reaches the page as markup.
 */
import { useState } from 'react';
import type { SocialFeedActivity, SocialFeedReply } from '../../api/queries/socialTab';
import { relativeTimeSince } from '../../lib/relativeTime';
import { pickTitle, type TitleLanguage } from '../../lib/titles';
import { sanitizedMarkup } from '../../ui/sanitizeHtml';
import { strings } from './strings';

/** Only AniList's image host (or this page's origin, in the simulator) may fill a background. */
function imageStyle(url: string | null | undefined): React.CSSProperties | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, location.href);
  } catch {
    return undefined;
  }
  const allowed = parsed.protocol === 'https:' && (parsed.hostname === 's4.anilist.co' || parsed.hostname.endsWith('.anilist.co') || parsed.origin === location.origin);
  return allowed ? { backgroundImage: `url("${parsed.href.replace(/["\\]/g, '')}")` } : undefined;
}

const userHref = (name: string) => `/user/${encodeURIComponent(name)}/`;

/** AniList's icons are Font Awesome SVGs drawn in currentColor; these are simple stand-ins. */
function Icon({ name }: { name: 'heart' | 'comments' | 'link' }) {
  const paths = {
    heart: 'M8 14.5 1.9 8.6A3.9 3.9 0 0 1 8 3.4a3.9 3.9 0 0 1 6.1 5.2Z',
    comments: 'M2 3h12v8H6l-3 3v-3H2Z',
    link: 'M6.5 9.5l3-3M7 4.5l1.5-1.5a2.5 2.5 0 0 1 3.5 3.5L10.5 8M9 11.5 7.5 13A2.5 2.5 0 0 1 4 9.5L5.5 8',
  } as const;
  const stroke = name === 'link';
  return (
    <svg className={`hohIcon hohIcon-${name}`} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function Time({ seconds }: { seconds: number }) {
  const date = new Date(seconds * 1000);
  return <time dateTime={date.toISOString()} title={date.toLocaleString()}>{relativeTimeSince(date.getTime(), Date.now())}</time>;
}

function Reply({ reply }: { reply: SocialFeedReply }) {
  const name = reply.user?.name ?? '';
  return (
    <div className="reply" data-reply-id={reply.id}>
      <div className="header">
        {name && <a className="avatar" href={userHref(name)} style={imageStyle(reply.user?.avatar?.medium)} aria-hidden="true" tabIndex={-1} />}
        {name && <a className="name" href={userHref(name)}>{name}</a>}
        <div className="actions">
          <div className="action likes" title={strings.likes(reply.likeCount)}>{reply.likeCount > 0 && <span className="count">{reply.likeCount}</span>} <Icon name="heart" /></div>
          <div className="action time"><Time seconds={reply.createdAt} /></div>
        </div>
      </div>
      <div className="reply-markdown"><div className="markdown" dangerouslySetInnerHTML={sanitizedMarkup(reply.text)} /></div>
    </div>
  );
}

export function ActivityCard({ activity, language }: { activity: SocialFeedActivity; language: TitleLanguage }) {
  const [open, setOpen] = useState(false);
  const name = activity.user?.name ?? '';
  const media = activity.media;
  const mediaHref = media ? `/${(media.type ?? 'ANIME').toLowerCase()}/${media.id}/` : undefined;
  const title = media ? pickTitle({ id: media.id, title: media.title ?? {} }, language, new Map(), 'aliasAfterLanguage') : '';
  const replies = (activity.replies ?? []).filter((r): r is SocialFeedReply => r !== null);
  const typeClass = activity.type === 'MANGA_LIST' ? 'activity-manga_list' : 'activity-anime_list';
  return (
    <div className={`activity-entry ${typeClass} hohSocialEntry`} data-activity-id={activity.id}>
      <div className="wrap">
        <div className="list">
          <a className="cover" href={mediaHref} style={imageStyle(media?.coverImage?.medium)} aria-hidden="true" tabIndex={-1} />
          <div className="details">
            <a className="name" href={userHref(name)}>{name}</a>{' '}
            <div className="status">
              {activity.status} {activity.progress ? `${activity.progress} of ` : ''}
              <a className="title" href={mediaHref}>{title}</a>
            </div>
          </div>
          <a className="avatar" href={userHref(name)} style={imageStyle(activity.user?.avatar?.medium)} aria-hidden="true" tabIndex={-1} />
        </div>
        <div className="time">
          <a className="action" href={`/activity/${activity.id}`} aria-label={strings.activityLink}><Icon name="link" /></a>
          <Time seconds={activity.createdAt} />
        </div>
        <div className="actions">
          <button type="button" className="action replies" aria-expanded={open} aria-label={strings.replies(activity.replyCount)} disabled={replies.length === 0} onClick={() => setOpen(!open)}>
            {activity.replyCount > 0 && <span className="count">{activity.replyCount}</span>} <Icon name="comments" />
          </button>
          <div className="action likes" title={(activity.likes ?? []).flatMap((l) => (l ? [l.name] : [])).join('\n') || strings.likes(activity.likeCount)}>
            <div className="button">{activity.likeCount > 0 && <span className="count">{activity.likeCount}</span>} <Icon name="heart" /></div>
          </div>
        </div>
      </div>
      {open && replies.length > 0 && (
        <div className="reply-wrap"><div className="activity-replies">{replies.map((reply) => <Reply key={reply.id} reply={reply} />)}</div></div>
      )}
    </div>
  );
}
