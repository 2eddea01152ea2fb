// Live pages: a websocket that reconnects by itself (with backoff) and re-renders on each message.
(function () {
  "use strict";

  function connect(path, onMessage, statusEl) {
    var delay = 500;
    function open() {
      var scheme = location.protocol === "https:" ? "wss://" : "ws://";
      var ws = new WebSocket(scheme + location.host + path);
      ws.onopen = function () {
        delay = 500;
        if (statusEl) statusEl.textContent = "Live: updates appear without reloading.";
      };
      ws.onmessage = function (event) { onMessage(JSON.parse(event.data)); };
      ws.onclose = function (event) {
        if (event.code === 4404) { if (statusEl) statusEl.textContent = "Not found."; return; }
        if (statusEl) statusEl.textContent = "Reconnecting…";
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
  }

  function pct(value) { return typeof value === "number" ? value.toFixed(1) : "—"; }
  function withCi(value, ci) { return pct(value) + (ci ? " [" + ci[0].toFixed(0) + ", " + ci[1].toFixed(0) + "]" : ""); }

  function liveLeaderboard(table) {
    var body = table.tBodies[0];
    connect(table.dataset.ws, function (msg) {
      if (msg.type !== "leaderboard") return;
      body.textContent = "";
      if (!msg.rows.length) {
        var empty = document.createElement("tr");
        empty.className = "empty";
        cell(empty, "No results yet.");
        empty.firstChild.colSpan = 8;
        body.appendChild(empty);
      }
      msg.rows.forEach(function (r) {
        var tr = document.createElement("tr");
        tr.dataset.submission = r.submission;
        var meta = [];
        if (r.model && r.model.parameters_b) meta.push(r.model.parameters_b + "B");
        if (r.model && r.model.open_weights !== null && r.model.open_weights !== undefined) meta.push(r.model.open_weights ? "open weights" : "closed");
        [r.rank, r.model_name + (meta.length ? " (" + meta.join(", ") + ")" : ""), r.submitter, withCi(r.metrics.correct, r.metrics.correct_ci), pct(r.metrics.tests_passed),
         typeof r.metrics.speedup === "number" ? r.metrics.speedup.toFixed(2) + "×" : "—",
         typeof r.metrics.caret === "number" ? r.metrics.caret.toFixed(1) : "—",
         r.created_at.slice(0, 10) + (r.benchmark_version ? " (v" + r.benchmark_version + ")" : "")]
          .forEach(function (v) { cell(tr, v); });
        body.appendChild(tr);
      });
    }, document.getElementById("live-status"));
  }

  // Per-generation verdicts come from the REST API (the socket carries only counts), fetched
  // when progress moves, at most once a second.
  function refreshGenerations(url, table) {
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (state) {
        if (!state) return;
        var body = table.tBodies[0];
        body.textContent = "";
        state.generations.forEach(function (g) {
          var tr = document.createElement("tr");
          var m = g.measurements;
          [g.problem_id, g.sample, g.verdict || "pending",
           g.tests_total === null ? "" : g.tests_passed + " / " + g.tests_total,
           m ? m.instructions : "", m ? m.cycles : "", m ? (m.energy_j * 1e6).toFixed(0) : ""]
            .forEach(function (v) { cell(tr, v); });
          body.appendChild(tr);
          if (g.compile_message) {
            var extra = document.createElement("tr"), td = document.createElement("td"), pre = document.createElement("pre");
            td.colSpan = 7; pre.className = "compile"; pre.textContent = g.compile_message;
            td.appendChild(pre); extra.appendChild(td); body.appendChild(extra);
          }
        });
      });
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
      document.getElementById("progress-text").textContent = s.progress.done + " / " + s.progress.total;
      document.getElementById("verdicts").textContent = Object.keys(s.progress.verdicts)
        .map(function (k) { return k + ": " + s.progress.verdicts[k]; }).join(" ");
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

  window.EffBench = { liveLeaderboard: liveLeaderboard, liveSubmission: liveSubmission };
})();
