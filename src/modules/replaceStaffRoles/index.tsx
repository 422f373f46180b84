import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings, setSetting } from '../../core/settings/store';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { openStaffRoles } from '../../workers/client';
import { isStaffSort } from '../../lib/staffSorts';
import { manifest } from './manifest';
import { NATIVE_FILTERS_SELECTOR, NATIVE_ROLES_SELECTOR } from './selectors';
import { StaffRoles } from './StaffRoles';
import { strings } from './strings';
import { staffRolesCss } from './styles';

export const CONTAINER_CLASS = 'hohStaffRoles';
const STYLE_ID = 'hohStaffRolesStyle';

/**
 * Replaces the staff page's role lists by sorted, filterable lists of anime staff roles, manga
 * staff roles and character voice roles (spec doc 2, /staff/{id}). The roles are fetched,
 * filtered and sorted in the worker; the lists are virtual, so thousands of roles stay light.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const staffId = Number(ctx.params.id);
    const hidden: HTMLElement[] = [];
    const hide = (native: HTMLElement) => {
      if (hidden.includes(native)) return;
      native.dataset.hohHidden = native.style.display;
      native.style.display = 'none';
      hidden.push(native);
    };
    const restore = () => {
      for (const native of hidden.splice(0)) {
        native.style.display = native.dataset.hohHidden ?? '';
        delete native.dataset.hohHidden;
      }
    };
    signal.addEventListener('abort', restore, { once: true });

    const container = await attachContainer({
      anchor: NATIVE_ROLES_SELECTOR,
      // 'container': AniList's page width and side padding, as the lists it replaces have.
      create: () => element('div', { className: `${CONTAINER_CLASS} container`, text: strings.loading }),
      place: (found, box) => {
        const parent = found.parentElement ?? found;
        parent.before(box);
        for (const native of document.querySelectorAll<HTMLElement>(`${NATIVE_ROLES_SELECTOR}, ${NATIVE_FILTERS_SELECTOR}`)) hide(native);
      },
      signal,
    });
    if (!container) return;

    const settings = getSettings();
    const token = () => getSettings().accessToken;
    let session;
    try {
      session = await openStaffRoles({ staffId, titleLanguage: settings.titleLanguage }, { signal, getToken: token });
    } catch (error) {
      if (signal.aborted) return;
      restore();
      container.textContent = strings.failed(error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (signal.aborted) return;
    const handle = session;
    const load = async (onProgress: (loaded: number) => void) => {
      const result = await handle.load(onProgress);
      if (result.ok) return { ok: true as const };
      // AniList's own lists come back, under the message.
      if (!signal.aborted) restore();
      return { ok: false as const, message: result.message };
    };
    const saved = settings.staffRoleOrder;
    // The lists' rules, after the kit's, from the first drawing of the lists on.
    addUiStyles();
    ctx.addStyle(STYLE_ID, staffRolesCss);
    container.textContent = '';
    mount(
      <StaffRoles
        session={handle}
        signedIn={!!token()}
        initialSort={isStaffSort(saved) ? saved : 'alphabetical'}
        saveSort={(sort) => setSetting('staffRoleOrder', sort)}
        load={load}
      />,
      container,
      signal,
    );
  },
});
