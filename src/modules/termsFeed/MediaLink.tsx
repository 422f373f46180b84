import type { FeedMedia } from '../../api/queries/termsFeed';
import { pickTitle, type TitleLanguage } from '../../lib/titles';
import { safeUrl } from '../../lib/safeUrl';

const NO_ALIASES: ReadonlyMap<number, string> = new Map();

export function mediaTitle(media: FeedMedia, language: TitleLanguage): string {
  return pickTitle({ id: media.id, title: media.title ?? {} }, language, NO_ALIASES, 'aliasAfterLanguage');
}

/** A media's page link in the viewer's title language, with its small cover when images are on. */
export function MediaLink({ media, noImages, titleLanguage }: { media: FeedMedia; noImages: boolean; titleLanguage: TitleLanguage }) {
  const title = mediaTitle(media, titleLanguage);
  const href = `/${media.type === 'MANGA' ? 'manga' : 'anime'}/${media.id}/${safeUrl(title)}/`;
  return (
    <a className="hohFeedMedia" href={href}>
      {!noImages && media.coverImage?.medium ? <img className="hohFeedCover" src={media.coverImage.medium} alt="" width={30} height={42} loading="lazy" /> : null}
      {title}
    </a>
  );
}
