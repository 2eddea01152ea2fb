#!/usr/bin/env python
"""Django's command-line entry point for the portal."""

import os
import sys


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    from evaluator.mode import ModeError, running_mode
    from portal import embedded

    try:
        if running_mode() == "embedded":
            embedded.prepare(embedded.var_dir())  # its directory and key, on first use
    except ModeError:
        pass  # the settings name what is wrong
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
