"""One error format for the whole API: {"error": {"code": ..., "message": ..., "fields"?: {...}}}.

DRF's exceptions come through `exception_handler`; what Django answers before or after a DRF view
(no such address, a request too big to parse, an unexpected failure) comes through the handlers
below, which keep Django's own pages for everything outside /api/."""

from django.http import JsonResponse
from django.views import defaults
from rest_framework.views import exception_handler as drf_exception_handler

API_PREFIX = "/api/"


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    code = getattr(exc, "default_code", "error")
    if isinstance(data, dict) and set(data) == {"detail"}:
        body = {"code": getattr(data["detail"], "code", code), "message": str(data["detail"])}
    else:
        # `fields` is always an object: a bare list of messages belongs to no one field.
        fields = data if isinstance(data, dict) else {"non_field_errors": data}
        body = {"code": "invalid", "message": _first_message(fields), "fields": fields}
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


def error_response(status: int, code: str, message: str) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message}}, status=status)


def _is_api(request) -> bool:
    return request.path.startswith(API_PREFIX)


def bad_request(request, exception):
    # Django's own 400s: a form body over DATA_UPLOAD_MAX_MEMORY_SIZE, too many fields, a bad Host.
    if _is_api(request):
        return error_response(400, "bad_request", f"the request could not be read: {exception}" if str(exception) else "the request could not be read")
    return defaults.bad_request(request, exception)


def permission_denied(request, exception):
    if _is_api(request):
        return error_response(403, "permission_denied", str(exception) or "you may not do this")
    return defaults.permission_denied(request, exception)


def not_found(request, exception):
    if _is_api(request):
        return error_response(404, "not_found", f"no API endpoint at {request.path}; see /api/v1/docs/")
    return defaults.page_not_found(request, exception)


def server_error(request):
    if _is_api(request):
        return error_response(500, "server_error", "the server failed to answer; the failure is logged")
    return defaults.server_error(request)
