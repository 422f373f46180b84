/** The filter toggles (spec doc 3 §4): switching one on clears the ones it excludes. */
import { useId } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import type { TitleLanguage } from '../../lib/titles';
import type { FeedController, FeedState } from './controller';
import type { FilterKey } from './filters';
import { mediaTitle } from './MediaLink';
import { MediaSearch } from './MediaSearch';
import { strings } from './strings';

const SIMPLE: readonly FilterKey[] = ['global', 'text', 'replies', 'forum', 'reviews'];

export function FilterBar({ controller, state, titleLanguage }: { controller: FeedController; state: FeedState; titleLanguage: TitleLanguage }) {
  const nameId = useId();
  const { flags } = state;
  return (
    <fieldset className="hohFeedFilters">
      <legend className="hohFeedHidden">Filters</legend>
      <div className="hohFeedToggles">
        {SIMPLE.map((key) => (
          <Checkbox key={key} checked={flags[key]} onChange={(on) => void controller.setFilter(key, on)}>
            <span data-filter={key}>{strings[key]}</span>
          </Checkbox>
        ))}
      </div>
      <div className="hohFeedUser">
        <Checkbox checked={flags.user} onChange={(on) => void controller.setFilter('user', on)}>
          <span data-filter="user">{strings.user}</span>
        </Checkbox>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void controller.applyUser();
          }}
        >
          <label htmlFor={nameId} className="hohFeedHidden">{strings.userName}</label>
          <input id={nameId} className="hoh-ui-input hohFeedUserName" placeholder={strings.userName} value={state.userName} onChange={(event) => controller.setUserName(event.currentTarget.value)} />
        </form>
      </div>
      <div className="hohFeedMediaFilter">
        <Checkbox checked={flags.media} onChange={(on) => void (on && !state.media ? undefined : controller.setFilter('media', on))}>
          <span data-filter="media">{strings.media}</span>
          {state.media ? <span className="hohFeedChosenMedia">{`: ${mediaTitle(state.media, titleLanguage)}`}</span> : null}
        </Checkbox>
        <MediaSearch controller={controller} titleLanguage={titleLanguage} />
      </div>
    </fieldset>
  );
}
