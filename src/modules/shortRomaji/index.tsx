import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { aliasCssLines, aliasedMediaPath, mediaIdOfTitleLink } from '../../lib/aliases';
import { buildAliasMap } from '../../lib/aliasMap';
import { manifest } from './manifest';
import { INNER_TITLE, MEDIA_HEADING, MEDIA_LINKS, NOT_TITLES } from './selectors';

export const HEADING_ID = 'hohAliasHeading';
const HIDDEN_CLASS = 'hohAliasHidden';
const STYLE_ID = 'hohAliasStyle';
/** Past this many remembered elements, those AniList has removed are forgotten. */
const PRUNE_AT = 2000;

/** The element holding a link's title text: the link itself, or its `.title` child. */
function titleTextOf(link: HTMLAnchorElement): HTMLElement | null {
  if (link.closest(NOT_TITLES)) return null;
  if (link.childElementCount === 0) return link.textContent?.trim() ? link : null;
  const inner = link.querySelector<HTMLElement>(INNER_TITLE);
  return inner && inner.childElementCount === 0 && inner.textContent?.trim() ? inner : null;
}

function linkPath(link: HTMLAnchorElement): string {
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('https://anilist.co/') ? href.slice('https://anilist.co'.length) : href;
}

/**
 * Title aliases on AniList's pages: every media link's title reads as its alias, the media page
 * shows the alias as its heading (AniList's own heading hidden, not rewritten, so its updates
 * cannot undo ours) and the alias as the address's slug, and the member's 'css/' lines apply.
 * Follows what AniList adds while the page lives; everything is put back when it ends.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const { signal } = ctx;
    /** Elements whose text we replaced → the text AniList had written. */
    const replaced = new Map<HTMLElement, string>();
    let aliases = new Map<number, string>();

    const restore = (): void => {
      for (const [text, original] of replaced) if (text.textContent !== original) text.textContent = original;
      replaced.clear();
      document.getElementById(HEADING_ID)?.remove();
      for (const hidden of document.querySelectorAll(`.${HIDDEN_CLASS}`)) hidden.classList.remove(HIDDEN_CLASS);
    };

    const applyTo = (link: HTMLAnchorElement): void => {
      const id = mediaIdOfTitleLink(linkPath(link));
      const alias = id === null ? undefined : aliases.get(id);
      if (alias === undefined) return;
      const text = titleTextOf(link);
      if (!text || text.textContent === alias) return;
      if (!replaced.has(text)) replaced.set(text, text.textContent ?? '');
      text.textContent = alias;
    };

    const applyHeading = (): void => {
      const match = /^\/(?:anime|manga)\/(\d+)/.exec(location.pathname);
      const alias = match ? aliases.get(Number(match[1])) : undefined;
      const existing = document.getElementById(HEADING_ID);
      if (alias === undefined) {
        existing?.remove();
        for (const hidden of document.querySelectorAll(`.${HIDDEN_CLASS}`)) hidden.classList.remove(HIDDEN_CLASS);
        return;
      }
      const heading = document.querySelector<HTMLElement>(MEDIA_HEADING);
      if (heading && (!existing || heading.previousElementSibling !== existing)) {
        existing?.remove();
        heading.classList.add(HIDDEN_CLASS);
        heading.before(element('h1', { id: HEADING_ID, text: alias }));
      } else if (existing && existing.textContent !== alias) {
        existing.textContent = alias;
      }
      const aliasedPath = aliasedMediaPath(location.pathname, alias);
      if (aliasedPath) history.replaceState(history.state, '', aliasedPath + location.search + location.hash);
    };

    const applyWithin = (root: ParentNode): void => {
      if (root instanceof HTMLAnchorElement && root.matches(MEDIA_LINKS)) applyTo(root);
      for (const link of root.querySelectorAll<HTMLAnchorElement>(MEDIA_LINKS)) applyTo(link);
    };

    const prune = (): void => {
      if (replaced.size < PRUNE_AT) return;
      for (const text of replaced.keys()) if (!text.isConnected) replaced.delete(text);
    };

    const applyAll = (): void => {
      const settings = getSettings();
      aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
      const css = aliasCssLines(readTitleAliases());
      ctx.addStyle(STYLE_ID, `.${HIDDEN_CLASS}{display:none !important}\n${css.join('\n')}`);
      applyWithin(document.body);
      applyHeading();
    };

    applyAll();
    ctx.observe(document.body, { childList: true, subtree: true }, (records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) applyWithin(node);
          // AniList rewrote a title's text: the link is the parent of the new text node.
          else if (node.parentElement?.closest('a')) applyWithin(node.parentElement.closest('a')!);
        }
      }
      applyHeading();
      prune();
    });
    // The shortRomaji switch changed (the settings page): the whole map is drawn again.
    ctx.onSettingsChange(() => {
      restore();
      applyAll();
    });
    signal.addEventListener('abort', restore, { once: true });
  },
});
