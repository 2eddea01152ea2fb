"""Evaluation pipeline: Dramatiq actors (thin) around plain pipeline functions.

The evaluator never imports the portal: it talks to the database through the store named by
the EVALUATOR_STORE setting (see ``store.py``), so dependencies point down only.
"""
