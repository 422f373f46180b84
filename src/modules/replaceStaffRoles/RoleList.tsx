import { memo, useCallback } from 'react';
import type { StaffRoleKind } from '../../api/queries/staffRoles';
import type { StaffRoleRowView } from '../../workers/staffRoles/view';
import { WorkerRows } from '../../ui/WorkerRows';
import { LIST_MAX_HEIGHT, ROW_HEIGHT } from './styles';
import { headings, strings } from './strings';

export interface RoleListProps {
  kind: StaffRoleKind;
  count: number;
  total: number;
  version: number;
  fetchRows(kind: StaffRoleKind, start: number, count: number): Promise<readonly StaffRoleRowView[]>;
}

const Row = memo(function Row({ row }: { row: StaffRoleRowView }) {
  const info = [row.year, row.format].filter((part) => part !== null && part !== '').join(' · ');
  return (
    <>
      {row.cover ? <img className="hohStaffRoleCover" src={row.cover} alt="" loading="lazy" /> : <span className="hohStaffRoleCover" />}
      <div className="hohStaffRoleMain">
        <a className="hohStaffRoleTitle" href={row.path} title={row.title}>
          {row.title}
        </a>
        <span className="hohStaffRoleInfo">{info}</span>
        {row.roles && !row.character && <span className="hohStaffRoleRoles" title={row.roles}>{row.roles}</span>}
      </div>
      {row.character && (
        <div className="hohStaffRoleCharacter">
          <a href={`/character/${row.character.id}`}>{row.character.name}</a>
          <div className="hohStaffRoleRoles">{row.roles}</div>
        </div>
      )}
      {row.mine && (
        <div className="hohStaffRoleMine" data-status={row.mine.status}>
          <span className={`hohStatus hohStatus-${row.mine.status}`}>{row.mine.statusLabel}</span>
          {row.mine.progress && <span className="hohMyProgress">{row.mine.progress}</span>}
          {row.mine.score && <span className="hohMyScore">{row.mine.score}</span>}
          {row.mine.repeat > 0 && (
            <span className="hohMyRepeat" title={strings.repeat(row.mine.repeat)} aria-label={strings.repeat(row.mine.repeat)}>
              ↻ {row.mine.repeat}
            </span>
          )}
        </div>
      )}
    </>
  );
});

/** One of the three lists: a heading with its count and a virtual scroll box of rows. */
export function RoleList({ kind, count, total, version, fetchRows }: RoleListProps) {
  const fetchKind = useCallback((start: number, size: number) => fetchRows(kind, start, size), [fetchRows, kind]);
  const headingId = `hohStaffRoles-${kind}`;
  return (
    <section className="hohStaffRoleSection" data-kind={kind} aria-labelledby={headingId}>
      <h4 id={headingId}>
        {headings[kind]}
        <span className="hohStaffRoleCount">{strings.count(count, total)}</span>
      </h4>
      {count === 0 ? (
        <div className="hohStaffRoleEmpty">{strings.noMatch}</div>
      ) : (
        <WorkerRows
          count={count}
          version={version}
          fetchRows={fetchKind}
          rowHeight={ROW_HEIGHT}
          maxHeight={LIST_MAX_HEIGHT}
          className="hohStaffRoleScroll"
          rowClassName="hohStaffRole"
          labelledBy={headingId}
          rowData={(row) => ({ 'data-key': row.key })}
        >
          {(row) => <Row row={row} />}
        </WorkerRows>
      )}
    </section>
  );
}
