from django import forms
from django.conf import settings

from portal.accounts.models import Team
from portal.accounts.teams import teams_of
from portal.benchmarks.models import Benchmark
from portal.submissions.quotas import quota_state


class SubmissionForm(forms.Form):
    benchmark = forms.ModelChoiceField(queryset=Benchmark.objects.all(), to_field_name="slug", empty_label=None)
    model_name = forms.CharField(max_length=200, label="Model name")
    team = forms.ModelChoiceField(
        queryset=Team.objects.none(),
        to_field_name="slug",
        empty_label=None,
        required=False,
        help_text="Quotas and the leaderboard's best-per-team view count per team.",
    )
    file = forms.FileField(
        required=False,
        label="Generations (JSONL)",
        help_text=f'One JSON object per line: {{"problem_id", "code"}} (optional "sample"), or PIE\'s '
        f'{{"problem_id", "generated_answers"}}. At most {settings.SUBMISSION_MAX_BYTES // (1024 * 1024)} MB.',
    )

    parameters_b = forms.FloatField(label="Parameters (billions)", required=False, min_value=0)
    open_weights = forms.NullBooleanField(
        label="Open weights", required=False, widget=forms.Select(choices=[("", "not stated"), ("true", "yes"), ("false", "no")])
    )
    base_model = forms.CharField(label="Base model", required=False, max_length=200)
    paper_url = forms.URLField(label="Paper or code (URL)", required=False, max_length=500, assume_scheme="https")

    # ... or let the portal ask a model endpoint for the samples.
    base_url = forms.URLField(
        label="Or: endpoint base URL (OpenAI-compatible)",
        required=False,
        max_length=500,
        assume_scheme="https",
        help_text="e.g. https://host/v1 (vLLM, TGI, llama.cpp server, OpenAI)",
    )
    endpoint_model = forms.CharField(label="Endpoint model", required=False, max_length=200)
    api_key = forms.CharField(
        label="Endpoint API key",
        required=False,
        max_length=4000,
        widget=forms.PasswordInput(render_value=False),
        help_text="Stored encrypted, never shown again.",
    )
    samples = forms.IntegerField(label="Samples per problem", required=False, min_value=1, max_value=settings.ENDPOINT_MAX_SAMPLES, initial=1)

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].queryset = teams_of(user)
        self.user = user

    def quota_table(self) -> list[dict]:
        """What each of the user's teams may still submit, per benchmark (stated on the form)."""
        return [
            {"team": team, "benchmark": benchmark, "state": quota_state(team, benchmark)}
            for team in self.fields["team"].queryset
            for benchmark in self.fields["benchmark"].queryset
        ]

    def clean(self):
        data = super().clean()
        has_file, has_endpoint = bool(data.get("file")), bool(data.get("base_url"))
        if has_file == has_endpoint:
            self.add_error("file", "Upload a generations file, or give an endpoint base URL (one of the two).")
        if has_endpoint and not data.get("endpoint_model"):
            self.add_error("endpoint_model", "Name the model the endpoint serves.")
        return data

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload and upload.size > settings.SUBMISSION_MAX_BYTES:
            raise forms.ValidationError(f"The file is {upload.size} bytes; the limit is {settings.SUBMISSION_MAX_BYTES} bytes.")
        return upload
