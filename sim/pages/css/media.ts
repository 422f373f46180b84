// /anime|manga/{id}: the banner, the header (cover over the banner's edge, title, description,
// tabs), the sidebar (rankings, `.data-set` rows, tags, links) and the overview sections
// (host-dom.md §2.7–2.8).
export const MEDIA_CSS = `
.media .banner{position:relative;height:400px;margin-top:0;background-color:rgb(var(--color-background-blue-dark));background-size:cover;background-position:50% 35%}
.media .banner .shadow{position:absolute;inset:0;background:linear-gradient(180deg,rgba(6,13,34,0) 40%,rgba(6,13,34,.6))}
.media .header{background:rgb(var(--color-foreground))}
.media .header>.container{display:grid;grid-template-columns:215px minmax(0,1fr);gap:30px;min-height:250px}
.media .cover-wrap.overlap-banner{margin-top:-125px}
.media .cover-wrap-inner{position:relative;z-index:2}
.media img.cover{display:block;width:100%;aspect-ratio:215/305;object-fit:cover;border-radius:2px;background:rgb(var(--color-foreground-grey-dark));box-shadow:0 0 29px rgba(49,54,68,.25)}
.media .header .actions{display:grid;grid-template-columns:minmax(0,1fr) 35px;gap:15px;margin:20px 0}
.media .header .actions .list{display:grid;grid-template-columns:minmax(0,1fr) 35px;border-radius:3px;overflow:visible;background:rgb(var(--color-blue));color:rgb(var(--color-white))}
.media .header .actions .add{padding:9px 12px;font-size:1.4rem;font-weight:500;text-align:center;cursor:pointer}
.media .header .actions .list>.el-dropdown{display:flex;align-items:center;justify-content:center;border-left:1px solid rgba(255,255,255,.2);background:rgba(var(--color-shadow-dark),.12);border-radius:0 3px 3px 0}
.media .header .actions .favourite{display:flex;align-items:center;justify-content:center;border-radius:3px;background:rgb(var(--color-red));color:rgb(var(--color-white));cursor:pointer}
.media .header .actions .favourite:not(.isFavourite){opacity:.85}
.media .header .actions .favourite::before{content:"\\2665";font-size:1.6rem}
.media .header .actions .favourite .svg-inline--fa{display:none}
.media .header .content{display:flex;flex-direction:column;min-width:0;padding-top:25px}
.media .header .content h1{margin-bottom:16px;font-size:2.2rem;font-weight:400;color:rgb(var(--color-text))}
.media .header .description{max-height:140px;overflow:hidden;font-size:1.4rem;line-height:1.6;color:rgb(var(--color-text-light));-webkit-mask-image:linear-gradient(180deg,#000 70%,transparent)}
.media .header .description.sim-expanded{max-height:none;-webkit-mask-image:none}
.media .description-length-toggle{margin-top:4px;font-size:1.2rem;color:rgb(var(--color-text-lighter));cursor:pointer}
.media .header .content>.nav{display:flex;justify-content:center;gap:0;margin-top:auto;padding-top:14px}
.media .header .content>.nav .link{display:block;padding:15px 20px;font-size:1.4rem;color:rgb(var(--color-text-lighter));white-space:nowrap}
.media .header .content>.nav .link:hover,.media .header .content>.nav .link.router-link-active{color:rgb(var(--color-blue))}
.media>.content.container{display:grid;grid-template-columns:215px minmax(0,1fr);gap:40px;margin-top:30px}
.media .sidebar{min-width:0}
.media .rankings{margin-bottom:16px}
.media .ranking{display:flex;align-items:center;gap:8px;margin-bottom:10px;padding:10px 14px;border-radius:3px;background:rgb(var(--color-foreground));font-size:1.3rem;font-weight:500;color:rgb(var(--color-text))}
.media .ranking.rated::before,.media .ranking.popular::before{content:"\\2605";color:rgb(var(--color-yellow))}
.media .ranking.popular::before{content:"\\2665";color:rgb(var(--color-red))}
.media .sidebar .data{padding:18px;border-radius:3px;background:rgb(var(--color-foreground))}
.media .data-set{padding-bottom:14px}
.media .data-set:last-child{padding-bottom:0}
.media .data-set .type{padding-bottom:5px;font-size:1.3rem;font-weight:500;color:rgb(var(--color-text))}
.media .data-set .value{font-size:1.2rem;line-height:1.3;color:rgb(var(--color-text-lighter));white-space:pre-line;overflow-wrap:anywhere}
.media .data-set .value a{color:inherit}
.media .data-set.airing-countdown .value{color:rgb(var(--color-blue))}
.media .sidebar h2,.media .overview h2,.media .social-side h2{margin:30px 0 10px;font-size:1.4rem;font-weight:500;color:rgb(var(--color-text))}
.media .sidebar .tag{position:relative;display:flex;justify-content:space-between;margin-bottom:8px;padding:8px 12px;border-radius:3px;background:rgb(var(--color-foreground));font-size:1.3rem}
.media .sidebar .tag .name{color:rgb(var(--color-text))}
.media .sidebar .tag .rank{color:rgb(var(--color-text-lighter))}
.media .sidebar .tag.spoiler .name{color:rgb(var(--color-red))}
.media .sidebar .tag .vote-dropdown{display:none}
.media .sidebar .add-icon{display:none}
.media .sidebar .tags:hover .add-icon{display:block;cursor:pointer;text-align:center;font-size:1.6rem;color:rgb(var(--color-text-lighter))}
.el-dialog__wrapper{position:fixed;inset:0;z-index:2000;overflow:auto;background:rgba(0,0,0,.5)}
.el-dialog{position:relative;width:min(500px,94vw);margin:15vh auto 50px;border-radius:4px;background:rgb(var(--color-foreground));box-shadow:0 1px 3px rgba(0,0,0,.3)}
.el-dialog__header{padding:20px 20px 10px;font-size:1.6rem;color:rgb(var(--color-text))}
.el-dialog__headerbtn{position:absolute;top:16px;right:20px;border:0;background:none;font-size:1.8rem;color:rgb(var(--color-text-lighter));cursor:pointer}
.el-dialog__body{display:grid;gap:14px;padding:20px;font-size:1.3rem;color:rgb(var(--color-text))}
.tag-dialog .el-select-dropdown{position:absolute;left:0;right:0;z-index:10;margin-top:6px;border-radius:4px;background:rgb(var(--color-foreground));box-shadow:0 14px 30px rgba(var(--color-shadow-blue),.15)}
.tag-dialog .el-select-dropdown__wrap{max-height:274px;overflow-y:auto}
.tag-dialog .el-select-dropdown__list{margin:0;padding:6px 0;list-style:none}
.tag-dialog .el-select-dropdown__item{padding:0 20px;height:34px;line-height:34px;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tag-dialog .el-select-dropdown__item:has(.description){height:auto;line-height:1.4;padding:6px 20px;white-space:normal}
.tag-dialog .el-select-dropdown__item .description{display:block;font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.tag-dialog .el-select-dropdown__item:hover,.tag-dialog .el-select-dropdown__item.selected{color:rgb(var(--color-blue));background:rgba(var(--color-blue),.06)}
.media .external-link{display:flex;align-items:center;gap:10px;margin-bottom:8px;padding:6px;border-radius:3px;background:rgb(var(--color-foreground));color:rgb(var(--color-text));font-size:1.3rem}
.media .external-link .icon-wrap{width:24px;height:24px;border-radius:3px}
.media .sidebar .review.button{display:block;margin-top:24px}
.media .overview,.media .media-social,.media .media-characters,.media .media-staff,.media .media-reviews,.media .media-stats{min-width:0}
.media .overview>div:first-child h2{margin-top:0}
.media .grid-wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:15px 30px}
.media .relations .grid-wrap{grid-template-columns:repeat(auto-fill,minmax(85px,1fr));gap:16px}
.media .relations .media-preview-card .cover{display:block;position:relative;aspect-ratio:85/115;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.media .relations .media-preview-card .content{display:none}
.role-card{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));min-height:80px;overflow:hidden;border-radius:3px;background:rgb(var(--color-foreground))}
.role-card.character,.role-card.staff{grid-template-columns:60px minmax(0,1fr)}
.role-card>div{display:grid;grid-template-columns:60px minmax(0,1fr)}
.role-card>div.staff{direction:rtl}
.role-card>div.staff .content{text-align:right}
.role-card .cover{display:block;min-height:80px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
.role-card .content{display:flex;flex-direction:column;justify-content:space-between;padding:10px;direction:ltr}
.role-card .name{font-size:1.3rem;color:rgb(var(--color-text));overflow:hidden;text-overflow:ellipsis}
.role-card .role{font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.media .following .follow{display:grid;grid-template-columns:40px minmax(0,1fr) 110px 60px;align-items:center;gap:14px;padding:10px 14px;border-radius:3px;background:rgb(var(--color-foreground));color:rgb(var(--color-text));font-size:1.3rem}
.media .following .follow+.follow{margin-top:2px}
.media .following .follow .avatar{width:34px;height:34px;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.media .following .follow .name{font-weight:500;color:rgb(var(--color-blue))}
.media .following .follow .status{color:rgb(var(--color-text-lighter))}
.media .media-score-distribution .ct-chart-bar{height:140px;border-radius:3px;background:rgb(var(--color-foreground))}
.media .recommendations{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:20px}
.media .recommendation-card .cover{position:relative;display:block;aspect-ratio:185/265;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.media .recommendation-card .title{position:absolute;left:0;right:0;bottom:0;padding:10px 8px;font-size:1.2rem;font-weight:600;color:rgb(255,255,255);background:linear-gradient(180deg,transparent,rgba(var(--color-overlay),.85))}
.media .recommendation-card .rating-wrap{padding:4px;font-size:1.2rem;color:rgb(var(--color-text-lighter));text-align:center;opacity:0;transition:opacity .15s}
.media .recommendation-card:hover .rating-wrap,.media .recommendation-card:focus-within .rating-wrap{opacity:1}
.media .view-all{display:none}
.media .threads .thread-card+.thread-card{margin-top:14px}
.media-social{display:grid;grid-template-columns:minmax(0,1fr) 260px;gap:30px}
.media-social .social-side h2{margin-top:0}
.media-social .following .follow{grid-template-columns:34px minmax(0,1fr) 18px 50px;gap:10px}
.media-social>.load-more{grid-column:1}
.media-social .following .notes{color:rgb(var(--color-text-lighter));cursor:pointer;width:14px;height:14px}
.media-social .following .notes:hover,.media-social .following .notes:focus-visible{color:rgb(var(--color-blue))}
.media-social .following .notes svg{width:14px;height:14px}
.sim-notes-dialog{position:fixed;inset:0;z-index:2000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)}
.sim-notes-dialog .el-dialog{width:min(500px,92vw);padding:20px;border-radius:4px;background:rgb(var(--color-foreground));color:rgb(var(--color-text));font-size:1.4rem}
.sim-notes-dialog .el-dialog__header{display:flex;justify-content:space-between;margin-bottom:12px;font-weight:600}
.sim-notes-dialog .el-dialog__headerbtn{border:0;background:none;color:inherit;cursor:pointer;font-size:1.6rem}
.media-social .following .follow .status{display:none}
.media-stats .status-distribution{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:14px}
.media-stats .status{padding:14px;border-radius:3px;background:rgb(var(--color-foreground));text-align:center}
.media-stats .status .name{font-weight:600;color:rgb(var(--color-blue))}
.media-stats .status .amount{font-size:1.2rem;color:rgb(var(--color-text-lighter))}
@media (max-width:1040px){
  .media-social{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:760px){
  .media .banner{height:200px}
  .media .header>.container{grid-template-columns:110px minmax(0,1fr);gap:16px;min-height:0}
  .media .cover-wrap.overlap-banner{margin-top:-60px}
  .media .header .actions{grid-template-columns:minmax(0,1fr);margin:12px 0}
  .media .header .actions .favourite{display:none}
  .media .header .content{padding-top:14px}
  .media .header .content h1{font-size:1.8rem;margin-bottom:8px}
  .media .header .description{max-height:86px;font-size:1.3rem}
  .media .header .content>.nav{justify-content:flex-start;overflow-x:auto;scrollbar-width:none}
  .media .header .content>.nav .link{padding:12px 12px;font-size:1.3rem}
  .media>.content.container{grid-template-columns:minmax(0,1fr);gap:20px;margin-top:20px}
  .media .sidebar .data{display:flex;gap:20px;overflow-x:auto;padding:14px}
  .media .data-set{flex:none;padding-bottom:0}
  .media .sidebar .tags,.media .sidebar .external-links,.media .rankings{display:none}
  .media .grid-wrap{grid-template-columns:minmax(0,1fr)}
}
`;
