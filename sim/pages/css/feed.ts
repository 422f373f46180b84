// /home and every activity feed: the two-column home grid, the feed header with its
// Following/Global toggle, activity cards (list and text), replies, the "in progress" cover
// grids, review and forum thread cards (host-dom.md §2.1–2.2).
export const FEED_CSS = `
.home{display:grid;grid-template-columns:minmax(0,1fr) 450px;gap:50px}
.home.full-width{grid-template-columns:minmax(0,1fr)}
.home.full-width>.list-previews .list-preview{grid-template-columns:repeat(auto-fill,minmax(85px,1fr))}
.home>div:last-child>div+div{margin-top:30px}
.activity-feed-wrap>.section-header{height:28px;margin-bottom:12px}
.feed-select{display:flex;align-items:center;gap:14px;font-size:1.3rem}
.feed-type-toggle{display:flex;gap:4px;margin:0;padding:0;list-style:none}
.feed-type-toggle>div,.feed-type-toggle>li{padding:3px 10px;border-radius:3px;font-size:1.3rem;font-weight:500;color:rgb(var(--color-text-lighter));cursor:pointer}
.feed-type-toggle>div.active,.feed-type-toggle>li.active{color:rgb(var(--color-blue));background:rgb(var(--color-foreground))}
.feed-select .feed-filter{display:inline-block;padding:2px 6px;color:rgb(var(--color-text-lighter))}
.activity-edit{margin-bottom:24px}
.activity-edit .actions{display:flex;justify-content:flex-end;gap:10px;margin-top:10px}
.activity-edit .markdown-editor{display:flex;gap:8px;margin-top:8px}
.activity-feed{display:block}
.activity-entry{margin-bottom:16px}
.activity-entry>.wrap{position:relative;border-radius:4px;background:rgb(var(--color-foreground))}
.activity-entry .list{display:grid;grid-template-columns:80px minmax(0,1fr);min-height:110px}
.activity-entry .list>a.cover{grid-row:1/3;border-radius:4px 0 0 4px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
.activity-entry .list .details{padding:14px 110px 40px 16px;font-size:1.4rem;line-height:1.5}
.activity-entry .list .details .name{font-weight:500;color:rgb(var(--color-blue))}
.activity-entry .list .status{margin-top:4px;color:rgb(var(--color-text))}
.activity-entry .list .status::first-letter{text-transform:uppercase}
.activity-entry .list>.avatar{position:absolute;left:96px;bottom:12px;width:26px;height:26px}
.activity-entry .text{padding:16px 20px 40px}
.activity-entry .text .header,.reply .header{display:flex;align-items:center;gap:10px;margin-bottom:12px}
.activity-entry .text .header .name,.reply .header .name{font-weight:500;font-size:1.4rem;color:rgb(var(--color-blue))}
.activity-entry .text .header .arrow{color:rgb(var(--color-text-lighter))}
.activity-entry a.avatar,.reply a.avatar,.comment a.avatar{flex:none;display:inline-block;width:40px;height:40px;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
.activity-entry .activity-markdown{padding-right:60px}
.activity-entry>.wrap>.time{position:absolute;top:12px;right:14px;display:flex;align-items:center;gap:8px;font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.activity-entry .time .action{color:rgb(var(--color-text-lighter))}
.activity-entry .time .el-dropdown-link{padding:0 2px;font-size:1.2rem}
.activity-entry>.wrap>.actions{position:absolute;right:14px;bottom:12px;display:flex;align-items:center;gap:16px;font-size:1.3rem;color:rgb(var(--color-text-lighter))}
.activity-entry .actions .action{display:flex;align-items:center;gap:5px;cursor:pointer}
.activity-entry .actions .count,.like-wrap .count{margin-right:5px;font-size:1.2rem;font-weight:700}
.like-wrap{display:inline-flex;position:relative}
.like-wrap .users{display:none}
.like-wrap .button{display:flex;align-items:center;padding:0;background:none;color:inherit;font-size:1.3rem;font-weight:400;box-shadow:none}
.like-wrap .button.liked{color:rgb(var(--color-red))}
.reply-wrap{margin:2px 0 0 40px}
.activity-replies .reply{position:relative;margin-top:10px;padding:14px 18px;border-radius:4px;background:rgb(var(--color-foreground))}
.reply .header .actions{margin-left:auto;display:flex;gap:12px;font-size:1.1rem;color:rgb(var(--color-text-lighter))}
.reply-box{margin-top:14px}
.list-previews .list-preview-wrap{margin-bottom:26px}
.list-preview-wrap .section-header .size-toggle{color:rgb(var(--color-text-lighter))}
.list-previews .list-preview{display:grid;grid-template-columns:repeat(5,1fr);gap:16px;padding:16px;border-radius:4px;background:rgb(var(--color-foreground))}
.media-preview-card{position:relative;min-width:0;border-radius:3px}
.list-preview .media-preview-card .cover{display:block;position:relative;aspect-ratio:85/115;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center;overflow:hidden}
.list-preview .media-preview-card .content{display:none}
.media-preview-card .image-text{position:absolute;left:0;right:0;bottom:0;padding:5px;font-size:1.1rem;font-weight:600;color:rgb(var(--color-white));background:rgba(var(--color-overlay),.7);text-align:center}
.media-preview-card .behind-accent{position:absolute;top:0;right:0;width:8px;height:8px;border-radius:50%;background:rgb(var(--color-peach))}
.media-preview-card .image-overlay{display:none}
.media-preview-card:hover .image-overlay{display:block;position:absolute;top:0;left:0;right:0}
.media-preview-card .plus-progress{padding:4px 0;text-align:center;font-size:1.2rem;font-weight:600;color:rgb(var(--color-white));background:rgba(var(--color-blue),.9);cursor:pointer}
.review-wrap{display:grid;gap:14px}
.review-card{position:relative;display:block;min-height:86px;overflow:hidden;border-radius:4px;background:rgb(var(--color-foreground));color:rgb(var(--color-text))}
.review-card .content-link{display:block;color:inherit}
.review-card .banner{position:absolute;top:0;left:0;bottom:0;width:80px;height:auto;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover;background-position:center}
.review-card .content{margin-left:80px;padding:14px 60px 14px 18px}
.review-card .header{font-size:1.2rem;color:rgb(var(--color-text-lighter));margin-bottom:6px}
.review-card .header .title,.review-card .header .name{color:rgb(var(--color-text))}
.review-card .summary{font-size:1.3rem;line-height:1.45;color:rgb(var(--color-text-light));display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.review-card .votes{position:absolute;top:14px;right:16px;display:flex;align-items:center;gap:5px;font-size:1.2rem;color:rgb(var(--color-text-lighter))}
.forum-wrap{display:grid;gap:14px}
.thread-card{position:relative;padding:16px 20px;border-radius:4px;background:rgb(var(--color-foreground))}
.thread-card+.thread-card{margin-top:0}
.thread-card>.title{display:block;font-size:1.5rem;font-weight:500;line-height:1.35;color:rgb(var(--color-text-bright))}
.thread-card.small>.title{font-size:1.4rem}
.thread-card .body-preview{margin-top:6px;font-size:1.3rem;color:rgb(var(--color-text-lighter));white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.thread-card .footer{display:flex;align-items:center;gap:8px;margin:12px 0 0;padding:0;background:none;color:rgb(var(--color-text-lighter));font-size:1.2rem}
.thread-card .footer .avatar{flex:none;width:24px;height:24px;border-radius:3px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.thread-card .footer .name{color:rgb(var(--color-blue));font-size:1.2rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.thread-card .categories{display:flex;gap:6px;margin-left:auto}
.thread-card .category{display:inline-block;padding:3px 8px;border-radius:10px;font-size:1.05rem;font-weight:600;line-height:1.2;color:rgb(255,255,255);text-transform:lowercase;white-space:nowrap}
.thread-card.small .categories{flex-wrap:wrap;justify-content:flex-end;max-width:55%}
.thread-card .info{display:flex;gap:10px;margin-left:10px}
.thread-card .info .views::after{content:" views"}
.thread-card .info .replies::after{content:" replies"}
.thread-card.small .info{display:none}
.landing .hero{padding:120px 50px 80px;text-align:center;background:rgb(var(--color-nav));color:rgb(237,241,245)}
.landing .hero h1{font-size:3.6rem;font-weight:700;margin-bottom:16px}
.landing .hero .description{font-size:1.8rem;margin-bottom:30px;color:rgb(188,190,220)}
.landing .hero .button{font-size:1.6rem;padding:14px 34px;border-radius:30px}
.landing-section{max-width:1520px;margin:40px auto;padding:0 50px}
.landing-section h3{font-size:1.6rem;margin-bottom:14px}
.landing .results{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:24px}
.landing .media-card .cover{aspect-ratio:185/265;border-radius:4px;background-color:rgb(var(--color-foreground-grey-dark));background-size:cover}
.landing .media-card .title{margin-top:8px;font-size:1.4rem;font-weight:600;color:rgb(var(--color-text-light))}
@media (max-width:1040px){
  .home{grid-template-columns:minmax(0,1fr);gap:30px}
  .home>div:last-child{order:-1}
}
@media (max-width:760px){
  .list-previews .list-preview{grid-template-columns:repeat(5,1fr);gap:8px;padding:10px}
  .activity-entry .list{grid-template-columns:64px minmax(0,1fr)}
  .activity-entry .list .details{padding:12px 14px 40px}
  .activity-entry .list>.avatar{left:78px}
  .activity-entry .activity-markdown{padding-right:0}
  .reply-wrap{margin-left:16px}
  .thread-card .footer{flex-wrap:wrap;row-gap:8px}
  .thread-card .categories{flex-wrap:wrap}
}
`;
