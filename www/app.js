// Registers the service worker, announces a new version, answers a panic of the page's module,
// and in embed mode (?embed=1 inside a frame) reports the page's height to the parent page.
(function () {
  var de = (document.documentElement.lang || 'de') !== 'en';
  // A panic of the page's module (src/web/panic.rs: its hook calls this after writing the
  // message and place to the console). The module is gone, and its words with it: the user is
  // told here, in the page's language, and the page starts again from what it kept (the
  // calculator's form in the address and the browser's storage, the tournament and its player
  // table in the browser's storage), a moment later so that the notice can be read. At most once
  // a minute by itself: a panic at every start waits for the button instead of reloading without
  // end. The second module and the API answer their own panics (www/reader.js, www/api.js).
  var RESTARTED = 'wertung-restarted';
  var english = function () {
    var stored = null;
    try { stored = localStorage.getItem('wertung-lang'); } catch (e) {}
    return document.documentElement.lang === 'en' || /[?&]lang=en(&|$)/.test(location.search) || stored === 'en';
  };
  var notice = function (id, role, words, button, act) {
    if (document.getElementById(id)) return;
    var bar = document.createElement('div');
    bar.id = id;
    bar.className = 'notice-bar';
    bar.setAttribute('role', role);
    var text = document.createElement('span');
    text.textContent = words;
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = button;
    b.addEventListener('click', act);
    bar.appendChild(text);
    bar.appendChild(b);
    document.body.appendChild(bar);
  };
  // sessionStorage, where the browser gives it (a frame may refuse it).
  var kept = function (key, value) {
    try {
      if (value === undefined) return sessionStorage.getItem(key);
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch (e) {}
    return null;
  };
  window.wertungPanicked = function (module) {
    if (module !== 'calc' && module !== 'turnier') return;
    var en = english();
    var restart = function () {
      kept(RESTARTED, String(Date.now()));
      kept(RESTARTED + '-note', '1');
      location.reload();
    };
    notice('panic-banner', 'alert', en
      ? 'An error in the program stopped this page (reported in the browser\'s console). It starts again; what you typed is kept.'
      : 'Ein Fehler im Programm hat diese Seite angehalten (gemeldet in der Konsole des Browsers). Sie startet neu; Ihre Eingaben bleiben erhalten.',
    en ? 'Restart now' : 'Jetzt neu starten', restart);
    if (Date.now() - (Number(kept(RESTARTED)) || 0) > 60000) setTimeout(restart, 2500);
  };
  // The page started again after a panic: said once.
  if (kept(RESTARTED + '-note')) {
    kept(RESTARTED + '-note', null);
    var told = function () {
      var en = english();
      notice('restart-banner', 'status', en
        ? 'The page was started again after an error; what you typed is kept.'
        : 'Die Seite wurde nach einem Fehler neu gestartet; Ihre Eingaben sind erhalten.',
      en ? 'Close' : 'Schließen', function () { document.getElementById('restart-banner').remove(); });
    };
    if (document.body) told(); else addEventListener('DOMContentLoaded', told);
  }
  // Registered once the page has loaded: its install fetches every file of the release, which
  // on a slow line would share it with the page's own module on the way to the first input.
  var register = function () {
    navigator.serviceWorker.register('sw.js').then(function (reg) {
      function announce(worker) {
        if (document.getElementById('update-banner')) return;
        var bar = document.createElement('div');
        bar.id = 'update-banner';
        bar.setAttribute('role', 'status');
        var text = document.createElement('span');
        text.textContent = de ? 'Eine neue Version ist da.' : 'A new version is available.';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = de ? 'Neu laden' : 'Reload';
        button.addEventListener('click', function () {
          userAsked = true;
          worker.postMessage('skip-waiting');
        });
        bar.appendChild(text);
        bar.appendChild(button);
        document.body.appendChild(bar);
      }
      if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
      reg.addEventListener('updatefound', function () {
        var worker = reg.installing;
        if (!worker) return;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker);
        });
      });
      document.addEventListener('visibilitychange', function () {
        if (document.visibilityState === 'visible') reg.update().catch(function () {});
      });
    }).catch(function () {});
  };
  if ('serviceWorker' in navigator) {
    var userAsked = false;
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (userAsked) location.reload();
    });
    if (document.readyState === 'complete') register();
    else addEventListener('load', register);
  }
  // Before the app is ready, the static form of index.html moves on with Enter as the app does
  // (DWZ → Index → Geburtsjahr → Turnierende → the first game), so that no key typed then
  // lands in the wrong field; the app takes over the values, the field and the caret.
  // Enter after a game's result adds the next game row, as the app does (the app takes the
  // rows over in their order: src/web/calc/app/mod.rs, `typed_before_start`).
  addEventListener('keydown', function (e) {
    var f = e.target;
    if (e.key !== 'Enter' || !f.closest || !f.closest('#boot') || f.tagName !== 'INPUT') return;
    e.preventDefault();
    // Its text fields (the minifier drops their default type="text").
    var all = [].slice.call(document.querySelectorAll('#boot input:not([type=checkbox])'));
    var next = all[all.indexOf(f) + 1];
    var game = /^game-(\d+)-result$/.exec(f.id);
    if (!next && game) next = staticRow(Number(game[1]) + 1);
    if (next) next.focus();
  });
  // A copy of the static form's first game row, numbered `n`: its rating field.
  function staticRow(n) {
    var first = document.querySelector('#boot li.row');
    if (!first || n > 50) return null;
    var row = first.cloneNode(true);
    [].forEach.call(row.querySelectorAll('[id], [for], [aria-label]'), function (el) {
      ['id', 'for', 'aria-label'].forEach(function (a) {
        var v = el.getAttribute(a);
        if (v) el.setAttribute(a, v.replace(/game-1-/, 'game-' + n + '-').replace(/ 1$/, ' ' + n));
      });
    });
    [].forEach.call(row.querySelectorAll('label'), function (l) { l.textContent = l.textContent.replace(/ 1$/, ' ' + n); });
    [].forEach.call(row.querySelectorAll('input'), function (i) { i.value = ''; });
    var num = row.querySelector('.num');
    if (num) num.textContent = n;
    first.parentNode.appendChild(row);
    return row.querySelector('input');
  }
  // Files from outside the file inputs: dropped on either page (a drop zone while
  // dragging), opened with the installed app (window.launchQueue) or shared to it (sw.js keeps
  // them, ?shared=1). The tournament page takes them with www/open.js, loaded only then; on the
  // calculator they are kept in the Cache "wertung-shared" and the tournament page opened.
  var turnier = /turnier\.html$/.test(location.pathname);
  var opener = function () { return import('./open.js'); };
  if (turnier) {
    window.wertungOpen = function (files) { return opener().then(function (m) { return m.open(files); }); };
    if ('launchQueue' in window) {
      window.launchQueue.setConsumer(function (p) {
        if (p.files && p.files.length) Promise.all(p.files.map(function (h) { return h.getFile(); })).then(window.wertungOpen);
      });
    }
    if (/[?&]shared=1(&|$)/.test(location.search)) opener().then(function (m) { m.shared(); });
  }
  if ('caches' in window || turnier) {
    var h = document.documentElement, depth = 0;
    var hasFiles = function (e) { return e.dataTransfer && [].indexOf.call(e.dataTransfer.types, 'Files') >= 0; };
    document.body.setAttribute('data-drop', turnier
      ? (de ? 'Datei hier ablegen: Turnier oder Spielerliste' : 'Drop the file here: a tournament or a player list')
      : (de ? 'Datei hier ablegen: eine Spielerliste für die Namen; ein Turnier öffnet sich in der Turnierauswertung' : 'Drop the file here: a player list for the names; a tournament opens in the tournament evaluation'));
    addEventListener('dragenter', function (e) { if (hasFiles(e)) { depth++; h.classList.add('dropping'); } });
    addEventListener('dragleave', function () { if (depth > 0 && --depth === 0) h.classList.remove('dropping'); });
    addEventListener('dragover', function (e) { if (hasFiles(e)) e.preventDefault(); });
    addEventListener('drop', function (e) {
      depth = 0;
      h.classList.remove('dropping');
      var files = e.dataTransfer && e.dataTransfer.files;
      // A drop on a page's own file input is the input's.
      if (!files || !files.length || e.target.type === 'file') return;
      e.preventDefault();
      if (turnier) return window.wertungOpen(files);
      var elsewhere = function () {
        return caches.open('wertung-shared').then(function (c) {
          return Promise.all([].map.call(files, function (f, k) {
            return c.put('./shared/' + k, new Response(f, { headers: { 'x-name': encodeURIComponent(f.name) } }));
          }));
        }).then(function () { location.href = 'turnier.html?shared=1'; });
      };
      // One player list: the calculator's names take it; anything else opens in the tournament page.
      if (files.length > 1) return elsewhere();
      var file = files[0];
      opener().then(function (m) { return m.toCalculator(file); }).then(function (taken) { if (!taken) return elsewhere(); }, elsewhere);
    });
  }
  // "Als App installieren" in the footer where the browser offers it.
  addEventListener('beforeinstallprompt', function (e) {
    e.preventDefault();
    var foot = document.querySelector('footer');
    if (!foot || document.getElementById('install')) return;
    var b = document.createElement('button');
    b.type = 'button';
    b.id = 'install';
    b.textContent = de ? 'Als App installieren' : 'Install as an app';
    b.addEventListener('click', function () { e.prompt(); b.remove(); });
    foot.appendChild(b);
  });
  // "Teilen": the app's summary and the link to the share sheet, else to the clipboard, else
  // (a frame without either permission) the link selected to copy by hand; the button says
  // what happened, and nothing fails unseen.
  addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('#share');
    if (!b) return;
    var link = document.getElementById('share-link');
    var t = b.dataset.text + '\n' + (link ? link.value : '');
    var byHand = function () {
      b.textContent = document.documentElement.lang !== 'en' ? 'Bitte von Hand kopieren (markiert)' : 'Please copy by hand (selected)';
      if (link) { link.focus(); link.select(); }
    };
    var copy = function () {
      if (!navigator.clipboard || !navigator.clipboard.writeText) return byHand();
      navigator.clipboard.writeText(t).then(function () { b.textContent = b.dataset.done; }, byHand);
    };
    if (!navigator.share) return copy();
    try {
      navigator.share({ text: t }).catch(function (err) {
        // Closed by the user: nothing to say. Refused (a frame, no permission): copy instead.
        if (!err || err.name !== 'AbortError') copy();
      });
    } catch (err) { copy(); }
  });
  // The result's bar on a phone: at the foot of what is visible (above the keyboard), never
  // over the field being typed or its message. The page scrolls only to bring the field in,
  // never to push it out of view: not while the bar is not shown (display: none measures as
  // an empty box at the top), and never past the field's own top.
  var vv = window.visualViewport;
  function keep(e) {
    var bar = document.getElementById('summary'), f = document.activeElement, over = false;
    if (!bar) return;
    var shown = bar.getClientRects().length > 0;
    var sticky = shown && getComputedStyle(bar).position == 'sticky';
    bar.style.bottom = vv && sticky ? Math.max(0, innerHeight - vv.offsetTop - vv.height) + 'px' : '';
    if (!f || !f.matches || !f.matches('input, select, textarea') || f.type == 'file') return void (bar.style.visibility = '');
    var box = function () { return (f.closest('.row') || f.closest('.field') || f.closest('.namebox') || f).getBoundingClientRect(); };
    var top = vv ? vv.offsetTop : 0, foot = vv ? vv.offsetTop + vv.height : innerHeight;
    var b = sticky ? bar.getBoundingClientRect() : null;
    var r = box(), limit = b ? Math.min(b.top, foot) : foot;
    if (r.bottom > limit) {
      // Below what is visible (or under the bar): up by as much as it takes, but the field's
      // top stays in view.
      var d = Math.min(r.bottom - limit + 8, r.top - top - 8);
      if (d > 0) scrollBy(0, d);
    } else if (r.top < top && e && (e.type == 'focusin' || e.type == 'input')) {
      // Above what is visible (typed into, or reached by Tab): down until it shows.
      scrollBy(0, r.top - top - 8);
    }
    if (b) {
      r = box();
      b = bar.getBoundingClientRect();
      over = r.bottom > b.top && r.top < b.bottom;
    }
    bar.style.visibility = over ? 'hidden' : '';
  }
  var later = function (e) { requestAnimationFrame(function () { keep(e); }); };
  ['focusin', 'focusout', 'input', 'resize'].forEach(function (t) { addEventListener(t, later); });
  if (vv) ['resize', 'scroll'].forEach(function (t) { vv.addEventListener(t, function () { later(); }); });
  // The page's own size changes too (a stylesheet loaded on first use, a part shown): the bar
  // follows without waiting for the next key.
  if ('ResizeObserver' in window) new ResizeObserver(function () { later(); }).observe(document.documentElement);
  // Embedded (?embed=1 inside a frame): report the height of the content to the parent page,
  // both ways. The document's scrollHeight never falls below the frame's own height, so the
  // body's height is measured instead (closing "Erweitert" or changing the tab shrinks it).
  // The tournament page's tables and dialogs would make a frame thousands of pixels tall, with
  // a dialog in its middle far out of view: its frame keeps to the height of a screen (the
  // club's snippet to its window's, `fit`) and the page scrolls inside it.
  if (/[?&]embed=1(&|$)/.test(location.search) && window.parent !== window) {
    document.documentElement.classList.add('embedded');
    var last = 0;
    var report = function () {
      var h = Math.ceil(document.body.getBoundingClientRect().height);
      if (turnier) h = Math.min(h, screen.availHeight || h);
      if (h !== last) {
        last = h;
        window.parent.postMessage(turnier ? { type: 'wertung-height', height: h, fit: true } : { type: 'wertung-height', height: h }, '*');
      }
    };
    if ('ResizeObserver' in window) new ResizeObserver(report).observe(document.body);
    window.addEventListener('load', report);
    setTimeout(report, 500);
    // The calculator's result line in view: after the visitor typed and the result changed,
    // the club's page is asked (once per new result) to bring the line, with the field typed
    // into, into its visible part; not while the visitor scrolls over the frame (the club's
    // snippet likewise ignores it while he scrolls the club's page).
    if (!turnier) {
      var typed = false, scrolled = 0, shown = null;
      addEventListener('input', function () { typed = true; }, true);
      ['wheel', 'touchmove'].forEach(function (t) { addEventListener(t, function () { scrolled = Date.now(); }, { passive: true }); });
      var ask = function () {
        var line = document.getElementById('summary');
        var text = line ? line.textContent : '';
        if (text === shown) return;
        shown = text;
        if (!typed || !text || Date.now() - scrolled < 1000) return;
        typed = false;
        requestAnimationFrame(function () {
          var r = line.getBoundingClientRect();
          if (!r.height) return;
          var f = document.activeElement, top = r.top;
          var row = f && f !== document.body && f.closest ? (f.closest('.row') || f.closest('.field') || f) : null;
          if (row) top = Math.min(top, row.getBoundingClientRect().top);
          window.parent.postMessage({ type: 'wertung-scroll', top: Math.floor(top + scrollY), bottom: Math.ceil(r.bottom + scrollY) }, '*');
        });
      };
      new MutationObserver(ask).observe(document.body, { childList: true, subtree: true, characterData: true });
    }
  }
})();
