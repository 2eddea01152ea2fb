"""One error format for the whole API: {"error": {"code": ..., "message": ..., "fields"?: ...}}."""
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    code = getattr(exc, "default_code", "error")
    if isinstance(data, dict) and set(data) == {"detail"}:
        body = {"code": getattr(data["detail"], "code", code), "message": str(data["detail"])}
    else:
        body = {"code": "invalid", "message": _first_message(data), "fields": data}
    response.data = {"error": body}
    return response


def _first_message(data) -> str:
    if isinstance(data, dict):
        for key, value in data.items():
            inner = _first_message(value)
            return inner if key == "non_field_errors" else f"{key}: {inner}"
    if isinstance(data, list) and data:
        return _first_message(data[0])
    return str(data)
