import { currentToken } from '../../api/token';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { pause } from '../../core/timers';
import { savePaceMs } from '../../lib/importJob';
import { mount } from '../../ui/mount';
import { JobController } from './controller';
import type { ImportEnv } from './env';
import { manifest } from './manifest';
import { MoreImports } from './MoreImports';
import { CONTAINER_ID, NATIVE_IMPORT_SELECTOR } from './selectors';

/**
 * Extra import and export tools on /settings/import (spec doc 3 §2, issue 14): Anime-Planet
 * import with a match review, Automail JSON import and export, and a plan that can be previewed,
 * continued after a stop and undone. The sections follow AniList's own import panel.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const siteUser = ctx.user?.name;
    if (!siteUser) return;
    const container = await attachContainer({
      anchor: NATIVE_IMPORT_SELECTOR,
      create: () => element('div', { id: CONTAINER_ID }),
      place: (anchor, box) => anchor.after(box),
      signal,
    });
    if (!container) return;
    // Read once per visit, like the back-off test hook: the pace is 1 s unless a test shortens it.
    const paceMs = savePaceMs(localStorage);
    const wait = (ms: number) => pause(ms, signal);
    const env: ImportEnv = {
      signal,
      siteUser,
      getToken: () => currentToken(),
      paceMs,
      wait,
      controller: new JobController(siteUser, signal, paceMs, wait),
      now: () => Date.now(),
      alert: (message) => window.alert(message),
    };
    mount(<MoreImports env={env} />, container, signal);
  },
});
