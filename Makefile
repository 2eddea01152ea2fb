# The two commands: `make run` (embedded portal) and `make test` (the whole suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
# Over the local socket as the OS user (peer auth on a stock Debian PostgreSQL; ensure-services
# creates the role when missing).
TEST_DATABASE_URL ?= postgresql://$(shell id -un)@%2Fvar%2Frun%2Fpostgresql/effbench
TEST_REDIS_URL ?= redis://127.0.0.1:6379/14

.PHONY: run test lint format venv system-run system-test migrate

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $@

venv: $(BIN)/.installed

system-run:
	scripts/install-system.sh run

system-test:
	scripts/install-system.sh test

migrate: venv
	$(BIN)/python manage.py migrate --noinput -v0
	$(BIN)/python manage.py load_demo
	$(BIN)/python manage.py measure_baselines demo
	$(BIN)/python manage.py load_suite

run: system-run migrate
	@echo "EffBench on http://127.0.0.1:$(PORT)/ (create an account: $(BIN)/python manage.py createsuperuser)"
	$(BIN)/daphne -b 127.0.0.1 -p $(PORT) portal.asgi:application

# The linter, the formatter's check and the type checker alone (make test runs them too, in
# tests/test_lint.py); `make format` formats the tree.
lint: venv
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --cache-dir=/dev/null

format: venv
	$(BIN)/ruff format .

test: system-test venv
	scripts/ensure-services.sh
	$(BIN)/python -m portal.embedded
	DATABASE_URL=$(TEST_DATABASE_URL) TEST_REDIS_URL=$(TEST_REDIS_URL) $(BIN)/pytest $(PYTEST_ARGS)
