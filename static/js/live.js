// Live pages: a websocket that reconnects by itself (with backoff) and re-renders on each message.
(function () {
  "use strict";

  function connect(path, onMessage, statusEl) {
    var delay = 500, connected = false;
    function open() {
      var scheme = location.protocol === "https:" ? "wss://" : "ws://";
      var ws = new WebSocket(scheme + location.host + path);
      ws.onopen = function () {
        delay = 500;
        connected = true;
        if (statusEl) statusEl.textContent = "Live: updates appear without reloading.";
      };
      ws.onmessage = function (event) { onMessage(JSON.parse(event.data)); };
      ws.onclose = function (event) {
        if (event.code === 4404) { if (statusEl) statusEl.textContent = "Not found."; return; }
        // Until a first connection the page's "Connecting…" stands: nothing was lost yet.
        if (statusEl && connected) statusEl.textContent = "Reconnecting…";
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 10000);
      };
    }
    open();
  }

  function cell(row, text) {
    var td = document.createElement("td");
    td.textContent = text;
    row.appendChild(td);
    return td;
  }

  function span(className, text) {
    var el = document.createElement("span");
    el.className = className;
    el.textContent = text;
    return el;
  }

  function link(text, href) {
    var a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    return a;
  }

  function number(value, unit) { return value.toFixed(unit === "x" ? 2 : 1); }

  // As the server's thousands filter (portal/web/templatetags/numbers.py): value × scale as a
  // whole number, commas between its thousands; "" for what is not a number.
  function thousands(value, scale) {
    if (typeof value !== "number" || !isFinite(value)) return "";
    return (value * (scale || 1)).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }

  // The cells below are drawn as the server draws them (portal/web/templatetags/leaderboard.py);
  // a browser test holds the two to the same output.
  // A metric cell: its value, then the distances to its 95% interval's bounds as value^{+up}_{-down}
  // (the bounds in the tooltip).
  function metricCell(metrics, th) {
    var td = document.createElement("td"), unit = th.dataset.unit, value = metrics[th.dataset.key];
    if (th.classList.contains("primary")) td.className = "primary";
    else if (th.classList.contains("secondary")) td.className = "secondary";
    if (typeof value !== "number") { td.dataset.value = ""; td.textContent = "—"; return td; }
    td.dataset.value = String(value);
    td.textContent = number(value, unit) + (unit === "x" ? "×" : "");
    var ci = th.dataset.ci ? metrics[th.dataset.ci] : null;
    if (!(ci && ci.length === 2 && typeof ci[0] === "number" && typeof ci[1] === "number")) return td;
    var lo = ci[0], hi = ci[1], box = span("ci", ""), up = number(hi - value, unit), down = number(value - lo, unit);
    td.title = "95% interval " + number(lo, unit) + " to " + number(hi, unit);
    if (lo <= value && value <= hi && up === down) box.textContent = "±" + up;
    else if (lo <= value && value <= hi) {
      var sup = document.createElement("sup"), sub = document.createElement("sub");
      sup.textContent = "+" + up;
      sub.textContent = "−" + down;
      box.appendChild(sup);
      box.appendChild(sub);
    } else box.textContent = number(lo, unit) + "–" + number(hi, unit);
    td.appendChild(box);
    return td;
  }

  // The model cell's second line: size, weights, base model · team (submitter).
  function about(r) {
    var facts = [], parts = [], small = document.createElement("small"), m = r.model;
    if (m.parameters_b) facts.push(String(m.parameters_b) + "B");
    if (m.open_weights === true || m.open_weights === false) facts.push(m.open_weights ? "open weights" : "closed");
    if (m.base_model) facts.push("from " + m.base_model);
    if (facts.length) parts.push(document.createTextNode(facts.join(", ")));
    parts.push(document.createTextNode(r.team.name + (r.team.name !== r.submitter ? " (" + r.submitter + ")" : "")));
    small.className = "about";
    parts.forEach(function (part, i) {
      if (i) small.appendChild(document.createTextNode(" · "));
      small.appendChild(part);
    });
    return small;
  }

  function columnHeads(table) { return table.tHead.querySelector("tr.columns").cells; }

  function renderRows(table, rows) {
    var body = table.querySelector("tbody.rows"), heads = columnHeads(table);
    body.textContent = "";
    if (!rows.length) {
      var empty = document.createElement("tr");
      empty.className = "empty";
      cell(empty, "No results yet.");
      empty.firstChild.colSpan = heads.length;
      body.appendChild(empty);
    }
    rows.forEach(function (r) {
      var tr = document.createElement("tr");
      tr.dataset.submission = r.submission;
      cell(tr, r.rank).dataset.value = r.rank;
      var name = document.createElement("td");
      name.className = "model";
      name.appendChild(r.public ? link(r.model_name, "/submissions/" + r.submission + "/") : document.createTextNode(r.model_name));
      if (r.model.paper_url) {
        var paper = link("[paper]", r.model.paper_url);
        paper.rel = "nofollow noopener";
        paper.setAttribute("aria-label", "paper or code of " + r.model_name);
        name.appendChild(document.createTextNode(" "));
        name.appendChild(paper);
      }
      name.appendChild(about(r));
      tr.appendChild(name);
      Array.prototype.forEach.call(heads, function (th) { if (th.dataset.key) tr.appendChild(metricCell(r.metrics, th)); });
      var boards = cell(tr, "");
      boards.className = "secondary";
      (r.other_benchmarks || []).forEach(function (slug, i) {
        if (i) boards.appendChild(document.createTextNode(", "));
        boards.appendChild(link(slug, "/benchmarks/" + slug + "/"));
      });
      cell(tr, r.profile + " / " + r.backend).className = "secondary";
      cell(tr, r.created_at.slice(0, 10) + (r.benchmark_version ? " (v" + r.benchmark_version + ")" : "")).className = "secondary";
      body.appendChild(tr);
    });
    if (table.dataset.sortColumn) sortBy(table, +table.dataset.sortColumn, table.dataset.sortDir);
  }

  function liveLeaderboard(table) {
    makeSortable(table);
    connect(table.dataset.ws, function (msg) {
      if (msg.type !== "leaderboard") return;
      if (table.dataset.filtered !== "true") { renderRows(table, msg.rows); return; }
      // A filtered view: the socket says something changed; the API gives this view's rows.
      allRows(table.dataset.api).then(function (rows) { if (rows) renderRows(table, rows); });
    }, document.getElementById("live-status"));
  }

  // The API pages a leaderboard's rows (at most 500 a page): fetch page after page until the
  // last; null if any page fails.
  function allRows(api, page, rows) {
    page = page || 1;
    var url = api + (api.indexOf("?") < 0 ? "?" : "&") + "page_size=500&page=" + page;
    return fetch(url, { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        if (!data) return null;
        rows = (rows || []).concat(data.rows);
        return data.next ? allRows(api, page + 1, rows) : rows;
      });
  }

  // Sortable columns: a button in each sortable header (keyboard reachable); rows sort by the
  // cells' data-value (numbers), empty values last; aria-sort tells screen readers.
  function sortBy(table, index, dir) {
    var body = table.querySelector("tbody.rows"), rows = Array.prototype.slice.call(body.rows);
    if (rows.length && rows[0].classList.contains("empty")) return;
    rows.sort(function (a, b) {
      var x = a.cells[index].dataset.value, y = b.cells[index].dataset.value;
      if (x === "" || x === undefined) return 1;
      if (y === "" || y === undefined) return -1;
      return dir === "asc" ? x - y : y - x;
    });
    rows.forEach(function (row) { body.appendChild(row); });
    Array.prototype.forEach.call(columnHeads(table), function (th, i) {
      if (i === index) th.setAttribute("aria-sort", dir === "asc" ? "ascending" : "descending");
      else th.removeAttribute("aria-sort");
    });
    table.dataset.sortColumn = index;
    table.dataset.sortDir = dir;
  }

  function makeSortable(table) {
    Array.prototype.forEach.call(columnHeads(table), function (th, index) {
      if (!th.dataset.sort) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener("click", function () {
        // First click: best first (rank ascending, metrics descending); again: the other way.
        var first = index === 0 ? "asc" : "desc";
        var dir = +table.dataset.sortColumn === index && table.dataset.sortDir === first ? (first === "asc" ? "desc" : "asc") : first;
        sortBy(table, index, dir);
      });
    });
  }

  // The generations table, drawn as the server draws it (templates/web/submission.html; a
  // browser test holds the two to the same output).
  function renderGenerations(table, generations) {
    var body = table.tBodies[0];
    body.textContent = "";
    generations.forEach(function (g) {
      var tr = document.createElement("tr");
      var m = g.measurements;
      [g.problem_id, g.sample, g.verdict || "pending",
       g.tests_total === null ? "" : g.tests_passed + " / " + g.tests_total,
       m ? thousands(m.instructions) : "", m ? thousands(m.cycles) : "", m ? thousands(m.energy_j, 1e6) : ""]
        .forEach(function (v) { cell(tr, v); });
      body.appendChild(tr);
      if (g.compile_message) {
        var extra = document.createElement("tr"), td = document.createElement("td"), pre = document.createElement("pre");
        td.colSpan = 7; pre.className = "compile"; pre.textContent = g.compile_message;
        td.appendChild(pre); extra.appendChild(td); body.appendChild(extra);
      }
    });
  }

  // Per-generation verdicts come from the REST API (the socket carries only counts), fetched
  // when progress moves, at most once a second.
  function refreshGenerations(url, table) {
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (state) { if (state) renderGenerations(table, state.generations); });
  }

  function liveSubmission(section) {
    var table = document.getElementById("generations"), lastDone = null, timer = null;
    connect(section.dataset.ws, function (msg) {
      if (msg.type !== "submission") return;
      var s = msg.submission;
      document.getElementById("status").textContent = s.status;
      var bar = document.getElementById("progress");
      bar.max = s.progress.total;
      bar.value = s.progress.done;
      document.getElementById("progress-text").textContent = thousands(s.progress.done) + " / " + thousands(s.progress.total);
      document.getElementById("verdicts").textContent = Object.keys(s.progress.verdicts)
        .map(function (k) { return k + ": " + thousands(s.progress.verdicts[k]); }).join(" ");
      document.getElementById("metrics").textContent =
        s.metrics && typeof s.metrics.correct === "number" ? "Correct: " + s.metrics.correct.toFixed(1) + " %" : "";
      document.getElementById("error").textContent = s.error || "";
      if (s.progress.done !== lastDone && lastDone !== null && !timer) {
        timer = setTimeout(function () { timer = null; refreshGenerations(section.dataset.api, table); }, 1000);
      }
      if (s.status === "finished" || s.status === "failed" || s.status === "cancelled") {
        refreshGenerations(section.dataset.api, table);
      }
      lastDone = s.progress.done;
    }, null);
  }

  window.EffBench = {
    liveLeaderboard: liveLeaderboard, liveSubmission: liveSubmission, allRows: allRows, renderRows: renderRows,
    renderGenerations: renderGenerations
  };
})();
