"""The schema documents the error answers too: every operation lists the statuses it can answer
besides its success, each with the one error body (components/schemas/Error)."""

ERROR_SCHEMA = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {
                "code": {
                    "type": "string",
                    "description": "machine-readable: invalid, not_authenticated, "
                    "authentication_failed, permission_denied, not_found, "
                    "method_not_allowed, unsupported_media_type, throttled, "
                    "quota_exceeded, bad_request, ...",
                },
                "message": {"type": "string", "description": "what was wrong, for people"},
                "fields": {"type": "object", "additionalProperties": True, "description": "validation errors (code `invalid`): the messages per input field"},
            },
        }
    },
}

DESCRIPTIONS = {
    "400": "invalid input (`fields` names each bad field), or an action the object's state refuses",
    "401": "no credentials, or an invalid or revoked token",
    "403": "not allowed (a session without its CSRF token)",
    "404": "no such object (or not yours), or no such page",
    "415": "a request body in a media type the operation does not take",
    "429": "too many requests, or the team's submission quota is used up",
}


def _statuses(method: str, operation: dict) -> list[str]:
    parameters = operation.get("parameters", [])
    statuses = ["401", "429"]
    if method != "get":  # a write: CSRF for sessions, and a refusal (400) naming why
        statuses += ["400", "403"]
    elif any(p["in"] == "query" for p in parameters):
        statuses += ["400"]
    if "requestBody" in operation:
        statuses += ["415"]
    if any(p["in"] == "path" for p in parameters) or any(p["name"] == "page" for p in parameters):
        statuses += ["404"]
    return statuses


def add_error_responses(result, generator, request, public):
    """drf-spectacular postprocessing hook (see SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"])."""
    result.setdefault("components", {}).setdefault("schemas", {})["Error"] = ERROR_SCHEMA
    reference = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for operations in result["paths"].values():
        for method, operation in operations.items():
            for status in sorted(_statuses(method, operation)):
                operation["responses"].setdefault(status, {"description": DESCRIPTIONS[status], "content": reference})
    return result
