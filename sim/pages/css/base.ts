// The site's base: AniList's 10 px root with sizes in rem (body text 1.3–1.4rem), an
// Overpass-like system font stack (no web font is downloaded), the page container, buttons,
// inputs, Element-UI dropdowns and rendered markdown. Colours come only from the theme's
// `--color-*` triplets (theme.ts), so the three themes need no rules of their own here.
export const BASE_CSS = `
html{font-size:10px;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:Overpass,-apple-system,BlinkMacSystemFont,"Segoe UI",Oxygen,Ubuntu,Cantarell,"Fira Sans","Droid Sans","Helvetica Neue",Roboto,"Noto Sans",sans-serif;font-size:1.4rem;line-height:1.4;font-weight:400;background:rgb(var(--color-background));color:rgb(var(--color-text));-webkit-font-smoothing:antialiased}
a{color:rgb(var(--color-blue));text-decoration:none;cursor:pointer}
h1,h2,h3,h4{font-weight:500;margin:0}
h2{font-size:1.4rem}
img{max-width:100%}
p{margin:0 0 1em}
input,textarea,button,select{font-family:inherit;font-size:inherit;color:inherit}
#app{min-height:100vh;display:flex;flex-direction:column}
#app>.wrap{flex:1;display:flex;flex-direction:column}
#app>.progress{position:fixed;top:0;left:0;height:2px;width:0;background:rgb(var(--color-blue));z-index:100}
.page-content{flex:1;min-height:60vh;padding-bottom:40px}
.container{max-width:1520px;margin:0 auto;padding-left:50px;padding-right:50px}
.page-content>.container{padding-top:40px}
.section-header,h2.section-header{font-size:1.4rem;font-weight:500;color:rgb(var(--color-text));margin:0 0 10px;padding-left:2px;display:flex;align-items:center;justify-content:space-between}
.section-header h2{font-size:1.4rem;font-weight:500}
.button{display:inline-block;background:rgb(var(--color-blue));color:rgb(var(--color-white));border:0;border-radius:4px;padding:9px 16px;font-size:1.3rem;font-weight:600;line-height:1.2;cursor:pointer;text-align:center;transition:box-shadow .2s}
.button:hover{box-shadow:0 3px 12px rgba(var(--color-blue),.3)}
.button.danger{background:rgb(var(--color-red))}
.button.cancel{background:transparent;color:rgb(var(--color-text-lighter))}
.load-more{margin:20px auto;padding:12px;text-align:center;font-size:1.3rem;font-weight:600;color:rgb(var(--color-text-light));background:rgb(var(--color-foreground));border-radius:4px;cursor:pointer}
.el-input,.el-select{position:relative;display:block}
.el-input__inner,.el-textarea__inner,input[type=search],input[type=text]{display:block;width:100%;height:36px;padding:0 14px;border:0;border-radius:4px;outline:0;background:rgb(var(--color-foreground));color:rgb(var(--color-text));font-size:1.3rem;box-shadow:0 4px 6px rgba(var(--color-shadow),.04),0 5px 20px rgba(var(--color-shadow),.06)}
.el-textarea__inner{height:auto;min-height:56px;padding:14px;resize:vertical;line-height:1.5}
.el-input__inner::placeholder,.el-textarea__inner::placeholder{color:rgb(var(--color-text-lighter))}
.el-input__suffix{position:absolute;right:10px;top:9px;color:rgb(var(--color-text-lighter))}
.el-dropdown{position:relative;display:inline-block}
.el-dropdown-link{cursor:pointer}
.el-dropdown-menu{position:absolute;right:0;z-index:20;min-width:140px;margin:6px 0 0;padding:8px 0;list-style:none;background:rgb(var(--color-foreground));border-radius:4px;box-shadow:0 14px 30px rgba(var(--color-shadow-blue),.15),0 4px 4px rgba(var(--color-shadow-blue),.05)}
.el-dropdown-menu__item{padding:6px 18px;font-size:1.3rem;color:rgb(var(--color-text));cursor:pointer;white-space:nowrap}
.el-dropdown-menu__item:hover,.el-dropdown-menu__item.active{color:rgb(var(--color-blue));background:rgba(var(--color-blue),.06)}
.el-dropdown-menu__item--divided{border-top:1px solid rgb(var(--color-foreground-grey-dark));margin-top:6px;padding-top:10px}
.el-tooltip{cursor:default}
.el-slider__runway{position:relative;height:4px;margin:14px 6px;border-radius:3px;background:rgb(var(--color-foreground-grey-dark))}
.el-slider__bar{position:absolute;left:0;right:0;height:4px;border-radius:3px;background:rgb(var(--color-blue))}
.el-slider__button-wrapper{position:absolute;right:-8px;top:-7px}
.el-slider__button{width:14px;height:14px;border-radius:50%;background:rgb(var(--color-white));border:2px solid rgb(var(--color-blue))}
.svg-inline--fa{display:inline-block;width:1em;height:1em;overflow:visible;vertical-align:-.125em}
.markdown{font-size:1.4rem;line-height:1.55;overflow-wrap:anywhere;word-break:break-word}
.markdown p:last-child{margin-bottom:0}
.markdown img{max-width:100%;border-radius:3px}
.markdown blockquote{margin:10px 0;padding:10px 16px;border-left:4px solid rgb(var(--color-blue-dim));background:rgb(var(--color-foreground-grey))}
.markdown code,.markdown pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.2rem;background:rgb(var(--color-foreground-grey));border-radius:3px;padding:1px 4px}
.markdown-spoiler{border-radius:3px;background:rgb(var(--color-foreground-grey-dark));cursor:pointer}
.markdown-spoiler>span{opacity:0}
.markdown-spoiler.revealed>span,.markdown-spoiler:hover>span{opacity:1}
.markdown .youtube{display:block;max-width:420px;aspect-ratio:16/9;background:rgb(var(--color-black));border-radius:3px}
.markdown .youtube iframe{display:block;width:100%;height:100%;border:0;border-radius:3px}
.markdown .media-embed{display:inline-block;padding:4px 10px;margin:4px 0;border-radius:3px;background:rgb(var(--color-foreground-grey));font-size:1.3rem}
.donator-badge{display:inline-block;margin-left:8px;padding:2px 7px;border-radius:3px;font-size:1.1rem;font-weight:700;color:rgb(var(--color-white));background:linear-gradient(90deg,rgb(var(--color-blue)),rgb(var(--color-peach)))}
.mod-badge-wrap{display:inline-block;margin-left:6px}
.mod-badge{padding:2px 6px;border-radius:3px;font-size:1.1rem;font-weight:700;color:rgb(var(--color-white));background:rgb(var(--color-green))}
.mod-badge .label{font-weight:700}
.private-badge{margin-left:8px;padding:1px 6px;border-radius:3px;font-size:1.1rem;color:rgb(var(--color-white));background:rgb(var(--color-red))}
[data-sim-panel][hidden]{display:none}
.sense-wrap{display:none}
.not-found{text-align:center;padding:120px 20px;font-size:2rem;color:rgb(var(--color-text-light))}
.empty,.no-notifications,.no-threads,.no-comments{padding:30px;text-align:center;color:rgb(var(--color-text-lighter));font-size:1.4rem}
`;
