// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetChannelForTests } from '../../../../src/core/channel';
import { conditionalRules, definitionOf, settingDefinitions } from '../../../../src/core/featureTable';
import { settingConsumers, type SettingConsumers } from '../../../../src/core/settings/offered';
import { getSettings, loadSettings, resetSettingsForTests, setSetting } from '../../../../src/core/settings/store';
import { blockRuleMessages } from '../../../../src/core/settings/stores';
import { allSwitchIds } from '../../../../src/core/settings/types';
import { registry } from '../../../../src/modules/registry';
import { SettingsPanel } from '../../../../src/modules/settingsPage/SettingsPanel';
import { clearFailures, recordFailure } from '../../../../src/core/failures';

/** A build in which every module switch has its module: the whole page, to test its controls. */
const everyModule = settingConsumers(allSwitchIds);
/** This build. */
const registered = settingConsumers(registry.map((module) => module.id));

function renderPanel(consumers: SettingConsumers = everyModule) {
  const onSignIn = vi.fn();
  const onSignOut = vi.fn();
  // The panel draws its entries over a few tasks: run them, so every entry is there.
  vi.useFakeTimers();
  try {
    render(<SettingsPanel consumers={consumers} onSignIn={onSignIn} onSignOut={onSignOut} />);
    // Each step's render schedules the next when its effects run, at the end of an act.
    for (let step = 0; step < 50 && vi.getTimerCount() > 0; step++) act(() => vi.runOnlyPendingTimers());
  } finally {
    vi.useRealTimers();
  }
  expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false');
  return { onSignIn, onSignOut };
}

const shownRows = () => [...document.querySelectorAll('[data-setting]')].map((el) => el.getAttribute('data-setting'));
const shownSections = () => [...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
const groupOf = (id: string) => row(id)?.closest('[data-category]')?.getAttribute('data-category');

function description(id: string): string {
  const definition = definitionOf(id);
  if (!definition) throw new Error(`no definition ${id}`);
  return definition.description;
}

function row(id: string): HTMLElement | null {
  return document.querySelector(`[data-setting="${id}"]`);
}

function storedSettings(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('hohSettings') ?? '{}') as Record<string, unknown>;
}

