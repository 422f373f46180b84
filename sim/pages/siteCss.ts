// Just enough layout for the simulated pages to be readable in a browser (demo mode) and for
// the grid/flex facts scripts rely on (.home two columns, .notification grid, list rows).
export const SITE_CSS = `
*{box-sizing:border-box}
html{font-size:10px} /* AniList's root font size: rem sizes come out as on the site */
body{margin:0;font-family:Overpass,-apple-system,"Segoe UI",sans-serif;font-size:14px;background:rgb(var(--color-background));color:rgb(var(--color-text))}
a{color:rgb(var(--color-blue));text-decoration:none}
#nav{background:rgb(var(--color-nav));height:68px;position:relative;z-index:10}
#nav.transparent{background:rgba(var(--color-nav),.5)}
#nav .wrap{display:flex;align-items:center;gap:20px;max-width:1520px;margin:0 auto;padding:0 50px;height:100%}
#nav .logo{color:rgb(var(--color-blue));font-weight:800;font-size:22px}
#nav .links{display:flex;gap:18px;flex:1}
#nav .links a.link,#nav .browse-wrap>a{color:rgb(190,204,220)}
#nav .links a.router-link-active{color:#fff}
#nav .browse-wrap{position:relative}
#nav .browse-wrap .dropdown{display:none}
#nav .user{display:flex;align-items:center;gap:8px;position:relative}
#nav .user .avatar{width:36px;height:36px;border-radius:3px}
#nav .notification-dot{background:rgb(var(--color-red));color:#fff;border-radius:8px;padding:0 6px;font-size:11px}
#nav .search{color:rgb(190,204,220);cursor:pointer}
.mobile-nav{display:none}
.page-content{min-height:60vh}
.container{max-width:1140px;margin:0 auto;padding:20px}
.banner{height:300px;background-size:cover;background-position:center;background-color:rgb(var(--color-foreground-grey-dark));position:relative}
.home{display:grid;grid-template-columns:1fr 440px;gap:40px}
.home.full-width{grid-template-columns:1fr}
.section-header{font-weight:600;margin:10px 0}
.activity-entry{background:rgb(var(--color-foreground));border-radius:4px;margin-bottom:16px;padding:12px}
.activity-entry .wrap{display:block}
.activity-entry .list{display:grid;grid-template-columns:60px 1fr 40px;gap:10px}
.activity-entry a.cover{height:80px;background-size:cover}
.activity-entry a.avatar{width:40px;height:40px;background-size:cover;display:inline-block}
.activity-entry .actions,.activity-entry .time{display:flex;gap:10px;justify-content:flex-end;font-size:12px}
.like-wrap{display:inline-flex;position:relative}
.like-wrap .users{display:none}
.like-wrap .button.liked{color:rgb(var(--color-red))}
.svg-inline--fa{width:1em;height:1em}
.list-previews .list-preview{display:grid;grid-template-columns:repeat(5,1fr);gap:10px}
.media-preview-card{background:rgb(var(--color-foreground));position:relative}
.media-preview-card .cover{display:block;height:115px;background-size:cover}
.medialist{display:grid;grid-template-columns:200px 1fr;gap:30px}
.medialist .list-entries .row{display:grid;grid-template-columns:60px 1fr 80px 90px 80px;gap:8px;padding:6px;background:rgb(var(--color-foreground));align-items:center}
.medialist.MANGA .list-entries .row{grid-template-columns:60px 1fr 80px 90px 90px 80px}
.medialist .cover .image{width:40px;height:56px;background-size:cover}
.media .header .container{display:grid;grid-template-columns:215px 1fr;gap:30px}
.media .cover{width:215px}
.media .content.container{display:grid;grid-template-columns:215px 1fr;gap:30px}
.sidebar .data{background:rgb(var(--color-foreground));padding:14px}
.sidebar .data-set{margin-bottom:12px}
.sidebar .data-set .type{font-weight:600}
.following .follow{display:grid;grid-template-columns:40px 1fr 100px 60px;gap:8px;align-items:center}
.following .follow .avatar{width:32px;height:32px;background-size:cover}
.notifications-feed.container{display:grid;grid-template-columns:200px 1fr;gap:30px}
.notification{display:grid;grid-template-columns:60px 1fr;gap:10px;background:rgb(var(--color-foreground));margin-bottom:10px;padding:8px}
.notification>a:first-child{width:50px;height:60px;background-size:cover}
.notification.unread{border-left:3px solid rgb(var(--color-blue))}
.settings.container{display:grid;grid-template-columns:200px 1fr;gap:30px}
.footer{background:rgb(var(--color-nav));color:rgb(190,204,220);margin-top:60px}
.footer .container{display:flex;gap:40px;flex-wrap:wrap}
.footer .links{display:flex;gap:40px}
.footer .links section{display:flex;flex-direction:column;gap:6px}
.theme-selector{display:flex;gap:6px;align-items:center}
.theme-preview{width:24px;height:24px;border-radius:3px;text-align:center;cursor:pointer;background:rgb(237,241,245);color:rgb(92,114,138)}
.theme-preview.dark{background:rgb(11,22,34);color:rgb(159,173,189)}
.theme-preview.contrast{background:#fff;color:#000;border:1px solid #000}
.filters .filter-group>span{display:block;cursor:pointer}
.filters .filter-group>span.active,.filters .filter-group>a.router-link-active{font-weight:700}
[data-sim-panel][hidden]{display:none}
.not-found{text-align:center;padding:80px 0}
`;
