"""Ground modules beneath every layer: paths of data files, atomic writes, environment switches.

They import nothing of the game, so the engine, the AI, the session and the UI may all use them.
"""
