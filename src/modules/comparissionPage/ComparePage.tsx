import { memo, useDeferredValue, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { NumberInput } from '../../ui/NumberInput';
import { Select } from '../../ui/Select';
import { UiStyles } from '../../ui/UiStyles';
import { HeadStyle } from '../../ui/HeadStyle';
import { DIGEST_MODES, EN_DASH, FORMAT_FILTERS, isDigestMode, type CompareListType, type CompareOptions } from '../../lib/compareOptions';
import { compatibilityColour, formatCompatibility } from '../../lib/compatibility';
import { ADD_NAME_ID, CompareTable } from './CompareTable';
import { StatusLegend } from './StatusLegend';
import { arrivingSlots, type CompareController, type CompareViewState, type Notice, type UserSlot } from './controller';
import { compareCss } from './styles';
import { strings } from './strings';

const digestOptions = DIGEST_MODES.map((mode) => ({ value: mode.id, label: mode.label }));
const formatOptions = {
  ANIME: [{ value: '', label: strings.allFormats }, ...FORMAT_FILTERS.ANIME],
  MANGA: [{ value: '', label: strings.allFormats }, ...FORMAT_FILTERS.MANGA],
} as const;

// The parts around the table are memoised on small props: while 20 lists arrive, the page
// re-renders every frame for the progress lines, and these need not.

const Options = memo(function Options({ controller, options, type }: { controller: CompareController; options: CompareOptions; type: CompareListType }) {
  return (
    <div className="hohCompareControls">
      <Select
        label={strings.formatFilterLabel}
        value={options.formatFilter || ''}
        options={formatOptions[type]}
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
      {/* An empty field means 0, as minRatings= in a link does (algorithms.md §1b). */}
      <NumberInput
        label={strings.minRatingsLabel}
        value={options.minRatings}
        min={0}
        emptyValue={0}
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
});

const AddUserForm = memo(function AddUserForm({ controller, adding, message }: { controller: CompareController; adding: boolean; message: string | null }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void controller.addUser(name).then(() => setName((current) => (current === name ? '' : current)));
  };
  return (
    <form className="hohCompareAdd" onSubmit={submit}>
      <label htmlFor={ADD_NAME_ID}>{strings.addUserLabel}</label>
      <input
        id={ADD_NAME_ID}
        className="hoh-ui-input"
        type="text"
        value={name}
        placeholder={strings.addUserPlaceholder}
        autoComplete="off"
        aria-describedby={message ? 'hohCompareAddMessage' : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <button type="submit" className="hoh-ui-button hohCompareAddButton" disabled={adding} aria-busy={adding}>
        {adding ? strings.addBusy : strings.add}
      </button>
      {message && (
        <span id="hohCompareAddMessage" className="hoh-ui-error hohCompareAddMessage" role="alert">
          {message}
        </span>
      )}
    </form>
  );
});

function Progress({ slots }: { slots: readonly UserSlot[] }) {
  const pending = arrivingSlots(slots);
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

const Notices = memo(function Notices({ controller, notices }: { controller: CompareController; notices: readonly Notice[] }) {
  if (!notices.length) return null;
  return (
    <div className="hohCompareMessages" role="alert">
      {notices.map((notice) => (
        <p key={notice.id} className="hohCompareNotice">
          <span>{notice.text}</span>
          <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => controller.dismissNotice(notice.id)}>
            {strings.dismiss}
          </button>
        </p>
      ))}
    </div>
  );
});

const Compatibility = memo(function Compatibility({ value }: { value: CompareViewState['compatibility'] }) {
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
});

const FooterLine = memo(function FooterLine({ controller, shown, total }: { controller: CompareController; shown: number; total: number }) {
  return (
    <div className="hohCompareFooterLine">
      <span className="hohCompareCount" role="status">
        {shown ? strings.rowsShown(shown, total) : strings.noRows}
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
});

/** The whole custom compare: options, the add form, progress and messages, the table, exports. */
export function ComparePage({ controller }: { controller: CompareController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const summary = state.summary;
  // The table (hundreds of cells) renders as a transition React can interrupt and spread over
  // frames; the controls, progress and messages above it stay immediate.
  const tableSummary = useDeferredValue(summary);
  const tableVersion = useDeferredValue(state.rowsVersion);
  const tableBehind = tableSummary !== summary || tableVersion !== state.rowsVersion;
  return (
    <>
      <UiStyles />
      <HeadStyle name="automail-compare" css={compareCss} />
      {summary && <Options controller={controller} options={summary.options} type={summary.type} />}
      <AddUserForm controller={controller} adding={state.adding} message={state.addMessage} />
      <Progress slots={state.slots} />
      <Notices controller={controller} notices={state.notices} />
      {tableSummary && tableSummary.users.length > 0 && (
        <>
          <StatusLegend />
          <CompareTable controller={controller} summary={tableSummary} rowsVersion={tableVersion} updating={state.pending > 0 || tableBehind} />
          <FooterLine controller={controller} shown={tableSummary.visibleCount} total={tableSummary.rowCount} />
          <Compatibility value={state.compatibility} />
        </>
      )}
    </>
  );
}
