"""Leaderboard cells: a metric by its column, with its 95% interval, and a sort key for the table."""
from django import template

register = template.Library()


def _fmt(value, unit: str) -> str:
    if unit == "x":
        return f"{value:.2f}×"
    return f"{value:.1f}"


@register.simple_tag
def metric_text(metrics: dict, column) -> str:
    value = (metrics or {}).get(column.key)
    if not isinstance(value, (int, float)):
        return "—"
    ci = (metrics or {}).get(column.ci) if column.ci else None
    text = _fmt(value, column.unit)
    if ci:
        text += f" [{_fmt(ci[0], column.unit).rstrip('×')}, {_fmt(ci[1], column.unit).rstrip('×')}]"
    return text


@register.simple_tag
def metric_sort(metrics: dict, column) -> str:
    value = (metrics or {}).get(column.key)
    return repr(float(value)) if isinstance(value, (int, float)) else ""
