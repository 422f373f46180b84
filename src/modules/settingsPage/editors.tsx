/**
 * The settings page's editors beyond single settings: stores with their own editor (block list,
 * title aliases), the notification colour table, and the sign-in. Each is offered only while the
 * module that reads what it edits is registered (`owner`), like a value setting.
 */
import type { ReactNode } from 'react';
import type { Category, ModuleSwitchId } from '../../core/settings/types';
import { BlockListEditor } from './BlockListEditor';
import { LoginSection } from './LoginSection';
import { NotificationColourEditor } from './NotificationColourEditor';
import { ProfileJsonEditor } from './ProfileJsonEditor';
import { tagBlacklistStrings } from '../tagBlacklist/strings';
import { TagBlacklistEditor } from './TagBlacklistEditor';
import { TitleAliasEditor } from './TitleAliasEditor';
import { strings } from './strings';

/** What an editor may need from the panel around it. */
export interface EditorContext {
  readonly signedIn: boolean;
  /** Id of the note explaining faded settings (present while signed out). */
  readonly fadedNoteId: string;
  onSignIn(): void;
  onSignOut(): void;
}

export interface EditorSection {
  readonly key: string;
  readonly title: string;
  /** Where it is listed; in the All view it stands under the first. */
  readonly categories: readonly Category[];
  /** Works fully only with the script's own sign-in. */
  readonly needsToken: boolean;
  /** The switch of the module that reads what this edits; absent for the sign-in, always offered. */
  readonly owner?: ModuleSwitchId;
  render(context: EditorContext): ReactNode;
}

export const LOGIN_EDITOR = 'login';

export const editorSections: readonly EditorSection[] = [
  {
    key: 'colours',
    title: strings.coloursHeading,
    categories: ['Notifications', 'Login'],
    needsToken: true,
    owner: 'notifications',
    render: ({ signedIn, fadedNoteId }) => <NotificationColourEditor describedBy={signedIn ? undefined : fadedNoteId} />,
  },
  // The feed filter is what applies the block rules (host-dom.md §2.1, "feed filters / block list").
  { key: 'blockList', title: strings.blockHeading, categories: ['Feeds'], needsToken: false, owner: 'feedCommentFilter', render: () => <BlockListEditor /> },
  // The aliases apply on AniList's pages (src/modules/shortRomaji).
  { key: 'aliases', title: strings.aliasHeading, categories: ['Media'], needsToken: false, owner: 'shortRomaji', render: () => <TitleAliasEditor /> },
  // The tag blacklist's list and per-place modes (src/modules/tagBlacklist, lib/tagBlacklistValue.ts).
  { key: 'tagBlacklistValue', title: tagBlacklistStrings.blacklistHeading, categories: ['Browse', 'Media'], needsToken: false, owner: 'tagBlacklist', render: () => <TagBlacklistEditor /> },
  // Profile JSON (spec doc 3 §3): the member's own background and CSS, written into their about text.
  {
    key: 'profileBackgroundValue',
    title: strings.profileBackgroundHeading,
    categories: ['Profiles', 'Login'],
    needsToken: true,
    owner: 'profileBackground',
    render: ({ signedIn, fadedNoteId }) => <ProfileJsonEditor field="background" signedIn={signedIn} describedBy={signedIn ? undefined : fadedNoteId} />,
  },
  {
    key: 'customCSSValue',
    title: strings.customCssHeading,
    categories: ['Profiles', 'Login'],
    needsToken: true,
    owner: 'customCSS',
    render: ({ signedIn, fadedNoteId }) => <ProfileJsonEditor field="customCSS" signedIn={signedIn} describedBy={signedIn ? undefined : fadedNoteId} />,
  },
  {
    key: LOGIN_EDITOR,
    title: strings.signInHeading,
    categories: ['Login'],
    needsToken: false,
    render: ({ signedIn, onSignIn, onSignOut }) => <LoginSection signedIn={signedIn} onSignIn={onSignIn} onSignOut={onSignOut} />,
  },
];
