/**
 * The comments panel of a notification (+/-): the activity and its replies, all of them when 50
 * or fewer, else the last 30 (spec doc 3 §9). AniList's HTML goes through DOMPurify.
 */
import type { Activity, ActivityReply } from '../../../api/queries/activities';
import { visibleReplies } from '../../../lib/notificationGroups';
import { sanitizedMarkup } from '../../../ui/sanitizeHtml';
import type { PanelState } from './controller';
import { strings } from './strings';

function activityHtml(activity: Activity): string | null {
  switch (activity.__typename) {
    case 'TextActivity':
      return activity.text;
    case 'MessageActivity':
      return activity.message;
    case 'ListActivity':
      return null;
  }
}

function listLine(activity: Activity): string | null {
  if (activity.__typename !== 'ListActivity') return null;
  const title = activity.media?.title?.romaji ?? activity.media?.title?.english ?? '';
  return [activity.status, activity.progress, activity.progress ? 'of' : null, title].filter(Boolean).join(' ');
}

function Reply({ reply }: { reply: ActivityReply }) {
  const name = reply.user?.name ?? '';
  return (
    <div className="hohReply">
      {reply.user?.avatar?.medium ? <img src={reply.user.avatar.medium} alt="" loading="lazy" /> : <span />}
      <a className="hohReplyName" href={`/user/${encodeURIComponent(name)}/`}>{name}</a>
      <div className="hohReplyText" dangerouslySetInnerHTML={sanitizedMarkup(reply.text)} />
    </div>
  );
}

export function CommentsPanel({ panel, href }: { panel: PanelState | undefined; href: string }) {
  if (!panel || panel.kind === 'loading') return <div className="hohComments"><p className="hohNote">{strings.commentsLoading}</p></div>;
  if (panel.kind === 'limit') return <div className="hohComments"><p className="hohNote">{strings.nearLimit}</p></div>;
  if (panel.kind === 'failed') return <div className="hohComments"><p className="hohError">{strings.commentsFailed}</p></div>;
  const { activity } = panel;
  const replies = (activity.replies ?? []).filter((reply): reply is ActivityReply => reply !== null);
  const { shown, hidden } = visibleReplies(replies);
  const html = activityHtml(activity);
  const line = listLine(activity);
  return (
    <div className="hohComments" onClick={(event) => event.stopPropagation()}>
      {html ? <div className="hohActivityText" dangerouslySetInnerHTML={sanitizedMarkup(html)} /> : null}
      {line ? <div className="hohActivityText">{line}</div> : null}
      {hidden > 0 ? <p className="hohNote"><a href={href}>{strings.earlierReplies(hidden)}</a></p> : null}
      {shown.length === 0 ? <p className="hohNote">{strings.noReplies}</p> : shown.map((reply) => <Reply key={reply.id} reply={reply} />)}
    </div>
  );
}
