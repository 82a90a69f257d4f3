"""The scenes of the game: main menu, new game, settings, rules, the table."""
