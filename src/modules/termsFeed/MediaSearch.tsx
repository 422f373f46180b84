/** The Media filter: search by title, pick one of the 5 best matches (spec doc 3 §7, §9). */
import { useId, useState } from 'react';
import type { FeedMedia } from '../../api/queries/termsFeed';
import type { TitleLanguage } from '../../lib/titles';
import type { FeedController } from './controller';
import { mediaTitle } from './MediaLink';
import { strings } from './strings';

export function MediaSearch({ controller, titleLanguage }: { controller: FeedController; titleLanguage: TitleLanguage }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<FeedMedia[] | null | 'failed'>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const search = async () => {
    if (text.trim() === '') return;
    setBusy(true);
    const found = await controller.searchMedia(text.trim());
    setBusy(false);
    setResults(found ?? 'failed');
  };

  return (
    <div className="hohFeedMediaSearch">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor={id} className="hohFeedHidden">{strings.mediaSearch}</label>
        <input id={id} className="hoh-ui-input hohFeedMediaInput" type="text" enterKeyHint="search" placeholder={strings.mediaSearch} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        <button type="submit" className="hoh-ui-button hoh-ui-secondary" disabled={busy}>{strings.search}</button>
      </form>
      {results === 'failed' ? <p className="hoh-ui-error">{strings.failedToLoad}</p> : null}
      {Array.isArray(results) && results.length === 0 ? <p className="hoh-ui-hint hohFeedNoResults">{strings.noResults}</p> : null}
      {Array.isArray(results) && results.length > 0 ? (
        <ul className="hohFeedMediaResults">
          {results.map((media) => (
            <li key={media.id}>
              <button
                type="button"
                data-media-id={media.id}
                onClick={() => {
                  setResults(null);
                  void controller.chooseMedia(media);
                }}
              >
                {mediaTitle(media, titleLanguage)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
