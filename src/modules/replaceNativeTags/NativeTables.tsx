import { useSyncExternalStore } from 'react';
import { StatsTable } from '../../ui/statsTable/StatsTable';
import { downloadFile } from '../../ui/download';
import type { TabTables } from './tables';
import type { TablesController } from './controller';

/** The sub-tab's tables in place of AniList's panel. */
export function NativeTables({ controller, tab, hideCustom }: { controller: TablesController; tab: TabTables; hideCustom: boolean }) {
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot);
  let body;
  if (state.phase === 'failed') body = <p className="hohStatsMessage" role="alert">{state.message}</p>;
  else if (state.phase !== 'ready') body = <p className="hohStatsMessage" role="status">{state.progress}</p>;
  else
    body = tab.tables.map((table) => (
      <StatsTable
        key={table.id}
        source={controller.source(table.id)}
        reloadKey={state.reloadKey}
        waiting={state.waiting}
        initiallyHidden={!!table.custom && hideCustom}
        download={downloadFile}
        domId={table.domId}
      />
    ));
  return <>{body}</>;
}
