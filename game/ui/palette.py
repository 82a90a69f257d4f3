"""The game's colours, one home: the menus' warm gold and cream, the table's brighter marks.

Two golds on purpose: ``GOLD`` is the menus' soft title and border colour; ``HIGHLIGHT``
is the brighter one the table uses for whose turn it is and for a hinted button.
"""

from __future__ import annotations

# menus and panels
GOLD = (236, 204, 128)
CREAM = (246, 240, 226)
SHADOW = (10, 20, 14)
RED_SUIT = (214, 52, 60)
WARNING = (255, 150, 120)
FOCUS = (255, 226, 120)  # the keyboard's focus outline

# the table
WHITE = (245, 245, 240)
INK = (20, 24, 28)
HIGHLIGHT = (255, 210, 90)
# role badges (with their alpha)
ATTACK_COLOUR = (200, 50, 50, 225)
DEFEND_COLOUR = (40, 100, 200, 225)
OUT_COLOUR = (90, 90, 90, 220)
THINK_COLOUR = (30, 30, 30, 200)
TAKE_COLOUR = (190, 120, 20, 230)
#: the bubble of your own cheat (the cheating mode): dark and quiet, for your eyes only
CHEAT_SIGN_COLOUR = (55, 45, 75, 210)
#: where a drop would be admitted as a cheat: a dim violet beside the warm gold of honest targets
CHEAT_GLOW = (150, 115, 235)
CHEAT_GLOW_STRONG = (205, 175, 255)
CHEAT_LINE = (200, 175, 255)
CHEAT_LINE_DIM = (150, 120, 225)

# the last bout's panel (game/ui/table/last_bout.py)
HISTORY_PANEL = (12, 26, 19, 255)  # nearly opaque: the seats behind must not show through
HISTORY_BORDER = (236, 204, 128)
HISTORY_TITLE = (255, 226, 150)
HISTORY_LINE = (238, 240, 232)
HISTORY_END = (200, 215, 200)

# the match table and the statistics' charts
LOSS_COLOUR = (255, 140, 120)  # a durak's name and the match's end
MATCH_MARK = (214, 52, 60)  # one time the durak (a filled slot)
MATCH_SLOT = (236, 204, 128)  # a slot left before the target (an outline)
CHART_WIN = (120, 196, 120)
CHART_DURAK = (214, 72, 72)
CHART_DRAW = (170, 170, 160)
CHART_ABANDONED = (96, 104, 112)
CHART_LINE = (255, 210, 90)
CHART_GRID = (246, 240, 226, 50)
CHART_BACK = (10, 24, 17, 150)

# the dimming laid over the screen behind a question or a pause panel
SCREEN_DIM = (0, 0, 0, 140)

# achievements: a milestone still locked (its words and its medal's ring), a toast's back
LOCKED = (150, 160, 150)
MEDAL_RIM = (150, 110, 40)
MEDAL_SHINE = (255, 236, 170)
TOAST_BACK = (20, 44, 30, 240)
