"""Ground modules beneath every layer: paths of data files, atomic writes, the strict JSON reader,
setting bad files aside, log files that follow no link, environment switches.

They import nothing of the game, so the engine, the AI, the session and the UI may all use them.
"""
