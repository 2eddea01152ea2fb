"""REST API v1: thin views over the selectors and services."""

import csv
import io
import json
import uuid

from django.conf import settings
from django.core.paginator import Page
from django.db.models import Count, Q
from django.http import HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.exceptions import APIException, NotFound, ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from evaluator.metrics import bootstrap
from portal.benchmarks import selectors as benchmark_selectors
from portal.benchmarks.cards import benchmark_card
from portal.benchmarks.models import Benchmark
from portal.submissions import leaderboard_cache, selectors, services
from portal.submissions.exports import leaderboard_csv, metric_definitions
from portal.submissions.jsonl import UploadError
from portal.submissions.models import Generation
from portal.submissions.quotas import QuotaExceeded
from portal.submissions.references import reference_rows

from .pagination import PAGE_PARAMETERS, ListView
from .serializers import (
    BenchmarkSerializer,
    EndpointSubmissionSerializer,
    LeaderboardFilterSerializer,
    LeaderboardSerializer,
    ProblemSerializer,
    SubmissionCreateSerializer,
    SubmissionListFilterSerializer,
    SubmissionSummarySerializer,
)


class BenchmarkListView(ListView):
    @extend_schema(operation_id="benchmarks_list", responses=BenchmarkSerializer(many=True))
    def get(self, request):
        return self.page(benchmark_selectors.public_benchmarks(), BenchmarkSerializer)


class BenchmarkCardView(APIView):
    @extend_schema(
        operation_id="benchmark_card",
        responses=OpenApiTypes.OBJECT,
        description="The benchmark card: what it measures, metric formulas, problem counts per split, profile, backend, version, changelog.",
    )
    def get(self, request, slug):
        return Response(benchmark_card(get_object_or_404(Benchmark, slug=slug)))


class ProblemDetailView(APIView):
    @extend_schema(operation_id="problem_detail", responses=ProblemSerializer)
    def get(self, request, slug, problem_id):
        problem = benchmark_selectors.public_problem(get_object_or_404(Benchmark, slug=slug), problem_id)
        if problem is None:
            raise NotFound(f"no problem '{problem_id}' in benchmark '{slug}'")
        return Response(ProblemSerializer(problem).data)


class ProblemListView(ListView):
    @extend_schema(operation_id="problems_list", responses=ProblemSerializer(many=True))
    def get(self, request, slug):
        benchmark = get_object_or_404(Benchmark, slug=slug)
        return self.page(benchmark_selectors.public_problems(benchmark), ProblemSerializer)


LEADERBOARD_FILTERS = [LeaderboardFilterSerializer]


def _leaderboard(request, slug) -> tuple[Benchmark, list[dict]]:
    benchmark = selectors.leaderboard_benchmark(slug)
    LeaderboardFilterSerializer(data=request.query_params).is_valid(raise_exception=True)
    return benchmark, selectors.leaderboard_rows(benchmark, **selectors.leaderboard_filters(request.query_params))


# Stand-ins for the paging links in a kept answer's bytes (see _leaderboard_page); random, so no
# row's text can be taken for one.
_NEXT, _PREVIOUS = f"next-{uuid.uuid4().hex}", f"previous-{uuid.uuid4().hex}"


def _leaderboard_page(view, benchmark: Benchmark, page: Page, answer: dict) -> HttpResponse:
    """`answer`, one page of the board, as DRF renders it. JSON pages of the unfiltered board at the
    default page size are kept encoded per leaderboard version: encoding the same ~47 KB on every
    request was half this endpoint's CPU under load. The paging links carry the client's own host
    and query string, so they are written in per request, not kept (one copy per page number:
    memory is bounded by the boards). Anything else is rendered by DRF as before."""
    request = view.request
    renderer, media_type = request.accepted_renderer, request.accepted_media_type
    context = view.get_renderer_context()
    if (
        not leaderboard_cache.seconds()
        or type(renderer) is not JSONRenderer
        or renderer.get_indent(media_type, context) is not None
        or any(selectors.leaderboard_filters(request.query_params).values())
        or page.paginator.per_page != view.pagination_class.page_size
    ):
        return Response(answer)

    def encoded() -> tuple[bytes, bytes, bytes]:
        body = renderer.render({**answer, "next": _NEXT, "previous": _PREVIOUS}, media_type, context)
        head, rest = body.split(_json_string(renderer, _NEXT), 1)
        between, tail = rest.split(_json_string(renderer, _PREVIOUS), 1)
        return head, between, tail

    head, between, tail = leaderboard_cache.cached(f"api-leaderboard:{benchmark.pk}:{page.number}", encoded)
    next_link, previous_link = (_json_string(renderer, answer[link]) for link in ("next", "previous"))
    return HttpResponse(b"".join((head, next_link, between, previous_link, tail)), content_type=renderer.media_type)


