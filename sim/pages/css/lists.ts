// /user/{name}/animelist|mangalist: the filter column and the three list layouts AniList
// offers (table rows, compact rows, cover cards) on `.medialist.table|compact|cards`
// (host-dom.md §2.4). Row covers stay blank until lazyImages.ts marks them near the viewport,
// and off-screen rows skip layout, so an 11,000-entry list opens quickly.
import { LAZY_COVER_SELECTOR } from '../lazyImages.ts';

export const LISTS_CSS = `
.medialist{display:grid;grid-template-columns:190px minmax(0,1fr);gap:40px}
.medialist.compare-page{grid-template-columns:minmax(0,1fr)}
.medialist .filters{position:sticky;top:20px}
.medialist .entry-filter{margin-bottom:22px}
.medialist .filter-group{margin-bottom:22px}
.medialist .filter-group>a{display:flex;justify-content:space-between;margin-bottom:2px;padding:6px 10px;border-radius:3px;font-size:1.4rem;color:rgb(var(--color-text-light))}
.medialist .filter-group>a.active{color:rgb(var(--color-text));font-weight:600;background:rgb(var(--color-foreground))}
.medialist .filter-group .count{color:rgb(var(--color-text-lighter));font-weight:400}
.medialist .filter-group .el-select{margin-bottom:10px}
.medialist .filter-group.compare-btn .button{display:block}
.medialist .year-heading:empty{height:0}
.medialist .list-wrap{margin-bottom:34px}
.medialist h3.section-name{margin:0 0 12px;padding-left:2px;font-size:1.6rem;font-weight:500;color:rgb(var(--color-text))}
.medialist .list-entries{border-radius:4px;background:rgb(var(--color-foreground));overflow:hidden}
.medialist .row{display:grid;grid-template-columns:60px minmax(0,1fr) 90px 100px 90px;align-items:center;gap:0;min-height:60px;padding:0 20px 0 10px;font-size:1.4rem;color:rgb(var(--color-text))}
.medialist.MANGA .row{grid-template-columns:60px minmax(0,1fr) 90px 100px 90px 90px}
.medialist .row+.row{border-top:1px solid rgba(var(--color-background),.8)}
.medialist .list-head{min-height:48px;font-size:1.3rem;font-weight:600;color:rgb(var(--color-text-lighter))}
.medialist .list-entries>.entry{content-visibility:auto;contain-intrinsic-size:auto 60px}
.medialist .row .score,.medialist .row .progress,.medialist .row .format{text-align:center}
.medialist .row .title{display:flex;align-items:center;gap:8px;min-width:0;padding:0 10px}
.medialist .row .title>a{color:rgb(var(--color-text));overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.medialist .row .title>a:hover{color:rgb(var(--color-blue))}
.medialist .release-status{flex:none;width:8px;height:8px;border-radius:50%;background:rgb(var(--color-green))}
.medialist .release-status.NOT_YET_RELEASED{background:rgb(var(--color-orange))}
.medialist .release-status.HIATUS,.medialist .release-status.CANCELLED{background:rgb(var(--color-red))}
.medialist .notes,.medialist .repeat{flex:none;color:rgb(var(--color-text-lighter))}
.medialist .cover{position:relative;display:flex;align-items:center}
.medialist .cover .image{width:40px;height:40px;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
${LAZY_COVER_SELECTOR}:not([lazy=loaded]){background-image:none!important}
.medialist .cover .edit{display:none}
.medialist .plus-progress{margin-left:4px;color:rgb(var(--color-text-lighter));cursor:pointer;opacity:0}
.medialist .entry:hover .plus-progress{opacity:1}
.medialist.compact .row{min-height:36px;font-size:1.3rem}
.medialist.compact .list-entries>.entry{contain-intrinsic-size:auto 36px}
.medialist.compact .cover{display:none}
.medialist.compact .row{grid-template-columns:minmax(0,1fr) 90px 100px 90px}
.medialist.cards .list-entries{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:20px;background:none;overflow:visible}
.medialist.cards .list-head.row{display:none}
.medialist.cards .row{display:block;position:relative;padding:0;min-height:0;border:0;border-radius:4px;overflow:hidden;background:rgb(var(--color-foreground))}
.medialist.cards .cover .image{width:100%;height:auto;aspect-ratio:185/265;border-radius:0}
.medialist.cards .row .title{padding:8px 10px}
.medialist.cards .row .progress,.medialist.cards .row .format{display:none}
.medialist.cards .row .score{position:absolute;top:8px;right:8px;padding:2px 8px;border-radius:3px;font-size:1.3rem;background:rgba(var(--color-background),.9)}
.medialist.cards .row .score[score="0"]{display:none}
.medialist .compare .row{grid-template-columns:minmax(0,1fr) 140px 140px;padding-left:20px}
.medialist .compare{border-radius:4px;background:rgb(var(--color-foreground))}
@media (max-width:760px){
  .medialist{grid-template-columns:minmax(0,1fr);gap:16px}
  .medialist .filters{position:static}
  .medialist .filter-group{display:none}
  .medialist .entry-filter{margin-bottom:12px}
  .medialist .entry-filter+.filter-group{display:flex;gap:4px;margin-bottom:0;overflow-x:auto;scrollbar-width:none}
  .medialist .entry-filter+.filter-group .group-header{display:none}
  .medialist .entry-filter+.filter-group>a{flex:none;gap:6px}
  .medialist .row,.medialist.MANGA .row{grid-template-columns:50px minmax(0,1fr) 50px 64px;padding:0 10px 0 6px;font-size:1.3rem}
  .medialist .row .format,.medialist .row .progress-volumes{display:none}
}
`;
