"""The actors under a real Dramatiq worker (threads, on the stub broker in this process)."""

import dramatiq
import pytest

from evaluator import actors
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.models import Submission
from tests import demo_generations

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def worker(stub_broker):
    broker = stub_broker
    worker = dramatiq.Worker(broker, worker_timeout=100, worker_threads=2)
    worker.start()
    yield broker
    worker.stop()


def drain(broker, timeout: int) -> None:
    """Run until no queue holds work: a start message (control queue) fans out units (evaluate
    queue), and a unit that gives up sends a control message."""
    queues = ("control", "evaluate")
    while True:
        for name in queues:
            broker.join(name, timeout=timeout)
        if not any(broker.queues[q].unfinished_tasks or broker.queues[f"{q}.DQ"].unfinished_tasks for q in queues if q in broker.queues):
            return


def make_submission(user_model):
    owner = user_model.objects.create_user("alice")
    return services.create_submission(owner=owner, benchmark=load_demo_benchmark(), model_name="m", data=demo_generations.all_correct())


def test_infrastructure_fault_is_retried_then_fails_the_submission_with_a_reason(worker, settings, django_user_model, monkeypatch):
    # A sandbox that cannot start is an infrastructure fault: retried with backoff, then given up.
    settings.SIM_RUNNER_SANDBOX = "no-such-sandbox"
    # The actor the broker retries by (the same object, unless a test re-declared it).
    actor = worker.get_actor("evaluate_generation")
    monkeypatch.setattr(actor, "options", actor.options | {"max_retries": 1, "min_backoff": 10, "max_backoff": 50})
    submission = make_submission(django_user_model)
    drain(worker, timeout=60_000)
    submission.refresh_from_db()
    assert submission.status == Submission.Status.FAILED
    assert "evaluation infrastructure failed: ValueError: unknown sandbox 'no-such-sandbox'" in submission.error
    assert submission.generations.filter(result__isnull=False).count() == 0


def test_recovery_enqueues_unfinished_submissions(worker, django_user_model, require_docker, settings):
    settings.SIM_RUNNER_SANDBOX = "docker"
    submission = make_submission(django_user_model)
    drain(worker, timeout=120_000)  # the on-commit message ran it to the end
    submission.refresh_from_db()
    assert submission.status == Submission.Status.FINISHED
    # A submission left queued (its message lost with a crashed process) is picked up again.
    lost = Submission.objects.create(owner=submission.owner, benchmark=submission.benchmark, model_name="lost")
    for generation in submission.generations.all():
        lost.generations.create(problem=generation.problem, sample=0, code=generation.code)
    assert actors.recover_unfinished() == 1
    drain(worker, timeout=120_000)
    lost.refresh_from_db()
    assert lost.status == Submission.Status.FINISHED and lost.metrics["correct"] == 100.0


def test_the_mode_picks_the_broker_and_rabbitmq_is_a_setting(monkeypatch):
    """Embedded: the stub broker, whatever else is set. Deployed: DRAMATIQ_BROKER_URL=amqp://...
    selects RabbitMQ, else Redis (the selection only: tests/e2e/test_rabbitmq.py evaluates through
    a real RabbitMQ server)."""
    from dramatiq.brokers.rabbitmq import RabbitmqBroker
    from dramatiq.brokers.redis import RedisBroker
    from dramatiq.brokers.stub import StubBroker

    from evaluator.broker import build_broker

    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/14")
    monkeypatch.setenv("DATABASE_URL", "postgresql://nobody@127.0.0.1:5432/none")
    monkeypatch.setenv("DJANGO_SECRET_KEY", "test-only")
    monkeypatch.setenv("EFFBENCH_MODE", "embedded")
    assert isinstance(build_broker(), StubBroker)
    monkeypatch.setenv("EFFBENCH_MODE", "deployed")
    monkeypatch.setenv("DRAMATIQ_BROKER_URL", "amqp://guest:guest@127.0.0.1:5672/%2F")
    assert isinstance(build_broker(), RabbitmqBroker)
    monkeypatch.setenv("DRAMATIQ_BROKER_URL", "")
    assert isinstance(build_broker(), RedisBroker)
