// /user/{name} and its tabs: the banner with avatar and name, the tab strip (separate, spaced
// links), the overview's two columns, favourites, stat boxes, social and stats pages
// (host-dom.md §2.3, §2.5–2.6).
export const USER_CSS = `
.user-page-unscoped.orange{--color-blue:239,136,26;--color-blue-dim:247,206,162}
.user-page-unscoped.green{--color-blue:76,202,81;--color-blue-dim:190,232,191}
.user-page-unscoped.purple{--color-blue:146,86,243;--color-blue-dim:214,193,250}
.user-page-unscoped.red{--color-blue:225,51,51;--color-blue-dim:243,180,180}
.user-page-unscoped.pink{--color-blue:252,157,214;--color-blue-dim:254,219,240}
.user-page-unscoped.gray{--color-blue:103,123,148;--color-blue-dim:199,208,219}
.user .header-wrap{background:rgb(var(--color-foreground))}
.user .banner{position:relative;height:330px;background-color:rgb(var(--color-background-blue-dark));background-image:linear-gradient(180deg,rgba(var(--color-blue),.5),rgba(var(--color-blue),.15));background-size:cover;background-position:center}
.user .banner .shadow{position:absolute;inset:0;background:linear-gradient(180deg,rgba(6,13,34,0) 40%,rgba(6,13,34,.6))}
.user .banner-content{position:relative;display:flex;align-items:flex-end;gap:26px;height:100%;padding-bottom:26px}
.user .banner-content .avatar{flex:none;width:160px;height:160px;border-radius:4px;object-fit:cover;background:rgb(var(--color-foreground-grey-dark));box-shadow:0 4px 12px rgba(6,13,34,.25)}
.user .name-wrapper{display:flex;align-items:center;gap:6px;padding-bottom:20px}
.user .banner-content h1.name{font-size:2.4rem;font-weight:600;color:rgb(237,241,245);text-shadow:0 1px 6px rgba(0,0,0,.3)}
.user .banner-content .actions{margin-left:auto;padding-bottom:20px}
.user .nav-btn{padding:9px 22px;border-radius:4px;background:rgb(var(--color-blue));color:rgb(var(--color-white));font-size:1.3rem;font-weight:600;cursor:pointer}
.user .nav-btn.following{background:rgb(var(--color-green))}
.user .nav-wrap{background:rgb(var(--color-foreground));box-shadow:0 1px 0 rgba(var(--color-shadow),.04)}
.user .nav-wrap .nav{display:flex;justify-content:center;flex-wrap:wrap;gap:0}
.user .nav-wrap .nav .link{display:block;padding:15px 28px;font-size:1.4rem;color:rgb(var(--color-text-lighter));white-space:nowrap;transition:color .2s}
.user .nav-wrap .nav .link:hover,.user .nav-wrap .nav .link.router-link-active{color:rgb(var(--color-blue))}
.user>.content.container{padding-top:30px}
.user>.content>.overview{display:grid;grid-template-columns:minmax(0,520px) minmax(0,1fr);gap:40px}
.user>.content>.overview>.section{min-width:0}
.about .content-wrap{margin-bottom:30px;padding:22px 26px;border-radius:4px;background:rgb(var(--color-foreground))}
.overview .section>.desktop>.section-header{margin-bottom:10px;font-size:1.4rem;font-weight:500;color:rgb(var(--color-text))}
.activity-history{display:grid;grid-template-rows:repeat(7,10px);grid-auto-flow:column;grid-auto-columns:10px;gap:4px;margin-bottom:30px;padding:16px;border-radius:4px;background:rgb(var(--color-foreground))}
.history-day{border-radius:2px;background:rgb(var(--color-foreground-grey-dark))}
.history-day.lv-1,.history-day.lv-2,.history-day.lv-3{background:rgba(var(--color-blue),.35)}
.history-day.lv-4,.history-day.lv-5,.history-day.lv-6{background:rgba(var(--color-blue),.65)}
.history-day.lv-7,.history-day.lv-8,.history-day.lv-9{background:rgb(var(--color-blue))}
.genre-overview{margin-bottom:30px;padding:16px;border-radius:4px;background:rgb(var(--color-foreground))}
.genre-overview .genres{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:12px}
.genre-overview .genre{padding:5px 10px;border-radius:4px;color:rgb(var(--color-white));font-size:1.2rem}
.percentage-bar{display:flex;height:8px;overflow:hidden;border-radius:4px}
.favourites{display:grid;gap:24px}
.favourites-wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(74px,1fr));gap:14px;padding:16px;border-radius:4px;background:rgb(var(--color-foreground))}
.favourites-wrap:empty{display:none}
.favourite.media,.favourite.character,.favourite.staff{display:block;aspect-ratio:85/115;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
.favourite.studio{font-size:1.3rem}
.overview .section>.stats-wrap{display:block;margin-bottom:20px}
.stats-wrap.anime,.stats-wrap.manga{display:grid;grid-template-columns:repeat(3,1fr);padding:16px 10px;border-radius:4px 4px 0 0;background:rgb(var(--color-foreground));text-align:center}
.stats-wrap .stat .value{font-size:1.8rem;font-weight:700;color:rgb(var(--color-blue))}
.stats-wrap .stat .label{font-size:1.2rem;color:rgb(var(--color-text-lighter))}
.milestones{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin-bottom:16px;padding:8px 14px 12px;border-radius:0 0 4px 4px;background:rgb(var(--color-foreground));font-size:1.1rem;color:rgb(var(--color-text-lighter));text-align:center}
.milestone{padding-top:6px;border-top:4px solid rgb(var(--color-foreground-grey-dark))}
.milestone.reached{border-top-color:rgb(var(--color-blue));color:rgb(var(--color-text))}
.user-social{display:grid;grid-template-columns:180px minmax(0,1fr);gap:40px}
.filters .group-header,.filter-group .group-header,.filter-wrap .group-header{display:block;margin-bottom:8px;padding-left:10px;font-size:1.3rem;font-weight:600;color:rgb(var(--color-text-lighter))}
.user-social .filter-group>span,.filter-wrap .filter-group>a{display:block;margin-bottom:2px;padding:7px 10px;border-radius:3px;font-size:1.4rem;color:rgb(var(--color-text-light));cursor:pointer}
.user-social .filter-group>span.active,.filter-wrap .filter-group>a.router-link-active{color:rgb(var(--color-text));font-weight:600;background:rgb(var(--color-foreground))}
.user-follow .wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(90px,1fr));gap:20px}
.follow-card{display:grid;gap:6px;text-align:center}
.follow-card .avatar{display:block;aspect-ratio:1;border-radius:4px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.follow-card .name{font-size:1.3rem;color:rgb(var(--color-text));overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.user-comments .comment-wrap{margin-bottom:14px;padding:16px 20px;border-radius:4px;background:rgb(var(--color-foreground))}
.stats-page{display:grid;grid-template-columns:180px minmax(0,1fr);gap:40px}
.stats-page .filter-group{margin-bottom:24px}
.stats-page>.stats-wrap{display:block}
.highlights{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}
.highlight{display:grid;grid-template-columns:auto 1fr;grid-template-rows:auto auto;column-gap:14px;align-items:center;padding:18px 22px;border-radius:4px;background:rgb(var(--color-foreground))}
.highlight .circle{grid-row:1/3;width:44px;height:44px;border-radius:50%;background:rgba(var(--color-blue),.15);border:4px solid rgb(var(--color-blue))}
.highlight .value{font-size:2rem;font-weight:700;color:rgb(var(--color-blue))}
.highlight .label{font-size:1.3rem;color:rgb(var(--color-text-lighter))}
.stat-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:20px}
.stat-card{padding:18px 20px;border-radius:4px;background:rgb(var(--color-foreground))}
.stat-card .title{margin-bottom:14px;font-size:1.5rem;font-weight:600;color:rgb(var(--color-text))}
.stat-card .rank{margin-right:4px;padding:2px 6px;border-radius:3px;background:rgb(var(--color-blue));color:rgb(var(--color-white));font-size:1.2rem}
.stat-card .inner-wrap{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.stat-card .detail .value{font-size:1.5rem;font-weight:700;color:rgb(var(--color-blue))}
.stat-card .detail .label{font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.increase-stats{margin-top:24px;padding:14px 20px;border-radius:4px;background:rgb(var(--color-foreground));font-size:1.3rem;color:rgb(var(--color-text-light))}
.submissions .empty,.favourites-page{padding-top:10px}
@media (max-width:1040px){
  .user>.content>.overview{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:760px){
  .user .banner{height:230px}
  .user .banner-content{gap:14px;padding-bottom:16px}
  .user .banner-content .avatar{width:90px;height:90px}
  .user .name-wrapper{padding-bottom:6px}
  .user .banner-content h1.name{font-size:1.9rem}
  .user .banner-content .actions{padding-bottom:6px}
  .user .nav-wrap .nav{flex-wrap:nowrap;justify-content:flex-start;overflow-x:auto;scrollbar-width:none}
  .user .nav-wrap .nav .link{padding:13px 14px;font-size:1.3rem}
  .user-social,.stats-page{grid-template-columns:minmax(0,1fr);gap:20px}
  .highlights{grid-template-columns:minmax(0,1fr)}
  .stats-page .filter-group{display:flex;align-items:center;gap:4px;margin-bottom:8px;overflow-x:auto;scrollbar-width:none}
  .stats-page .filter-group .group-header{flex:none;margin:0 6px 0 0;padding-left:0}
  .stats-page .filter-group>a{flex:none;margin:0}
  .user-social .filter-group{display:flex;gap:4px;overflow-x:auto}
  .user-social .filter-group .group-header{display:none}
}
`;
