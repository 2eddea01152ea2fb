import json
import re

import pytest

from portal.submissions.jsonl import MAX_CODE_BYTES, UploadError, parse_generations


def parse(text: str | bytes, max_bytes: int = 10**6):
    return parse_generations(text.encode() if isinstance(text, str) else text, max_bytes=max_bytes)


def test_plain_rows_number_samples_in_line_order():
    rows = parse('{"problem_id": "a", "code": "x"}\n\n{"problem_id": "a", "code": "y"}\n{"problem_id": "b", "code": "z", "sample": 4}\n')
    assert [(g.problem_id, g.sample, g.code, g.line) for g in rows] == [("a", 0, "x", 1), ("a", 1, "y", 3), ("b", 4, "z", 4)]


def test_pie_rows_give_one_sample_per_answer():
    rows = parse(json.dumps({"problem_id": "p1", "generated_answers": ["a", "b", "c"]}))
    assert [(g.problem_id, g.sample, g.code) for g in rows] == [("p1", 0, "a"), ("p1", 1, "b"), ("p1", 2, "c")]


def test_pie_src_id_and_simdbench_completion_rows():
    rows = parse(
        json.dumps({"src_id": "p9", "generated_answers": ["a"]})
        + "\n"
        + json.dumps({"task_id": "SimdBench_0_SSE", "completion": "```cpp\nvoid f_simd() {}\n```"})
        + "\n"
        + json.dumps({"task_id": "SimdBench_0_SSE", "completion": "void f_simd() { }"})
    )
    assert [(g.problem_id, g.sample) for g in rows] == [("p9", 0), ("SimdBench_0_SSE", 0), ("SimdBench_0_SSE", 1)]
    assert rows[1].code.startswith("```cpp")  # extracted at evaluation, where the entry point is known


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "holds no generations"),
        ("\n  \n", "holds no generations"),
        ('{"problem_id": "a", "code": "x"}\nnot json\n', "line 2: not valid JSON"),
        ("[1, 2]", "line 1: expected a JSON object, got list"),
        ('{"code": "x"}', "line 1: 'problem_id' must be a non-empty string"),
        ('{"problem_id": "a"}', "line 1: needs 'code'"),
        ('{"problem_id": "a", "code": 5}', "line 1: 'code' must be a string (\"\" for an empty answer), not a number"),
        ('{"problem_id": "a", "code": null}', "line 1: 'code' must be a string (\"\" for an empty answer), not null"),
        ('{"problem_id": "a", "code": ["x"]}', "line 1: 'code' must be a string"),
        ('{"problem_id": "a", "code": "x", "sample": -1}', "'sample' must be a non-negative integer"),
        ('{"problem_id": "a", "code": "x", "sample": true}', "'sample' must be a non-negative integer"),
        ('{"problem_id": "a", "generated_answers": []}', "'generated_answers' must be a non-empty list"),
        ('{"problem_id": "a", "generated_answers": ["x", 3]}', "line 1: 'generated_answers[1]' must be a string"),
        ('{"problem_id": "a", "generated_answers": ["x", null]}', "'generated_answers[1]' must be a string (\"\" for an empty answer), not null"),
        ('{"problem_id": "a", "generated_answers": "x"}', "'generated_answers' must be a non-empty list"),
        ('{"task_id": "", "completion": "x"}', "line 1: 'task_id' must be a non-empty string"),
        ('{"task_id": "t", "completion": 7}', "line 1: 'completion' must be a string (\"\" for an empty answer), not a number"),
        ('{"task_id": "t", "completion": false}', "line 1: 'completion' must be a string (\"\" for an empty answer), not a boolean"),
        ('{"task_id": "t", "completion": {"text": ""}}', "line 1: 'completion' must be a string"),
        ('{"task_id": "t"}', "line 1: needs 'completion'"),
        ('{"task_id": "t", "completion": "x"}\n{"task_id": "t", "completion": ""\n', "line 2: not valid JSON"),
        ('{"src_id": 3, "generated_answers": ["x"]}', "line 1: 'src_id' must be a non-empty string"),
        (
            '{"problem_id": "a", "code": "x", "sample": 0}\n{"problem_id": "a", "code": "y", "sample": 0}',
            "line 2: sample 0 of problem 'a' was already given on line 1",
        ),
    ],
)
def test_bad_lines_are_rejected_with_line_and_reason(text, message):
    with pytest.raises(UploadError, match=re.escape(message)):
        parse(text)


def test_empty_answers_are_samples_in_every_format():
    """An empty answer is a sample the model failed (verdict no_code at evaluation), not a bad
    line: it keeps its sample number, so pass@k's denominators stay those of the file."""
    rows = parse(
        "\n".join(
            json.dumps(row)
            for row in [
                {"task_id": "t", "completion": "```cpp\nvoid f_simd() {}\n```"},
                {"task_id": "t", "completion": ""},  # SimdBench's published outputs hold these
                {"task_id": "t", "completion": "  \n\t"},
                {"task_id": "t", "completion": "void f_simd() {}"},
                {"problem_id": "a", "code": ""},
                {"problem_id": "a", "code": "   "},
                {"problem_id": "b", "code": "", "sample": 3},
                {"problem_id": "p", "generated_answers": ["x", "", "```cpp\n```"]},
                {"src_id": "q", "generated_answers": [""]},
            ]
        )
    )
    assert [(g.problem_id, g.sample, g.code, g.line) for g in rows] == [
        ("t", 0, "```cpp\nvoid f_simd() {}\n```", 1),
        ("t", 1, "", 2),
        ("t", 2, "  \n\t", 3),
        ("t", 3, "void f_simd() {}", 4),
        ("a", 0, "", 5),
        ("a", 1, "   ", 6),
        ("b", 3, "", 7),
        ("p", 0, "x", 8),
        ("p", 1, "", 8),
        ("p", 2, "```cpp\n```", 8),
        ("q", 0, "", 9),
    ]


def test_a_file_of_only_empty_answers_is_still_a_submission():
    rows = parse('{"task_id": "t", "completion": ""}\n')
    assert [(g.problem_id, g.sample, g.code) for g in rows] == [("t", 0, "")]


def test_non_utf8_names_the_line():
    with pytest.raises(UploadError, match=r"line 2: not valid UTF-8"):
        parse(b'{"problem_id": "a", "code": "x"}\n{"problem_id": "\xff\xfe"}\n')


def test_size_limits():
    with pytest.raises(UploadError, match="the limit is 10 bytes"):
        parse('{"problem_id": "a", "code": "x"}', max_bytes=10)
    with pytest.raises(UploadError, match=f"longer than {MAX_CODE_BYTES} bytes"):
        parse(json.dumps({"problem_id": "a", "code": "x" * (MAX_CODE_BYTES + 1)}))
