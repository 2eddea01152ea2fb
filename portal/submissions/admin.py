from django.contrib import admin

from .models import Generation, GenerationResult, LeaderboardEntry, Submission


@admin.register(Submission)
class SubmissionAdmin(admin.ModelAdmin):
    list_display = ["id", "model_name", "benchmark", "owner", "status", "created_at", "finished_at"]
    list_filter = ["status", "benchmark"]
    search_fields = ["model_name", "owner__username"]


@admin.register(Generation)
class GenerationAdmin(admin.ModelAdmin):
    list_display = ["id", "submission", "problem", "sample", "status"]
    list_filter = ["status"]


@admin.register(GenerationResult)
class GenerationResultAdmin(admin.ModelAdmin):
    list_display = ["generation", "verdict", "tests_passed", "tests_total", "sandbox", "profile"]
    list_filter = ["verdict", "sandbox"]


@admin.register(LeaderboardEntry)
class LeaderboardEntryAdmin(admin.ModelAdmin):
    list_display = ["benchmark", "model_name", "score", "profile", "backend", "created_at"]
    list_filter = ["benchmark"]
