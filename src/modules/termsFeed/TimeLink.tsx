import { relativeTimeSince } from '../../lib/relativeTime';

/** A link to the item's own page with its age, the full date on hover (host-dom §2.2 `.time`). */
export function TimeLink({ href, createdAt }: { href: string; createdAt: number }) {
  const date = new Date(createdAt * 1000);
  return (
    <a className="hohFeedTime" href={href}>
      <time dateTime={date.toISOString()} title={date.toLocaleString()}>
        {relativeTimeSince(date.getTime(), Date.now())}
      </time>
    </a>
  );
}

/** A member's name (and avatar, when images are on) linking to the profile. */
export function UserLink({ user, noImages }: { user: { name: string; avatar: { medium: string | null } | null } | null; noImages: boolean }) {
  if (!user) return null;
  const href = `/user/${encodeURIComponent(user.name)}/`;
  return (
    <>
      {!noImages && user.avatar?.medium ? (
        <a className="hohFeedAvatar" href={href} aria-hidden="true" tabIndex={-1}>
          <img src={user.avatar.medium} alt="" width={24} height={24} loading="lazy" />
        </a>
      ) : null}
      <a className="hohFeedName" href={href}>
        {user.name}
      </a>
    </>
  );
}
