// /settings and its sub-pages (host-dom.md §2.17–2.18, host-dom-2026.md §2.17): AniList's own
// controls in `.settings.container > .content`, with the left menu `.nav-group > .group-header + a`.
// Forms save through the API (UpdateUser, the fields the schema allows) with the viewer's token,
// which the form carries because the simulator's API knows no cookie session.
import { notificationLabel, notificationSettings } from '../../world/notificationOptions.ts';
import type { User } from '../../world/types.ts';
import type { Fragment, PageContext } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { PROFILE_COLOURS } from '../../world/vocabulary.ts';

export const SETTINGS_MENU: [string, string][] = [
  ['Profile', '/settings'], ['Account', '/settings/account'], ['Anime & Manga', '/settings/media'], ['Lists', '/settings/lists'],
  ['Notifications', '/settings/notifications'], ['Import Lists', '/settings/import'], ['Apps', '/settings/apps'], ['Developer', '/settings/developer'],
];

type Option = [value: string, label: string];

function section(title: string, control: SafeHtml): SafeHtml {
  return html`<div class="section"><h2 class="section-header">${title}</h2>${control}</div>`;
}

function selectField(field: string, type: string, options: Option[], value: string): SafeHtml {
  return html`<div class="el-select"><select class="el-input__inner" data-sim-field="${field}" data-sim-type="${type}">${options.map(([v, label]) =>
    html`<option value="${v}"${v === value ? html` selected` : html``}>${label}</option>`)}</select></div>`;
}

function checkbox(field: string, label: string, checked: boolean): SafeHtml {
  const state = checked ? ' is-checked' : '';
  return html`<label class="el-checkbox${state}"><span class="el-checkbox__input${state}"><input type="checkbox" class="el-checkbox__original" data-sim-field="${field}" data-sim-type="Boolean"${checked ? html` checked` : html``}><span class="el-checkbox__inner"></span></span><span class="el-checkbox__label">${label}</span></label>`;
}

/** A form that saves its `[data-sim-field]` controls with UpdateUser (sim/client/navigation.js). */
function form(viewer: User, name: string, body: SafeHtml): SafeHtml {
  return html`<div class="sim-settings-form ${name}" data-sim-token="${viewer.token ?? ''}">${body}<div class="button save-btn" data-sim-save="">Save</div><span class="save-status" role="status"></span></div>`;
}

const TITLE_LANGUAGES: Option[] = [['ROMAJI', 'Romaji (Shingeki no Kyojin)'], ['ENGLISH', 'English (Attack on Titan)'], ['NATIVE', 'Native (進撃の巨人)']];
const STAFF_LANGUAGES: Option[] = [['ROMAJI_WESTERN', 'Romaji, Western Order (Killua Zoldyck)'], ['ROMAJI', 'Romaji (Zoldyck Killua)'], ['NATIVE', 'Native (キルア＝ゾルディック)']];
const MERGE_TIMES: Option[] = [['0', 'Never'], ['30', '30 Minutes'], ['60', '1 Hour'], ['120', '2 Hours'], ['180', '3 Hours'], ['360', '6 Hours'], ['720', '12 Hours'], ['1440', '1 Day'], ['2880', '2 Days'], ['10080', '1 Week'], ['20160', 'Always']];
const TIMEZONES: Option[] = ['-08:00', '-05:00', '+00:00', '+01:00', '+09:00', '+10:00'].map((t) => [t, `UTC${t}`]);
const SCORE_FORMATS: Option[] = [['POINT_100', '100 Point (55/100)'], ['POINT_10_DECIMAL', '10 Point Decimal (5.5/10)'], ['POINT_10', '10 Point (5/10)'], ['POINT_5', '5 Star (3/5)'], ['POINT_3', '3 Point Smiley :)']];
const ROW_ORDERS: Option[] = [['score', 'Score'], ['title', 'Title'], ['updatedAt', 'Last Updated'], ['id', 'Last Added']];
/** One switch per notification type, saved as UpdateUser's notificationOptions. */
function notificationSettingsForm(viewer: User): SafeHtml {
  const boxes = notificationSettings(viewer.options).map(({ type, enabled }) => {
    const state = enabled ? ' is-checked' : '';
    return html`<label class="el-checkbox${state}"><span class="el-checkbox__input${state}"><input type="checkbox" class="el-checkbox__original" data-sim-field="notificationOptions" data-sim-type="[NotificationOptionInput]" data-sim-notification="${type}"${enabled ? html` checked` : html``}><span class="el-checkbox__inner"></span></span><span class="el-checkbox__label">${notificationLabel(type)}</span></label>`;
  });
  return form(viewer, 'notification-settings', html`<h2>Notifications</h2>${boxes}`);
}

function profileSettings(viewer: User): SafeHtml {
  const colours = html`<div class="colors">${PROFILE_COLOURS.map((c) =>
    html`<label class="el-radio color-option ${c}${viewer.options.profileColor === c ? ' is-checked' : ''}"><input type="radio" class="el-radio__original" name="profileColor" value="${c}" data-sim-field="profileColor" data-sim-type="String"${viewer.options.profileColor === c ? html` checked` : html``}><span class="el-radio__label">${c}</span></label>`)}</div>`;
  return form(viewer, 'profile-settings', html`<h2>Profile</h2>${section('About', html`<div class="el-textarea"><textarea class="el-textarea__inner" rows="8" data-sim-field="about" data-sim-type="String">${viewer.about ?? ''}</textarea></div>`)}${section('Profile Color', colours)}`);
}

