import { useEffect, useId, useState } from 'react';
import { CACHE_LIFETIMES } from '../../api/cache';
import { query } from '../../api/client';
import { BLACKLIST_NAMES, type BlacklistNamesResult } from '../../api/queries/tagBlacklist';
import { setSetting } from '../../core/settings/store';
import {
  blacklistPlaces,
  DEFAULT_TAG_RANK,
  sameEntry,
  type BlacklistEntry,
  type BlacklistKind,
  type BlacklistMode,
  type BlacklistPlace,
  type TagBlacklistValue,
} from '../../lib/tagBlacklistValue';
import { NumberInput } from '../../ui/NumberInput';
import { Select } from '../../ui/Select';
import { useSettings } from '../../ui/useSettings';
import { tagBlacklistStrings as strings } from '../tagBlacklist/strings';

/** AniList's names, asked for once and kept in the session cache with the tag cache's lifetime. */
interface KnownNames {
  genres: readonly string[];
  tags: readonly string[];
}

type NamesState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; names: KnownNames };

function useKnownNames(): NamesState {
  const [state, setState] = useState<NamesState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void query<BlacklistNamesResult>(BLACKLIST_NAMES, {}, { signal: controller.signal, cacheKey: 'hohBlacklistNames', duration: CACHE_LIFETIMES.tagCache }).then((data) => {
      if (controller.signal.aborted) return;
      if (!data?.GenreCollection || !data.MediaTagCollection) {
        setState({ kind: 'failed' });
        return;
      }
      setState({
        kind: 'ready',
        names: {
          genres: data.GenreCollection.filter((name): name is string => typeof name === 'string'),
          tags: data.MediaTagCollection.flatMap((tag) => (tag?.name ? [tag.name] : [])),
        },
      });
    });
    return () => controller.abort();
  }, []);
  return state;
}

const kindOptions = [
  { value: 'tag', label: strings.blacklistTag },
  { value: 'genre', label: strings.blacklistGenre },
];
const modeOptions = [
  { value: 'hide', label: strings.blacklistHide },
  { value: 'grey', label: strings.blacklistGrey },
];

/**
 * The tag blacklist (module tagBlacklist, setting tagBlacklistValue): add and remove tags (with
 * their minimum rank) and genres, names checked against AniList's own; per place, hide or grey.
 */
export function TagBlacklistEditor() {
  const value = useSettings((s) => s.tagBlacklistValue);
  const names = useKnownNames();
  const [kind, setKind] = useState<BlacklistKind>('tag');
  const [name, setName] = useState('');
  const [rank, setRank] = useState(DEFAULT_TAG_RANK);
  const [error, setError] = useState('');
  const nameId = useId();
  const listId = useId();
  const errorId = useId();

  const save = (next: TagBlacklistValue) => setSetting('tagBlacklistValue', next);

  function add(): void {
    const typed = name.trim();
    if (!typed) {
      setError(strings.blacklistNoName);
      return;
    }
    let spelled = typed;
    if (names.kind === 'ready') {
      const pool = kind === 'genre' ? names.names.genres : names.names.tags;
      const found = pool.find((known) => known.toLowerCase() === typed.toLowerCase());
      if (!found) {
        setError(strings.blacklistUnknown(typed, kind));
        return;
      }
      spelled = found;
    }
    const entry: BlacklistEntry = { kind, name: spelled, minRank: kind === 'tag' ? rank : 0 };
    if (value.entries.some((kept) => sameEntry(kept, entry))) {
      setError(strings.blacklistDuplicate(spelled));
      return;
    }
    setError('');
    save({ ...value, entries: [...value.entries, entry] });
    setName('');
  }

  const pool = names.kind === 'ready' ? (kind === 'genre' ? names.names.genres : names.names.tags) : [];
  return (
    <div className="hoh-settings-blacklist">
      <p className="hoh-ui-hint">{strings.blacklistHelp}</p>
      {value.entries.length === 0 ? (
        <p className="hoh-ui-hint">{strings.blacklistEmpty}</p>
      ) : (
        <ul className="hoh-settings-rules" aria-label={strings.blacklistHeading}>
          {value.entries.map((entry) => {
            const text = strings.blacklistEntryText(entry.kind, entry.name, entry.minRank);
            return (
              <li key={`${entry.kind}:${entry.name}`}>
                <span>{text}</span>
                <button
                  type="button"
                  className="hoh-ui-button hoh-ui-secondary"
                  aria-label={`${strings.blacklistRemove} ${text}`}
                  onClick={() => save({ ...value, entries: value.entries.filter((kept) => !sameEntry(kept, entry)) })}
                >
                  {strings.blacklistRemove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="hoh-settings-blockform"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Select label={strings.blacklistKind} value={kind} options={kindOptions} onChange={(next) => setKind(next === 'genre' ? 'genre' : 'tag')} />
        <div className="hoh-ui-field">
          <label htmlFor={nameId}>{strings.blacklistName}</label>
          <input
            id={nameId}
            className="hoh-ui-input"
            type="text"
            autoComplete="off"
            list={listId}
            value={name}
            aria-invalid={error !== ''}
            aria-describedby={error !== '' ? errorId : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <datalist id={listId}>{pool.map((known) => <option key={known} value={known} />)}</datalist>
        </div>
        {kind === 'tag' && <NumberInput label={strings.blacklistRank} value={rank} min={0} max={100} onChange={setRank} />}
        <button type="submit" className="hoh-ui-button">
          {strings.blacklistAdd}
        </button>
      </form>
      {names.kind === 'failed' && <p className="hoh-ui-hint">{strings.blacklistNamesFailed}</p>}
      {error !== '' && (
        <p id={errorId} className="hoh-ui-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="hoh-settings-blacklist-modes">
        <legend>{strings.blacklistModes}</legend>
        {blacklistPlaces.map((place: BlacklistPlace) => (
          <Select
            key={place}
            label={strings.blacklistPlace[place]}
            value={value.modes[place]}
            options={modeOptions}
            onChange={(mode) => save({ ...value, modes: { ...value.modes, [place]: (mode === 'grey' ? 'grey' : 'hide') satisfies BlacklistMode } })}
          />
        ))}
      </fieldset>
    </div>
  );
}
