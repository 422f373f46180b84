import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { NumberInput } from '../../ui/NumberInput';
import { Select } from '../../ui/Select';
import { UiStyles } from '../../ui/UiStyles';
import type { CompareSummary } from '../../workers/compare';
import { compatibilityColour, formatCompatibility } from '../../workers/compare/compatibility';
import { DIGEST_MODES, isDigestMode } from '../../workers/compare/digests';
import { EN_DASH, FORMAT_FILTERS } from '../../workers/compare/model';
import { CompareTable } from './CompareTable';
import type { CompareController, CompareViewState } from './controller';
import { compareCss } from './styles';
import { strings } from './strings';

const digestOptions = DIGEST_MODES.map((mode) => ({ value: mode.id, label: mode.label }));

function Options({ controller, summary }: { controller: CompareController; summary: CompareSummary }) {
  const { options, type } = summary;
  const formatOptions = [{ value: '', label: strings.allFormats }, ...FORMAT_FILTERS[type]];
  return (
    <div className="hohCompareControls">
      <Select
        label={strings.formatFilterLabel}
        value={options.formatFilter || ''}
        options={formatOptions}
        onChange={(value) => void controller.setOptions({ formatFilter: value || false })}
      />
      <Select
        label={strings.digestLabel}
        value={options.digest}
        options={digestOptions}
        onChange={(value) => {
          if (isDigestMode(value)) void controller.setDigest(value);
        }}
      />
      <NumberInput
        label={strings.minRatingsLabel}
        value={options.minRatings}
        min={0}
        onChange={(minRatings) => void controller.setOptions({ minRatings })}
      />
      <Checkbox checked={options.ratingSystems} onChange={(ratingSystems) => void controller.setOptions({ ratingSystems })}>
        {strings.ratingSystemsLabel}
      </Checkbox>
      <Checkbox checked={options.fullColour} onChange={(fullColour) => void controller.setOptions({ fullColour })}>
        {strings.fullColourLabel}
      </Checkbox>
    </div>
  );
}

function AddUserForm({ controller, state }: { controller: CompareController; state: CompareViewState }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void controller.addUser(name).then(() => setName((current) => (current === name ? '' : current)));
  };
  return (
    <form className="hohCompareAdd" onSubmit={submit}>
      <label htmlFor="hohCompareAddName">{strings.addUserLabel}</label>
      <input
        id="hohCompareAddName"
        className="hoh-ui-input"
        type="text"
        value={name}
        placeholder={strings.addUserPlaceholder}
        autoComplete="off"
        aria-describedby={state.addMessage ? 'hohCompareAddMessage' : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <button type="submit" className="hoh-ui-button hohCompareAddButton" disabled={state.adding} aria-busy={state.adding}>
        {state.adding ? strings.addBusy : strings.add}
      </button>
      {state.addMessage && (
        <span id="hohCompareAddMessage" className="hoh-ui-error hohCompareAddMessage" role="alert">
          {state.addMessage}
        </span>
      )}
    </form>
  );
}

function Progress({ state }: { state: CompareViewState }) {
  const pending = state.slots.filter((slot) => slot.phase !== 'ready');
  if (!pending.length) return null;
  return (
    <div className="hohCompareLoading" role="status">
      <p>{strings.loading}</p>
      <ul>
        {pending.map((slot) => (
          <li key={slot.key} data-user={slot.name}>
            {slot.name}: {slot.phase === 'processing' ? strings.processing : strings.loading}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Notices({ controller, state }: { controller: CompareController; state: CompareViewState }) {
  if (!state.notices.length) return null;
  return (
    <div className="hohCompareMessages" role="alert">
      {state.notices.map((notice) => (
        <p key={notice.id} className="hohCompareNotice">
          <span>{notice.text}</span>
          <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => controller.dismissNotice(notice.id)}>
            {strings.dismiss}
          </button>
        </p>
      ))}
    </div>
  );
}

function Compatibility({ state }: { state: CompareViewState }) {
  const value = state.compatibility;
  if (!value || !value.results.length) return null;
  return (
    <div className="hohCompatibility">
      <span>{strings.compatibilityLabel(value.base)}</span>
      <ul>
        {value.results.map((result) => {
          const colour = compatibilityColour(result.difference);
          return (
            <li key={result.name} data-user={result.name}>
              {result.name}:{' '}
              <span className={colour === 'green' ? 'hohGood' : colour === 'red' ? 'hohBad' : undefined}>
                {formatCompatibility(result.difference, 'profile') || EN_DASH}
              </span>{' '}
              ({strings.compatibilityShared(result.shared)})
            </li>
          );
        })}
      </ul>
      <p className="hoh-ui-hint">{strings.compatibilityHint}</p>
    </div>
  );
}

function FooterLine({ controller, summary }: { controller: CompareController; summary: CompareSummary }) {
  return (
    <div className="hohCompareFooterLine">
      <span className="hohCompareCount" role="status">
        {summary.visibleCount ? strings.rowsShown(summary.visibleCount, summary.rowCount) : strings.noRows}
      </span>
      <span className="hohCompareExports">
        <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => void controller.exportCsv()}>
          {strings.exportCsv}
        </button>
        <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => void controller.exportJson()}>
          {strings.exportJson}
        </button>
      </span>
    </div>
  );
}

/** The whole custom compare: options, the add form, progress and messages, the table, exports. */
export function ComparePage({ controller }: { controller: CompareController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const summary = state.summary;
  return (
    <>
      <UiStyles />
      <style href="automail-compare" precedence="default">
        {compareCss}
      </style>
      {summary && <Options controller={controller} summary={summary} />}
      <AddUserForm controller={controller} state={state} />
      <Progress state={state} />
      <Notices controller={controller} state={state} />
      {summary && summary.users.length > 0 && (
        <>
          <CompareTable controller={controller} summary={summary} rowsVersion={state.rowsVersion} updating={state.pending > 0} />
          <FooterLine controller={controller} summary={summary} />
          <Compatibility state={state} />
        </>
      )}
    </>
  );
}
