import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffRoleKind } from '../../api/queries/staffRoles';
import type { StaffRolesHandle } from '../../workers/client';
import type { StaffRolesView } from '../../workers/session/staffRoles';
import { SIGNED_IN_SORTS, STAFF_SORTS, type StaffSort } from '../../lib/staffSorts';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { UiStyles } from '../../ui/UiStyles';
import { RoleList } from './RoleList';
import { sortLabels, strings } from './strings';

export type LoadState = { kind: 'loading'; loaded: number } | { kind: 'ready' } | { kind: 'failed'; message: string };

export interface StaffRolesProps {
  session: StaffRolesHandle;
  signedIn: boolean;
  initialSort: StaffSort;
  saveSort(sort: StaffSort): void;
  /** Resolves once every page is in; progress comes through onProgress. */
  load(onProgress: (loaded: number) => void): Promise<{ ok: true } | { ok: false; message: string }>;
}

const KINDS: readonly StaffRoleKind[] = ['ANIME', 'MANGA', 'VOICE'];

/** The filter bar and the three role lists; everything heavy is asked of the worker session. */
export function StaffRoles({ session, signedIn, initialSort, saveSort, load }: StaffRolesProps) {
  const [state, setState] = useState<LoadState>({ kind: 'loading', loaded: 0 });
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<StaffSort>(!signedIn && SIGNED_IN_SORTS.includes(initialSort) ? 'popularity' : initialSort);
  const [view, setView] = useState<StaffRolesView | null>(null);
  const [version, setVersion] = useState(0);
  const asked = useRef(0);

  useEffect(() => {
    let live = true;
    load((loaded) => live && setState((old) => (old.kind === 'loading' ? { kind: 'loading', loaded } : old))).then((result) => {
      if (live) setState(result.ok ? { kind: 'ready' } : { kind: 'failed', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    // Only the answer to the latest question is shown: typing fast sends several.
    const ticket = ++asked.current;
    session.query(filter, sort, signedIn).then(
      (answer) => {
        if (ticket !== asked.current) return;
        setView(answer);
        setVersion((v) => v + 1);
      },
      () => undefined,
    );
  }, [session, state.kind, filter, sort, signedIn]);

  const fetchRows = useCallback((kind: StaffRoleKind, start: number, count: number) => session.rowWindow(kind, start, count), [session]);

  if (state.kind === 'failed') return <p className="hohStaffRolesStatus hoh-ui-error" role="alert">{strings.failed(state.message)}</p>;

  const sorts = STAFF_SORTS.filter((option) => signedIn || !SIGNED_IN_SORTS.includes(option));
  const hintId = 'hohStaffRolesHint';
  const errorId = 'hohStaffRolesError';
  return (
    <>
      <UiStyles />
      <div className="hohStaffRolesBar">
        <TextInput label={strings.filter} type="search" value={filter} onChange={setFilter} describedBy={view?.error ? `${errorId} ${hintId}` : hintId} />
        <Select
          label={strings.sort}
          value={sort}
          options={sorts.map((value) => ({ value, label: sortLabels[value] }))}
          onChange={(value) => {
            const next = value as StaffSort;
            setSort(next);
            saveSort(next);
          }}
        />
        <p className="hohStaffRolesHint" id={hintId}>{strings.filterHint}</p>
        {view?.error && <p className="hoh-ui-error hohStaffRolesError" id={errorId} role="alert">{view.error}</p>}
      </div>
      {state.kind === 'loading' && (
        <p className="hohStaffRolesStatus" role="status">{state.loaded ? strings.loadingCount(state.loaded) : strings.loading}</p>
      )}
      {view &&
        KINDS.filter((kind) => view.totals[kind] > 0).map((kind) => (
          <RoleList key={kind} kind={kind} count={view.counts[kind]} total={view.totals[kind]} version={version} fetchRows={fetchRows} />
        ))}
    </>
  );
}