def _json_string(renderer: JSONRenderer, value: str | None) -> bytes:
    """A string (or None) as `renderer` writes one: json.dumps, then DRF's escapes of U+2028/9."""
    if value is None:
        return b"null"
    written = json.dumps(value, ensure_ascii=renderer.ensure_ascii)
    return written.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029").encode()


class LeaderboardView(ListView):
    @extend_schema(
        operation_id="leaderboard",
        parameters=LEADERBOARD_FILTERS + PAGE_PARAMETERS,
        responses=LeaderboardSerializer,
        description="Rows best first, each with rank (from paired comparisons: " + bootstrap.RANK_RULE + "; " + bootstrap.SEPARATED + "), model and its "
        "metadata, team, submitter, score, metrics with their 95% intervals, profile, backend, "
        "benchmark version; `references`: the baseline, expert or compiler-alone rows. Paged "
        "like every list (`count`, `next`, `previous`), the rows under `rows`; ranks are over "
        "the whole board. The full board in one file: leaderboard.json or leaderboard.csv.",
    )
    @leaderboard_cache.pinned
    def get(self, request, slug):
        benchmark, rows = _leaderboard(request, slug)
        rows, paging, page = self.page_fields(rows)
        return _leaderboard_page(
            self,
            benchmark,
            page,
            {
                "benchmark": benchmark.slug,
                "version": benchmark.version,
                "primary_metric": benchmark.primary_metric,
                "cost_model": selectors.current_cost_model(benchmark),
                "unranked_other_model": selectors.entries_of_other_models(benchmark),
                **paging,
                "rows": rows,
                "references": reference_rows(benchmark),
            },
        )


class LeaderboardExportView(APIView):
    """The leaderboard as a file: JSON (the API's answer) or CSV (one row per submission, one
    column per metric and interval bound)."""

    @extend_schema(
        operation_id="leaderboard_export",
        parameters=LEADERBOARD_FILTERS + [OpenApiParameter("kind", str, OpenApiParameter.PATH, enum=["json", "csv"])],
        responses={(200, "application/json"): OpenApiTypes.OBJECT, (200, "text/csv"): OpenApiTypes.STR},
        description="The whole (filtered) board in one file, unpaged: JSON (kind json) or CSV (kind csv).",
    )
    @leaderboard_cache.pinned
    def get(self, request, slug, kind):
        benchmark, rows = _leaderboard(request, slug)
        references = reference_rows(benchmark)
        if kind == "json":
            body = json.dumps(
                {
                    "benchmark": benchmark.slug,
                    "version": benchmark.version,
                    "primary_metric": benchmark.primary_metric,
                    "metrics": metric_definitions(rows + references),
                    "rows": rows,
                    "references": references,
                },
                indent=1,
            )
            response = HttpResponse(body, content_type="application/json")
        else:
            response = HttpResponse(leaderboard_csv(rows + references), content_type="text/csv")
        response["Content-Disposition"] = f'attachment; filename="leaderboard-{benchmark.slug}-v{benchmark.version}.{kind}"'
        return response


class QuotaError(APIException):
    status_code = 429
    default_code = "quota_exceeded"


class SubmissionsView(ListView):
    """GET: the caller's own submissions (staff: everyone's), newest first; POST: a new one."""

    permission_classes = [IsAuthenticated]

    @property
    def throttle_scope(self):
        # Creating submissions is rate-limited per user; listing them is not.
        return "submissions" if self.request.method == "POST" else None

    @extend_schema(operation_id="submissions_list", parameters=[SubmissionListFilterSerializer], responses=SubmissionSummarySerializer(many=True))
    def get(self, request):
        filters = SubmissionListFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        submissions = selectors.owned_submissions(request.user)
        if "benchmark" in filters.validated_data:
            submissions = submissions.filter(benchmark__slug=filters.validated_data["benchmark"])
        if "status" in filters.validated_data:
            submissions = submissions.filter(status=filters.validated_data["status"])
        submissions = submissions.annotate(total=Count("generations"), done=Count("generations", filter=Q(generations__status=Generation.Status.DONE)))
        return self.page(submissions.order_by("-created_at", "-pk"), SubmissionSummarySerializer)

    @extend_schema(
        operation_id="submission_create",
        request={"multipart/form-data": SubmissionCreateSerializer, "application/json": EndpointSubmissionSerializer},
        responses={201: OpenApiTypes.OBJECT},
        description="Upload generations (multipart: benchmark, model_name, file) or name an OpenAI-compatible endpoint (JSON). Returns the submission's state.",
    )
    def post(self, request):
        # A JSON body that is not an object (a number, null) is for the serializer to refuse.
        if isinstance(request.data, dict) and "endpoint" in request.data:
            return self.create_for_endpoint(request)
        serializer = SubmissionCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        upload = serializer.validated_data["file"]
        if upload.size > settings.SUBMISSION_MAX_BYTES:
            raise ValidationError({"file": [f"file is {upload.size} bytes; the limit is {settings.SUBMISSION_MAX_BYTES} bytes"]})
        try:
            submission = services.create_submission(
                owner=request.user,
                benchmark=serializer.validated_data["benchmark"],
                model_name=serializer.validated_data["model_name"],
                data=upload.read(),
                info=serializer.validated_data,
                team=serializer.validated_data.get("team"),
            )
        except UploadError as exc:
            raise ValidationError({"file": [str(exc)]}) from None
        except QuotaExceeded as exc:
            raise QuotaError(str(exc)) from None
        return Response(selectors.submission_state(submission), status=status.HTTP_201_CREATED)

    def create_for_endpoint(self, request):
        serializer = EndpointSubmissionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            submission = services.create_endpoint_submission(
                owner=request.user,
                benchmark=data["benchmark"],
                model_name=data["model_name"],
                base_url=data["endpoint"]["base_url"],
                model=data["endpoint"]["model"],
                api_key=data["endpoint"].get("api_key", ""),
                samples=data["samples"],
                temperature=data["temperature"],
                max_tokens=data["max_tokens"],
                info=data,
                team=data.get("team"),
            )
        except UploadError as exc:
            raise ValidationError({"endpoint": [str(exc)]}) from None
        except QuotaExceeded as exc:
            raise QuotaError(str(exc)) from None
        return Response(selectors.submission_state(submission), status=status.HTTP_201_CREATED)


