import { useEffect, useSyncExternalStore } from 'react';
import { statsExtras } from '../../ui/statsTable/extraTables';
import type { Headline } from '../../workers/stats/headline';
import type { StatsTableId } from '../../workers/session/stats';
import { StatsTable } from '../../ui/statsTable/StatsTable';
import { downloadFile } from '../../ui/download';
import type { MoreStatsController, StaffState } from './controller';
import { strings } from './strings';
import { DatingTool } from './dating/DatingTool';
import type { DatingRunner } from './dating/runner';

/** The score histogram with a caption saying what the bars are, and the scale's two ends. */
function Histogram({ headline, label }: { headline: Headline; label: string }) {
  const highest = Math.max(1, ...headline.histogram);
  return (
    <figure className="hohHistogramFigure">
      <div className="hohHistogram" role="img" aria-label={strings.histogram(label)}>
        {headline.histogram.map((count, score) => (
          <div key={score} className="hohHistogramBar" data-score={score} data-count={count} title={strings.histogramBar(score, count)} style={{ height: `${(100 * count) / highest}%` }} />
        ))}
      </div>
      <div className="hohHistogramScale" aria-hidden="true">
        <span>0</span>
        <span>100</span>
      </div>
      <figcaption className="hohHistogramCaption">{strings.histogramCaption(label, highest)}</figcaption>
    </figure>
  );
}

function HeadlineList({ headline }: { headline: Headline }) {
  return (
    <dl className="hohHeadline">
      {headline.lines.map((line) => (
        <div key={line.label} className="hohHeadlineLine">
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface TablesProps {
  controller: MoreStatsController;
  dating: { runner: DatingRunner; profile: string };
  reloadKey: number;
  hideCustom: boolean;
}

// No DOM ids here: on the staff and studio tabs replaceNativeTags draws the tables that carry them.
function Table({ controller, reloadKey, id, waiting, hidden }: { controller: MoreStatsController; reloadKey: number; id: StatsTableId; waiting?: string; hidden?: boolean }) {
  return <StatsTable source={controller.source(id)} reloadKey={reloadKey} waiting={waiting} initiallyHidden={hidden} download={downloadFile} />;
}

function staffWaiting(state: StaffState): string {
  return state.phase === 'failed' ? strings.staffFailed(state.message) : strings.staffLoading;
}

/** The More stats view: per list the headline figures, the histogram and the tables. */
function StatsView({ controller, reloadKey, hideCustom, dating }: TablesProps) {
  const state = controller.snapshot();
  const overview = state.overview;
  if (!overview) return null;
  return (
    <>
      <section className="hohStatsSection" aria-label={strings.anime}>
        <h2>{strings.anime}</h2>
        <HeadlineList headline={overview.anime} />
        {overview.timeWatched && <p className="hohTimeWatched">{overview.timeWatched.text}</p>}
        <Histogram headline={overview.anime} label={strings.anime} />
        <Table controller={controller} reloadKey={reloadKey} id="customAnime" hidden={hideCustom} />
        <Table controller={controller} reloadKey={reloadKey} id="tagsAnime" />
        <Table controller={controller} reloadKey={reloadKey} id="genresAnime" />
        <Table controller={controller} reloadKey={reloadKey} id="staffAnime" waiting={staffWaiting(state.staff.anime)} />
        <Table controller={controller} reloadKey={reloadKey} id="studios" />
      </section>
      <section className="hohStatsSection" aria-label={strings.manga}>
        <h2>{strings.manga}</h2>
        <HeadlineList headline={overview.manga} />
        <Histogram headline={overview.manga} label={strings.manga} />
        <Table controller={controller} reloadKey={reloadKey} id="customManga" hidden={hideCustom} />
        <Table controller={controller} reloadKey={reloadKey} id="tagsManga" />
        <Table controller={controller} reloadKey={reloadKey} id="genresManga" />
        <Table controller={controller} reloadKey={reloadKey} id="staffManga" waiting={staffWaiting(state.staff.manga)} />
      </section>
      <DatingTool runner={dating.runner} profile={dating.profile} />
    </>
  );
}

/**
 * The places of the tables other features add (statsBias): each feature draws in its own element,
 * put here while the view shows; the element stays the feature's when the view closes.
 */
function ExtraPlaces({ reloadKey }: { reloadKey: number }) {
  const { wanted } = useSyncExternalStore(statsExtras.subscribe, statsExtras.snapshot);
  useEffect(() => {
    statsExtras.setShown(true);
    return () => statsExtras.setShown(false);
  }, []);
  useEffect(() => statsExtras.setReloadKey(reloadKey), [reloadKey]);
  return (
    <>
      {wanted.map((id) => (
        <div
          key={id}
          className="hohStatsExtraPlace"
          ref={(holder) => {
            const place = statsExtras.place(id);
            if (holder && place && place.parentElement !== holder) holder.append(place);
          }}
        />
      ))}
    </>
  );
}

export function MoreStats({ controller, hideCustom, dating }: { controller: MoreStatsController; hideCustom: boolean; dating: TablesProps['dating'] }) {
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot);
  if (!state.view) return null;
  let body;
  if (state.phase === 'failed') body = <p className="hohStatsMessage" role="alert">{state.message}</p>;
  else if (state.phase !== 'ready') body = <p className="hohStatsMessage" role="status">{state.progress}</p>;
  else if (state.view === 'stats') body = <StatsView controller={controller} reloadKey={state.reloadKey} hideCustom={hideCustom} dating={dating} />;
  else
    body = (
      <div id="hohGenres">
        <Table controller={controller} reloadKey={state.reloadKey} id="mixedTags" />
        <Table controller={controller} reloadKey={state.reloadKey} id="mixedGenres" />
        <ExtraPlaces reloadKey={state.reloadKey} />
      </div>
    );
  return (
    <div className="hohMoreStats" data-view={state.view}>
      {body}
    </div>
  );
}