describe('SettingsPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    resetChannelForTests();
    resetSettingsForTests();
    loadSettings();
  });

  afterEach(() => {
    cleanup();
    resetChannelForTests();
    vi.restoreAllMocks();
  });

  it('marks a module that failed on this page load next to its switch, in the error style', () => {
    clearFailures();
    renderPanel();
    const compare = row('comparissionPage')!;
    expect(compare.querySelector('.hoh-ui-error')).toBeNull();
    act(() => recordFailure({ moduleId: 'comparissionPage', page: 'userListCompare', path: '/user/A/animelist/compare', message: 'lists is not iterable', time: 1 }));
    const note = compare.querySelector('.hoh-ui-error');
    expect(note?.textContent).toBe('failed on this page load: lists is not iterable');
    // Only that module's switch is marked, and the switch itself still works.
    expect(document.querySelectorAll('.hoh-ui-error[data-failed-module]')).toHaveLength(1);
    const box = within(compare).getByRole('checkbox');
    fireEvent.click(box);
    expect(getSettings().comparissionPage).toBe(false);
    clearFailures();
  });

  it('draws its first entries at once and the rest in later tasks, busy until all are there', () => {
    vi.useFakeTimers();
    try {
      render(<SettingsPanel consumers={everyModule} onSignIn={vi.fn()} onSignOut={vi.fn()} />);
      const first = shownRows().length;
      expect(first).toBeGreaterThan(0);
      expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('true');
      act(() => vi.runOnlyPendingTimers());
      expect(shownRows().length).toBeGreaterThan(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is titled 'Automail Settings' and has the category bar", () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Automail Settings' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Notifications', 'Feeds', 'Forum', 'Lists', 'Profiles', 'Stats', 'Media', 'Navigation', 'Browse', 'Script', 'Newly Added', 'Login']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows every visible setting and no hidden one under All, the sign-in last', () => {
    renderPanel();
    expect(shownSections()).toEqual(['colours', 'blockList', 'profileBackgroundValue', 'customCSSValue', 'aliases', 'tagBlacklistValue', 'login']);
    for (const definition of settingDefinitions()) {
      if (definition.type === 'heading') continue;
      if (definition.visible === false) expect(row(definition.id), definition.id).toBeNull();
      else expect(row(definition.id), definition.id).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Stats tables' })).toBeTruthy();
  });

  it('groups All under category headings, each setting once under its first category', () => {
    renderPanel();
    const headings = [...document.querySelectorAll('.hoh-settings-category')].map((el) => el.textContent);
    expect(headings).toEqual(['Notifications', 'Feeds', 'Forum', 'Lists', 'Profiles', 'Stats', 'Media', 'Navigation', 'Browse', 'Script', 'Login']);
    // Media, navigation and script switches no longer run on under the last Stats sub-heading.
    expect(groupOf('socialTab')).toBe('Media');
    expect(groupOf('CSSverticalNav')).toBe('Navigation');
    expect(groupOf('colourPicker')).toBe('Script');
    expect(groupOf('allStudios')).toBe('Stats');
    expect(groupOf('hideGlobalFeed')).toBe('Feeds');
    expect(groupOf('plussMinus')).toBe('Lists');
    const ids = shownRows();
    expect(new Set(ids).size).toBe(ids.length);
    const stats = document.querySelector('[data-category="Stats"]') as HTMLElement;
    expect(within(stats).getByRole('heading', { name: 'Stats tables' })).toBeTruthy();
    expect(document.querySelector('[data-category="Login"] [data-section="login"]')).not.toBeNull();
    expect(document.querySelector('[data-category="Feeds"] [data-section="blockList"]')).not.toBeNull();
  });

  it('filters by words of the descriptions, sub-headings, category names and settings ids, and common words', () => {
    renderPanel();
    const filter = screen.getByLabelText('Filter settings');
    // The ids members know from the original.
    fireEvent.input(filter, { target: { value: 'malscore' } });
    expect(shownRows()).toEqual(['MALscore']);
    fireEvent.input(filter, { target: { value: 'betterListPreview' } });
    expect(shownRows()).toEqual(['betterListPreview']);
    // Words, not letters anywhere: MAL is MyAnimeList, not "small" or "decimal".
    fireEvent.input(filter, { target: { value: 'MAL' } });
    expect(shownRows().sort()).toEqual(['MALrecs', 'MALscore', 'MALserial']);
    fireEvent.input(filter, { target: { value: 'MyAnimeList' } });
    expect(shownRows()).toEqual(expect.arrayContaining(['MALrecs', 'MALscore', 'MALserial']));
    fireEvent.input(filter, { target: { value: 'compare' } });
    expect(shownRows()).toContain('comparissionPage');
    fireEvent.input(filter, { target: { value: 'notifications' } });
    expect(shownRows()).toEqual(expect.arrayContaining(['notifications', 'dismissDot', 'settingsTip']));
    fireEvent.input(filter, { target: { value: 'CSS' } });
    expect(shownRows()).toEqual(expect.arrayContaining(['CSSfavs', 'CSSverticalNav', 'customCSS']));

    fireEvent.input(filter, { target: { value: 'MyAnimeList score' } });
    expect(shownRows()).toEqual(['MALscore']);
    expect(screen.queryByRole('heading', { name: 'Stats tables' })).toBeNull();

    fireEvent.input(filter, { target: { value: '3X3 COLLAGE' } });
    expect(shownRows()).toEqual(['draw3x3']);

    fireEvent.input(filter, { target: { value: 'navigation' } });
    const navigation = settingDefinitions().filter((d) => d.categories[0] === 'Navigation').map((d) => d.id);
    expect(shownRows()).toEqual(expect.arrayContaining(navigation));
    expect(row('notifications')).not.toBeNull(); // "… on the navigation badge"
    expect(row('MALscore')).toBeNull();

    fireEvent.input(filter, { target: { value: 'stats tables' } });
    expect(screen.getByRole('heading', { name: 'Stats tables' })).toBeTruthy();
    expect(shownRows()).toEqual(expect.arrayContaining(['allStudios', 'noRewatches', 'hideCustomTags', 'negativeCustomList', 'globalCustomList', 'timeToCompleteColumn']));

    fireEvent.input(filter, { target: { value: 'block list' } });
    expect(shownSections()).toEqual(['blockList']);

    fireEvent.input(filter, { target: { value: 'zzzz nothing' } });
    expect(screen.getByText('No settings match the filter.')).toBeTruthy();
  });

  it('switches category', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Forum' }));
    expect(screen.getByRole('tab', { name: 'Forum' }).getAttribute('aria-selected')).toBe('true');
    const shown = [...document.querySelectorAll('[data-setting]')].map((el) => el.getAttribute('data-setting'));
    expect(shown).toEqual(['forumComments', 'forumMedia', 'hideAWC', 'forumPreviewNumber', 'myThreads', 'forumLikes']);
    expect(document.querySelector('[data-section="blockList"]')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Newly Added' }));
    expect(row('yearStepper')).not.toBeNull();
    expect(row('forumComments')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Sign in with the script' })).toBeTruthy();
    const login = document.querySelector('[data-section="login"]') as HTMLElement;
    const list = document.querySelector('.hoh-settings-list') as HTMLElement;
    expect(login.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row('plussMinus')).not.toBeNull();
    expect(row('socialTab')).toBeNull();
  });

  it('moves between categories with the arrow keys', () => {
    renderPanel();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'All' }), { key: 'ArrowRight' });
    const notifications = screen.getByRole('tab', { name: 'Notifications' });
    expect(notifications.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(notifications);
    fireEvent.keyDown(notifications, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
  });

  it('applies a checkbox at once and persists it', () => {
    renderPanel();
    const box = screen.getByLabelText(description('MALscore')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(getSettings().MALscore).toBe(true);
    expect(storedSettings().MALscore).toBe(true);
    // The same store drives every control: a change made elsewhere shows up.
    act(() => setSetting('MALscore', false));
    expect(box.checked).toBe(false);
  });

  it('keeps number settings within their bounds', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPanel();
    const input = screen.getByLabelText(description('forumPreviewNumber')) as HTMLInputElement;
    expect(input.value).toBe('3');
    fireEvent.input(input, { target: { value: '51' } });
    expect(getSettings().forumPreviewNumber).toBe(3);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 0 to 50.');
    fireEvent.input(input, { target: { value: '0' } });
    expect(getSettings().forumPreviewNumber).toBe(0);
    expect(storedSettings().forumPreviewNumber).toBe(0);
    fireEvent.input(input, { target: { value: '-2' } });
    fireEvent.blur(input);
    expect(input.value).toBe('0');
    expect(getSettings().forumPreviewNumber).toBe(0);
  });

  it('changes select and text settings', () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText(description('dubMarkerLanguage')), { target: { value: 'Hebrew' } });
    expect(getSettings().dubMarkerLanguage).toBe('Hebrew');
    fireEvent.input(screen.getByLabelText(description('blockWordValue')), { target: { value: 'spoiler' } });
    expect(storedSettings().blockWordValue).toBe('spoiler');
  });

  it('dims settings that need the script sign-in while no token is held', () => {
    const { onSignIn } = renderPanel();
    expect(row('plussMinus')?.className).toContain('hoh-settings-faded');
    expect(row('socialTab')?.className ?? '').not.toContain('hoh-settings-faded');
    expect(document.querySelector('[data-section="colours"]')?.className).toContain('hoh-settings-faded');
    expect(screen.getByText(/Faded settings have limited function/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the script' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    // Each faded row says why on its own row, with the sign-in at hand, and its control points to it.
    const reason = row('plussMinus')!.querySelector('.hoh-settings-reason')!;
    expect(reason.textContent).toBe('Needs the script sign-in. Sign in');
    expect(row('plussMinus')!.querySelector('input')!.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(within(reason as HTMLElement).getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(2);
    expect(row('socialTab')!.querySelector('.hoh-settings-reason')).toBeNull();
  });

  it('undims once signed in and offers sign-out', () => {
    const { onSignOut } = renderPanel();
    act(() => setSetting('accessToken', 'token-value'));
    expect(row('plussMinus')?.className ?? '').not.toContain('hoh-settings-faded');
    expect(screen.queryByText(/Faded settings have limited function/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('saves title aliases by the line rules, reporting dropped lines', () => {
    localStorage.setItem('titleAliases', JSON.stringify([['/anime/1/', 'Old']]));
    renderPanel();
    const area = screen.getByLabelText('Title aliases, one per line') as HTMLTextAreaElement;
    expect(area.value).toBe('/anime/1/Old');
    fireEvent.input(area, { target: { value: '/anime/5114/FMA\nwrong line\ncss/.x{}\n/manga/2/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save aliases' }));
    expect(JSON.parse(localStorage.getItem('titleAliases') ?? '')).toEqual([['/anime/5114/', 'FMA'], ['css/', '.x{}']]);
    expect(area.value).toBe('/anime/5114/FMA\ncss/.x{}');
    expect(screen.getByText('Saved 2 aliases.')).toBeTruthy();
    expect(screen.getByText(/Dropped 2 lines/).textContent).toContain('wrong line');
  });

  it('validates, adds and removes block rules', () => {
    renderPanel();
    const section = document.querySelector('[data-section="blockList"]') as HTMLElement;
    const ui = within(section);
    fireEvent.click(ui.getByRole('button', { name: 'Add rule' }));
    expect(ui.getByRole('alert').textContent).toBe(blockRuleMessages.nothingSet);

    fireEvent.input(ui.getByLabelText('Media id'), { target: { value: '-4' } });
    fireEvent.click(ui.getByRole('button', { name: 'Add rule' }));
    expect(ui.getByRole('alert').textContent).toBe(blockRuleMessages.badMedia);

    fireEvent.input(ui.getByLabelText('Media id'), { target: { value: '21' } });
    fireEvent.change(ui.getByLabelText('Status'), { target: { value: 'planning' } });
    fireEvent.click(ui.getByRole('button', { name: 'Add rule' }));
    expect(ui.queryByRole('alert')).toBeNull();
    expect(JSON.parse(localStorage.getItem('blockList') ?? '')).toEqual([{ user: false, status: 'planning', media: 21 }]);
    expect(ui.getByText('status planning, media 21')).toBeTruthy();

    fireEvent.click(ui.getByRole('button', { name: 'Remove status planning, media 21' }));
    expect(JSON.parse(localStorage.getItem('blockList') ?? '')).toEqual([]);
    expect(ui.getByText('No rules yet.')).toBeTruthy();
  });

  it('sets notification colours and suppression per type', () => {
    renderPanel();
    const section = document.querySelector('[data-section="colours"]') as HTMLElement;
    const ui = within(section);
    const airing = ui.getByLabelText('Airing') as HTMLSelectElement;
    expect(airing.value).toBe('Yellow');
    fireEvent.change(airing, { target: { value: 'Black' } });
    expect(getSettings().notificationColours.AIRING.colour).toBe('rgb(0,0,0)');
    fireEvent.click(ui.getByLabelText('Suppress Thread like'));
    expect(getSettings().notificationColours.THREAD_LIKE.supress).toBe(true);
    const saved = storedSettings().notificationColours as Record<string, { colour: string; supress: boolean }>;
    expect(saved.AIRING.colour).toBe('rgb(0,0,0)');
    expect(saved.THREAD_LIKE.supress).toBe(true);
    expect(saved.FOLLOWING).toEqual({ colour: 'rgb(123,213,85)', supress: false });
  });

  it('offers a Custom entry for a colour outside the menu', () => {
    const colours = structuredClone(getSettings().notificationColours);
    colours.FOLLOWING.colour = 'rgb(1,2,3)';
    setSetting('notificationColours', colours);
    renderPanel();
    expect((screen.getByLabelText('Following') as HTMLSelectElement).value).toBe('custom');
  });

  describe('offers only what something in this build reads', () => {
    it('shows the switches of the given modules and CSS rules, and no other', () => {
      // A fixed set, so the test does not change each time a module is registered.
      // shortRomaji is the title-alias module, so the alias editor comes with it.
      renderPanel({ modules: new Set(['comparissionPage', 'moreImports', 'shortRomaji']), cssRules: new Set(['CSSbannerShadow']) });
      expect(shownRows().sort()).toEqual(['CSSbannerShadow', 'comparissionPage', 'moreImports', 'shortRomaji']);
      expect(shownSections()).toEqual(['aliases', 'login']);
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual(['All', 'Lists', 'Media', 'Script', 'Login']);
      expect(screen.queryByLabelText(description('MALscore'))).toBeNull();
      expect(screen.queryByLabelText(description('forumPreviewNumber'))).toBeNull();
      // moreImports needs the script sign-in, so the faded rows are explained.
      expect(screen.queryByText(/Faded settings have limited function/)).not.toBeNull();
    });

    it('shows the switch of every registered module', () => {
      renderPanel(registered);
      const rows = new Set(shownRows());
      // Settings kept off the page (visible: false, e.g. colourSettings) stay hidden.
      const switches = registry.map((module) => definitionOf(module.id)).filter((definition) => definition?.type === 'checkbox' && definition.visible !== false).map((definition) => definition!.id);
      expect(switches.filter((id) => !rows.has(id))).toEqual([]);
    });

    it('explains faded rows only when something shown needs the script sign-in', () => {
      renderPanel({ modules: new Set(['comparissionPage']), cssRules: new Set() });
      expect(screen.queryByText(/Faded settings have limited function/)).toBeNull();
    });

    it('offers a switch once its module is registered', () => {
      renderPanel(settingConsumers(['comparissionPage', 'MALscore']));
      expect(row('MALscore')).not.toBeNull();
      expect(groupOf('MALscore')).toBe('Media');
      expect(row('MALrecs')).toBeNull();
    });

    it("offers a value setting and an editor with their owner's module only", () => {
      renderPanel(settingConsumers(['dubMarker', 'feedCommentFilter']));
      expect(row('dubMarkerLanguage')).not.toBeNull();
      expect(row('feedCommentComments')).not.toBeNull();
      expect(row('blockWordValue')).toBeNull();
      expect(shownSections()).toEqual(['blockList', 'login']);
    });

    it('keeps stored values of settings it does not show', () => {
      localStorage.setItem('hohSettings', JSON.stringify({ MALscore: true, forumPreviewNumber: 12 }));
      resetSettingsForTests();
      loadSettings();
      renderPanel(registered);
      fireEvent.click(screen.getByLabelText(description('CSSbannerShadow')));
      expect(storedSettings()).toMatchObject({ MALscore: true, forumPreviewNumber: 12, CSSbannerShadow: false });
    });
  });
});
