// Leaderboard charts: fetch the data the server computed (portal/web/charts.py, charts.json) and
// draw it with the bundled Plotly (/static/vendor/plotly.min.js, loaded only when there is data).
// Redrawn when the live leaderboard table changes.
(function () {
  "use strict";
  var section = document.getElementById("charts");
  if (!section) return;
  var status = document.getElementById("charts-status");
  var simd = section.dataset.format === "simdbench";
  var config = { responsive: true, displaylogo: false };
  var TRAP = "#c0392b";
  var LABELS = {
    speedup: "Speedup (×)", caret: "CARET", correct: "Correct %", corr: "Corr %", p50: "P50 speedup (×)",
    fast1: "fast1 %"
  };
  var plotly = null;

  function loadPlotly() {
    if (window.Plotly) return Promise.resolve(window.Plotly);
    if (!plotly) {
      plotly = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = section.dataset.plotly;
        script.onload = function () { resolve(window.Plotly); };
        script.onerror = function () { plotly = null; reject(new Error("could not load the chart library")); };
        document.head.appendChild(script);
      });
    }
    return plotly;
  }

  function layout(extra) {
    var base = {
      autosize: true, height: 380, margin: { l: 60, r: 20, t: 10, b: 60 }, font: { size: 12 },
      legend: { orientation: "h", y: -0.25 }, hovermode: "closest"
    };
    return Object.assign(base, extra);
  }

  function axis(title, extra) { return Object.assign({ title: { text: title }, automargin: true }, extra || {}); }

  // Model names are long ("org/a-rather-long-model-name-4-instruct"): each label on a chart gets
  // at most the characters its room holds, its start and its end (where a family's names differ:
  // size, "-instruct", "#12") around an ellipsis; the full name is in the hover text.
  var CHAR_PX = 7;  // about one character of the charts' 12 px font

  function figureWidth(id) { return section.querySelector('[data-chart="' + id + '"]').clientWidth; }

  function charsIn(px) { return Math.max(10, Math.min(40, Math.floor(px / CHAR_PX))); }

  function shorten(name, max) {
    if (name.length <= max) return name;
    var tail = Math.ceil((max - 1) / 2);
    return name.slice(0, max - 1 - tail) + "…" + name.slice(name.length - tail);
  }

  // {name: label}: each name within `max` characters, more where two would read the same.
  function shortNames(names, max) {
    var labels = {};
    names.forEach(function (name) {
      for (var n = max; ; n += 2) {
        var label = shorten(name, n);
        var clash = names.some(function (other) { return other !== name && shorten(other, n) === label; });
        if (!clash || label === name) { labels[name] = label; return; }
      }
    });
    return labels;
  }

  // A category axis of model names, each tick shortened to `max` characters.
  function modelTicks(names, max) {
    var labels = shortNames(names, max);
    return { tickvals: names, ticktext: names.map(function (name) { return labels[name]; }) };
  }

  // Names beside an axis or in a legend: up to 30% of the figure's width.
  function axisChars(id) { return charsIn(figureWidth(id) * 0.3); }

  // One figure: draw it, or say why there is nothing to draw.
  function show(P, id, traces, lay, emptyText) {
    var fig = section.querySelector('[data-chart="' + id + '"]');
    var plot = fig.querySelector(".plot"), note = fig.querySelector(".chart-empty");
    if (!note) {
      note = document.createElement("p");
      note.className = "chart-empty muted";
      fig.insertBefore(note, plot);
    }
    if (!traces.length) {
      note.textContent = emptyText;
      note.hidden = false;
      plot.hidden = true;
      P.purge(plot);
      return;
    }
    note.hidden = true;
    plot.hidden = false;
    P.react(plot, traces, lay, config);
  }

  function byModel(points) {
    var groups = {};
    points.forEach(function (p) { (groups[p.model] = groups[p.model] || []).push(p); });
    return groups;
  }

  function distribution(P, c) {
    var values = [].concat.apply([], c.series.map(function (s) { return s.values; }));
    var log = values.length && Math.min.apply(null, values) > 0;
    var traces = c.series.filter(function (s) { return s.values.length; }).map(function (s) {
      return {
        type: "box", name: s.model, y: s.values, text: s.problems, boxpoints: "all", jitter: 0.4, pointpos: 0,
        marker: { size: 5 }, hovertemplate: "%{text}: %{y:.2f}×<extra>%{fullData.name}</extra>"
      };
    });
    // A name as wide as its box's room stays level; with many boxes, short names slant.
    var names = traces.map(function (t) { return t.name; });
    var chars = charsIn(Math.max(figureWidth("distribution") * 0.9 / Math.max(names.length, 1), 140));
    show(P, "distribution", traces, layout({
      showlegend: false, yaxis: axis(simd ? "speedup over scalar (×)" : "best@k speedup (×)", { type: log ? "log" : "linear" }),
      xaxis: axis("", Object.assign({ type: "category" }, modelTicks(names, chars)))
    }), "No evaluated samples yet.");
  }

  function energy(P, c) {
    var width = figureWidth("energy"), chars = axisChars("energy");
    var traces = [], groups = byModel(c.points), labels = shortNames(Object.keys(groups), chars);
    Object.keys(groups).forEach(function (model) {
      var pts = groups[model];
      traces.push({
        type: "scatter", mode: "markers", name: labels[model], x: pts.map(function (p) { return p.speedup; }),
        y: pts.map(function (p) { return p.energy_reduction; }), marker: { size: 8, opacity: 0.8 },
        text: pts.map(function (p) { return p.problem_id + " #" + p.sample; }), customdata: pts.map(function () { return model; }),
        hovertemplate: "%{text}<br>speedup %{x:.2f}×, energy saved %{y:.1f}%<extra>%{customdata}</extra>"
      });
    });
    var trapped = c.points.filter(function (p) { return p.ipc_trap; });
    if (trapped.length) {
      traces.push({
        type: "scatter", mode: "markers", name: "IPC trap (less energy, lower IPC)",
        x: trapped.map(function (p) { return p.speedup; }), y: trapped.map(function (p) { return p.energy_reduction; }),
        marker: { symbol: "x-thin-open", size: 14, color: TRAP, line: { width: 2, color: TRAP } },
        text: trapped.map(function (p) {
          return p.model + ": " + p.problem_id + " #" + p.sample + "<br>IPC " + p.ipc.toFixed(2) + " vs baseline " + p.baseline_ipc.toFixed(2);
        }),
        hovertemplate: "%{text}<extra>IPC trap</extra>"
      });
    }
    var shapes = [
      { type: "rect", xref: "x", yref: "paper", x0: 1, x1: 1e6, y0: 0, y1: 0.5, layer: "below", line: { width: 0 },
        fillcolor: "rgba(192, 57, 43, 0.08)" },
      { type: "line", xref: "paper", x0: 0, x1: 1, yref: "y", y0: 0, y1: 0, line: { color: "#888", width: 1 } },
      { type: "line", xref: "x", x0: 1, x1: 1, yref: "paper", y0: 0, y1: 1, line: { color: "#888", width: 1 } }
    ];
    // Keep y = 0 in the middle so the shaded quadrant is exactly "faster, more energy".
    var ys = c.points.map(function (p) { return Math.abs(p.energy_reduction); });
    var span = Math.max.apply(null, ys.concat([1])) * 1.15;
    var xs = c.points.map(function (p) { return p.speedup; }).filter(function (x) { return x > 0; });
    var lo = Math.min.apply(null, xs.concat([1])), hi = Math.max.apply(null, xs.concat([1]));
    // The legend below takes rows from the plot: the figure grows by them, so the y axis keeps room
    // for its title (broken in two on a narrow screen).
    var perRow = Math.max(1, Math.floor(width / (40 + chars * CHAR_PX))), rows = Math.ceil(traces.length / perRow);
    var saved = "energy saved vs the " + (width < 600 ? "<br>" : "") + c.baseline + " (%)";
    show(P, "energy", traces, layout({
      height: 380 + 20 * rows, shapes: shapes,
      xaxis: axis("speedup over the " + c.baseline + " (×, log)", {
        type: "log", range: [Math.log10(lo) - 0.15, Math.log10(hi) + 0.15]
      }),
      yaxis: axis(saved, { range: [-span, span], zeroline: false })
    }), "No correct, measured " + (simd ? "samples" : "generations") + " yet.");
  }

  function interval(P, c) {
    var s = c.series.slice().reverse();  // best at the top of a horizontal chart
    var traces = s.length ? [{
      type: "scatter", mode: "markers", orientation: "h", x: s.map(function (r) { return r.value; }),
      y: s.map(function (r) { return r.model; }), marker: { size: 10 },
      error_x: {
        type: "data", symmetric: false, array: s.map(function (r) { return r.high - r.value; }),
        arrayminus: s.map(function (r) { return r.value - r.low; })
      },
      customdata: s.map(function (r) { return [r.low, r.high]; }),
      hovertemplate: "%{y}: %{x:.2f} [%{customdata[0]:.2f}, %{customdata[1]:.2f}]<extra></extra>"
    }] : [];
    var names = s.map(function (r) { return r.model; });
    show(P, "interval", traces, layout({
      height: 120 + 34 * s.length, showlegend: false, margin: { l: 20, r: 20, t: 10, b: 50 },
      xaxis: axis((c.label || c.metric) + " (95% interval)"),
      yaxis: axis("", Object.assign({ type: "category" }, modelTicks(names, axisChars("interval"))))
    }), "No model has " + (c.label || c.metric) + " yet." + (c.note ? " " + c.note + "." : ""));
  }

  // Speedups span orders of magnitude: colour by log10 so 2x and 4x stay apart next to 1000x.
  function heatmap(P, c) {
    var values = [].concat.apply([], c.z).filter(function (v) { return v !== null; });
    var top = Math.max(1, Math.ceil(Math.log10(Math.max.apply(null, values.concat([1])))));
    var ticks = [];
    for (var t = 0; t <= top; t++) ticks.push(t);
    // Speedups written in the cells where a cell is wide enough for "10.00×" and there are few.
    var cells = c.models.length * c.problems.length, cellPx = figureWidth("heatmap") * 0.6 / c.problems.length;
    var traces = values.length ? [{
      type: "heatmap", x: c.problems, y: c.models, hoverongaps: false, colorscale: "Viridis", zmin: 0, zmax: top,
      z: c.z.map(function (row) { return row.map(function (v) { return v === null ? null : Math.log10(Math.max(v, 1)); }); }),
      text: c.z.map(function (row) { return row.map(function (v) { return v === null ? "" : v.toFixed(2) + "×"; }); }),
      texttemplate: cells <= 120 && cellPx >= 6 * CHAR_PX ? "%{text}" : "",
      colorbar: { title: { text: "speedup" }, tickvals: ticks, ticktext: ticks.map(function (t) { return Math.pow(10, t) + "×"; }) },
      hovertemplate: "%{y}<br>%{x}: %{text}<extra></extra>"
    }] : [];
    show(P, "heatmap", traces, layout({
      height: 160 + 30 * c.models.length, margin: { l: 20, r: 20, t: 10, b: 120 },
      xaxis: axis("", { tickangle: -45, type: "category" }),
      yaxis: axis("", Object.assign({ type: "category", autorange: "reversed" }, modelTicks(c.models, axisChars("heatmap"))))
    }), "No correct " + (simd ? "samples" : "generations") + " yet.");
  }

  // Each model's name beside its point, inside the plot: to the right of a point in the left half
  // (in the axis's own scale), to the left of one in the right half, so a name of at most half the
  // plot's width never reaches the frame; the y range has room above the top point for its name.
  function pareto(P, c) {
    var front = c.points.filter(function (p) { return p.front; }).sort(function (a, b) { return a.x - b.x; });
    var xs = c.points.map(function (p) { return p.x; }), ys = c.points.map(function (p) { return p.y; });
    var log = xs.length && Math.min.apply(null, xs) > 0 && Math.max.apply(null, xs) / Math.min.apply(null, xs) > 10;
    var scaled = xs.map(function (x) { return log ? Math.log10(x) : x; });
    var left = Math.min.apply(null, scaled), right = Math.max.apply(null, scaled);
    // Half the plot: the figure less its margins and the y axis's title (about 100 px).
    var labels = shortNames(c.points.map(function (p) { return p.model; }), charsIn((figureWidth("pareto") - 100) / 2));
    var bottom = Math.min.apply(null, ys), top = Math.max.apply(null, ys), span = top - bottom || Math.max(Math.abs(top) * 0.1, 1);
    var traces = c.points.length ? [
      {
        type: "scatter", mode: "markers+text", name: "models", x: xs, y: ys,
        text: c.points.map(function (p) { return labels[p.model]; }),
        customdata: c.points.map(function (p) { return p.model; }),
        textposition: scaled.map(function (x) {
          return right === left ? "top center" : (x - left) / (right - left) < 0.5 ? "top right" : "top left";
        }),
        marker: { size: 10, color: "#888" },
        hovertemplate: "%{customdata}: %{x:.2f}, %{y:.1f}%<extra></extra>"
      },
      {
        type: "scatter", mode: "lines+markers", name: "Pareto front", x: front.map(function (p) { return p.x; }),
        y: front.map(function (p) { return p.y; }), line: { shape: "hv", color: "#0b5cad" },
        marker: { size: 12, color: "#0b5cad", symbol: "diamond" }, hoverinfo: "skip"
      }
    ] : [];
    show(P, "pareto", traces, layout({
      xaxis: axis((LABELS[c.x] || c.x) + (log ? ", log" : ""), { type: log ? "log" : "linear" }),
      yaxis: axis(LABELS[c.y] || c.y, { range: [bottom - 0.1 * span, top + 0.2 * span] })
    }), "No model has both " + (LABELS[c.x] || c.x) + " and " + (LABELS[c.y] || c.y) + " yet.");
  }

  function setFiguresHidden(hidden) {
    section.querySelectorAll("figure.chart").forEach(function (fig) { fig.hidden = hidden; });
  }

  var drawn = null;  // the data last drawn

  function render(data) {
    drawn = data;
    if (data.empty) {
      status.textContent = "No results yet: the charts appear once a submission on this benchmark finishes.";
      setFiguresHidden(true);
      return Promise.resolve();
    }
    return loadPlotly().then(function (P) {
      setFiguresHidden(false);
      var c = data.charts;
      distribution(P, c.distribution);
      energy(P, c.energy);
      interval(P, c.interval);
      heatmap(P, c.heatmap);
      pareto(P, c.pareto);
      status.textContent = data.models.length < data.models_total
        ? "Charts show the best " + data.models.length + " of " + data.models_total + " models."
        : "Charts of " + data.models.length + " model" + (data.models.length === 1 ? "" : "s") + ".";
      if (data.note) status.textContent += " " + data.note + ".";
      section.dataset.rendered = "true";
    });
  }

  function refresh() {
    return fetch(section.dataset.src, { headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error("the server answered " + response.status);
        return response.json();
      })
      .then(render)
      .catch(function (err) { status.textContent = "Charts could not be drawn: " + err.message + "."; });
  }

  refresh();

  // Labels fit the width they were drawn at: a window resized (a phone turned) draws them again.
  var resized = null;
  window.addEventListener("resize", function () {
    clearTimeout(resized);
    resized = setTimeout(function () { if (drawn && !drawn.empty) render(drawn); }, 300);
  });

  // The live leaderboard re-renders its rows when a submission finishes: follow it, at most
  // once every two seconds.
  var rows = document.querySelector("#leaderboard tbody.rows"), timer = null;
  if (rows && window.MutationObserver) {
    new MutationObserver(function () {
      clearTimeout(timer);
      timer = setTimeout(refresh, 2000);
    }).observe(rows, { childList: true });
  }
})();
