"""Leaderboards as CSV: one row per leaderboard row, every metric and its interval bounds as columns."""
import csv
import io

FIXED = ["rank", "reference", "model_name", "team", "submitter", "submission", "score", "parameters_b", "open_weights",
         "base_model", "paper_url", "profile", "backend", "benchmark_version", "created_at"]


def leaderboard_csv(rows: list[dict]) -> str:
    metric_columns = []
    for row in rows:
        for key, value in row["metrics"].items():
            if isinstance(value, dict):
                continue  # verdict counts: in the JSON export
            names = [f"{key}_low", f"{key}_high"] if isinstance(value, list) else [key]
            metric_columns += [name for name in names if name not in metric_columns]
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=FIXED + metric_columns, extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        model = row.get("model") or {}
        flat = {key: row.get(key) for key in FIXED} | {key: model.get(key) for key in
                                                        ("parameters_b", "open_weights", "base_model", "paper_url")}
        flat["team"] = (row.get("team") or {}).get("name")
        for key, value in row["metrics"].items():
            if isinstance(value, list) and len(value) == 2:
                flat[f"{key}_low"], flat[f"{key}_high"] = value
            elif not isinstance(value, dict):
                flat[key] = value
        writer.writerow(flat)
    return buffer.getvalue()
