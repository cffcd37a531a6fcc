// Files given to the page "Turnierauswertung" from outside its file inputs, loaded
// by www/app.js when it is first needed: opened with the installed app (the manifest's
// file_handlers, window.launchQueue), shared to it on a phone (the manifest's share_target: sw.js
// keeps the shared files in the Cache "wertung-shared" and opens this page with ?shared=1), or
// dropped anywhere on the page. Each file goes where the page's own inputs would take it: a
// player list (a zip, or a CSV with the list's header) to "Spielerliste", anything else to the
// tournament's file input, which says what it cannot read. Nothing leaves the device.

// The page is ready for files once the app runs and its inputs are there.
function ready() {
  return new Promise(function (resolve) {
    (function check() {
      if (document.documentElement.hasAttribute('data-ready') && document.getElementById('file') && document.getElementById('list-file')) resolve();
      else setTimeout(check, 50);
    })();
  });
}
// Until the file just given is read (the load section no longer busy).
function read() {
  return new Promise(function (resolve) {
    var since = Date.now();
    (function check() {
      var busy = document.querySelector('section.load[aria-busy="true"]');
      if ((busy || Date.now() - since < 150) && Date.now() - since < 60000) setTimeout(check, 50);
      else resolve();
    })();
  });
}

// A player list by its content: a zip (the DSB's LV-x-csv.zip, FIDE's players_list.zip), a CSV
// whose first line is the list's header, or FIDE's list as text or XML; everything else is a tournament file (or not readable: the input says so).
export function isList(file) {
  return file.slice(0, 2048).arrayBuffer().then(function (buf) {
    var b = new Uint8Array(buf);
    if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 3 && b[3] === 4) return true;
    var text = new TextDecoder('latin1').decode(b);
    // FIDE's rating list: its header line, or its XML.
    if (/^\s*ID Number/.test(text) || /<playerslist/.test(text)) return true;
    var head = text.split(/\r?\n/)[0];
    return /Geburtsjahr/.test(head) && /DWZ/.test(head) && /(^|,|")(ID|ZPS|VKZ)(,|"|$)/.test(head);
  });
}

// One file, or several (the tournament's input takes several together: a Berechnungslauf).
function give(id, file) {
  var input = document.getElementById(id);
  var dt = new DataTransfer();
  [].concat(file).forEach(function (f) { dt.items.add(f); });
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

// The tournament first (several tournaments together: the Berechnungslauf), then the list
// (matched against it once the tournament is read).
export function open(files) {
  files = [].slice.call(files || []).filter(function (f) { return f && f.size !== undefined; });
  if (!files.length) return Promise.resolve();
  return Promise.all([ready(), Promise.all(files.map(isList))]).then(function (r) {
    var kinds = r[1];
    var lists = files.filter(function (_, k) { return kinds[k]; });
    var others = files.filter(function (_, k) { return !kinds[k]; });
    var chain = Promise.resolve();
    if (others.length) chain = chain.then(function () { give('file', others.length > 1 ? others : others[0]); return read(); });
    // Each list in turn (the DSB's and FIDE's may come together).
    lists.forEach(function (list) { chain = chain.then(function () { give('list-file', list); return read(); }); });
    return chain;
  });
}
// Shared to the app (phone) or dropped on the calculator: kept by sw.js or app.js in the
// Cache "wertung-shared" for this page, taken out and removed here.
export function shared() {
  history.replaceState(null, '', location.pathname);
  return caches.open('wertung-shared').then(function (cache) {
    return cache.keys().then(function (keys) {
      return Promise.all(keys.map(function (k) {
        return cache.match(k).then(function (res) {
          var name = decodeURIComponent(res.headers.get('x-name') || '');
          var text = res.headers.get('x-text');
          return (text ? res.text() : res.blob()).then(function (body) {
            return cache.delete(k).then(function () { return text ? { text: body } : { file: new File([body], name || 'datei') }; });
          });
        });
      }));
    });
  }).then(function (items) {
    var files = items.filter(function (i) { return i.file; }).map(function (i) { return i.file; });
    var text = items.filter(function (i) { return i.text; }).map(function (i) { return i.text; }).join('\n');
    var done = open(files);
    if (text) {
      done.then(ready).then(function () {
        var area = document.getElementById('paste');
        area.value = text;
        area.dispatchEvent(new Event('input', { bubbles: true }));
        area.focus();
      });
    }
  });
}

// A player list dropped on the calculator: its names' part (opened where it is not
// yet) reads it as if chosen in "Spielerliste laden". Whether the file was a list: anything
// else opens in this page (app.js).
export function toCalculator(file) {
  return isList(file).then(function (list) {
    if (!list) return false;
    var open = document.getElementById('names-open');
    if (open && !open.hidden && !document.getElementById('names-file')) open.click();
    return new Promise(function (resolve) {
      var since = Date.now();
      (function check() {
        if (document.getElementById('names-file')) { give('names-file', file); resolve(true); }
        else if (Date.now() - since > 20000) resolve(false);
        else setTimeout(check, 50);
      })();
    });
  });
}
