// The remaining pages: notifications, forum feed and thread, search/browse cards, settings
// (left menu, content card), character/staff/studio, reviews, activity, site stats, login,
// terms and edit forms (host-dom.md §2.9–2.22).
export const PAGES_CSS = `
.notifications-feed.container{display:grid;grid-template-columns:190px minmax(0,1fr);gap:40px}
.notifications-feed .filters .link{display:block;margin-bottom:2px;padding:7px 10px;border-radius:3px;font-size:1.4rem;color:rgb(var(--color-text-light))}
.notifications-feed .filters .link.router-link-active{color:rgb(var(--color-text));font-weight:600;background:rgb(var(--color-foreground))}
.notifications-feed .reset-btn{margin-top:18px;padding:8px 10px;border-radius:3px;font-size:1.3rem;font-weight:600;color:rgb(var(--color-blue));cursor:pointer}
.notification{position:relative;display:grid;grid-template-columns:62px minmax(0,1fr);min-height:80px;margin-bottom:14px;overflow:hidden;border-radius:4px;background:rgb(var(--color-foreground))}
.notification>a:first-child{display:block;width:62px;min-height:80px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
.notification .details{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 18px;font-size:1.4rem;line-height:1.45}
.notification .context-line{min-width:0;color:rgb(var(--color-text))}
.notification .context-line .link{color:rgb(var(--color-blue))}
.notification .context-line .context{color:rgb(var(--color-text))}
.notification .context-line .title{margin-left:4px;color:rgb(var(--color-blue))}
.notification .time{flex:none;font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.notification.unread::before{content:"";position:absolute;left:0;top:0;bottom:0;width:3px;background:rgb(var(--color-blue))}
.notification .expand-reason{font-size:1.2rem;color:rgb(var(--color-text-lighter));cursor:pointer}
.forum-feed.container{display:grid;grid-template-columns:minmax(0,1fr) 220px;gap:40px}
.forum-feed .filters{grid-column:2;grid-row:1}
.forum-feed .feed{grid-column:1;grid-row:1;display:grid;grid-template-columns:minmax(0,1fr);gap:16px;align-content:start}
.forum-feed .create-btn{display:block;margin-bottom:20px}
.forum-feed .filter-group .link{display:block;margin-bottom:2px;padding:7px 10px;border-radius:3px;font-size:1.4rem;color:rgb(var(--color-text-light))}
.forum-feed .filter-group .link.router-link-active{color:rgb(var(--color-text));font-weight:600;background:rgb(var(--color-foreground))}
.forum-feed .overview-header,.forum-feed .media-header{font-size:1.4rem;font-weight:500;color:rgb(var(--color-text))}
.forum-thread.container{max-width:1100px}
.forum-thread>.header{margin-bottom:20px}
.forum-thread h1.title{margin-bottom:12px;font-size:2.4rem;font-weight:600;color:rgb(var(--color-text-bright))}
.forum-thread .categories{display:flex;flex-wrap:wrap;gap:8px}
.forum-thread .category{padding:4px 10px;border-radius:10px;font-size:1.2rem;font-weight:600;color:rgb(var(--color-white));background:rgb(var(--color-blue))}
.forum-thread .category.media.MANGA{background:rgb(var(--color-green))}
.forum-thread>.body{padding:22px 26px;border-radius:4px;background:rgb(var(--color-foreground))}
.forum-thread>.body .user{display:flex;align-items:center;gap:10px;margin-bottom:14px;font-size:1.2rem;color:rgb(var(--color-text-lighter))}
.forum-thread>.body .user .name{font-size:1.4rem;font-weight:500}
.forum-thread .footer{margin:16px 0 0;padding:0;background:none;color:rgb(var(--color-text-lighter))}
.forum-thread .footer .actions{display:flex;align-items:center;justify-content:flex-end;gap:16px}
.forum-thread .footer .subscribe{background:rgb(var(--color-foreground-grey));color:rgb(var(--color-text))}
.forum-thread .comments{margin-top:30px}
.comment-wrap{margin-bottom:14px;border-radius:4px;background:rgb(var(--color-foreground))}
.comment-wrap .comment{padding:16px 20px}
.comment-wrap.odd{background:rgb(var(--color-foreground-grey))}
.comment-wrap .child-comments{padding:0 0 4px 20px}
.comment .header{display:flex;align-items:center;gap:10px;margin-bottom:10px}
.comment .header a.avatar{width:32px;height:32px}
.comment .header .name{font-weight:500}
.comment .header .time{margin-left:auto;font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.comment .actions{display:flex;justify-content:flex-end;gap:16px;margin-top:10px;font-size:1.2rem;color:rgb(var(--color-text-lighter))}
.comment .actions .hidden{display:none}
.search-page-unscoped .filters{display:grid;grid-template-columns:repeat(4,minmax(0,190px)) auto;align-items:end;gap:24px;margin-bottom:24px}
.search-page-unscoped .filter .name{margin-bottom:10px;font-size:1.5rem;font-weight:600;color:rgb(var(--color-text))}
.search-page-unscoped .select-wrap .select{position:relative;height:36px;border-radius:4px;background:rgb(var(--color-foreground));box-shadow:0 4px 6px rgba(var(--color-shadow),.04),0 5px 20px rgba(var(--color-shadow),.06)}
.search-page-unscoped .select-wrap .select::before{content:"Any";position:absolute;left:14px;top:10px;font-size:1.3rem;color:rgb(var(--color-text-lighter))}
.search-page-unscoped .select .options{display:none}
.search-page-unscoped .select-wrap.year .select::before{content:none}
.search-page-unscoped .select .value-wrap{position:absolute;left:14px;top:10px;font-size:1.3rem;color:rgb(var(--color-text))}
.search-page-unscoped .select .value-wrap .placeholder{color:rgb(var(--color-text-lighter))}
.search-page-unscoped .filter.clear-all{justify-self:start;padding-bottom:10px;font-size:1.3rem;color:rgb(var(--color-text-lighter));cursor:pointer}
.search-page-unscoped .sort-wrap{display:flex;justify-content:flex-end;align-items:center;gap:10px;margin-bottom:20px;font-size:1.3rem;color:rgb(var(--color-text-light))}
.search-page-unscoped .sort-wrap .label{font-weight:600}
.search-page-unscoped .sort-wrap .options{display:flex;gap:10px}
.search-page-unscoped .sort-wrap .option{color:rgb(var(--color-text-lighter));cursor:pointer}
.search-page-unscoped .sort-wrap .option.active{color:rgb(var(--color-blue))}
.results.media,.studio-page-unscoped .grid-wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:30px 28px}
.media-card{position:relative;min-width:0}
.media-card>.cover{display:flex;flex-direction:column}
.media-card .image-link{display:block;aspect-ratio:185/265;border-radius:4px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center;box-shadow:0 14px 30px rgba(var(--color-shadow-blue),.15),0 4px 4px rgba(var(--color-shadow-blue),.05)}
.media-card .overlay{padding-top:10px}
.media-card .overlay .title{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;font-size:1.4rem;font-weight:600;line-height:1.3;color:rgb(var(--color-text-light))}
.media-card .overlay .title:hover{color:rgb(var(--color-blue))}
.media-card .overlay .studio{display:none}
.recommendation-card:has(> .list-status){position:relative}
.media-preview-card .list-status,.recommendation-card .list-status{position:absolute;top:6px;left:6px;width:10px;height:10px;border-radius:50%;background:rgb(var(--color-blue));box-shadow:0 0 0 2px rgba(var(--color-white),.7)}
.media-card .list-status{position:absolute;top:8px;right:8px;width:10px;height:10px;border-radius:50%;background:rgb(var(--color-blue));box-shadow:0 0 0 2px rgba(var(--color-white),.7)}
.media-card .list-status[status=Completed]{background:rgb(var(--color-green))}
.media-card .list-status[status=Planning]{background:rgb(var(--color-orange))}
.media-card>.data{display:none}
.results.characters,.results.staff{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:26px}
.staff-card .cover{display:block;aspect-ratio:185/265;border-radius:4px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.staff-card .name{display:block;margin-top:8px;font-size:1.4rem;font-weight:600;color:rgb(var(--color-text-light))}
.results.studios{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:14px}
.results.studios .studio{padding:16px 20px;border-radius:4px;background:rgb(var(--color-foreground));font-size:1.5rem}
.settings.container{display:grid;grid-template-columns:180px minmax(0,1fr);gap:40px}
.settings .nav .nav-group{display:grid;gap:2px}
.settings .nav .group-header{margin-bottom:8px;padding-left:12px;font-size:1.3rem;font-weight:600;color:rgb(var(--color-text-lighter))}
.settings .nav a{display:block;padding:8px 12px;border-radius:3px;font-size:1.4rem;color:rgb(var(--color-text-light))}
.settings .nav a.router-link-active{color:rgb(var(--color-blue));font-weight:600;background:rgb(var(--color-foreground))}
.settings>.content{min-width:0;padding:30px 34px;border-radius:4px;background:rgb(var(--color-foreground))}
.settings>.content h2{margin-bottom:16px;font-size:1.6rem;font-weight:600;color:rgb(var(--color-text))}
.settings>.content h2~h2{margin-top:30px}
.settings>.content .el-input__inner{max-width:400px;background:rgb(var(--color-background))}
.settings .app-list .app{display:flex;align-items:center;justify-content:space-between;padding:14px 18px;border-radius:4px;background:rgb(var(--color-background))}
.settings .app-list .app .name{font-size:1.5rem;font-weight:600;color:rgb(var(--color-text))}
.settings .custom-list{padding:8px 12px;margin-bottom:4px;border-radius:3px;background:rgb(var(--color-background))}
.settings .import .dropbox{padding:30px;border:2px dashed rgb(var(--color-foreground-grey-dark));border-radius:4px;text-align:center;color:rgb(var(--color-text-lighter))}
.settings .import .section+.section{margin-top:30px}
.character-page-unscoped .header,.staff-page-unscoped .header{padding:40px 0 30px;background:rgb(var(--color-foreground))}
.character-page-unscoped .header .container,.staff-page-unscoped .header .container{display:grid;grid-template-columns:230px minmax(0,1fr);grid-template-rows:auto auto 1fr;column-gap:40px}
.character-page-unscoped .header .image,.staff-page-unscoped .header .image{grid-row:1/4;width:230px;aspect-ratio:230/345;object-fit:cover;border-radius:4px;background:rgb(var(--color-foreground-grey-dark))}
.character-page-unscoped h1.name,.staff-page-unscoped h1.name{font-size:2.6rem;font-weight:600;color:rgb(var(--color-text-bright))}
.character-page-unscoped .name-alt,.staff-page-unscoped .name-alt{font-size:1.5rem;font-weight:400;color:rgb(var(--color-text-lighter))}
.favourite{display:flex;align-items:center;gap:6px;color:rgb(var(--color-red));font-size:1.3rem}
.favourite>.count+.svg-inline--fa{display:none}
.favourite>.count::after{content:" \\2665"}
.character-page-unscoped .header .favourite,.staff-page-unscoped .header .favourite{grid-column:2;justify-self:end}
.description-wrap .description{margin:24px auto;font-size:1.4rem;line-height:1.6}
.character-page-unscoped .grid-wrap,.staff-page-unscoped .grid-wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:15px 30px}
.staff-page-unscoped h4{margin:20px 0 12px;font-size:1.4rem;font-weight:500}
.studio-page-unscoped>.header{display:flex;align-items:center;justify-content:space-between;padding-top:40px;padding-bottom:30px}
.studio-page-unscoped h1.name{font-size:2.6rem;font-weight:600;color:rgb(var(--color-text-bright))}
.review>.banner{position:relative;height:300px;background-color:rgb(var(--color-background-blue-dark));background-size:cover;background-position:center}
.review>.banner .date{position:absolute;right:50px;bottom:16px;color:rgb(237,241,245);font-size:1.2rem}
.review>.container{max-width:900px;padding-top:40px}
.review h1{font-size:2.4rem;margin-bottom:10px}
.review .author{margin-bottom:24px;color:rgb(var(--color-text-lighter))}
.review .score{margin:24px 0;font-size:2rem;font-weight:700;color:rgb(var(--color-blue))}
.review .rating-wrap{display:flex;align-items:center;gap:16px;color:rgb(var(--color-text-lighter))}
.review .rating-wrap .actions{display:flex;gap:8px}
.activity-page{max-width:900px;margin:0 auto}
.site-stats{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:24px}
.site-stats section{padding:20px;border-radius:4px;background:rgb(var(--color-foreground))}
.site-stats h3{font-size:1.5rem;margin-bottom:10px}
.site-stats .point-label{font-size:2.4rem;font-weight:700;color:rgb(var(--color-blue))}
.login-form,.signup-form{max-width:420px;margin:60px auto;padding:40px;border-radius:4px;background:rgb(var(--color-foreground));text-align:center}
.login-form h1,.signup-form h1{margin-bottom:24px;font-size:2.4rem;color:rgb(var(--color-text-bright))}
.login-form .el-input__inner{background:rgb(var(--color-background));margin-bottom:16px}
.login-form .button{width:100%;margin-bottom:16px}
.terms h1{font-size:2.6rem;margin-bottom:16px}
.terms h2{font-size:1.8rem;margin:24px 0 10px}
.submission-form .staff-row{display:grid;grid-template-columns:50px 1fr 1fr;gap:12px;margin-bottom:10px}
.submission-form .staff-row .image{display:block;width:50px;height:70px;border-radius:3px;background-size:cover}
.submission-form h1{margin-bottom:20px;font-size:2.2rem}
@media (max-width:760px){
  .notifications-feed.container,.forum-feed.container,.settings.container{grid-template-columns:minmax(0,1fr);gap:16px}
  .notifications-feed .filters{display:flex;flex-wrap:nowrap;gap:4px;overflow-x:auto;scrollbar-width:none}
  .notifications-feed .filters .group-header,.notifications-feed .reset-btn{display:none}
  .notifications-feed .filters .link{flex:none}
  .notification .details{flex-direction:column;align-items:flex-start;gap:4px}
  .forum-feed .filters,.forum-feed .feed{grid-column:1;grid-row:auto}
  .forum-feed .filters{display:flex;flex-wrap:wrap;gap:8px}
  .forum-feed .filter-group{display:flex;gap:4px;overflow-x:auto}
  .forum-feed .create-btn{margin:0}
  .search-page-unscoped .filters{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}
  .results.media,.results.characters,.results.staff,.studio-page-unscoped .grid-wrap{grid-template-columns:repeat(auto-fill,minmax(100px,1fr));gap:18px 14px}
  .media-card .overlay .title{font-size:1.2rem}
  .settings .nav .nav-group{display:flex;gap:4px;overflow-x:auto;scrollbar-width:none}
  .settings .nav .group-header{display:none}
  .settings .nav a{flex:none}
  .settings>.content{padding:20px}
  .character-page-unscoped .header .container,.staff-page-unscoped .header .container{grid-template-columns:110px minmax(0,1fr);column-gap:16px}
  .character-page-unscoped .header .image,.staff-page-unscoped .header .image{width:110px}
}
`;
