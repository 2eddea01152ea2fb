from rest_framework import serializers

from portal.benchmarks.models import Benchmark, Problem


class BenchmarkSerializer(serializers.ModelSerializer):
    problem_count = serializers.IntegerField(source="problems.count", read_only=True)

    class Meta:
        model = Benchmark
        fields = ["slug", "name", "description", "profile", "backend", "primary_metric", "version", "problem_count"]


class ProblemSerializer(serializers.ModelSerializer):
    """Public fields only: tests, expected outputs and references are never serialised."""

    class Meta:
        model = Problem
        fields = ["problem_id", "title", "statement", "baseline_code"]


class SubmissionCreateSerializer(serializers.Serializer):
    benchmark = serializers.SlugRelatedField(slug_field="slug", queryset=Benchmark.objects.all())
    model_name = serializers.CharField(max_length=200)
    file = serializers.FileField(allow_empty_file=True)
