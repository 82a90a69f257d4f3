"""The arena: computer players against each other on duplicate deals (a developer's tool, not shipped).

``python -m tools.arena`` plays a match (:mod:`tools.arena.run`); ``python -m
tools.arena.results`` combines saved runs of one match (:mod:`tools.arena.results`).
"""
