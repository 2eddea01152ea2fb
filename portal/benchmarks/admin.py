from django.contrib import admin

from .models import Benchmark, Problem, TestCase


class TestCaseInline(admin.TabularInline):
    model = TestCase
    extra = 0


@admin.register(Benchmark)
class BenchmarkAdmin(admin.ModelAdmin):
    list_display = ["slug", "name", "profile", "backend", "primary_metric", "version"]


@admin.register(Problem)
class ProblemAdmin(admin.ModelAdmin):
    list_display = ["problem_id", "benchmark", "title"]
    list_filter = ["benchmark"]
    inlines = [TestCaseInline]


@admin.register(TestCase)
class TestCaseAdmin(admin.ModelAdmin):
    list_display = ["problem", "name", "hidden"]
    list_filter = ["hidden", "problem__benchmark"]
