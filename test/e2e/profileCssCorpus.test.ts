// The profile-CSS sanitiser against a corpus of ways out, with Chromium's own CSS parser (the
// sanitiser is the browser's CSSOM walked by modules/customCSS/sanitizeSheet.ts, which node
// cannot run) on the simulator's profile page with AniList's layout: the transparent nav over
// the banner, the footer below. The sanitiser's source is bundled for the page as it is, with
// the containment the module writes; each trick is applied the way the module applies it, and
// the page is then measured: the nav and the footer are what is under the pointer, the profile
// root's own box, containment and stacking are AniList's and ours, nothing outside it changed.
// The last test applies a trick unsanitised, to show these checks can fail.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { measureProfileReach, type ProfileReach } from '../helpers/profileCover.ts';
import { useHarness } from '../helpers/useHarness.ts';

const ROOT = '.user-page-unscoped';
const harness = useHarness({ script: null });
let sanitiserCode = '';

beforeAll(async () => {
  const entry = fileURLToPath(new URL('../../src/modules/customCSS/sanitizeSheet.ts', import.meta.url));
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'profileCss' } },
  });
  const output = (Array.isArray(built) ? built[0]! : built) as { output: { code: string }[] };
  sanitiserCode = `${output.output[0]!.code};globalThis.profileCss = profileCss;`;
});

type Api = { profileCss: { sanitizeProfileCss(css: string): string; PROFILE_CONTAINMENT: string } };

/** Applies `css` as the module does (or, when `raw`, as it is, without the containment) and measures the page; removes it after. */
async function applyAndMeasure(page: Page, css: string, raw = false): Promise<{ sheet: string; measure: ProfileReach; baseline: ProfileReach }> {
  const baseline = await measureProfileReach(page);
  const sheet = await page.evaluate(({ css, raw }) => {
    const { profileCss } = globalThis as unknown as Api;
    const style = document.createElement('style');
    style.id = 'corpus-sheet';
    const sheet = raw ? css : profileCss.sanitizeProfileCss(css);
    style.textContent = raw ? css : profileCss.PROFILE_CONTAINMENT + sheet;
    document.head.append(style);
    return sheet;
  }, { css, raw });
  const measure = await measureProfileReach(page);
  await page.$eval('#corpus-sheet', (style) => style.remove());
  return { sheet, measure, baseline: { ...baseline, root: { ...baseline.root, contain: 'paint' } } };
}

/** Member CSS, each trying to get out of the profile, cover AniList's nav or footer, or undo the containment. */
const TRICKS: Record<string, string> = {
  'escaped fixed': '.banner{position:fix\\65 d;inset:0;z-index:2147483647;background:red}',
  'escaped fixed, hex without space': '.banner{position:\\66ixed;inset:0;z-index:2147483647} .about{position:\\000066ixed;inset:0}',
  'uppercase and !important': '.banner{POSITION:FIXED!important;INSET:0;Z-INDEX:2147483647}',
  'var()': `${ROOT}{--p:fixed} .banner{--p:fixed;position:var(--p);inset:0;z-index:2147483647}`,
  'var() fallback and nested': '.banner{position:var(--none, fixed);inset:0} .about{position:var(--a, var(--b, fixed));inset:0}',
  'attr(), env(), if()': '.banner{position:attr(data-p type(<custom-ident>));top:env(safe-area-inset-top)} .about{position:if(style(--x: 1): fixed; else: fixed)}',
  'comment inside the value': '.banner{position:fix/**/ed;inset:0}',
  'the root\'s own rule after the containment': `${ROOT}{contain:none;position:relative;z-index:2147483647;transform:translateY(-300px)}`,
  'specificity and !important': `html body #app .page-content div${ROOT}.user${ROOT}:not(#a#b#c){contain:none!important;z-index:2147483647!important;position:relative!important;top:-300px!important;margin-bottom:-3000px!important}`,
  '@layer': `@layer x{${ROOT}{contain:none!important;margin-top:-400px!important}} @layer{.banner{position:fixed!important;inset:0}}`,
  '@scope': `@scope (body){:scope ${ROOT}{contain:none!important;translate:0 -300px!important}} @scope (${ROOT}){:scope{contain:none!important;z-index:99999!important;position:relative!important}}`,
  ':scope, & and selectors naming the root': `:scope{contain:none} &{contain:none} :is(${ROOT}){contain:none;margin-top:-400px} *{contain:none!important} :where(${ROOT}){scale:3}`,
  'selectors escaping the scope': `#nav,.footer{display:none} html,:root,body{filter:invert(1)} ${ROOT} ~ *,${ROOT} + *{display:none} :is(body) .footer{display:none} :has(.about) #nav{opacity:0} * ~ .footer{visibility:hidden} .x),#nav{display:none}`,
  '@media, @supports and @container wrappers': `@media all{.banner{position:fixed;inset:0;z-index:2147483647}} @supports (position:fixed){${ROOT}{contain:none}} @container (min-width:0){${ROOT}{contain:none}}`,
  'huge z-index and a page-size box': '.banner{position:absolute;inset:-5000px;z-index:2147483647;background:rgb(255,0,0)} .about{position:relative;z-index:2147483647;height:20000px}',
  'transforms, translate and negative margins': '.banner{transform:translateY(-500px) scale(4);z-index:2147483647;position:relative} .content{translate:0 -900px;margin-top:-900px;margin-bottom:-9000px} .about{inset:-2000px;position:relative;rotate:180deg}',
  'shadows and outlines': '.banner{box-shadow:0 0 0 5000px red;outline:5000px solid red} .about{-webkit-box-reflect:above 0;filter:drop-shadow(0 -600px 0 red)}',
  '-webkit- prefixes': '.banner{-webkit-transform:translateY(-600px);-webkit-position:fixed;-webkit-filter:blur(3px)} .about{-webkit-margin-before:-900px}',
  'keyframes': `@keyframes k{to{position:fixed;transform:translateY(-1000px);inset:0}} .banner{animation:k 1s infinite} @keyframes j{to{contain:none}} ${ROOT}{animation:j 1s infinite}`,
  'nested rules': `.banner{& ~ *{display:none} & + .footer{display:none} position:relative;z-index:2147483647;top:-200px}`,
  'at-rules that act on the whole page': `@import url(https://evil.example/a.css); @font-face{font-family:Overpass;src:url(https://evil.example/f.woff)} @property --color-blue{syntax:"*";inherits:false} @starting-style{#nav{opacity:0}} @page{margin:0}`,
  'url() and content': '.banner::before{content:url(https://evil.example/x.png);position:fixed;inset:0} .about{background:url(javascript:alert(1)),url(data:image/png;base64,AA==)}',
};

