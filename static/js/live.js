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

  function liveLeaderboard(table) {
    var body = table.tBodies[0];
    connect(table.dataset.ws, function (msg) {
      if (msg.type !== "leaderboard") return;
      body.textContent = "";
      if (!msg.rows.length) {
        var empty = document.createElement("tr");
        empty.className = "empty";
        cell(empty, "No results yet.");
        empty.firstChild.colSpan = 6;
        body.appendChild(empty);
      }
      msg.rows.forEach(function (r) {
        var tr = document.createElement("tr");
        tr.dataset.submission = r.submission;
        [r.rank, r.model_name, r.submitter, pct(r.metrics.correct), pct(r.metrics.tests_passed), r.created_at.slice(0, 10)]
          .forEach(function (v) { cell(tr, v); });
        body.appendChild(tr);
      });
    }, document.getElementById("live-status"));
  }

  function liveSubmission(section) {
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
    }, null);
  }

  window.EffBench = { liveLeaderboard: liveLeaderboard, liveSubmission: liveSubmission };
})();
