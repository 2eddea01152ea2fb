"""One settings module, driven by the environment, in the mode EFFBENCH_MODE names.

Embedded (the default, no variables set): a SQLite file under ./var, the in-memory channel layer
and an in-process Dramatiq worker. Deployed (EFFBENCH_MODE=deployed): DATABASE_URL (PostgreSQL
through psycopg 3), REDIS_URL (Dramatiq's Redis broker, channels_redis, the shared cache) and
DJANGO_SECRET_KEY, all required (evaluator.mode).
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from evaluator.mode import ModeError, running_mode
from portal import embedded

try:
    MODE = running_mode()
except ModeError as error:
    raise ImproperlyConfigured(str(error)) from None
DEPLOYED = MODE == "deployed"

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = embedded.var_dir()


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_bool("DJANGO_DEBUG", False)
# Deployed: from the environment (evaluator.mode refuses to start without it). Embedded: the
# installation's own key, which manage.py creates on first use (portal.embedded); importing the
# settings writes nothing.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "") or embedded.secret_key(VAR_DIR)
if not SECRET_KEY:
    raise ImproperlyConfigured(
        f"no secret key: DJANGO_SECRET_KEY is unset and {VAR_DIR / embedded.KEY_FILE} does not exist; any manage.py "
        "command creates it in embedded mode (make run does), or run: python -m portal.embedded"
    )

ALLOWED_HOSTS = [h for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h]
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o]
# Reverse proxies in front of the web server (compose: its nginx, 1; with a TLS proxy before it, 2).
WEB_PROXIES = int(os.environ.get("WEB_PROXIES", "0"))
# Served over HTTPS: cookies only over TLS, plain HTTP redirected, browsers told to use HTTPS
# (HSTS) for DJANGO_HSTS_SECONDS. On by default when deployed (DJANGO_HTTPS=0 for plain HTTP on a
# trusted network); off for `make run` on a laptop, which is plain HTTP on localhost.
HTTPS = env_bool("DJANGO_HTTPS", DEPLOYED)
if HTTPS:
    if WEB_PROXIES:
        # Whether a request came over TLS is the proxy's word (X-Forwarded-Proto), believed only
        # when a proxy is there to set it: without one, any client could write the header.
        SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = True
    # The container healthcheck asks over plain HTTP, and so may a Prometheus inside the deployment's network.
    SECURE_REDIRECT_EXEMPT = [r"^health/$", r"^metrics/$"]
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "31536000"))
    # HSTS for every subdomain and the browsers' preload list bind the whole domain: its owner's
    # decision (DJANGO_HSTS_SUBDOMAINS, DJANGO_HSTS_PRELOAD), not this application's.
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_HSTS_SUBDOMAINS", False)
    SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", False)
    SILENCED_SYSTEM_CHECKS = ["security.W005", "security.W021"]
SECURE_REFERRER_POLICY = "same-origin"

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "channels",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "portal.accounts",
    "portal.benchmarks",
    "portal.submissions",
    "portal.rewards",
    "portal.api",
    "portal.web",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "portal.urls"
ASGI_APPLICATION = "portal.asgi.application"
WSGI_APPLICATION = "portal.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASE_URL = os.environ.get("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'effbench.sqlite3'}"
DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=0)}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The in-process worker writes from other threads: wait for the lock instead of failing.
    DATABASES["default"].setdefault("OPTIONS", {}).update({"timeout": 30, "transaction_mode": "IMMEDIATE", "init_command": "PRAGMA journal_mode=WAL;"})
# PostgreSQL connections kept open per process (psycopg's pool; 0: one connection per request).
# The web processes set it: under ASGI Django cannot keep a connection between requests
# (CONN_MAX_AGE), and opening one per request cost more than a cached leaderboard answer.
DATABASE_POOL_SIZE = int(os.environ.get("DATABASE_POOL_SIZE", "0"))
if DATABASE_POOL_SIZE and DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {"min_size": min(2, DATABASE_POOL_SIZE), "max_size": DATABASE_POOL_SIZE, "timeout": 10}
# A worker host that loses its link mid-transaction leaves its session open on the server, holding
# its locks (a unit's row while its result is saved, the dispatchers' lock) until TCP gives up on
# it, hours later, and every worker that needs them waits as long. Deployed, the server ends a
# session idle inside a transaction this long: ours are a few statements each, never held open
# across other work. (Not embedded: there the tests hold their transactions open across work.)
DATABASE_IDLE_IN_TRANSACTION_SECONDS = float(os.environ.get("DATABASE_IDLE_IN_TRANSACTION_SECONDS", "60"))
if DEPLOYED and DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    idle_ms = max(1, round(DATABASE_IDLE_IN_TRANSACTION_SECONDS * 1000))
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = f"-c idle_in_transaction_session_timeout={idle_ms}"
if os.environ.get("DATABASE_TEST_NAME"):
    DATABASES["default"]["TEST"] = {"NAME": os.environ["DATABASE_TEST_NAME"]}

# Redis serves the deployed mode only; an embedded process keeps to its in-memory parts even
# where the variable is set.
REDIS_URL = os.environ.get("REDIS_URL", "") if DEPLOYED else ""
# Operators' Prometheus scrape of /metrics/ (portal.ops.metrics) sends this as its bearer token;
# unset, there is no /metrics/.
METRICS_TOKEN = os.environ.get("METRICS_TOKEN", "")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL], "prefix": os.environ.get("CHANNELS_PREFIX", "effbench")},
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
# Cached leaderboards (portal.submissions.leaderboard_cache): "shared", deployed only, holds the
# version every web and worker process checks, so a worker finishing a submission invalidates what
# web processes keep (keys under the channel prefix: installations sharing a Redis stay apart).
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
if REDIS_URL:
    CACHES["shared"] = {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": os.environ.get("CHANNELS_PREFIX", "effbench"),
        "OPTIONS": {"pool_class": "portal.redis_pool.SharedConnectionPool"},
    }
# How long a computed leaderboard (rows, page, charts' data) may be served; every change replaces
# it at once. Off (0) without the shared cache: a command run beside an embedded server could not
# tell it of a change.
LEADERBOARD_CACHE_SECONDS = 300 if REDIS_URL else 0

# Embedded mode runs the Dramatiq worker inside the web process; deployed mode runs
# `dramatiq evaluator.worker` processes against Redis.
EVALUATOR_IN_PROCESS = env_bool("EVALUATOR_IN_PROCESS", not DEPLOYED)
EVALUATOR_THREADS = int(os.environ.get("EVALUATOR_THREADS", "2"))
# Docker when an engine answers, else bubblewrap (see sim_runner).
SIM_RUNNER_SANDBOX = os.environ.get("SIM_RUNNER_SANDBOX", "auto")
# Content-addressed store of simulation reports: identical programs are never simulated twice.
SIM_RUNNER_CACHE = Path(os.environ.get("SIM_RUNNER_CACHE") or VAR_DIR / "sim-cache")

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATICFILES_FINDERS = [
    "django.contrib.staticfiles.finders.FileSystemFinder",
    "django.contrib.staticfiles.finders.AppDirectoriesFinder",
    "portal.web.staticfinders.PlotlyFinder",  # vendor/plotly.min.js from the plotly package: no CDN
]
STATIC_ROOT = VAR_DIR / "staticfiles"  # whitenoise serves from finders, but wants the root (portal.embedded)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Uploads: the JSONL file is parsed in memory and rejected above this size.
SUBMISSION_MAX_BYTES = int(os.environ.get("SUBMISSION_MAX_BYTES", str(20 * 1024 * 1024)))
# Default quotas per team and benchmark (staff override them per team/benchmark in the admin).
SUBMISSION_QUOTA_PER_DAY = int(os.environ.get("SUBMISSION_QUOTA_PER_DAY", "20"))
SUBMISSION_QUOTA_CONCURRENT = int(os.environ.get("SUBMISSION_QUOTA_CONCURRENT", "3"))

# Units lease their generation for EVALUATOR_LEASE_SECONDS, renewed while they run; each worker
# re-enqueues units whose lease expired every EVALUATOR_SWEEP_SECONDS.
EVALUATOR_LEASE_SECONDS = float(os.environ.get("EVALUATOR_LEASE_SECONDS", "60"))
EVALUATOR_SWEEP_SECONDS = float(os.environ.get("EVALUATOR_SWEEP_SECONDS", "30"))
# Fair share: at most EVALUATOR_QUEUE_DEPTH units are queued or running at once, handed out team
# by team as slots free (keep it above twice the worker threads of all hosts, or workers idle). A
# unit queued longer than EVALUATOR_REDISPATCH_SECONDS that no worker took is taken to be lost
# (a broker restart) and queued again; a duplicate is harmless (leases, idempotent results).
EVALUATOR_QUEUE_DEPTH = int(os.environ.get("EVALUATOR_QUEUE_DEPTH", "32"))
EVALUATOR_REDISPATCH_SECONDS = float(os.environ.get("EVALUATOR_REDISPATCH_SECONDS", "300"))
# A submission still running this long after it started is failed, with the reason shown.
EVALUATOR_SUBMISSION_TIME_LIMIT = float(os.environ.get("EVALUATOR_SUBMISSION_TIME_LIMIT", str(24 * 3600)))

# Reward service (POST /api/v1/rewards/, issue 19): completions per request, tests per completion
# (a dev problem's first N tests by name), completions per API token per rolling 24 hours; a
# batch of at most REWARD_SYNC_ITEMS completions answers in the request when its rewards are ready
# within REWARD_WAIT_SECONDS (else, and for larger batches, 202 and a job URL to poll).
REWARD_MAX_ITEMS = int(os.environ.get("REWARD_MAX_ITEMS", "256"))
REWARD_MAX_TESTS = int(os.environ.get("REWARD_MAX_TESTS", "10"))
# Simulated instructions per test run of a reward unit (valgrind backend), the default and the
# most a request's options.max_instructions may ask; 0: no cap. A run past it is stopped and
# rewarded as Green Tea's measurement timeout, the same on every host (unlike a wall-clock limit,
# which a capped run must stay well within: keep it far below what effgrind simulates in
# sim_runner's simulate_seconds, 120 s, on the slowest worker). effgrind ran 4-6e8 instructions/s
# on this 2-core host (std::sort, a scalar loop): 2e9 is about 5 s, per test.
REWARD_MAX_INSTRUCTIONS = int(os.environ.get("REWARD_MAX_INSTRUCTIONS", "2000000000"))
REWARD_QUOTA_PER_DAY = int(os.environ.get("REWARD_QUOTA_PER_DAY", "20000"))
REWARD_SYNC_ITEMS = int(os.environ.get("REWARD_SYNC_ITEMS", "16"))
REWARD_WAIT_SECONDS = float(os.environ.get("REWARD_WAIT_SECONDS", "10"))
EVALUATOR_REWARD_STORE = "portal.rewards.store.OrmRewardStore"

# Model endpoints (OpenAI-compatible). Private, loopback and link-local addresses are refused
# unless ENDPOINT_ALLOW_PRIVATE is set (a lab serving its own vLLM; the tests).
ENDPOINT_ALLOW_PRIVATE = os.environ.get("ENDPOINT_ALLOW_PRIVATE", "") in ("1", "true", "yes")
ENDPOINT_SECRETS_KEY = os.environ.get("ENDPOINT_SECRETS_KEY", "")  # Fernet key; default: from SECRET_KEY
ENDPOINT_MAX_SAMPLES = int(os.environ.get("ENDPOINT_MAX_SAMPLES", "20"))
ENDPOINT_MAX_CONCURRENCY = int(os.environ.get("ENDPOINT_MAX_CONCURRENCY", "4"))  # requests in flight per endpoint
ENDPOINT_TIMEOUT_SECONDS = float(os.environ.get("ENDPOINT_TIMEOUT_SECONDS", "120"))
ENDPOINT_RETRIES = int(os.environ.get("ENDPOINT_RETRIES", "4"))
DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "portal.accounts.authentication.ApiTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "EXCEPTION_HANDLER": "portal.api.errors.exception_handler",
    # Reverse proxies in front of the web server (compose: its nginx, 1): a client's address for
    # the rate limits is that many places from X-Forwarded-For's end, what the nearest proxy
    # saw. 0 (a server answering clients directly): the socket's address; X-Forwarded-For, which
    # any client can write, is never believed (DRF's default, None, would key on it whole).
    "NUM_PROXIES": WEB_PROXIES,
    # Lists: ?page=N&page_size=M (at most 500) -> {"count", "next", "previous", "results"}.
    "DEFAULT_PAGINATION_CLASS": "portal.api.pagination.PagePagination",
    "PAGE_SIZE": 50,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # DRF's throttles, counted atomically in Redis when deployed (several web processes).
    "DEFAULT_THROTTLE_CLASSES": [
        "portal.api.throttling.AnonRateThrottle",
        "portal.api.throttling.UserRateThrottle",
        "portal.api.throttling.ScopedRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": os.environ.get("THROTTLE_ANON", "600/minute"),
        "user": os.environ.get("THROTTLE_USER", "3000/minute"),
        "submissions": os.environ.get("THROTTLE_SUBMISSIONS", "60/hour"),
    },
}

SPECTACULAR_SETTINGS = {
    "TITLE": "EffBench API",
    "DESCRIPTION": "Benchmarks, problems (public parts), leaderboards, submissions (JSONL upload or a model "
    "endpoint), results, teams and API tokens. Authenticate with `Authorization: Token <key>`. "
    "Lists are paged: `?page=N&page_size=M` (default 50, at most 500) answers "
    '`{"count", "next", "previous", "results"}` (the leaderboard: `rows`). '
    'Every error, whatever its status: `{"error": {"code", "message", "fields"?}}` '
    "(schema `Error`; `fields`: per-field messages of a 400).",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    # The docs page's assets come from the drf-spectacular-sidecar package: no CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Request bodies get their own components, so an upload's file is `format: binary`, not a URI.
    "COMPONENT_SPLIT_REQUEST": True,
    "PATH_CONVERTER_OVERRIDES": {"text": str},  # portal.api.urls: a path segment without NUL
    # The error statuses and their body (portal.api.schema) beside each operation's success.
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums", "portal.api.schema.add_error_responses"],
}

# LOG_FORMAT=json: one JSON object per line, with the submission and unit ids (evaluator.logs).
from evaluator.logs import formatter_name  # noqa: E402  (Django-free)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}, "json": {"()": "evaluator.logs.JsonFormatter"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": formatter_name()}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
EVALUATOR_STORE = "portal.submissions.evaluation_store.OrmEvaluationStore"
# The evaluator's live events go to the websockets through this publisher (evaluator.events).
EVALUATOR_PUBLISHER = "portal.web.live.ChannelsPublisher"
