// The tag-add dialog of a media page's sidebar (host-dom.md §2.7 "Tag-add dialog"): the "+" under
// the tags opens an Element dialog whose select lists every tag of the collection (several hundred
// on AniList, so Automail recognises the picker by its length). Signed-in visitors only, as on
// AniList. Behaviour (open, close, choose) in sim/client/behaviours.js.
import type { MediaTagDefinition } from '../../world/types.ts';
import { html, type SafeHtml } from '../html.ts';

/**
 * `nativeDescriptions`: AniList shows each tag's description in its option itself (host-dom.md
 * §8.2 says HEAD found "tag descriptions native" in 2024 but not how); the simulator draws it as a
 * second line of the option only on request (`?sim-tag-descriptions`), for the tagDescriptions
 * test that the module then adds no second copy.
 */
export function tagPickerDialog(tags: readonly MediaTagDefinition[], showAdult: boolean, nativeDescriptions = false): SafeHtml {
  const offered = tags.filter((t) => showAdult || !t.isAdult);
  return html`<div class="el-dialog__wrapper tag-dialog" style="display: none;"><div role="dialog" aria-label="Add Tag" class="el-dialog"><div class="el-dialog__header"><span class="el-dialog__title">Add Tag</span><button type="button" aria-label="Close" class="el-dialog__headerbtn">×</button></div><div class="el-dialog__body"><div class="el-select tag-select" data-sim-filter="tag"><div class="el-input el-input--suffix"><input class="el-input__inner" placeholder="Select tag" readonly value=""></div><div class="el-select-dropdown el-popper" style="display: none;"><div class="el-scrollbar"><div class="el-select-dropdown__wrap el-scrollbar__wrap"><ul class="el-select-dropdown__list">${offered.map((t) =>
    html`<li class="el-select-dropdown__item" data-value="${t.id}"><span>${t.name}</span>${nativeDescriptions && t.description ? html`<small class="description">${t.description}</small>` : html``}</li>`)}</ul></div></div></div></div><label class="el-checkbox"><span class="el-checkbox__input"><input type="checkbox" class="el-checkbox__original"></span><span class="el-checkbox__label">Spoiler</span></label><div class="actions"><button type="button" class="el-button el-button--primary">Add Tag</button></div></div></div></div>`;
}