class SubmissionCancelView(APIView):
    """POST: the owner (or staff) cancels a queued or running submission; its pending units stop."""

    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="submission_cancel", request=None, responses=OpenApiTypes.OBJECT)
    def post(self, request, pk):
        submission = get_object_or_404(selectors.owned_submissions(request.user), pk=pk)
        if not services.cancel_submission(submission):
            raise ValidationError({"status": [f"a {submission.status} submission cannot be cancelled"]})
        submission.refresh_from_db()
        return Response(selectors.submission_state(submission))


class SubmissionPublishView(APIView):
    """POST: the owner (or staff) makes a submission public: anyone may then read its page and
    per-generation results (never the hidden tests)."""

    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="submission_publish", request=None, responses=OpenApiTypes.OBJECT)
    def post(self, request, pk):
        submission = get_object_or_404(selectors.owned_submissions(request.user), pk=pk)
        services.publish_submission(submission)
        return Response(selectors.submission_state(submission))


class SubmissionDetailView(APIView):
    @extend_schema(
        operation_id="submission_detail",
        responses=OpenApiTypes.OBJECT,
        description="Status, progress, metrics (named as in METRICS.md), endpoint (never its key; owner "
        "and staff only) and per-generation verdicts. The owner, staff, or anyone once the "
        "submission is public.",
    )
    def get(self, request, pk):
        submission = get_object_or_404(selectors.visible_submissions(request.user), pk=pk)
        state = selectors.submission_state(submission)
        if not selectors.can_see_private(request.user, submission):
            state = selectors.public_view(state)
        state["generations"] = selectors.generation_results(submission)
        return Response(state)


CSV_COLUMNS = [
    "submission",
    "model_name",
    "benchmark",
    "problem_id",
    "sample",
    "status",
    "verdict",
    "tests_passed",
    "tests_total",
    "profile",
    "sandbox",
    "instructions",
    "cycles",
    "ipc",
    "seconds",
    "energy_j",
    "edp",
    "compile_message",
]


class SubmissionResultsView(APIView):
    """Per-generation results with every measurement, as JSONL or CSV, so anyone can recompute
    the metrics."""

    @extend_schema(
        operation_id="submission_results",
        parameters=[OpenApiParameter("kind", str, OpenApiParameter.PATH, enum=["jsonl", "csv"])],
        responses={(200, "application/x-ndjson"): OpenApiTypes.STR, (200, "text/csv"): OpenApiTypes.STR},
        description="Every generation with every measurement and its compile message (less what it quotes "
        "of a held-out task's hidden programs), as JSONL or CSV (kind). The owner, staff, or "
        "anyone once the submission is public.",
    )
    def get(self, request, pk, kind):
        submission = get_object_or_404(selectors.visible_submissions(request.user), pk=pk)
        records = selectors.generation_records(submission)
        if kind == "csv":
            response = StreamingHttpResponse(_csv_lines(records), content_type="text/csv")
            response["Content-Disposition"] = f'attachment; filename="submission-{pk}.csv"'
        else:
            response = StreamingHttpResponse((json.dumps(r) + "\n" for r in records), content_type="application/x-ndjson")
            response["Content-Disposition"] = f'attachment; filename="submission-{pk}.jsonl"'
        return response


def _csv_lines(records):
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, extrasaction="ignore")
    writer.writeheader()
    for record in records:
        m = record["measurements"] or {}
        writer.writerow(
            record | {k: m.get(k) for k in ("instructions", "cycles", "ipc", "seconds", "edp")} | {"energy_j": (m.get("energy_j") or {}).get("total")}
        )
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
