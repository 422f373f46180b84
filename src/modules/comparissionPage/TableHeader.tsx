/**
 * The compare table's header cells. Each has the same three lines (see styles.ts): the sort
 * button, then the status filter and the rating filter. The title column carries the visible
 * labels of the two filter lines; each user's column carries that user's buttons, which say in
 * words what they filter.
 */
import type { CompareSort } from '../../lib/compareOptions';
import type { CompareUserInfo } from '../../workers/compare';
import type { SortTarget } from './controller';
import { demandNames, demandTexts, statusFilterNames, strings } from './strings';

type SortDirection = 'ascending' | 'descending';

/** Title ▼ is A→Z; scores and digests ▼ are highest first. ▲ flips either. */
function directionOf(sort: CompareSort, target: SortTarget): SortDirection | null {
  if (sort.by !== target.by) return null;
  if (sort.by === 'user' && target.by === 'user' && sort.user.toLowerCase() !== target.user.toLowerCase()) return null;
  const natural: SortDirection = sort.by === 'title' ? 'ascending' : 'descending';
  if (!sort.inverse) return natural;
  return natural === 'ascending' ? 'descending' : 'ascending';
}

function ariaSort(sort: CompareSort, target: SortTarget): SortDirection | undefined {
  return directionOf(sort, target) ?? undefined;
}

interface SortProps {
  readonly sort: CompareSort;
  onSort(target: SortTarget): void;
}

/** The name (up to two lines, never hiding the arrow) and the ▼/▲ of the active sort. */
function SortButton({ label, target, sort, onSort }: SortProps & { label: string; target: SortTarget }) {
  const direction = directionOf(sort, target);
  const arrow = direction === null ? '' : sort.inverse ? '▲' : '▼';
  return (
    <button type="button" className="hohSortButton" title={strings.sortBy(label)} onClick={() => onSort(target)}>
      <span className="hohSortLabel">{label}</span>
      {arrow && (
        <span className="hohSortArrow" aria-hidden="true">
          {arrow}
        </span>
      )}
      {direction && <span className="hohCompareSrOnly">{direction === 'ascending' ? strings.sortedAscending : strings.sortedDescending}</span>}
    </button>
  );
}

export function TitleHeader({ sort, onSort }: SortProps) {
  const target: SortTarget = { by: 'title' };
  return (
    <th scope="col" className="hohTitleCell" aria-sort={ariaSort(sort, target)}>
      <div className="hohHead">
        <div className="hohHeadLine">
          <SortButton label={strings.titleHeader} target={target} sort={sort} onSort={onSort} />
        </div>
        <span className="hohFilterLabel">{strings.statusFilterLabel}</span>
        <span className="hohFilterLabel">{strings.demandFilterLabel}</span>
      </div>
    </th>
  );
}

export function FormatHeader() {
  return (
    <th scope="col" className="hohFormatCell">
      <div className="hohHead">
        <div className="hohHeadLine">{strings.formatHeader}</div>
      </div>
    </th>
  );
}

export function DigestHeader({ label, sort, onSort }: SortProps & { label: string }) {
  const target: SortTarget = { by: 'digest' };
  return (
    <th scope="col" className="hohDigestCell" aria-sort={ariaSort(sort, target)}>
      <div className="hohHead">
        <div className="hohHeadLine">
          <SortButton label={label} target={target} sort={sort} onSort={onSort} />
        </div>
      </div>
    </th>
  );
}

export interface UserHeaderProps extends SortProps {
  readonly user: CompareUserInfo;
  onCycleStatus(name: string): void;
  onCycleDemand(name: string): void;
  onRemove(name: string): void;
}

export function UserHeader({ user, sort, onSort, onCycleStatus, onCycleDemand, onRemove }: UserHeaderProps) {
  const target: SortTarget = { by: 'user', user: user.name };
  const statusKey = user.statusFilter === false ? 'all' : user.statusFilter;
  const statusName = statusFilterNames[statusKey] ?? statusKey;
  const demandKey = String(user.demand) as '0' | '1' | '-1';
  return (
    <th scope="col" className="hohUserCell" aria-sort={ariaSort(sort, target)} data-user={user.name}>
      <div className="hohHead hohUserHead">
        <div className="hohHeadLine">
          <SortButton label={user.name} target={target} sort={sort} onSort={onSort} />
          <button type="button" className="hohRemoveUser" aria-label={strings.removeUser(user.name)} title={strings.removeUser(user.name)} onClick={() => onRemove(user.name)}>
            ×
          </button>
        </div>
        <button
          type="button"
          className="hohFilterButton hohStatusFilter"
          data-active={user.statusFilter !== false}
          aria-label={strings.statusFilter(user.name, statusName)}
          onClick={() => onCycleStatus(user.name)}
        >
          <span className={`hohStatusDot hohStatus-${statusKey}`} aria-hidden="true" />
          {statusName}
        </button>
        <button
          type="button"
          className="hohFilterButton hohDemand"
          data-active={user.demand !== 0}
          aria-label={strings.demand(user.name, demandNames[demandKey])}
          onClick={() => onCycleDemand(user.name)}
        >
          {demandTexts[demandKey]}
        </button>
      </div>
    </th>
  );
}
