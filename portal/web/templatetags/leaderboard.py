"""Leaderboard cells: a metric by its column, its 95% interval as the distances to its bounds
(the bounds in the cell's tooltip), and a sort key for the table. static/js/live.js draws the same
cells when a live update arrives (a browser test holds the two to the same output); numbers are
written as JavaScript writes them (ties rounded away from zero, as toFixed does; sort keys as
String(number))."""

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from portal.web.templatetags.numbers import fixed

register = template.Library()


def _number(value: float, unit: str) -> str:
    return fixed(value, 2 if unit == "x" else 1)


def _sort_key(value: float) -> str:
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@register.simple_tag
def metric_cell(metrics: dict, column) -> str:
    """A metric's cell, kept short (a board of 400 rows is sent whole): its class only where it
    is the primary or a secondary column; the interval as value^{+up}_{-down}."""
    metrics = metrics or {}
    value = metrics.get(column.key)
    classes = "primary" if column.primary else "secondary" if column.secondary else ""
    opening = format_html('<td class="{}"', classes) if classes else format_html("<td")
    if not _is_number(value):
        return format_html('{} data-value="">—</td>', opening)
    shown = _number(value, column.unit) + ("×" if column.unit == "x" else "")
    ci = metrics.get(column.ci) if column.ci else None
    if not (isinstance(ci, (list, tuple)) and len(ci) == 2 and all(_is_number(b) for b in ci)):
        return format_html('{} data-value="{}">{}</td>', opening, _sort_key(value), shown)
    lo, hi = ci
    title = f"95% interval {_number(lo, column.unit)} to {_number(hi, column.unit)}"
    return format_html('{} data-value="{}" title="{}">{}{}</td>', opening, _sort_key(value), title, shown, _interval(value, lo, hi, column.unit))


def _interval(value: float, lo: float, hi: float, unit: str):
    up, down = _number(hi - value, unit), _number(value - lo, unit)
    if lo <= value <= hi and up == down:
        return format_html('<span class="ci">±{}</span>', up)
    if lo <= value <= hi:
        return format_html('<span class="ci"><sup>+{}</sup><sub>−{}</sub></span>', up, down)
    # A value outside its own interval (a weighted mean's bootstrap can do that): the bounds.
    return format_html('<span class="ci">{}–{}</span>', _number(lo, unit), _number(hi, unit))


@register.simple_tag
def model_about(row: dict) -> str:
    """The model cell's second line: size, weights and base model, then team (and submitter when
    another)."""
    model = row.get("model") or {}
    facts = []
    if model.get("parameters_b"):
        facts.append(f"{_sort_key(model['parameters_b'])}B")
    if model.get("open_weights") is not None:
        facts.append("open weights" if model["open_weights"] else "closed")
    if model.get("base_model"):
        facts.append(f"from {model['base_model']}")
    team = row["team"]["name"] + (f" ({row['submitter']})" if row["team"]["name"] != row["submitter"] else "")
    parts = [format_html("{}", ", ".join(facts))] if facts else []
    parts.append(format_html("{}", team))
    return format_html('<small class="about">{}</small>', format_html_join(" · ", "{}", ((p,) for p in parts)))


@register.simple_tag
def other_boards(row: dict) -> str:
    """Links to the other boards the model is on."""
    return format_html_join(", ", '<a href="{}">{}</a>', ((reverse("leaderboard", args=[slug]), slug) for slug in row.get("other_benchmarks") or ()))
