"""The play session: between the table (``game.ui``) and the engine and computer players.

Whose turn it is, pacing, auto-pass, the computer seats, hint and insight requests, the match,
and the one place that applies an action and hands out its events.  No pygame here.
"""
