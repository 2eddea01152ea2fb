"""The in-process worker of the embedded mode: Dramatiq worker threads inside the web process."""

import logging
import threading

import dramatiq

log = logging.getLogger(__name__)
_lock = threading.Lock()
_worker: dramatiq.Worker | None = None


def start_worker(threads: int) -> dramatiq.Worker:
    global _worker
    with _lock:
        if _worker is None:
            from evaluator.actors import recover_unfinished  # declares the actors on the broker
            from evaluator.broker import broker

            _worker = dramatiq.Worker(broker, worker_threads=threads)
            _worker.start()
            recovered = recover_unfinished()
            log.info("in-process evaluator started with %d threads; %d unfinished submissions re-enqueued", threads, recovered)
        return _worker
