import { useState } from 'react';
import { newJob, type JobListType } from '../../lib/importJob';
import { planOwnImport } from '../../workers/client';
import { readFileText, sameUser, type ImportEnv, type ScriptViewer } from './env';
import { FilePicker } from './FilePicker';
import { ListTypeSelect } from './ListTypeSelect';
import { Messages } from './Messages';
import { IMPORT_TEXTS, strings } from './strings';

/**
 * The import of the script's own JSON export (spec doc 3 "Import flow"): the file is checked and
 * compared with the list in the worker; only entries not on the list are planned (no overwrite
 * here), and the plan appears before anything is saved.
 */
export function OwnJsonImport({ env, viewer }: { env: ImportEnv; viewer: ScriptViewer }) {
  const [listType, setListType] = useState<JobListType>('anime');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);

  const onFile = async (file: File) => {
    setErrors([]);
    setWarnings([]);
    if (!sameUser(env, viewer)) return;
    const read = await readFileText(file);
    if (!read.ok) {
      setErrors([IMPORT_TEXTS.readError]);
      return;
    }
    setBusy(true);
    try {
      const plan = await planOwnImport(read.text, listType, { userName: viewer.name, userFormat: viewer.scoreFormat, now: env.now() }, { signal: env.signal, getToken: env.getToken });
      if (env.signal.aborted) return;
      if (!plan.ok) {
        setErrors(['error' in plan ? plan.error : strings.listLoadFailed(viewer.name)]);
        return;
      }
      setWarnings(plan.warnings);
      env.controller.preview(newJob({
        id: `json-${env.now()}`,
        userName: viewer.name,
        listType,
        source: 'json',
        createdAt: env.now(),
        saves: plan.toAdd.map((variables, i) => ({ mediaId: variables.mediaId, title: plan.toAddTitles[i] ?? `#${variables.mediaId}`, variables: { ...variables } })),
        skippedExisting: plan.skipped,
        refused: plan.refused,
      }));
    } finally {
      if (!env.signal.aborted) setBusy(false);
    }
  };

  return (
    <section className="section hohImportSection hohOwnJsonImport">
      <h2>{strings.ownJsonHeading}</h2>
      <ListTypeSelect value={listType} onChange={setListType} disabled={busy} />
      <FilePicker label={strings.ownJsonDrop} disabled={busy} onFile={(file) => void onFile(file)} />
      <Messages errors={errors} warnings={warnings} />
    </section>
  );
}
