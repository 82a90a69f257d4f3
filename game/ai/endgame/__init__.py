"""The two-player endgame: the exact solver and the play for an opponent's habits."""
