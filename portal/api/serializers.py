from drf_spectacular.utils import extend_schema_field, inline_serializer
from rest_framework import serializers

from portal.accounts.models import Team
from portal.benchmarks.models import Benchmark, Problem
from portal.benchmarks.prompts import prompt_for
from portal.submissions.models import Submission


class BenchmarkSerializer(serializers.ModelSerializer):
    problem_count = serializers.IntegerField(source="problems.count", read_only=True)

    class Meta:
        model = Benchmark
        fields = ["slug", "name", "description", "profile", "backend", "primary_metric", "version", "problem_count"]


class ProblemSerializer(serializers.ModelSerializer):
    """Public fields only: hidden tests, their expected outputs and expert programs are never
    serialised. Problems of the dev split show their tests (all public there)."""

    prompt = serializers.SerializerMethodField()
    tests = serializers.SerializerMethodField()

    class Meta:
        model = Problem
        fields = ["problem_id", "title", "split", "kind", "statement", "baseline_code", "prompt", "tests"]

    def get_prompt(self, problem) -> str:
        return prompt_for(problem)

    def get_tests(self, problem) -> list[dict]:
        if problem.split != Problem.Split.DEV:
            return []
        return [{"name": t.name, "input": t.input_data, "expected_output": t.expected_output} for t in problem.public_tests]


class SlugLookupField(serializers.SlugRelatedField):
    """A slug naming an object; one holding a NUL character is refused before it reaches the
    database (PostgreSQL cannot even compare such text)."""

    def to_internal_value(self, data):
        if isinstance(data, str) and "\x00" in data:
            raise serializers.ValidationError("Null characters are not allowed.", code="null_characters_not_allowed")
        return super().to_internal_value(data)


class ModelMetadataSerializer(serializers.Serializer):
    """Optional model metadata, shown on leaderboard rows, and the team the submission counts for
    (default: the submitter's personal team)."""

    team = SlugLookupField(slug_field="slug", queryset=Team.objects.all(), required=False, allow_null=True)
    parameters_b = serializers.FloatField(required=False, min_value=0.0, max_value=100000.0, allow_null=True)
    open_weights = serializers.BooleanField(required=False, allow_null=True, default=None)
    base_model = serializers.CharField(required=False, allow_blank=True, max_length=200)
    paper_url = serializers.URLField(required=False, allow_blank=True, max_length=500)


class EndpointSerializer(serializers.Serializer):
    base_url = serializers.URLField(max_length=500)
    model = serializers.CharField(max_length=200)
    api_key = serializers.CharField(required=False, allow_blank=True, write_only=True, max_length=4000, trim_whitespace=True)


class EndpointSubmissionSerializer(ModelMetadataSerializer):
    """JSON body: {"benchmark", "model_name", "endpoint": {...}, "samples", "temperature"?, "max_tokens"?}"""

    benchmark = SlugLookupField(slug_field="slug", queryset=Benchmark.objects.all())
    model_name = serializers.CharField(max_length=200)
    endpoint = EndpointSerializer()
    samples = serializers.IntegerField(min_value=1, default=1)
    temperature = serializers.FloatField(min_value=0.0, max_value=2.0, default=0.0)
    max_tokens = serializers.IntegerField(min_value=1, max_value=32768, default=2048)


class SubmissionCreateSerializer(ModelMetadataSerializer):
    benchmark = SlugLookupField(slug_field="slug", queryset=Benchmark.objects.all())
    model_name = serializers.CharField(max_length=200)
    file = serializers.FileField(allow_empty_file=True)


class SubmissionSummarySerializer(serializers.Serializer):
    """One row of GET /submissions/: what a list needs; the detail adds verdicts and endpoint."""

    id = serializers.IntegerField()
    benchmark = serializers.CharField(source="benchmark.slug")
    model_name = serializers.CharField()
    team = serializers.CharField(source="team.slug", allow_null=True, default=None)
    is_public = serializers.BooleanField()
    status = serializers.ChoiceField(choices=Submission.Status.choices)
    error = serializers.CharField()
    progress = serializers.SerializerMethodField()
    metrics = serializers.DictField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)

    @extend_schema_field(inline_serializer("SubmissionProgress", {"done": serializers.IntegerField(), "total": serializers.IntegerField()}))
    def get_progress(self, submission) -> dict:
        return {"done": submission.done, "total": submission.total}


class SubmissionListFilterSerializer(serializers.Serializer):
    benchmark = serializers.SlugField(required=False, help_text="only submissions to this benchmark")
    status = serializers.ChoiceField(choices=Submission.Status.choices, required=False)


class LeaderboardFilterSerializer(serializers.Serializer):
    """The leaderboard's query string, checked: a bad value is a 400 naming it, not ignored."""

    open_weights = serializers.ChoiceField(choices=["true", "false"], required=False, help_text="open-weights models only, or closed only")
    max_parameters_b = serializers.FloatField(required=False, min_value=0.0, help_text="models of at most this many billion parameters")
    best_per_team = serializers.ChoiceField(choices=["true", "false", "1", "0"], required=False, help_text="only each team's best row")


class LeaderboardTeamSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()


class LeaderboardModelSerializer(serializers.Serializer):
    parameters_b = serializers.FloatField(allow_null=True)
    open_weights = serializers.BooleanField(allow_null=True)
    base_model = serializers.CharField()
    paper_url = serializers.CharField()


class LeaderboardRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    submission = serializers.IntegerField()
    public = serializers.BooleanField()
    model_name = serializers.CharField()
    submitter = serializers.CharField()
    team = LeaderboardTeamSerializer()
    score = serializers.FloatField()
    metrics = serializers.DictField(help_text="named as in METRICS.md; `<name>_ci`: the 95% interval")
    profile = serializers.CharField()
    backend = serializers.CharField()
    benchmark_version = serializers.CharField()
    model = LeaderboardModelSerializer()
    created_at = serializers.DateTimeField()
    other_benchmarks = serializers.ListField(child=serializers.SlugField(), help_text="slugs of the other benchmarks this model has rows on")


class ReferenceRowSerializer(serializers.Serializer):
    reference = serializers.ChoiceField(choices=["baseline", "expert", "compiler"])
    model_name = serializers.CharField()
    description = serializers.CharField()
    score = serializers.FloatField(allow_null=True)
    metrics = serializers.DictField()
    profile = serializers.CharField()
    backend = serializers.CharField()
    benchmark_version = serializers.CharField()


class LeaderboardSerializer(serializers.Serializer):
    """One page of a leaderboard: ranks are over the whole (filtered) board, so a row keeps its
    rank on any page; the reference rows come with every page."""

    benchmark = serializers.CharField()
    version = serializers.CharField()
    primary_metric = serializers.CharField()
    cost_model = serializers.CharField(help_text="identity of the cost model whose measurements are ranked (empty when the backend uses none of ours)")
    unranked_other_model = serializers.IntegerField(
        help_text="finished submissions measured by an earlier cost model or built with another toolchain (profile, backend): not ranked until evaluated again"
    )
    count = serializers.IntegerField(help_text="rows on the whole board")
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    rows = LeaderboardRowSerializer(many=True)
    references = ReferenceRowSerializer(many=True)
