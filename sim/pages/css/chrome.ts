// The nav bar (dark blue #2b2d42 / #152232, transparent over banners), the mobile hamburger
// and the footer with the theme swatches (host-dom.md §1.2–1.3, host-dom-2026.md §1.1–1.2).
export const CHROME_CSS = `
#nav{position:relative;z-index:50;height:68px;background:rgb(var(--color-nav));color:rgb(188,190,220);transition:background .3s}
#nav.transparent{position:absolute;top:0;left:0;right:0;background:rgba(var(--color-nav),.5)}
#nav.transparent:hover{background:rgb(var(--color-nav))}
#nav .wrap{display:grid;grid-template-columns:auto 1fr auto auto;align-items:center;gap:30px;max-width:1520px;height:100%;margin:0 auto;padding:0 50px}
#nav .logo{display:flex;align-items:center;height:50px;color:rgb(61,180,242);font-size:2.2rem;font-weight:800;letter-spacing:-.02em}
#nav .links{display:flex;align-items:center;justify-content:center;gap:0;height:100%}
#nav .links a.link,#nav .browse-wrap>a{display:block;padding:0 16px;line-height:68px;font-size:1.4rem;font-weight:600;color:rgb(188,190,220);transition:color .2s}
#nav .links a.link:hover,#nav .links a.router-link-active{color:rgb(237,241,245)}
#nav .browse-wrap{position:relative}
#nav .browse-wrap .dropdown{display:none;position:absolute;top:60px;left:50%;transform:translateX(-50%);width:360px;padding:20px;border-radius:6px;background:rgb(var(--color-foreground));box-shadow:0 14px 30px rgba(var(--color-shadow-blue),.15)}
#nav .browse-wrap:hover .dropdown{display:block}
#nav .browse-wrap .dropdown a{display:block;padding:4px 0;font-size:1.3rem;color:rgb(var(--color-text))}
#nav .browse-wrap .secondary-links{display:flex;gap:12px;margin-bottom:8px}
#nav .browse-wrap .secondary-links a{font-size:1.2rem;color:rgb(var(--color-text-lighter))}
#nav .browse-wrap .dropdown>.footer{display:flex;gap:16px;margin:10px 0 0;padding:10px 0 0;background:none;border-top:1px solid rgb(var(--color-foreground-grey-dark))}
#nav .search{display:flex;align-items:center;gap:8px;font-size:1.4rem;font-weight:600;color:rgb(188,190,220);cursor:pointer}
#nav .search::before{content:"";width:14px;height:14px;border:2px solid currentColor;border-radius:50%;box-sizing:border-box}
#nav .search .search-label{display:none}
#nav .user{display:flex;align-items:center;gap:10px;position:relative}
#nav .user .el-dropdown-link{display:flex;align-items:center;gap:6px}
#nav .user .avatar{display:block;width:40px;height:40px;border-radius:4px;object-fit:cover;background:rgb(var(--color-foreground-grey-dark))}
#nav .user .chevron{font-size:1.2rem;color:rgb(188,190,220)}
#nav .user .el-dropdown-menu{top:48px;min-width:160px}
#nav .user .el-dropdown-menu .link{display:block;padding:8px 18px;font-size:1.3rem;color:rgb(var(--color-text))}
#nav .notification-dot{position:absolute;top:-4px;left:-10px;min-width:18px;padding:0 5px;border-radius:9px;background:rgb(var(--color-red));color:rgb(var(--color-white));font-size:1.1rem;font-weight:700;line-height:18px;text-align:center}
#nav .guest-links{display:flex;align-items:center;gap:16px}
#nav .guest-links .link{font-size:1.4rem;font-weight:600;color:rgb(188,190,220)}
#nav .guest-links .signup{padding:8px 14px;border-radius:4px;background:rgb(var(--color-blue));color:rgb(var(--color-white))}
.mobile-nav{display:none}
.footer{margin-top:auto;padding:50px 0 60px;background:rgb(17,22,29);color:rgb(188,190,220)}
.footer .container{display:flex;justify-content:space-between;flex-wrap:wrap;gap:40px}
.footer h2{font-size:1.6rem;font-weight:600;color:rgb(188,190,220);margin-bottom:14px}
.footer .links{display:flex;gap:80px}
.footer .links section{display:flex;flex-direction:column;gap:10px}
.footer .links a{font-size:1.4rem;font-weight:600;color:rgb(188,190,220)}
.footer .links a:hover{color:rgb(var(--color-blue))}
.theme-selector{display:flex;flex-wrap:wrap;align-items:center;align-content:flex-start;gap:8px;max-width:240px}
.theme-selector h2{flex-basis:100%}
.theme-preview{width:26px;height:26px;border-radius:3px;font-size:1.3rem;font-weight:700;line-height:26px;text-align:center;cursor:pointer;background:rgb(237,241,245);color:rgb(92,114,138)}
.theme-preview.dark{background:rgb(11,22,34);color:rgb(159,173,189)}
.theme-preview.contrast{background:rgb(255,255,255);color:rgb(0,0,0);border:1px solid rgb(0,0,0)}
@media (max-width:1040px){
  #nav .wrap{padding:0 20px;gap:10px}
  #nav .links a.link,#nav .browse-wrap>a{padding:0 8px}
}
@media (max-width:760px){
  #nav{display:none}
  .mobile-nav{display:block;position:fixed;right:20px;bottom:20px;z-index:60}
  .mobile-nav .hamburger{position:relative;width:52px;height:52px;border-radius:50%;background:rgb(var(--color-nav));color:rgb(237,241,245);font-size:2.2rem;line-height:52px;text-align:center;box-shadow:0 4px 12px rgba(var(--color-shadow-dark),.3);cursor:pointer}
  .mobile-nav .notification-dot{position:absolute;top:0;right:0;min-width:18px;padding:0 4px;border-radius:9px;background:rgb(var(--color-red));color:rgb(var(--color-white));font-size:1.1rem;line-height:18px}
  .mobile-nav .menu{display:none}
  .mobile-nav.open .menu{display:grid;position:absolute;right:0;bottom:64px;gap:4px;padding:12px;border-radius:6px;background:rgb(var(--color-foreground));box-shadow:0 14px 30px rgba(var(--color-shadow-blue),.2)}
  .mobile-nav .menu a{padding:6px 12px;font-size:1.4rem}
  .footer{padding:30px 0 90px}
  .footer .links{gap:30px;flex-wrap:wrap}
  .container{padding-left:15px;padding-right:15px}
  .page-content>.container{padding-top:20px}
}
`;
