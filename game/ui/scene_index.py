"""Every scene of the game by name: the one module that imports them all (see ``game.ui.scene``)."""

from __future__ import annotations

from game.ui.scene import SceneFactory
from game.ui.scenes.achievements_scene import AchievementsScene
from game.ui.scenes.appearance_scene import AppearanceScene
from game.ui.scenes.daily_scene import DailyScene
from game.ui.scenes.endgame_line import EndgameLineScene
from game.ui.scenes.endgame_scene import EndgameScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.leave import LeaveScene
from game.ui.scenes.lesson import LessonScene
from game.ui.scenes.lesson_offer import LessonOfferScene
from game.ui.scenes.main_menu import MainMenuScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.puzzle_scene import PuzzleScene
from game.ui.scenes.puzzles_scene import PuzzlesScene
from game.ui.scenes.replay_scene import ReplayScene
from game.ui.scenes.review_scene import ReviewScene
from game.ui.scenes.rules_scene import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.stats_scene import StatsScene
from game.ui.scenes.table import TableScene

SCENES: dict[str, SceneFactory] = {
    "main_menu": MainMenuScene,
    "new_game": NewGameScene,
    "rules": RulesScene,
    "settings": SettingsScene,
    "appearance": AppearanceScene,
    "table": TableScene,
    "pause": PauseScene,
    "game_over": GameOverScene,
    "leave": LeaveScene,
    "stats": StatsScene,
    "replay": ReplayScene,
    "puzzles": PuzzlesScene,
    "puzzle": PuzzleScene,
    "lesson": LessonScene,
    "lesson_offer": LessonOfferScene,
    "review": ReviewScene,
    "daily": DailyScene,
    "achievements": AchievementsScene,
    "endgame": EndgameScene,
    "endgame_line": EndgameLineScene,
}
