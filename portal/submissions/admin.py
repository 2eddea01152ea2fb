from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path

from portal.ops import queue

from .models import Generation, GenerationResult, LeaderboardEntry, Submission


@admin.register(Submission)
class SubmissionAdmin(admin.ModelAdmin):
    list_display = ["id", "model_name", "benchmark", "owner", "status", "created_at", "finished_at"]
    list_filter = ["status", "benchmark"]
    search_fields = ["model_name", "owner__username"]
    change_list_template = "admin/submissions/submission_change_list.html"  # adds the queue link

    def get_urls(self):
        # admin_view: staff only (others go to the admin login); each view checks permissions.
        view = self.admin_site.admin_view
        return [
            path("queue/", view(self.queue_view), name="submissions_queue"),
            path("queue/requeue-expired/", view(self.queue_requeue_expired), name="submissions_queue_requeue_expired"),
            path("queue/<int:pk>/<str:action>/", view(self.queue_action), name="submissions_queue_action"),
        ] + super().get_urls()

    def queue_view(self, request):
        """The evaluation queue: pending, running and leased units per host, stuck submissions."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        context = {
            **self.admin_site.each_context(request),
            "title": "Evaluation queue",
            "opts": self.model._meta,
            "queue": queue.overview(),
            "can_change": self.has_change_permission(request),
        }
        return TemplateResponse(request, "admin/submissions/queue.html", context)

    def queue_requeue_expired(self, request):
        return self._queue_post(request, queue.requeue_expired)

    def queue_action(self, request, pk, action):
        actions = {"requeue": queue.requeue, "cancel": queue.cancel}
        if action not in actions:
            raise Http404(f"no queue action {action!r}")
        return self._queue_post(request, lambda: actions[action](get_object_or_404(Submission, pk=pk)))

    def _queue_post(self, request, action):
        """Run a queue action: POST only, for staff who may change submissions; its outcome or
        why it could not be done is shown on the queue page."""
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        if not self.has_change_permission(request):
            raise PermissionDenied
        try:
            messages.success(request, action())
        except ValueError as exc:
            messages.error(request, str(exc))
        return redirect("admin:submissions_queue")


@admin.register(Generation)
class GenerationAdmin(admin.ModelAdmin):
    list_display = ["id", "submission", "problem", "sample", "status", "lease_holder", "lease_expires_at"]
    list_filter = ["status"]


@admin.register(GenerationResult)
class GenerationResultAdmin(admin.ModelAdmin):
    list_display = ["generation", "verdict", "tests_passed", "tests_total", "sandbox", "profile"]
    list_filter = ["verdict", "sandbox"]


@admin.register(LeaderboardEntry)
class LeaderboardEntryAdmin(admin.ModelAdmin):
    list_display = ["benchmark", "model_name", "score", "profile", "backend", "created_at"]
    list_filter = ["benchmark"]
