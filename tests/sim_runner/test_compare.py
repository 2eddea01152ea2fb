from sim_runner.compare import first_difference


def test_exact_and_whitespace_tolerant():
    assert first_difference("1 2\n3\n", "1 2\n3") is None
    assert first_difference("1 2   \n3\n\n\n", "1 2\n3\n") is None


def test_floats_within_pie_tolerance():
    assert first_difference("0.3333\n", "0.33333333\n") is None
    assert first_difference("1e3\n", "1000.0005\n") is None
    assert first_difference("0.33\n", "0.3333\n") == "line 1 differs"
    assert first_difference("nan\n", "nan\n") is None


def test_extra_or_missing_lines_are_wrong_unlike_pie():
    assert first_difference("1\n2\n", "1\n") == "2 output lines, expected 1"
    assert first_difference("1\n", "1\n2\n") == "1 output lines, expected 2"
    assert first_difference("", "5\n") == "0 output lines, expected 1"


def test_message_never_contains_expected_content():
    message = first_difference("wrong\n", "secret-answer\n")
    assert message == "line 1 differs" and "secret" not in message