function mediaSettings(viewer: User): SafeHtml {
  const o = viewer.options;
  return form(viewer, 'media-settings', html`<h2>Anime &amp; Manga</h2>${section('Title Language', selectField('titleLanguage', 'UserTitleLanguage', TITLE_LANGUAGES, o.titleLanguage.replace('_STYLISED', '')))}${section('Staff &amp; Character Name Language', selectField('staffNameLanguage', 'UserStaffNameLanguage', STAFF_LANGUAGES, o.staffNameLanguage))}${section('Activity Merge Time', selectField('activityMergeTime', 'Int', MERGE_TIMES, String(o.activityMergeTime)))}${section('Timezone', selectField('timezone', 'String', TIMEZONES, o.timezone ?? '+00:00'))}${section('Content', html`${checkbox('displayAdultContent', '18+ Content', o.displayAdultContent)}${checkbox('airingNotifications', 'Airing Anime Notifications', o.airingNotifications)}`)}`);
}

function listSettings(viewer: User): SafeHtml {
  const l = viewer.mediaListOptions;
  const customLists = (field: string, lists: string[]) =>
    html`<div class="el-textarea"><textarea class="el-textarea__inner custom-lists" rows="4" data-sim-field="${field}" data-sim-type="[String]">${lists.join('\n')}</textarea></div>`;
  return form(viewer, 'lists-settings', html`<h2>Lists</h2>${section('Scoring System', selectField('scoreFormat', 'ScoreFormat', SCORE_FORMATS, l.scoreFormat))}${section('Default List Order', selectField('rowOrder', 'String', ROW_ORDERS, l.rowOrder))}${section('Anime List', html`${checkbox('animeListOptions.splitCompletedSectionByFormat', 'Split completed list into sections by format', l.animeList.splitCompletedSectionByFormat)}${checkbox('animeListOptions.advancedScoringEnabled', 'Advanced Scoring', l.animeList.advancedScoringEnabled)}`)}${section('Custom Anime Lists', customLists('animeListOptions.customLists', l.animeList.customLists))}${section('Manga List', checkbox('mangaListOptions.splitCompletedSectionByFormat', 'Split completed list into sections by format', l.mangaList.splitCompletedSectionByFormat))}${section('Custom Manga Lists', customLists('mangaListOptions.customLists', l.mangaList.customLists))}`);
}

function settingsContent(ctx: PageContext, path: string): SafeHtml {
  const viewer = ctx.viewer!;
  switch (path) {
    case '/settings/apps':
      return html`<div class="apps"><h2>Apps</h2><div class="app-list">${viewer.token ? html`<div class="app"><div class="name">Automail</div><div class="button danger revoke">Revoke App</div></div>` : html`<div class="empty">No authorized apps</div>`}</div></div>`;
    case '/settings/import':
      return html`<div class="import"><div class="section"><h2>Import MyAnimeList</h2><div class="dropbox"><input type="file" name="mal" class="input-file"><p>Drop your MyAnimeList export file here</p></div></div><div class="section"><h2>Import AniList JSON</h2></div></div>`;
    case '/settings/developer':
      return html`<div class="developer"><h2>Developer</h2><p>Create API clients to use AniList's API with OAuth.</p><div class="button create-client">Create New Client</div><div class="clients"></div></div>`;
    case '/settings/account':
      return html`<div class="account-settings"><h2>Account</h2>${section('Username', html`<div class="el-input"><input class="el-input__inner" value="${viewer.name}" readonly></div>`)}${section('Email', html`<div class="el-input"><input class="el-input__inner" type="email" placeholder="Email" value=""></div>`)}${section('Change Password', html`<div class="el-input"><input class="el-input__inner" type="password" placeholder="New Password"></div>`)}<div class="button danger delete-account">Delete User Account</div></div>`;
    case '/settings/media':
      return mediaSettings(viewer);
    case '/settings/lists':
      return listSettings(viewer);
    case '/settings/notifications':
      return notificationSettingsForm(viewer);
    default:
      return profileSettings(viewer);
  }
}

export function settingsPage(ctx: PageContext, path: string, loginHtml: () => SafeHtml): Fragment | null {
  if (!SETTINGS_MENU.some(([, href]) => href === path)) return null;
  if (!ctx.viewer) return { status: 200, title: 'Login', redirect: '/login', html: loginHtml() };
  return {
    status: 200,
    title: 'Settings',
    // 8.80 reads /settings/apps without waiting; so the container is in the first HTML there.
    immediate: path === '/settings/apps',
    html: html`<div class="settings container"><div class="nav"><div class="nav-group mobile-nav-hidden"><div class="group-header">Settings</div>${SETTINGS_MENU.map(([label, href]) =>
      html`<a href="${href}" class="${href === path ? 'router-link-exact-active router-link-active' : ''}">${label}</a>`)}</div></div><div class="content">${settingsContent(ctx, path)}</div></div>`,
  };
}
