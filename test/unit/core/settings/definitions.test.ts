import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../../../../src/core/settings/categoryLabel';
import { defaultSettings, definitionOf, settingDefinitions } from '../../../../src/core/featureTable';
import { beyondOriginalSwitchIds, categories } from '../../../../src/core/settings/types';

// Copied from spec doc 1 §3 as text, so a renamed or missing id fails here.
const specSwitches = `notifications, socialTab, forumComments, forumMedia, staffPages, tagDescriptions, completedScore, droppedScore, moreStats, characterFavouriteCount, studioFavouriteCount, CSSfavs, CSScompactBrowse, CSSgreenManga, CSSfollowCounter, CSSprofileClutter, CSSdecimalPoint, CSSverticalNav, CSSbannerShadow, hideLikes, dubMarker, CSSsmileyScore, CSSdarkDropdown, CSSexpandFeedFilters, feedCommentFilter, colourPicker, mangaBrowse, progressBar, noRewatches, hideCustomTags, shortRomaji, replaceNativeTags, draw3x3, newChapters, limitProgress8, limitProgress10, tagIndex, ALbuttonReload, expandRight, timeToCompleteColumn, mangaGuess, replaceStaffRoles, settingsTip, enumerateSubmissionStaff, MALscore, MALserial, tweets, MALrecs, mobileFriendly, entryScore, showRecVotes, activityTimeline, browseFilters, embedHentai, comparissionPage, noImagePolyfill, reviewConfidence, blockWord, dropdownOnHover, showMarkdown, myThreads, dismissDot, statusBorder, moreImports, plussMinus, milestones, allStudios, CSSmobileTags, termsFeed, termsFeedNoImages, customCSS, rightToLeft, subTitleInfo, expandDescriptions, negativeCustomList, globalCustomList, dblclickZoom, betterListPreview, youtubeFullscreen, homeScroll, hideGlobalFeed, cleanSocial, SFWmode, infoTable, hideAWC, profileBackground, yearStepper, viewAdvancedScores, betterReviewRatings, aniscriptsAPI`.split(', ');
const specOthers = ['feedCommentComments', 'feedCommentLikes', 'colourSettings', 'customCSSValue', 'blockWordValue', 'forumPreviewNumber', 'profileBackgroundValue', 'notificationColours', 'staffRoleOrder', 'titleLanguage', 'dubMarkerLanguage', 'accessToken'];
const hiddenExtras = ['forumLikes', 'singleActivityReplyLikes'];
// Issue 26: the switches beyond the original, each off by default, and the values they own.
const beyondSwitches: readonly string[] = beyondOriginalSwitchIds;
const beyond: readonly string[] = [
  ...beyondSwitches,
  ...settingDefinitions()
    .filter((d) => d.type !== 'heading' && d.owner !== undefined && beyondSwitches.includes(d.owner))
    .map((d) => d.id),
];

// host-dom.md §3.2 (✓ = true).
const defaultTable: Array<[string, unknown]> = [
  ['notifications', true], ['hideLikes', false], ['settingsTip', true], ['dismissDot', true],
  ['socialTab', true], ['forumComments', true], ['forumMedia', true], ['mangaBrowse', false],
  ['ALbuttonReload', true], ['draw3x3', true], ['aniscriptsAPI', false], ['mobileFriendly', false],
  ['tagDescriptions', true], ['MALscore', false], ['MALserial', false], ['MALrecs', false],
  ['subTitleInfo', false], ['infoTable', false], ['entryScore', true], ['reviewConfidence', true],
  ['betterReviewRatings', true], ['activityTimeline', true], ['browseFilters', true],
  ['enumerateSubmissionStaff', true], ['replaceStaffRoles', true], ['completedScore', true],
  ['droppedScore', false], ['tagIndex', true], ['yearStepper', true], ['CSSfollowCounter', true],
  ['dubMarker', false], ['mangaGuess', true], ['CSSmobileTags', true], ['moreStats', true],
  ['replaceNativeTags', true], ['allStudios', false], ['noRewatches', false], ['hideCustomTags', false],
  ['negativeCustomList', false], ['globalCustomList', false], ['timeToCompleteColumn', false],
  ['comparissionPage', true], ['CSSsmileyScore', true], ['CSSexpandFeedFilters', false],
  ['hideGlobalFeed', false], ['feedCommentFilter', false], ['statusBorder', false], ['blockWord', false],
  ['profileBackground', true], ['colourPicker', true], ['progressBar', false], ['tweets', false],
  ['embedHentai', false], ['betterListPreview', false], ['homeScroll', true], ['CSSfavs', true],
  ['CSScompactBrowse', true], ['customCSS', false], ['CSSgreenManga', false], ['cleanSocial', false],
  ['limitProgress10', false], ['limitProgress8', false], ['expandDescriptions', true], ['showRecVotes', true],
  ['myThreads', false], ['hideAWC', false], ['expandRight', false], ['noImagePolyfill', false],
  ['dropdownOnHover', false], ['shortRomaji', false], ['CSSprofileClutter', false], ['CSSdecimalPoint', false],
  ['viewAdvancedScores', true], ['dblclickZoom', false], ['youtubeFullscreen', false], ['rightToLeft', false],
  ['termsFeed', false], ['termsFeedNoImages', false], ['CSSbannerShadow', true], ['milestones', false],
  ['CSSdarkDropdown', true], ['moreImports', true], ['plussMinus', true], ['SFWmode', false],
  ['CSSverticalNav', false], ['newChapters', true], ['staffPages', true], ['characterFavouriteCount', true],
  ['studioFavouriteCount', true], ['showMarkdown', true], ['forumLikes', true], ['singleActivityReplyLikes', true],
  ['feedCommentComments', 0], ['feedCommentLikes', 0], ['colourSettings', {}], ['customCSSValue', ''],
  ['blockWordValue', 'nsfw'], ['forumPreviewNumber', 3], ['profileBackgroundValue', 'inherit'],
  ['staffRoleOrder', 'alphabetical'], ['titleLanguage', 'ROMAJI'], ['dubMarkerLanguage', 'English'],
  ['accessToken', ''],
];

