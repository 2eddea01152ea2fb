"""The exact text a model is given for a problem (served by the problems API as `prompt`, and
sent to model endpoints). Speed/energy problems use PIE's code-optimisation framing: the slow
program under "# slower version:", the model continues after "# optimized version of the same
code:"."""

from .models import Problem

OPTIMIZE = """Below is a correct but slow C++17 program that solves the problem described. Write a faster \
program that prints exactly the same output for every valid input. It is compiled with \
`g++ -std=c++17 -O3 -static` and judged on hidden tests. Reply with the complete program in one \
```cpp fenced block.

## Problem: {title}

{statement}

# slower version:

```cpp
{baseline}
```

# optimized version of the same code:
"""


def prompt_for(problem: Problem) -> str:
    if problem.harness:  # SimdBench-format: the task's own prompt, which the model completes
        return problem.harness["prompt"]
    return OPTIMIZE.format(title=problem.title, statement=problem.statement.strip(), baseline=problem.baseline_code.strip())
