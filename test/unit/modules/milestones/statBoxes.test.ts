// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyToBoxes, Restorer, TOTAL_CLASS, WRITTEN_ATTRIBUTE } from '../../../../src/modules/milestones/statBoxes';

const box = (type: string, second: [string, string]) => `
  <div class="stats-wrap ${type}">
    <div class="stat"><div class="value">10</div><div class="label">Total ${type === 'anime' ? 'Anime' : 'Manga'}</div></div>
    <div class="stat"><div class="value">${second[0]}</div><div class="label">${second[1]}</div></div>
    <div class="stat"><div class="value">70.0</div><div class="label">Mean Score</div></div>
  </div>
  <div class="milestones"><div class="milestone">a</div><div class="milestone">b</div><div class="milestone">c</div></div>`;

const statistics = {
  anime: { count: 10, meanScore: 72.46, total: 1234 },
  manga: { count: 4, meanScore: 0, total: 9 },
};

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);

beforeEach(() => {
  document.body.innerHTML = `<div class="overview"><div class="section"><div class="stats-wrap">${box('anime', ['12.5', 'Days Watched'])}${box('manga', ['300', 'Chapters Read'])}</div></div></div>`;
});

describe('milestones stat boxes', () => {
  it('writes the totals, moves the shown value to a line of its own above the milestones, and the mean score', () => {
    applyToBoxes(statistics, new Restorer());
    expect(texts('.stats-wrap.anime .stat .value')).toEqual(['10', '1,234', '72.5']);
    expect(texts('.stats-wrap.anime .stat .label')).toEqual(['Total Anime', 'Episodes Watched', 'Mean Score']);
    // The thresholds stay AniList's; the moved value stands between the box and its milestones.
    expect(texts('.milestone')).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(texts(`.stats-wrap.anime + .${TOTAL_CLASS}`)).toEqual(['12.5 Days Watched']);
    expect(document.querySelector(`.${TOTAL_CLASS}`)?.nextElementSibling?.matches('.milestones')).toBe(true);
    expect(texts('.stats-wrap.manga .stat .label')).toEqual(['Total Manga', 'Volumes Read', 'Mean Score']);
    // No ratings: AniList's mean score stays as it is.
    expect(texts('.stats-wrap.manga .stat .value')).toEqual(['10', '9', '70.0']);
    expect(texts(`.stats-wrap.manga + .${TOTAL_CLASS}`)).toEqual(['300 Chapters Read']);
  });

  it('keeps one line per box when AniList redraws a box alone', () => {
    const restorer = new Restorer();
    applyToBoxes(statistics, restorer);
    const anime = document.querySelector('.stats-wrap.anime')!;
    const redrawn = anime.cloneNode(true) as Element;
    redrawn.removeAttribute(WRITTEN_ATTRIBUTE);
    anime.replaceWith(redrawn);
    redrawn.querySelectorAll('.stat')[1].innerHTML = '<div class="value">12.5</div><div class="label">Days Watched</div>';
    applyToBoxes(statistics, restorer);
    expect(texts(`.${TOTAL_CLASS}`)).toEqual(['12.5 Days Watched', '300 Chapters Read']);
  });

  it('changes nothing the second time, and puts everything back on restore', () => {
    const before = document.body.innerHTML;
    const restorer = new Restorer();
    applyToBoxes(statistics, restorer);
    const after = document.body.innerHTML;
    applyToBoxes(statistics, restorer);
    expect(document.body.innerHTML).toBe(after);
    restorer.restore();
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelectorAll(`[${WRITTEN_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('adds a mean score to a box that has none', () => {
    document.querySelector('.stats-wrap.anime .stat:last-child')!.remove();
    const restorer = new Restorer();
    applyToBoxes(statistics, restorer);
    expect(texts('.stats-wrap.anime .stat .label')).toEqual(['Total Anime', 'Episodes Watched', 'Mean Score']);
    restorer.restore();
    expect(texts('.stats-wrap.anime .stat .label')).toEqual(['Total Anime', 'Days Watched']);
  });
});
