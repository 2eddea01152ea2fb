"""HTML pages: thin views over selectors and services."""
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render

from portal.benchmarks import selectors as benchmark_selectors
from portal.benchmarks.cards import benchmark_card as card_of
from portal.benchmarks.prompts import prompt_for
from portal.benchmarks.models import Benchmark
from portal.submissions import selectors, services
from portal.submissions.jsonl import UploadError

from .forms import SubmissionForm


def home(request):
    benchmarks = [
        {"benchmark": b, "leader": next(iter(selectors.leaderboard_rows(b)), None)}
        for b in benchmark_selectors.public_benchmarks()
    ]
    return render(request, "web/home.html", {"benchmarks": benchmarks})


def leaderboard(request, slug):
    benchmark = get_object_or_404(Benchmark, slug=slug)
    return render(
        request,
        "web/leaderboard.html",
        {"benchmark": benchmark, "rows": selectors.leaderboard_rows(benchmark),
         "problems": benchmark_selectors.public_problems(benchmark)},
    )


def benchmark_card(request, slug):
    benchmark = get_object_or_404(Benchmark, slug=slug)
    return render(request, "web/benchmark_card.html", {"benchmark": benchmark, "card": card_of(benchmark),
                                                       "problems": benchmark_selectors.public_problems(benchmark)})


def problem_detail(request, slug, problem_id):
    benchmark = get_object_or_404(Benchmark, slug=slug)
    problem = benchmark_selectors.public_problem(benchmark, problem_id)
    if problem is None:
        raise Http404(f"no problem '{problem_id}'")
    tests = problem.public_tests if problem.split == "dev" else []
    return render(request, "web/problem.html", {"benchmark": benchmark, "problem": problem, "tests": tests,
                                                "prompt": prompt_for(problem)})


@login_required
def submit(request):
    form = SubmissionForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            if data["file"]:
                submission = services.create_submission(owner=request.user, benchmark=data["benchmark"],
                                                        model_name=data["model_name"], data=data["file"].read(), info=data)
            else:
                submission = services.create_endpoint_submission(
                    owner=request.user, benchmark=data["benchmark"], model_name=data["model_name"],
                    base_url=data["base_url"], model=data["endpoint_model"], api_key=data["api_key"],
                    samples=data["samples"] or 1, info=data)
        except UploadError as exc:
            form.add_error("file" if data["file"] else "base_url", str(exc))
        else:
            return redirect("submission", pk=submission.pk)
    return render(request, "web/submit.html", {"form": form})


@login_required
def submission_detail(request, pk):
    submission = get_object_or_404(selectors.visible_submissions(request.user), pk=pk)
    return render(
        request,
        "web/submission.html",
        {"submission": submission, "state": selectors.submission_state(submission),
         "generations": selectors.generation_results(submission)},
    )
