// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetChannelForTests } from '../../../../src/core/channel';
import { createModuleContext } from '../../../../src/core/context';
import type { ModuleContext } from '../../../../src/core/module';
import { pages } from '../../../../src/core/pages';
import { announceRegisteredModules } from '../../../../src/core/registeredModules';
import { loadSettings, resetSettingsForTests } from '../../../../src/core/settings/store';
import { selectors } from '../../../../src/core/selectors';
import { conditionalRules } from '../../../../src/core/featureTable';
import settingsPage, { PANEL_ID, SETTINGS_CONTENT_SELECTOR } from '../../../../src/modules/settingsPage';

function settingsDom(): HTMLElement {
  document.body.innerHTML = '<div class="settings container"><div class="nav"></div><div class="content"><div class="apps"></div></div></div>';
  return document.querySelector('.content') as HTMLElement;
}

function context(controller: AbortController): ModuleContext {
  return createModuleContext({
    url: new URL('https://anilist.co/settings/apps'),
    params: {},
    page: 'settingsApps',
    user: null,
    signal: controller.signal,
  });
}

describe('settings page module', () => {
  let controller: AbortController;

  beforeEach(() => {
    localStorage.clear();
    resetChannelForTests();
    resetSettingsForTests();
    loadSettings();
    controller = new AbortController();
  });

  afterEach(() => {
    act(() => controller.abort());
    document.body.innerHTML = '';
    resetChannelForTests();
  });

  it('runs on /settings/apps only, always on, for everyone', () => {
    expect(settingsPage.pages).toContain(pages.settingsApps);
    expect(settingsPage.alwaysOn).toBe(true);
    expect(settingsPage.needs).toBe('none');
    expect(pages.settingsApps.match(new URL('https://anilist.co/settings/apps'))).not.toBeNull();
    expect(pages.settingsApps.match(new URL('https://anilist.co/settings/import'))).toBeNull();
  });

  it('adds the panel after the apps list in the settings content', async () => {
    const content = settingsDom();
    await act(async () => {
      await settingsPage.run(context(controller));
    });
    const panel = document.getElementById(PANEL_ID);
    expect(panel?.parentElement).toBe(content);
    expect(panel?.previousElementSibling?.className).toBe('apps');
    expect(await screen.findByRole('heading', { name: 'Automail Settings' })).toBeTruthy();
  });

  it("uses the registry's settings-content selector, so the e2e selector check covers it", () => {
    expect(SETTINGS_CONTENT_SELECTOR).toBe(selectors.settingsContent.selector);
  });

  it('goes into the content column itself, not a deeper .content (e.g. inside the menu)', async () => {
    document.body.innerHTML =
      '<div class="settings container"><div class="nav"><div class="content">menu</div></div><div class="content"><div class="apps"></div></div></div>';
    await act(async () => {
      await settingsPage.run(context(controller));
    });
    expect(document.querySelector('.settings.container > .content > .apps + #' + PANEL_ID)).not.toBeNull();
  });

  it('puts the same panel back when AniList re-renders the content, and leaves on abort', async () => {
    settingsDom();
    await act(async () => {
      await settingsPage.run(context(controller));
    });
    const panel = document.getElementById(PANEL_ID);
    const fresh = settingsDom();
    await waitFor(() => expect(fresh.contains(panel)).toBe(true));
    expect(screen.getByRole('heading', { name: 'Automail Settings' })).toBeTruthy();
    act(() => controller.abort());
    expect(document.getElementById(PANEL_ID)).toBeNull();
  });

  it('offers the switches of the modules the router announced, and no other', async () => {
    settingsDom();
    announceRegisteredModules(['comparissionPage', 'settingsPage']);
    await act(async () => {
      await settingsPage.run(context(controller));
    });
    await screen.findByRole('heading', { name: 'Automail Settings' });
    // The rows are drawn over several tasks; the panel says when all are there.
    await waitFor(() => expect(document.querySelector('[role="tabpanel"]')?.getAttribute('aria-busy')).toBe('false'));
    const shown = [...document.querySelectorAll('[data-setting]')].map((el) => el.getAttribute('data-setting')).sort();
    // the announced module's switch, plus every switch that has a CSS rule (offered without a module)
    expect(shown).toEqual([...conditionalRules().map((rule) => rule.setting), 'comparissionPage'].sort());
  });
});
