from rest_framework import serializers

from portal.accounts.models import Team
from portal.benchmarks.models import Benchmark, Problem
from portal.benchmarks.prompts import prompt_for


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
        return [{"name": t.name, "input": t.input_data, "expected_output": t.expected_output}
                for t in problem.public_tests]


class ModelMetadataSerializer(serializers.Serializer):
    """Optional model metadata, shown on leaderboard rows, and the team the submission counts for
    (default: the submitter's personal team)."""
    team = serializers.SlugRelatedField(slug_field="slug", queryset=Team.objects.all(), required=False, allow_null=True)
    parameters_b = serializers.FloatField(required=False, min_value=0.0, max_value=100000.0, allow_null=True)
    open_weights = serializers.BooleanField(required=False, allow_null=True, default=None)
    base_model = serializers.CharField(required=False, allow_blank=True, max_length=200)
    paper_url = serializers.URLField(required=False, allow_blank=True, max_length=500)


class EndpointSerializer(serializers.Serializer):
    base_url = serializers.URLField(max_length=500)
    model = serializers.CharField(max_length=200)
    api_key = serializers.CharField(required=False, allow_blank=True, write_only=True, max_length=4000,
                                    trim_whitespace=True)


class EndpointSubmissionSerializer(ModelMetadataSerializer):
    """JSON body: {"benchmark", "model_name", "endpoint": {...}, "samples", "temperature"?, "max_tokens"?}"""
    benchmark = serializers.SlugRelatedField(slug_field="slug", queryset=Benchmark.objects.all())
    model_name = serializers.CharField(max_length=200)
    endpoint = EndpointSerializer()
    samples = serializers.IntegerField(min_value=1, default=1)
    temperature = serializers.FloatField(min_value=0.0, max_value=2.0, default=0.0)
    max_tokens = serializers.IntegerField(min_value=1, max_value=32768, default=2048)


class SubmissionCreateSerializer(ModelMetadataSerializer):
    benchmark = serializers.SlugRelatedField(slug_field="slug", queryset=Benchmark.objects.all())
    model_name = serializers.CharField(max_length=200)
    file = serializers.FileField(allow_empty_file=True)
