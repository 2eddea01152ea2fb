import tempfile
import zipfile
from pathlib import Path

from django import forms
from django.contrib import admin, messages
from django.shortcuts import redirect, render
from django.urls import path

from .importers import ImportFailed, import_pie, import_simdbench
from .models import Benchmark, Problem, TestCase


class TestCaseInline(admin.TabularInline):
    model = TestCase
    extra = 0


class ImportForm(forms.Form):
    source = forms.ChoiceField(choices=[("simdbench", "SimdBench task records"), ("pie", "PIE test split")])
    slug = forms.SlugField(help_text="The benchmark to create or update.")
    records = forms.FileField(help_text="JSONL: SimdBench records, or PIE's test split.")
    intrinsic = forms.ChoiceField(choices=[("SSE", "SSE"), ("AVX", "AVX")], required=False, help_text="SimdBench only: which ISA's records to import.")
    tests = forms.FileField(required=False, help_text="PIE only: a .zip of merged_test_cases/<problem_id>/input.N.txt, output.N.txt")

    def clean(self):
        data = super().clean()
        if data.get("source") == "pie" and not data.get("tests"):
            self.add_error("tests", "PIE needs its test cases (a .zip of merged_test_cases)")
        return data


def _unzip_tests(upload, into: Path) -> Path:
    """Extract the test archive, refusing paths that would leave the folder."""
    try:
        archive = zipfile.ZipFile(upload)
    except zipfile.BadZipFile:
        raise ImportFailed("the test cases are not a .zip archive") from None
    root = into.resolve()
    for member in archive.infolist():
        target = (into / member.filename).resolve()
        if not target.is_relative_to(root):
            raise ImportFailed(f"the archive's entry {member.filename!r} points outside the archive")
    archive.extractall(into)
    # Accept both merged_test_cases/<id>/... and <id>/... at the top.
    nested = into / "merged_test_cases"
    return nested if nested.is_dir() else into


@admin.register(Benchmark)
class BenchmarkAdmin(admin.ModelAdmin):
    list_display = ["slug", "name", "task_format", "profile", "backend", "primary_metric", "version"]
    change_list_template = "admin/benchmarks/benchmark_changelist.html"

    def get_urls(self):
        return [path("import/", self.admin_site.admin_view(self.import_view), name="benchmarks_import")] + super().get_urls()

    def import_view(self, request):
        """Import PIE or SimdBench (the same importers as the management commands)."""
        if not request.user.has_perm("benchmarks.add_benchmark"):
            messages.error(request, "importing needs the permission to add benchmarks")
            return redirect("admin:benchmarks_benchmark_changelist")
        form = ImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            with tempfile.TemporaryDirectory() as tmp:
                records = Path(tmp) / "records.jsonl"
                records.write_bytes(data["records"].read())
                try:
                    if data["source"] == "pie":
                        tests = _unzip_tests(data["tests"], Path(tmp) / "tests")
                        result = import_pie(records, tests_dir=tests, slug=data["slug"])
                    else:
                        result = import_simdbench(records, intrinsic=data["intrinsic"] or "SSE", slug=data["slug"])
                except ImportFailed as exc:
                    form.add_error(None, f"nothing imported: {exc}")
                else:
                    # Running every task's programs takes minutes: longer than a request may. The
                    # commands import validated; here the admin is told how to validate.
                    messages.success(
                        request,
                        f"benchmark '{result.benchmark.slug}': {result.created} created, "
                        f"{result.updated} updated, not yet validated: run "
                        f"`manage.py validate_benchmark {result.benchmark.slug}` before "
                        f"accepting submissions",
                    )
                    return redirect("admin:benchmarks_benchmark_changelist")
        context = {**self.admin_site.each_context(request), "form": form, "title": "Import a benchmark", "opts": self.model._meta}
        return render(request, "admin/benchmarks/import.html", context)


@admin.register(Problem)
class ProblemAdmin(admin.ModelAdmin):
    list_display = ["problem_id", "benchmark", "title", "split", "kind"]
    list_filter = ["benchmark", "split"]
    inlines = [TestCaseInline]


@admin.register(TestCase)
class TestCaseAdmin(admin.ModelAdmin):
    list_display = ["problem", "name", "hidden"]
    list_filter = ["hidden", "problem__benchmark"]
