// AniList loads list-row covers lazily (vue-lazyload: the row's `.image` gets `lazy="loaded"`
// once it nears the viewport). The simulator does the same, so an 11,000-entry list does not
// fetch 11,000 covers: the site CSS hides a row cover's inline background until this script
// marks it loaded. Plain browser JavaScript, inlined into every page after the client script.

/** Cover elements that wait for the viewport before their background image shows. */
export const LAZY_COVER_SELECTOR = '.medialist .row .cover .image';

export const LAZY_IMAGES_SCRIPT = `(function () {
  var selector = ${JSON.stringify(`${LAZY_COVER_SELECTOR}:not([lazy])`)};
  var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      entry.target.setAttribute('lazy', 'loaded');
      observer.unobserve(entry.target);
    });
  }, { rootMargin: '600px 0px' }) : null;
  function watch(cover) {
    cover.setAttribute('lazy', 'loading');
    if (observer) observer.observe(cover); else cover.setAttribute('lazy', 'loaded');
  }
  function scan(root) {
    if (root.nodeType !== 1) return;
    if (root.matches(selector)) watch(root);
    var covers = root.querySelectorAll(selector);
    for (var i = 0; i < covers.length; i++) watch(covers[i]);
  }
  function start() {
    var content = document.querySelector('#app .page-content');
    if (!content) return;
    scan(content);
    // Only what was added: modules change rows often, and a whole-list query each time is slow.
    new MutationObserver(function (records) {
      records.forEach(function (record) { record.addedNodes.forEach(scan); });
    }).observe(content, { childList: true, subtree: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();`;
