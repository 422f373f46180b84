import { useEffect, useState } from 'react';
import { query } from '../../api/client';
import { VIEWER, type ViewerResult } from '../../api/queries/viewer';
import { UiStyles } from '../../ui/UiStyles';
import { HeadStyle } from '../../ui/HeadStyle';
import { AnimePlanetImport } from './AnimePlanetImport';
import type { ImportEnv, ScriptViewer } from './env';
import { ExportSection } from './ExportSection';
import { JobPanel } from './JobPanel';
import { OwnJsonImport } from './OwnJsonImport';
import { strings } from './strings';
import { importCss } from './styles';

type ViewerState = { kind: 'signedOut' } | { kind: 'checking' } | { kind: 'failed' } | { kind: 'ok'; viewer: ScriptViewer };

function NotSignedIn() {
  return (
    <div className="hohNotSignedIn" role="note">
      <p className="hohImportError">{strings.notSignedIn}</p>
      <p className="hoh-ui-hint">
        {strings.notSignedInHint} <a href="/settings/apps">{strings.settingsAppsLink}</a>
      </p>
    </div>
  );
}

/** The extra sections of /settings/import: the job first (it may be waiting to continue), then the tools. */
export function MoreImports({ env }: { env: ImportEnv }) {
  const [viewerState, setViewerState] = useState<ViewerState>(() => (env.getToken() ? { kind: 'checking' } : { kind: 'signedOut' }));

  useEffect(() => {
    if (viewerState.kind !== 'checking') return;
    void query<ViewerResult>(VIEWER, {}, { auth: true, signal: env.signal }).then((data) => {
      if (env.signal.aborted) return;
      const viewer = data?.Viewer;
      if (!viewer) {
        setViewerState(env.getToken() ? { kind: 'failed' } : { kind: 'signedOut' });
        return;
      }
      setViewerState({ kind: 'ok', viewer: { name: viewer.name, scoreFormat: viewer.mediaListOptions?.scoreFormat ?? 'POINT_10' } });
    });
  }, [viewerState.kind, env]);

  return (
    <div className="hohImportSections">
      <UiStyles />
      <HeadStyle name="automail-more-imports" css={importCss} />
      {viewerState.kind === 'signedOut' && <NotSignedIn />}
      {viewerState.kind === 'failed' && <p className="hohImportError">{strings.viewerFailed}</p>}
      {viewerState.kind === 'ok' && (
        <>
          <JobPanel controller={env.controller} />
          <AnimePlanetImport env={env} viewer={viewerState.viewer} />
          <OwnJsonImport env={env} viewer={viewerState.viewer} />
        </>
      )}
      <ExportSection userName={env.siteUser} signal={env.signal} getToken={env.getToken} />
    </div>
  );
}
