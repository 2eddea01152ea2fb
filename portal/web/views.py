"""HTML pages: thin views over selectors and services."""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST


from evaluator.metrics import registry
from portal.benchmarks import selectors as benchmark_selectors
from portal.benchmarks.cards import benchmark_card as card_of
from portal.benchmarks.prompts import prompt_for
from portal.benchmarks.models import Benchmark
from portal.submissions import leaderboard_cache, selectors, services
from portal.submissions.jsonl import UploadError
from portal.submissions.quotas import QuotaExceeded
from portal.submissions.references import reference_rows

from .columns import column_groups, correctness_figures, leaderboard_columns

from .forms import SubmissionForm
from . import charts
from . import methodology as methodology_data


@leaderboard_cache.pinned
def home(request):
    benchmarks = [{"benchmark": b, "leader": next(iter(selectors.leaderboard_rows(b)), None)} for b in benchmark_selectors.public_benchmarks()]
    return render(request, "web/home.html", {"benchmarks": benchmarks})


@leaderboard_cache.pinned
def leaderboard(request, slug):
    benchmark = selectors.leaderboard_benchmark(slug)
    filters = selectors.leaderboard_filters(request.GET)

    def body() -> str:
        rows, unpaired = selectors.leaderboard_ranking(benchmark, **filters)
        columns = leaderboard_columns(benchmark, rows)
        return render_to_string(
            "web/leaderboard_body.html",
            {
                "benchmark": benchmark,
                "filters": filters,
                "filtered": any(filters.values()),
                "primary": registry.METRICS.get(benchmark.primary_metric),
                "ranking": registry.ranking_terms(unpaired),
                "terms": registry.term_definitions(),
                "query": request.GET.urlencode(),
                "other_model": selectors.entries_of_other_models(benchmark),
                "table": {
                    "rows": rows,
                    "references": reference_rows(benchmark),
                    "columns": columns,
                    "groups": column_groups(columns),
                    "figures": correctness_figures(columns),
                    "problems": benchmark_selectors.public_problems(benchmark),
                },
            },
        )

    # The body is the same for every reader: kept for the page without a query string (so query
    # strings cannot fill the cache), computed per request for filtered views.
    return render(
        request,
        "web/leaderboard.html",
        {"benchmark": benchmark, "body": body() if request.GET else leaderboard_cache.cached(f"page-body:{benchmark.pk}", body)},
    )


def benchmark_card(request, slug):
    benchmark = get_object_or_404(Benchmark, slug=slug)
    return render(
        request, "web/benchmark_card.html", {"benchmark": benchmark, "card": card_of(benchmark), "problems": benchmark_selectors.public_problems(benchmark)}
    )


def problem_detail(request, slug, problem_id):
    benchmark = get_object_or_404(Benchmark, slug=slug)
    problem = benchmark_selectors.public_problem(benchmark, problem_id)
    if problem is None:
        raise Http404(f"no problem '{problem_id}'")
    tests = problem.public_tests if problem.split == "dev" else []
    return render(request, "web/problem.html", {"benchmark": benchmark, "problem": problem, "tests": tests, "prompt": prompt_for(problem)})


@login_required
def submit(request):
    form = SubmissionForm(request.POST or None, request.FILES or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            if data["file"]:
                submission = services.create_submission(
                    owner=request.user, benchmark=data["benchmark"], model_name=data["model_name"], data=data["file"].read(), info=data, team=data["team"]
                )
            else:
                submission = services.create_endpoint_submission(
                    owner=request.user,
                    benchmark=data["benchmark"],
                    model_name=data["model_name"],
                    base_url=data["base_url"],
                    model=data["endpoint_model"],
                    api_key=data["api_key"],
                    samples=data["samples"] or 1,
                    info=data,
                    team=data["team"],
                )
        except UploadError as exc:
            form.add_error("file" if data["file"] else "base_url", str(exc))
        except QuotaExceeded as exc:
            form.add_error("team", str(exc))
        else:
            return redirect("submission", pk=submission.pk)
    return render(request, "web/submit.html", {"form": form, "quotas": form.quota_table(), "max_mb": settings.SUBMISSION_MAX_BYTES // (1024 * 1024)})


def submission_detail(request, pk):
    """The owner's (and staff's) view, or anyone's once the submission is public."""
    queryset = selectors.visible_submissions(request.user)
    submission = queryset.filter(pk=pk).first()
    if submission is None:
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        raise Http404("no such submission, or it is not yours")
    state = selectors.submission_state(submission)
    owner_view = selectors.can_see_private(request.user, submission)
    return render(
        request,
        "web/submission.html",
        {
            "submission": submission,
            "state": state if owner_view else selectors.public_view(state),
            "owner_view": owner_view,
            "generations": selectors.generation_results(submission),
        },
    )


@login_required
@require_POST
def submission_action(request, pk, action):
    """The owner's buttons on the submission page: cancel, make public."""
    submission = get_object_or_404(selectors.owned_submissions(request.user), pk=pk)
    if action == "cancel":
        if not services.cancel_submission(submission):
            messages.error(request, f"A {submission.status} submission cannot be cancelled.")
    elif action == "publish":
        services.publish_submission(submission)
    else:
        raise Http404(f"no action '{action}'")
    return redirect("submission", pk=pk)


@leaderboard_cache.pinned
def leaderboard_charts(request, slug):
    """The data of a leaderboard page's charts (JSON; static/js/charts.js draws it), for the
    same filters as the page."""
    benchmark = selectors.leaderboard_benchmark(slug)
    filters = selectors.leaderboard_filters(request.GET)
    if any(filters.values()):
        return JsonResponse(charts.chart_data(benchmark, **filters))
    return JsonResponse(leaderboard_cache.cached(f"charts:{benchmark.pk}", lambda: charts.chart_data(benchmark)))


def methodology(request):
    return render(request, "web/methodology.html", methodology_data.context())
