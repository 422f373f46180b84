/**
 * moreStats on /site-stats: the 'Various queries' panel under AniList's site statistics
 * (host-dom.md §2.22; 2026 notes: unchanged). Leaving the page aborts the visit's signal, which
 * stops the run and unmounts the panel.
 */
import { attachContainer } from '../../../core/dom';
import { element } from '../../../core/element';
import type { ModuleContext } from '../../../core/module';
import { currentToken } from '../../../api/token';
import { mount } from '../../../ui/mount';
import { SITE_STATS_CONTENT } from '../selectors';
import { QueryPanelState } from './panelState';
import { variousQueriesCss } from './styles';
import { variousQueries } from './tools';
import { VariousQueries } from './VariousQueries';

export const PANEL_ID = 'hohVariousQueries';
const STYLE_ID = 'hohVariousQueriesStyle';

export async function runSiteStats(ctx: ModuleContext): Promise<void> {
  const { signal } = ctx;
  ctx.addStyle(STYLE_ID, variousQueriesCss);
  const view = element('div');
  const panel = element('div', { id: PANEL_ID }, [view]);
  const container = await attachContainer({ anchor: SITE_STATS_CONTENT, create: () => panel, place: (target, node) => target.after(node), signal });
  if (!container) return;
  const state = new QueryPanelState(variousQueries, {
    signal,
    token: () => currentToken() || null,
    viewer: () => ctx.user?.name ?? null,
  });
  mount(<VariousQueries state={state} queries={variousQueries} />, view, signal);
}
