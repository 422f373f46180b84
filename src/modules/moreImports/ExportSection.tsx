import { useState } from 'react';
import { SCRIPT_VERSION } from '../../core/startup';
import type { JobListType } from '../../lib/importJob';
import { downloadFile } from '../../ui/download';
import { exportListJson } from '../../workers/client';
import { strings } from './strings';

/** Export of the anime or manga list as JSON (spec doc 3 "List JSON export", version '1.01'). */
export function ExportSection({ userName, signal, getToken }: { userName: string; signal: AbortSignal; getToken(): string }) {
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (listType: JobListType) => {
    setBusy(true);
    setStatus({ text: strings.exporting, error: false });
    try {
      const outcome = await exportListJson(userName, listType, {
        scriptInfo: { name: 'Automail', version: SCRIPT_VERSION },
        url: location.href,
        timeStamp: Date.now(),
      }, { signal, getToken });
      if (signal.aborted) return;
      if (!outcome.ok) {
        setStatus({ text: strings.listLoadFailed(userName), error: true });
        return;
      }
      downloadFile(outcome.file);
      setStatus({ text: strings.exported(outcome.file.entryCount, outcome.file.fileName), error: false });
    } finally {
      if (!signal.aborted) setBusy(false);
    }
  };

  return (
    <section className="section hohImportSection hohExport">
      <h2>{strings.exportHeading}</h2>
      <div className="hohImportButtons">
        <button type="button" className="hoh-ui-button hohExportAnime" disabled={busy} onClick={() => void run('anime')}>{strings.exportAnime}</button>
        <button type="button" className="hoh-ui-button hohExportManga" disabled={busy} onClick={() => void run('manga')}>{strings.exportManga}</button>
      </div>
      {status && <p className={status.error ? 'hohImportError' : 'hohImportStatus'}>{status.text}</p>}
    </section>
  );
}
