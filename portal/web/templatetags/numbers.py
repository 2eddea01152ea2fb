"""Numbers on pages, written as static/js/live.js writes them when a live update redraws them
(browser tests hold the two to the same output): fixed places rounded as JavaScript's toFixed
rounds (ties away from zero), and whole numbers with their thousands grouped."""

import math
from decimal import ROUND_HALF_UP, Decimal

from django import template

register = template.Library()


def fixed(value: float, places: int) -> str:
    """`value` with `places` decimals, as JavaScript's value.toFixed(places)."""
    return str(Decimal(value).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


@register.filter
def thousands(value: object, scale: int = 1) -> str:
    """`value` times `scale` as a whole number with commas between its thousands (123,456,789;
    live.js's thousands()); "" for anything that is not a number (a generation not measured)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        return ""
    return f"{int(fixed(value * scale, 0)):,}"
