from django import forms
from django.conf import settings

from portal.benchmarks.models import Benchmark


class SubmissionForm(forms.Form):
    benchmark = forms.ModelChoiceField(queryset=Benchmark.objects.all(), to_field_name="slug", empty_label=None)
    model_name = forms.CharField(max_length=200, label="Model name")
    file = forms.FileField(
        label="Generations (JSONL)",
        help_text=f"One JSON object per line: {{\"problem_id\", \"code\"}} (optional \"sample\"), or PIE's "
        f"{{\"problem_id\", \"generated_answers\"}}. At most {settings.SUBMISSION_MAX_BYTES // (1024 * 1024)} MB.",
    )

    parameters_b = forms.FloatField(label="Parameters (billions)", required=False, min_value=0)
    open_weights = forms.NullBooleanField(label="Open weights", required=False,
                                          widget=forms.Select(choices=[("", "not stated"), ("true", "yes"), ("false", "no")]))
    base_model = forms.CharField(label="Base model", required=False, max_length=200)
    paper_url = forms.URLField(label="Paper or code (URL)", required=False, max_length=500, assume_scheme="https")

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > settings.SUBMISSION_MAX_BYTES:
            raise forms.ValidationError(f"The file is {upload.size} bytes; the limit is {settings.SUBMISSION_MAX_BYTES} bytes.")
        return upload
