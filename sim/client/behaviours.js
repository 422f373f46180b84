// The simulated AniList's page behaviours (plain ES5-ish JS, no build step), after navigation.js:
// Element-UI dropdowns and selects, label tooltips, feeds and the notifications list that load
// more (Load More and the `.scroller` sentinel), feeds that reload for their toggles and type
// filter, the list page's filter column, the notifications page's filters and "Mark all as
// read", and the settings forms.
(function () {
  'use strict';
  if (window.__simBehavioursStarted) return;
  window.__simBehavioursStarted = true;

  var client = window.__simClient;

  function each(list, fn) {
    for (var i = 0; i < list.length; i++) fn(list[i], i);
  }

  function hide(element, hidden) {
    element.style.display = hidden ? 'none' : '';
  }

  // ---- dropdowns (.el-dropdown) and selects (.el-select) --------------------------------------

  function menuOf(link) {
    var id = link.getAttribute('aria-controls');
    var menu = id ? document.getElementById(id) : null;
    if (menu) return menu;
    var dropdown = link.closest('.el-dropdown');
    return dropdown ? dropdown.querySelector('.el-dropdown-menu') : null;
  }

  function closeMenus(except) {
    each(document.querySelectorAll('.el-dropdown-menu, .el-select-dropdown'), function (menu) {
      if (menu !== except && menu.style.display !== 'none') hide(menu, true);
    });
  }

  function toggle(menu) {
    var opening = menu.style.display === 'none';
    closeMenus(opening ? menu : null);
    hide(menu, !opening);
  }

  // ---- feeds ----------------------------------------------------------------------------------

  /** The address of a feed page: this page with the wrap's toggle, type and page number. */
  function feedPath(wrap, page) {
    var params = new URLSearchParams(location.search);
    var feed = wrap.querySelector('[data-sim-feed].active');
    var type = wrap.querySelector('[data-sim-feed-type].active');
    if (feed) { if (feed.getAttribute('data-sim-feed') === 'global') params.set('feed', 'global'); else params.delete('feed'); }
    if (type && type.getAttribute('data-sim-feed-type') !== 'all') params.set('type', type.getAttribute('data-sim-feed-type'));
    else params.delete('type');
    if (page > 1) params.set('page', String(page)); else params.delete('page');
    var query = params.toString();
    return location.pathname + (query ? '?' + query : '');
  }

  // Paged lists: activity feeds and the notifications list. Each sits in a wrap with a marker
  // `[data-sim-next-page]` (a feed's Load More, the notifications' `.scroller`) while pages remain.
  // Browse's media results load on scroll too (`.preview-section` with `.results.media`).
  var PAGED_WRAPS = '.activity-feed-wrap, .notifications-feed, .search-page-unscoped .preview-section';
  var PAGED_LISTS = '.activity-feed, .notifications, .results.media';

  /**
   * Fetches a list page and appends its entries (or replaces them when `replace`). A replace (a
   * feed chosen, or chosen again) wins over a page still loading, whose entries are then dropped,
   * as AniList's query for the new feed supersedes the old one's; a further page waits its turn.
   */
  var loadsStarted = 0;
  function loadFeed(wrap, page, replace) {
    if (wrap.hasAttribute('data-sim-loading') && !replace) return;
    var feed = wrap.querySelector(PAGED_LISTS);
    if (!feed) return;
    var load = ++loadsStarted;
    wrap.setAttribute('data-sim-load', String(load));
    wrap.setAttribute('data-sim-loading', '');
    var latest = function () { return wrap.getAttribute('data-sim-load') === String(load); };
    client.fetchFragment(feedPath(wrap, page)).then(function (fragment) {
      if (!latest()) return;
      var doc = new DOMParser().parseFromString(fragment.html, 'text/html');
      var next = doc.querySelector(PAGED_LISTS);
      var more = doc.querySelector('[data-sim-next-page]');
      if (replace) feed.innerHTML = '';
      while (next && next.firstChild) feed.appendChild(document.adoptNode(next.firstChild));
      var old = wrap.querySelector('[data-sim-next-page]');
      // The next Load More goes where the last one was (below the side column on media social).
      if (more && old) old.replaceWith(document.adoptNode(more));
      else if (old) old.remove();
      else if (more) feed.insertAdjacentElement('afterend', document.adoptNode(more));
      var filter = wrap.querySelector('.filters a.router-link-active[data-sim-filter]');
      if (filter) filterNotifications(filter); // appended notifications follow the chosen filter
      client.expose();
      client.countTimes();
    }).finally(function () {
      if (latest()) wrap.removeAttribute('data-sim-loading');
    });
  }

  function loadMore(button) {
    var wrap = button.closest(PAGED_WRAPS) || button.parentElement;
    loadFeed(wrap, Number(button.getAttribute('data-sim-next-page')) || 2, false);
  }

  function choose(option, attribute) {
    var group = option.parentElement;
    each(group.querySelectorAll('[' + attribute + ']'), function (item) { item.classList.toggle('active', item === option); });
  }

  // The sentinel below a feed or the notifications list: reaching it loads the next page, as
  // AniList's infinite scroll does.
  var scrollPending = false;
  function checkScroller() {
    scrollPending = false;
    each(document.querySelectorAll('.activity-feed-wrap .scroller, .notifications-feed .scroller, .search-page-unscoped .preview-section > .scroller'), function (scroller) {
      var wrap = scroller.closest(PAGED_WRAPS);
      var marker = wrap.querySelector('[data-sim-next-page]');
      if (marker && scroller.getBoundingClientRect().top < window.innerHeight + 200) loadMore(marker);
    });
  }
  window.addEventListener('scroll', function () {
    if (scrollPending) return;
    scrollPending = true;
    setTimeout(checkScroller, 100);
  }, { passive: true });

  // ---- the list page's filter column ------------------------------------------------------------

  function selectedValue(root, kind) {
    var item = root.querySelector('.el-select.' + kind + ' .el-select-dropdown__item.selected');
    return item ? item.getAttribute('data-value') : '';
  }

  function applyListFilters(root) {
    var input = root.querySelector('.entry-filter input');
    var text = input ? input.value.trim().toLowerCase() : '';
    var format = selectedValue(root, 'format-filter');
    var status = selectedValue(root, 'status-filter');
    var genre = selectedValue(root, 'genre-filter');
    var slider = root.querySelector('.el-slider');
    var year = slider ? slider.getAttribute('aria-valuenow') || '' : '';
    each(root.querySelectorAll('.list-wrap'), function (wrap) {
      var shown = 0;
      each(wrap.querySelectorAll('[data-sim-facts]'), function (row) {
        var facts = row.getAttribute('data-sim-facts').split(' ');
        var link = row.querySelector('.title a');
        // AniList's filter box matches titles and the owner's notes (`.notes[label]`).
        var notes = row.querySelector('.notes');
        var ok = (!text || (link ? link.textContent.toLowerCase().indexOf(text) >= 0 : false)
          || (notes ? (notes.getAttribute('label') || '').toLowerCase().indexOf(text) >= 0 : false))
          && (!format || facts[0] === format)
          && (!status || facts[1] === status)
          && (!year || facts[2] === year)
          && (!genre || (',' + (facts[3] || '') + ',').indexOf(',' + genre + ',') >= 0);
        hide(row, !ok);
        if (ok) shown++;
      });
      hide(wrap, shown === 0);
    });
  }

  function setYear(root, slider, year) {
    var min = Number(slider.getAttribute('aria-valuemin'));
    var max = Number(slider.getAttribute('aria-valuemax'));
    var heading = slider.previousElementSibling;
    var ratio = year === null ? 0 : (year - min) / (max - min);
    if (year === null) slider.removeAttribute('aria-valuenow');
    else slider.setAttribute('aria-valuenow', String(year));
    var bar = slider.querySelector('.el-slider__bar');
    var button = slider.querySelector('.el-slider__button-wrapper');
    if (bar) bar.style.width = ratio * 100 + '%';
    if (button) button.style.left = ratio * 100 + '%';
    // host-dom §2.4: the heading's first child's text is the year; no child when unset.
    if (heading) {
      heading.innerHTML = '';
      if (year !== null) {
        var label = document.createElement('span');
        label.textContent = String(year);
        heading.appendChild(label);
      }
    }
    applyListFilters(root);
  }

  function yearAt(slider, clientX) {
    var runway = slider.querySelector('.el-slider__runway') || slider;
    var rect = runway.getBoundingClientRect();
    var min = Number(slider.getAttribute('aria-valuemin'));
    var max = Number(slider.getAttribute('aria-valuemax'));
    var ratio = rect.width > 0 ? Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) : 0;
    return Math.round(min + ratio * (max - min));
  }

  document.addEventListener('input', function (event) {
    var input = event.target instanceof Element ? event.target.closest('.entry-filter input') : null;
    var root = input ? input.closest('.medialist') : null;
    if (root) applyListFilters(root);
  });

  // ---- notifications ----------------------------------------------------------------------------

  function filterNotifications(link) {
    var page = link.closest('.notifications-feed');
    if (!page) return;
    var group = link.getAttribute('data-sim-filter');
    each(page.querySelectorAll('[data-sim-filter]'), function (other) {
      var active = other === link;
      other.classList.toggle('router-link-active', active);
      other.classList.toggle('router-link-exact-active', active);
    });
    each(page.querySelectorAll('.notification'), function (item) {
      hide(item, group !== 'All' && item.getAttribute('data-sim-group') !== group);
    });
  }

  // AniList's "Mark all as read" tells the API (the site's own session; here the viewer's token,
  // carried like the settings forms' since the simulator's API has no cookie session).
  function markAllRead(button) {
    each(document.querySelectorAll('.notifications .notification.unread'), function (item) { item.classList.remove('unread'); });
    each(document.querySelectorAll('#nav .notification-dot, .mobile-nav .notification-dot'), function (dot) { dot.remove(); });
    var feed = button.closest('.notifications-feed');
    var token = feed && feed.getAttribute('data-sim-token');
    if (!token) return;
    fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer ' + token },
      body: JSON.stringify({ query: 'query ResetNotificationCount { Notification(resetNotificationCount: true) { __typename } }' }),
    }).catch(function () { /* the marks are gone either way, as on AniList */ });
  }

  // ---- settings forms ---------------------------------------------------------------------------

  var NESTED_INPUTS = { animeListOptions: 'MediaListOptionsInput', mangaListOptions: 'MediaListOptionsInput' };

  function fieldValue(control) {
    var type = control.getAttribute('data-sim-type');
    if (type === 'Boolean') return control.checked;
    if (type === 'Int') return Number(control.value);
    if (type === '[String]') return control.value.split('\n').map(function (line) { return line.trim(); }).filter(Boolean);
    return control.value;
  }

  /** UpdateUser with every field of the form; nested list options go in as their input objects. */
  function saveSettings(button) {
    var form = button.closest('.sim-settings-form');
    var status = form.querySelector('.save-status');
    var variables = {};
    var types = {};
    each(form.querySelectorAll('[data-sim-field]'), function (control) {
      var name = control.getAttribute('data-sim-field');
      if (!name || (control.type === 'radio' && !control.checked)) return;
      var dot = name.indexOf('.');
      if (control.getAttribute('data-sim-type') === '[NotificationOptionInput]') {
        variables[name] = variables[name] || [];
        variables[name].push({ type: control.getAttribute('data-sim-notification'), enabled: control.checked });
        types[name] = '[NotificationOptionInput]';
      } else if (dot > 0) {
        var top = name.slice(0, dot);
        variables[top] = variables[top] || {};
        variables[top][name.slice(dot + 1)] = fieldValue(control);
        types[top] = NESTED_INPUTS[top];
      } else {
        variables[name] = fieldValue(control);
        types[name] = control.getAttribute('data-sim-type');
      }
    });
    var names = Object.keys(variables);
    var query = 'mutation (' + names.map(function (n) { return '$' + n + ': ' + types[n]; }).join(', ') + ') { UpdateUser('
      + names.map(function (n) { return n + ': $' + n; }).join(', ') + ') { id } }';
    status.textContent = 'Saving…';
    fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer ' + form.getAttribute('data-sim-token') },
      body: JSON.stringify({ query: query, variables: variables }),
    }).then(function (response) { return response.json(); }).then(function (body) {
      status.textContent = body.errors && body.errors.length ? body.errors[0].message : 'Saved';
    }, function () {
      status.textContent = 'Could not save';
    });
  }

  document.addEventListener('change', function (event) {
    var box = event.target instanceof Element ? event.target.closest('.el-checkbox input, .el-radio input') : null;
    if (!box) return;
    var scope = box.type === 'radio' ? box.closest('.sim-settings-form') || document : null;
    var boxes = scope ? scope.querySelectorAll('input[name="' + box.name + '"]') : [box];
    each(boxes, function (item) {
      var label = item.closest('.el-checkbox, .el-radio');
      if (label) label.classList.toggle('is-checked', item.checked);
      var inner = item.closest('.el-checkbox__input');
      if (inner) inner.classList.toggle('is-checked', item.checked);
    });
  });

  // ---- clicks (capture phase: runs before navigation.js, which skips what is prevented here) ----

  document.addEventListener('click', function (event) {
    if (event.button !== 0) return;
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;

    var link = target.closest('.el-dropdown-link');
    if (link) {
      var menu = menuOf(link);
      if (menu) toggle(menu);
      return;
    }

    // A link in an open menu (the nav's user menu) closes it on the way.
    if (target.closest('.el-dropdown-menu a')) closeMenus(null);

    var item = target.closest('.el-dropdown-menu__item');
    if (item) {
      var owner = item.closest('.el-dropdown-menu');
      if (item.hasAttribute('data-sim-feed-type')) {
        choose(item, 'data-sim-feed-type');
        var feedWrap = item.closest('.activity-feed-wrap');
        if (feedWrap) loadFeed(feedWrap, 1, true);
      }
      if (owner) hide(owner, true);
      return;
    }

    // The media sidebar's "+" opens the tag-add dialog; its close button or the backdrop closes it.
    var addTag = target.closest('.media .sidebar .tags .add-icon');
    if (addTag) {
      var tagDialog = addTag.parentElement.querySelector('.tag-dialog');
      if (tagDialog) hide(tagDialog, false);
      return;
    }
    if (target.closest('.tag-dialog .el-dialog__headerbtn') || target.classList.contains('tag-dialog')) {
      hide(target.closest('.tag-dialog'), true);
      return;
    }

    var select = target.closest('.el-select[data-sim-filter]');
    if (select) {
      var option = target.closest('.el-select-dropdown__item');
      var dropdown = select.querySelector('.el-select-dropdown');
      if (option) {
        each(select.querySelectorAll('.el-select-dropdown__item'), function (other) { other.classList.toggle('selected', other === option); });
        select.querySelector('input').value = option.getAttribute('data-value') ? option.textContent : '';
        if (dropdown) hide(dropdown, true);
        var list = select.closest('.medialist');
        if (list) applyListFilters(list);
      } else if (dropdown) {
        toggle(dropdown);
      }
      return;
    }
    if (!target.closest('.el-dropdown, .el-select')) closeMenus(null);

    var feedToggle = target.closest('[data-sim-feed], li[data-sim-feed-type]');
    if (feedToggle) {
      event.preventDefault();
      choose(feedToggle, feedToggle.hasAttribute('data-sim-feed') ? 'data-sim-feed' : 'data-sim-feed-type');
      var wrap = feedToggle.closest('.activity-feed-wrap');
      if (wrap) loadFeed(wrap, 1, true);
      return;
    }

    var more = target.closest('.load-more[data-sim-next-page]');
    if (more) {
      loadMore(more);
      return;
    }

    var slider = target.closest('.el-slider');
    if (slider && !target.closest('.hohStepper')) {
      var root = slider.closest('.medialist');
      if (root) setYear(root, slider, yearAt(slider, event.clientX));
      return;
    }
    var heading = target.closest('.year-heading');
    if (heading && heading.nextElementSibling && heading.nextElementSibling.matches('.el-slider')) {
      var listRoot = heading.closest('.medialist');
      if (listRoot) setYear(listRoot, heading.nextElementSibling, null);
      return;
    }
    var clear = target.closest('.entry-filter .el-icon-circle-close');
    if (clear) {
      var entryInput = clear.closest('.entry-filter').querySelector('input');
      entryInput.value = '';
      entryInput.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }

    var filter = target.closest('.notifications-feed a[data-sim-filter]');
    if (filter) {
      event.preventDefault();
      filterNotifications(filter);
      return;
    }
    var reset = target.closest('.notifications-feed .reset-btn');
    if (reset) {
      markAllRead(reset);
      return;
    }

    var save = target.closest('.sim-settings-form [data-sim-save]');
    if (save) saveSettings(save);
  }, true);

  // ---- home: the in-progress preview's size toggle ----------------------------------------------

  // AniList's `.size-toggle` (host-dom.md §2.1): expanding gives `.home` the class `full-width`
  // and draws `.list-previews` across the page above the feed; compressing puts it back at the
  // top of the right column. The icon swaps between fa-expand and fa-compress.
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest('.list-previews .size-toggle') : null;
    var home = target ? target.closest('.home') : null;
    var previews = target ? target.closest('.list-previews') : null;
    if (!home || !previews) return;
    var expanding = !home.classList.contains('full-width');
    home.classList.toggle('full-width', expanding);
    each(previews.querySelectorAll('.size-toggle'), function (icon) {
      icon.classList.toggle('fa-compress', expanding);
      icon.classList.toggle('fa-expand', !expanding);
      icon.setAttribute('data-icon', expanding ? 'compress' : 'expand');
    });
    var right = home.querySelector(':scope > .activity-feed-wrap + div');
    if (expanding) home.insertBefore(previews, home.firstChild);
    else if (right) right.insertBefore(previews, right.firstChild);
  });

  // AniList's own +1 on an in-progress card: saves progress + 1 by entry id and redraws the card's
  // "Progress: N/M" line and its "N +" button (the next episode).
  document.addEventListener('click', function (event) {
    var plus = event.target instanceof Element ? event.target.closest('.list-previews .media-preview-card .plus-progress') : null;
    var card = plus ? plus.closest('.media-preview-card') : null;
    var previews = plus ? plus.closest('.list-previews') : null;
    if (!card || !previews || card.__simSaving) return;
    event.preventDefault();
    var line = card.querySelector('.info > div');
    var match = line ? /Progress: (\d+)/.exec(line.textContent) : null;
    if (!match) return;
    var progress = Number(match[1]) + 1;
    var total = card.getAttribute('data-sim-total');
    card.__simSaving = true;
    fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer ' + previews.getAttribute('data-sim-token') },
      body: JSON.stringify({
        query: 'mutation ($id: Int, $progress: Int) { SaveMediaListEntry(id: $id, progress: $progress) { id progress } }',
        variables: { id: Number(card.getAttribute('data-sim-entry')), progress: progress },
      }),
    }).then(function (response) { return response.json(); }).then(function (answer) {
      var saved = answer && answer.data && answer.data.SaveMediaListEntry;
      if (!saved) return;
      line.textContent = 'Progress: ' + saved.progress + (total ? '/' + total : '');
      plus.textContent = saved.progress + 1 + ' +';
    }).finally(function () { card.__simSaving = false; });
  }, true);

  // ---- tooltips ---------------------------------------------------------------------------------

  // `.has-label[label]`: AniList shows the label in a dark tooltip above the icon on hover.
  document.addEventListener('mouseover', function (event) {
    var target = event.target instanceof Element ? event.target.closest('.has-label[label]') : null;
    if (!target || target.__simTooltip) return;
    var popper = document.createElement('div');
    popper.className = 'el-tooltip__popper is-dark sim-label-tooltip';
    popper.setAttribute('role', 'tooltip');
    popper.textContent = target.getAttribute('label');
    var rect = target.getBoundingClientRect();
    popper.style.position = 'absolute';
    popper.style.left = rect.left + window.scrollX + 'px';
    popper.style.top = rect.top + window.scrollY - 30 + 'px';
    document.body.appendChild(popper);
    target.__simTooltip = popper;
    target.addEventListener('mouseleave', function () {
      popper.remove();
      target.__simTooltip = null;
    }, { once: true });
  });

  // Media description "Read More" (host-dom.md §2.7 `.description-length-toggle`): the full
  // description shows and the toggle goes away, as on AniList.
  document.addEventListener('click', function (event) {
    var toggle = event.target instanceof Element ? event.target.closest('.description-length-toggle') : null;
    if (!toggle) return;
    var description = toggle.parentElement && toggle.parentElement.querySelector('.description');
    if (description) description.classList.add('sim-expanded');
    toggle.remove();
  });

  // The media social tab's notes buttons (AniList since 2026-09): a click (or Enter) on a follow
  // row's `.notes` opens the expanded view with the note rendered as markdown; the row's link is
  // not followed. Close with the button, a click outside or Escape.
  function openNotes(button) {
    var source = button.parentElement && button.parentElement.querySelector('.notes-markdown');
    var old = document.querySelector('.sim-notes-dialog');
    if (old) old.remove();
    var wrapper = document.createElement('div');
    wrapper.className = 'el-dialog__wrapper sim-notes-dialog';
    wrapper.innerHTML = '<div class="el-dialog" role="dialog" aria-label="Notes"><div class="el-dialog__header"><span class="el-dialog__title">Notes</span><button type="button" class="el-dialog__headerbtn" aria-label="Close">×</button></div><div class="el-dialog__body"><div class="markdown"></div></div></div>';
    if (source) wrapper.querySelector('.markdown').innerHTML = source.innerHTML; // allow-listed on the server
    document.body.appendChild(wrapper);
    wrapper.querySelector('.el-dialog__headerbtn').focus();
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var dialog = document.querySelector('.sim-notes-dialog');
    if (dialog && (target.closest('.el-dialog__headerbtn') || !target.closest('.el-dialog'))) {
      if (!target.closest('.following .notes')) { dialog.remove(); return; }
    }
    var button = target.closest('.following .notes');
    if (!button) return;
    event.preventDefault();
    openNotes(button);
  }, true); // capture: the row is a link, and the router must not follow it
  document.addEventListener('keydown', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (event.key === 'Escape') {
      var dialog = document.querySelector('.sim-notes-dialog');
      if (dialog) dialog.remove();
      return;
    }
    if (event.key === 'Enter' && target && target.matches('.following .notes')) {
      event.preventDefault();
      openNotes(target);
    }
  }, true);

  // ---- YouTube players ----------------------------------------------------------------------------

  // AniList's markdown leaves `span.youtube` with the video id as its id (host-dom-2026 §2.2); its
  // front end puts YouTube's player inside, an iframe of the embed page without `allowfullscreen`
  // (host-dom.md §1: adding that attribute to `.youtube iframe` is what 'youtubeFullscreen' does).
  // Feeds and replies arrive later, so new spans are watched for.
  function addPlayers() {
    each(document.querySelectorAll('.markdown span.youtube[id]'), function (span) {
      if (span.querySelector('iframe') || !/^[\w-]{6,15}$/.test(span.id)) return;
      var frame = document.createElement('iframe');
      frame.src = 'https://www.youtube.com/embed/' + span.id;
      frame.setAttribute('frameborder', '0');
      frame.title = 'YouTube video player';
      span.appendChild(frame);
    });
  }
  addPlayers();
  new MutationObserver(addPlayers).observe(document.body, { childList: true, subtree: true });
})();