describe('the profile-CSS sanitiser in Chromium against a corpus of ways out', () => {
  let page: Page;
  beforeAll(async () => {
    page = await harness.newPage();
    await harness.goto(page, `/user/${NOTABLE_USERS.demo}/`);
    await page.waitForSelector(`${ROOT} .banner`);
    await page.waitForSelector('#nav.transparent'); // the nav lies over the profile's banner
    await page.waitForSelector('#app > .wrap > .footer');
    await page.evaluate(sanitiserCode);
  });

  for (const [name, css] of Object.entries(TRICKS)) {
    it(name, async () => {
      const { sheet, measure, baseline } = await applyAndMeasure(page, css);
      expect(measure.navOnTop, sheet).toEqual([true, true, true]);
      expect(measure.footerOnTop, sheet).toBe(true);
      expect(measure.root, sheet).toEqual(baseline.root);
      expect(measure.outside, sheet).toEqual(baseline.outside);
      // Nothing that would place an element outside the flow of the page, load or act on the whole
      // page survives in the text (a `contain: none` may: no rule of the member's reaches the root).
      expect(sheet).not.toMatch(/position:[^;}]*(fix|var|attr|env|if)/i);
      expect(sheet).not.toMatch(/@(import|layer|font-face|property|page|starting-style|container)|evil|javascript|data:/i);
    });
  }

  it('drops a custom property left unclosed at the end of the sheet (Chromium keeps it so, and what follows would fall inside)', async () => {
    const sheets = await page.evaluate((list) => list.map((css) => (globalThis as unknown as Api).profileCss.sanitizeProfileCss(css)),
      ['.about{--z:"abc', '.about{--u:url(https://s4.anilist.co/a', '.about{--p:(a', '.about{--q:[a', '.about{color:red;--z:"abc']);
    expect(sheets).toEqual(['', '', '', '', '@scope (.user-page-unscoped){:scope .about{color:red}}']);
  });

  it('keeps what a member may do inside the profile: colours, images, scoped starts, keyframes, @media', async () => {
    // Each selector weighs one class more than the member wrote (`:scope`), as `.user-page-unscoped …` did.
    const css = `${ROOT} .about{outline:3px solid rgb(1, 2, 3)} .header-wrap .banner{background-image:url(https://s4.anilist.co/file/x.png);position:absolute;z-index:5}
      @keyframes glow{to{opacity:.5}} .avatar{animation:glow 1s} @media (min-width:1px){.banner-content h1.name{color:rgb(4, 5, 6)}} ${ROOT} > .header-wrap{opacity:.9}`;
    const kept = await page.evaluate((text) => {
      const api = (globalThis as unknown as Api).profileCss;
      const style = document.createElement('style');
      style.textContent = api.PROFILE_CONTAINMENT + api.sanitizeProfileCss(text);
      document.head.append(style);
      const read = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const out = {
        outline: read('.about').outlineColor,
        banner: read('.banner').backgroundImage,
        position: read('.banner').position,
        animation: read('.avatar').animationName,
        name: read('.name').color,
        header: read('.header-wrap').opacity,
      };
      style.remove();
      return out;
    }, css);
    expect(kept).toEqual({
      outline: 'rgb(1, 2, 3)',
      banner: 'url("https://s4.anilist.co/file/x.png")',
      position: 'absolute',
      animation: 'hohProfile-glow',
      name: 'rgb(4, 5, 6)',
      header: '0.9',
    });
  });

  it('the checks can fail: the same tricks unsanitised and uncontained cover the nav, undo the containment, hide the nav', async () => {
    const covered = await applyAndMeasure(page, TRICKS['escaped fixed']!, true);
    expect(covered.measure.navOnTop).toContain(false);
    const undone = await applyAndMeasure(page, TRICKS['specificity and !important']!, true);
    expect(undone.measure.root.contain).not.toBe('paint');
    const hidden = await applyAndMeasure(page, TRICKS['selectors escaping the scope']!, true);
    expect(hidden.measure.outside).not.toEqual(hidden.baseline.outside);
  });
});
