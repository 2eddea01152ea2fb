# EffBench's web and worker image (compose.yaml's web, worker and migrate services), and the
# one-shot builder of the sandbox runner image (target runner-builder).
#
#   docker build -t effbench-app .
#   docker build --build-arg BASE=debian:bookworm-slim -t effbench-app .   # Debian's python3.11
#
# BASE is any Debian bookworm image: with Python 3.11 (the default) or without (Debian's
# python3.11 is installed then). No secret is used or kept at build time: settings come from the
# environment when a container starts.
ARG BASE=python:3.11-slim-bookworm

FROM ${BASE} AS app
USER root
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    VIRTUAL_ENV=/opt/venv \
    PATH=/opt/venv/bin:$PATH \
    DJANGO_SETTINGS_MODULE=portal.settings \
    EFFBENCH_VAR_DIR=/app/var \
    SIM_RUNNER_CACHE=/var/cache/effbench/sim
# Debian packages, from Debian's own archive (no registry needed): llvm-19 for llvm-mca-19, which
# the cycle model runs in the worker, where sim_runner decodes the profile (not in the runner
# sandbox image); python3 when the base image has none.
RUN packages="llvm-19" \
    && if ! command -v python3 >/dev/null 2>&1; then packages="$packages python3 python3-venv ca-certificates"; fi \
    && apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $packages \
    && rm -rf /var/lib/apt/lists/* \
    && llvm-mca-19 --version >/dev/null \
    && python3 -m venv /opt/venv
# A TLS-inspecting proxy's CA (deploy/ca-certificates/*.crt, usually none): pip and requests
# use the system bundle, with it.
COPY deploy/ca-certificates/ /usr/local/share/ca-certificates/effbench/
RUN update-ca-certificates >/dev/null
ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
WORKDIR /app
# Dependencies first, in their own layer: a code change does not reinstall them.
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" \
        > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt
COPY . .
# Editable: sim_runner reads its own sources (driver.sh, the effgrind tool's source, whose hash
# must match the runner image's label) from /app. Then the static files for whitenoise (the key
# is a throwaway that only lets settings load for collectstatic; it is not kept).
RUN pip install --no-deps -e . \
    && DJANGO_SECRET_KEY=collectstatic-only-not-a-secret python manage.py collectstatic --noinput -v0 \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin effbench \
    && mkdir -p /var/cache/effbench/sim /var/tmp/effbench-sandboxes \
    && chown -R effbench /app/var /var/cache/effbench
USER 10001
EXPOSE 8000
# HTTP (compose's web service; its ws service runs uvicorn from this image for websockets).
CMD ["gunicorn", "portal.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "2", "--worker-class", "gthread", "--threads", "4"]


# Builds effbench-runner:V on the Docker engine whose socket is mounted, offline from Debian
# packages with debootstrap, as scripts/ensure-docker.sh does on a developer's machine.
FROM ${BASE} AS runner-builder
USER root
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        ca-certificates debootstrap docker.io \
    && rm -rf /var/lib/apt/lists/*
COPY deploy/ca-certificates/ /usr/local/share/ca-certificates/effbench/
RUN update-ca-certificates >/dev/null
WORKDIR /src
COPY sim_runner/images/runner sim_runner/images/runner
COPY sim_runner/valgrind_tool sim_runner/valgrind_tool
# build.sh reads the profiles' commands and the headers clang profiles precompile.
COPY sim_runner/profiles.py sim_runner/profiles.py
COPY sim_runner/include/simdbench.h sim_runner/include/effbench_roi.h sim_runner/include/
CMD ["sim_runner/images/runner/build.sh"]
