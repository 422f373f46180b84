// The simulated AniList front end (runs in the browser, plain ES5-ish JS, no build step).
// Like AniList's Vue app it renders page content a little after the address changes, and it
// navigates client-side with history.pushState so a URL poll sees every change.
(function () {
  'use strict';
  if (window.__simClientStarted) return;
  window.__simClientStarted = true;

  var THEME_CLASSES = { default: '', dark: 'site-theme-dark', contrast: 'site-theme-contrast' };
  var content = document.querySelector('#app > .wrap > .page-content');
  var nav = document.getElementById('nav');
  var generation = 0;

  function lateDelay() {
    // AniList's content arrives after its API round trip: 100–300 ms here.
    return 100 + Math.floor(Math.random() * 200);
  }

  function applyTheme(theme) {
    var body = document.body;
    Object.keys(THEME_CLASSES).forEach(function (key) {
      if (THEME_CLASSES[key]) body.classList.remove(THEME_CLASSES[key]);
    });
    if (THEME_CLASSES[theme]) body.classList.add(THEME_CLASSES[theme]);
  }

  function markActiveLinks() {
    var links = document.querySelectorAll('#nav .links a.link, #nav .browse-wrap > a');
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute('href') || '';
      var active = location.pathname === href || location.pathname === href.replace(/\/$/, '');
      links[i].classList.toggle('router-link-active', active);
      links[i].classList.toggle('router-link-exact-active', active);
    }
  }

  // Relative times in AniList's words, counted from the page's clock (Date.now(), which a test may
  // fix), not from the world's start: the same units as the server's `relativeTime`
  // (sim/pages/format.ts), which wrote the first text.
  var TIME_UNITS = [[365 * 86400, 'year'], [30 * 86400, 'month'], [7 * 86400, 'week'], [86400, 'day'], [3600, 'hour'], [60, 'minute'], [1, 'second']];
  function relativeTime(seconds, now) {
    var diff = Math.max(0, now - seconds);
    if (diff < 10) return 'Just now';
    for (var i = 0; i < TIME_UNITS.length; i++) {
      var count = Math.floor(diff / TIME_UNITS[i][0]);
      if (count >= 1) return count === 1 ? '1 ' + TIME_UNITS[i][1] + ' ago' : count + ' ' + TIME_UNITS[i][1] + 's ago';
    }
    return 'Just now';
  }
  function countTimes() {
    var now = Math.floor(Date.now() / 1000);
    var times = document.querySelectorAll('[data-sim-ago]');
    for (var i = 0; i < times.length; i++) {
      var text = relativeTime(Number(times[i].getAttribute('data-sim-ago')), now);
      if (times[i].textContent !== text) times[i].textContent = text;
    }
  }

  function fetchFragment(path) {
    return fetch('/__sim/fragment?path=' + encodeURIComponent(path), { credentials: 'same-origin' })
      .then(function (response) { return response.json(); });
  }

  function show(fragment, path) {
    content.innerHTML = fragment.html; // markup the simulator escaped on the server
    content.setAttribute('data-sim-path', path);
    document.title = fragment.title + ' \u00b7 AniList';
    if (nav) nav.classList.toggle('transparent', !!fragment.navTransparent);
    if (fragment.unread === 0) {
      var dots = document.querySelectorAll('#nav .notification-dot, .mobile-nav .notification-dot');
      for (var i = 0; i < dots.length; i++) dots[i].remove();
    }
    markActiveLinks();
    exposeComponents();
    countTimes();
  }

  /**
   * AniList's Vue 2 components are reachable from their elements: `.activity-entry` and `.reply`
   * carry `__vue__.$props.id` (host-dom-2026 §3.9). Scripts read the ids from there.
   */
  function exposeComponents() {
    var kinds = [['.activity-entry[data-activity-id]', 'data-activity-id'], ['.reply[data-reply-id]', 'data-reply-id']];
    kinds.forEach(function (kind) {
      var elements = content.querySelectorAll(kind[0]);
      for (var i = 0; i < elements.length; i++) {
        elements[i].__vue__ = { $props: { id: Number(elements[i].getAttribute(kind[1])) } };
      }
    });
  }

  function currentPath() {
    return location.pathname + location.search;
  }

  /** Renders the current address: at once for "immediate" pages, otherwise a little later. */
  function render(fragment, path, mine) {
    if (mine !== generation) return;
    if (fragment.immediate) {
      show(fragment, path);
      return;
    }
    content.innerHTML = '';
    content.removeAttribute('data-sim-path');
    var wait = lateDelay() + (fragment.redirect ? 250 : 0);
    setTimeout(function () {
      if (mine !== generation) return;
      if (fragment.redirect && location.pathname !== fragment.redirect) {
        history.replaceState(history.state, '', fragment.redirect);
        path = currentPath();
      }
      show(fragment, path);
    }, wait);
  }

  function navigate(target, replace) {
    var url = new URL(target, location.href);
    if (url.origin !== location.origin) {
      location.href = url.href;
      return;
    }
    var path = url.pathname + url.search;
    var mine = ++generation;
    fetchFragment(path).then(function (fragment) {
      if (mine !== generation) return;
      if (replace) history.replaceState(null, '', url.href);
      else history.pushState(null, '', url.href);
      window.scrollTo(0, 0);
      render(fragment, path, mine);
    }, function () {
      location.href = url.href;
    });
  }

  function wantsFullLoad(url) {
    return url.origin !== location.origin || /^\/(__sim|api|graphql|mal)\//.test(url.pathname) || url.pathname === '/graphql';
  }

  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;

    var themeButton = target.closest('[data-sim-theme]');
    if (themeButton) {
      var theme = themeButton.getAttribute('data-sim-theme');
      try { localStorage.setItem('site-theme', theme); } catch (e) { /* storage may be blocked */ }
      applyTheme(theme);
      return;
    }

    var tab = target.closest('[data-sim-tab]');
    if (tab) {
      var group = tab.closest('[data-sim-tabs]');
      var scope = group ? group.closest('[data-sim-tab-scope]') || document : document;
      var name = tab.getAttribute('data-sim-tab');
      var tabs = group ? group.querySelectorAll('[data-sim-tab]') : [tab];
      for (var i = 0; i < tabs.length; i++) tabs[i].classList.toggle('active', tabs[i] === tab);
      var panels = scope.querySelectorAll('[data-sim-panel]');
      for (var j = 0; j < panels.length; j++) panels[j].hidden = panels[j].getAttribute('data-sim-panel') !== name;
      return;
    }

    // Dropdowns, selects, feeds, filters and forms: behaviours.js.
    if (target.closest('.el-dropdown-link, .el-select')) return;

    var anchor = target.closest('a[href]');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    var url = new URL(anchor.getAttribute('href'), location.href);
    if (wantsFullLoad(url)) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    navigate(url.href, false);
  });

  // Element-UI tooltips: the popper is created on first hover and linked by aria-describedby.
  document.addEventListener('mouseover', function (event) {
    var target = event.target instanceof Element ? event.target.closest('.el-tooltip[aria-describedby][data-tooltip]') : null;
    if (!target) return;
    var id = target.getAttribute('aria-describedby');
    var popper = document.getElementById(id);
    if (!popper) {
      popper = document.createElement('div');
      popper.id = id;
      popper.setAttribute('role', 'tooltip');
      popper.className = 'el-tooltip__popper is-dark';
      popper.textContent = target.getAttribute('data-tooltip');
      document.body.appendChild(popper);
    }
    popper.style.display = '';
    target.addEventListener('mouseleave', function () { popper.style.display = 'none'; }, { once: true });
  });

  window.addEventListener('popstate', function () {
    var mine = ++generation;
    var path = currentPath();
    fetchFragment(path).then(function (fragment) { render(fragment, path, mine); });
  });

  // Scripts navigate AniList through its Vue router (#app.__vue__.$router); offer the same door.
  var app = document.getElementById('app');
  if (app && !app.__vue__) {
    app.__vue__ = {
      $router: {
        push: function (to) { navigate(typeof to === 'string' ? to : to.path, false); },
        replace: function (to) { navigate(typeof to === 'string' ? to : to.path, true); },
      },
    };
  }
  window.__simNavigate = function (path) { navigate(path, false); };
  // For behaviours.js (feeds that load more in place).
  window.__simClient = { fetchFragment: fetchFragment, expose: exposeComponents, countTimes: countTimes };

  markActiveLinks();
  countTimes();
  if (content && content.hasAttribute('data-sim-pending')) {
    content.removeAttribute('data-sim-pending');
    var mine = ++generation;
    var path = currentPath();
    fetchFragment(path).then(function (fragment) { render(fragment, path, mine); });
  }
})();