describe('setting definitions', () => {
  const settingIds = settingDefinitions().filter((d) => d.type !== 'heading').map((d) => d.id);

  it('has every spec id exactly once, plus the hidden switches, and nothing else', () => {
    const expected = [...specSwitches, ...specOthers, ...hiddenExtras, ...beyond];
    expect(specSwitches).toHaveLength(90);
    for (const id of expected) expect(settingIds.filter((x) => x === id), id).toHaveLength(1);
    expect(new Set(settingIds)).toEqual(new Set(expected));
    expect(new Set(Object.keys(defaultSettings()))).toEqual(new Set(expected));
  });

  it('gives every definition a description and known categories', () => {
    for (const definition of settingDefinitions()) {
      expect(definition.description.trim(), definition.id).not.toBe('');
      expect(definition.categories.length, definition.id).toBeGreaterThan(0);
      for (const category of definition.categories) expect(categories).toContain(category);
    }
  });

  it('uses each heading id once', () => {
    const headings = settingDefinitions().filter((d) => d.type === 'heading').map((d) => d.id);
    expect(new Set(headings).size).toBe(headings.length);
    for (const id of headings) expect(id.startsWith('heading:')).toBe(true);
  });

  it.each(defaultTable)('default of %s matches host-dom §3.2', (id, value) => {
    expect((defaultSettings() as Record<string, unknown>)[id]).toEqual(value);
    expect(definitionOf(id)?.default).toEqual(value);
  });

  it('covers every key in the defaults table', () => {
    expect(new Set(defaultTable.map(([id]) => id))).toEqual(new Set(Object.keys(defaultSettings()).filter((k) => k !== 'notificationColours' && !beyond.includes(k))));
  });

  it('keeps every switch beyond the original off by default', () => {
    for (const id of beyondSwitches) {
      expect((defaultSettings() as Record<string, unknown>)[id], id).toBe(false);
      expect(definitionOf(id)?.type, id).toBe('checkbox');
    }
  });

  it('bounds forumPreviewNumber to 0..50 and lists the nine dub languages', () => {
    expect(definitionOf('forumPreviewNumber')).toMatchObject({ type: 'number', min: 0, max: 50 });
    expect(definitionOf('dubMarkerLanguage')?.values).toEqual([
      'English', 'German', 'Italian', 'Spanish', 'French', 'Korean', 'Portuguese', 'Hebrew', 'Hungarian',
    ]);
    expect(definitionOf('titleLanguage')?.values).toEqual(['ROMAJI', 'NATIVE', 'ENGLISH']);
  });

  it('marks the settings that need the script sign-in', () => {
    for (const id of ['betterListPreview', 'plussMinus', 'termsFeed', 'entryScore', 'profileBackground', 'customCSS', 'notificationColours']) {
      expect(definitionOf(id)?.needsToken, id).toBe(true);
    }
    expect(definitionOf('socialTab')?.needsToken).toBeUndefined();
  });

  it('hides the settings edited elsewhere, and offers the switches the issues ask for', () => {
    for (const id of ['accessToken', 'colourSettings']) {
      expect(definitionOf(id)?.visible, id).toBe(false);
    }
    // Issues 12, 13 and 16 ask for these as switches of their own, so the page offers them.
    for (const id of ['forumLikes', 'singleActivityReplyLikes', 'showMarkdown', 'newChapters', 'staffPages', 'characterFavouriteCount', 'studioFavouriteCount']) {
      expect(definitionOf(id)?.visible, id).not.toBe(false);
    }
  });

  it('shows NewlyAdded as "Newly Added" and uses it', () => {
    expect(categoryLabel('NewlyAdded')).toBe('Newly Added');
    expect(categoryLabel('Forum')).toBe('Forum');
    expect(settingDefinitions().some((d) => d.categories.includes('NewlyAdded'))).toBe(true);
  });
});
