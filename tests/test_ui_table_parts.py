"""The parts of the table: layout, tweens, images, strings, the session, idle redraw, scenes around it."""

from __future__ import annotations

import re
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest
from test_ui_table_support import (
    click,
    find_table,
    is_defending,
    key,
    make_ctx,
    make_table,
    pump,
    read_log,
    settle,
)

from game.engine import PASS, PRESETS, Action, ActionKind, Card, Game
from game.ui.i18n import table as table_strings
from game.ui.table.card_images import CardImages, has_png
from game.ui.table.layout import Layout
from game.ui.table.status import localize_reason, reason_keys
from game.ui.table.tween import AnimQueue, Tweener, ease_in_out_cubic, ease_out_back, ease_out_cubic

SIZES = [(800, 560), (1024, 700), (1280, 800), (1440, 900), (1920, 1080), (2560, 1440), (1000, 1000)]


# ---------------------------------------------------------------------------- layout
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_layout_fits_the_window_without_overlaps(size: tuple[int, int], players: int) -> None:
    lay = Layout(size, players, 0)
    win = pygame.Rect((0, 0), size)
    blocks = [s.block for seat, s in lay.seats.items() if seat != 0]
    for b in blocks:
        assert win.contains(b), (b, size)
        assert not b.colliderect(lay.bout), (b, lay.bout)
    for i, a in enumerate(blocks):
        for b in blocks[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    assert win.contains(lay.bout)
    assert lay.bout.bottom < lay.status_y - lay.status_h / 2
    for r in lay.buttons[:3]:
        assert win.contains(r)
    # deck and discard pile beside the bout area, inside the window
    tw = lay.table_w
    assert lay.deck[0] - tw / 2 >= 0 and lay.discard[0] + tw * 0.75 <= size[0]
    assert lay.deck[0] + tw < lay.bout.left + tw and lay.discard[0] > lay.bout.right
    # a big hand stays inside the window and clear of the buttons
    for n in (1, 6, 12, 30):
        fan = lay.hand_fan(n)
        assert fan[0][0] - lay.hand_w / 2 >= 0 and fan[-1][0] + lay.hand_w / 2 <= size[0]
        assert fan[-1][0] + lay.hand_w / 2 <= lay.buttons[0].left + lay.hand_w * 0.2
    # bouts of up to 12 pairs fit the bout area
    for n in (1, 4, 6, 8, 12):
        slots, cw = lay.table_grid(n)
        assert len(slots) == n
        for x, y in slots:
            assert lay.bout.left <= x - cw / 2 and x + cw * 0.9 <= lay.bout.right + 1
            assert lay.bout.top <= y - cw * 0.7 and y + cw * 1.1 <= lay.bout.bottom + 1


def test_seats_go_clockwise_from_you() -> None:
    lay = Layout((1280, 800), 4, 2)
    # the next seat (the one you attack) sits on the left, the last one on the right
    assert lay.seats[3].x < lay.seats[0].x < lay.seats[1].x
    assert lay.seats[2].rel == 0 and lay.seats[2].y > lay.seats[3].y


# ---------------------------------------------------------------------------- tweens
class Obj:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 0.0


def test_tween_eases_and_calls_back() -> None:
    tw = Tweener()
    o = Obj()
    done: list[int] = []
    tw.to(o, 1.0, ease_out_cubic, 0.0, lambda: done.append(1), x=10.0)
    tw.update(0.5)
    assert 5.0 < o.x < 10.0  # ease-out: more than half way at half time
    tw.update(0.6)
    assert o.x == 10.0 and done == [1] and not tw.busy


def test_tween_retarget_takes_the_attribute_over() -> None:
    tw = Tweener()
    o = Obj()
    first: list[int] = []
    tw.to(o, 1.0, on_finish=lambda: first.append(1), x=10.0)
    tw.update(0.5)
    tw.to(o, 1.0, x=-5.0)
    tw.update(2.0)
    assert o.x == -5.0 and first == []  # the old tween was dropped without its callback


def test_easings_end_points() -> None:
    for f in (ease_out_cubic, ease_in_out_cubic, ease_out_back):
        assert abs(f(0.0)) < 1e-9 and abs(f(1.0) - 1.0) < 1e-9


def test_queue_runs_steps_in_order_and_flushes() -> None:
    tw = Tweener()
    q = AnimQueue(tw)
    seen: list[str] = []
    o = Obj()

    def step(name: str, wait: float) -> object:
        def run() -> float:
            seen.append(name)
            tw.to(o, 0.3, x=float(len(seen)))
            return wait

        return run

    q.push("a", step("a", 0.2))  # type: ignore[arg-type]
    q.push("b", step("b", 0.0))  # type: ignore[arg-type]
    q.push("c", step("c", 0.0), after_idle=False)  # type: ignore[arg-type]

    def tick(dt: float) -> None:  # as the board does: tweens first, then the queue
        tw.update(dt)
        q.update(dt)

    tick(0.01)
    assert seen == ["a"]
    tick(0.25)  # a's wait is over but its tween still runs: b waits for it
    assert seen == ["a"]
    tick(0.1)
    assert seen[:2] == ["a", "b"]
    q.flush()
    assert seen == ["a", "b", "c"] and not q.busy and o.x == 3.0


# ---------------------------------------------------------------------------- images
def test_card_images_png_procedural_and_styles() -> None:
    pygame.init()
    pygame.display.set_mode((64, 64))
    img = CardImages()
    a = img.image(Card(14, 0), 100)
    assert a.get_size() == (100, 140)
    big = Card(17, 5)  # a generalized deck: rank above the ace, sixth suit
    assert not has_png(big)
    assert has_png(Card(14, 7)) and not has_png(Card(14, 8))  # ⚓ has art, a ninth suit has none
    face = img.image(big, 100, 12.0)
    assert face.get_width() > 100  # rotated
    n = img.loads
    img.image(Card(14, 0), 100)
    assert img.loads == n  # cached
    assert img.configure(True, "blue")
    assert img.image(Card(10, 2), 100).get_size() == (100, 140)
    assert not img.configure(True, "blue")


# ---------------------------------------------------------------------------- strings
def test_every_table_string_is_declared_and_translated() -> None:
    """The table's messages are its own (table.*) and in every language; that each catalogue holds
    them all, placeholders alike, tests/test_i18n_catalogues.py checks."""
    from game.ui.i18n import LANGUAGES, catalogue

    strings = {m.key: m for m in table_strings.MESSAGES}
    assert all(k.startswith("table.") for k in strings)
    for code in LANGUAGES:
        if code != "en":
            said = catalogue(code).pgettext("table.button.take", strings["table.button.take"].text)
            assert said != "Take", code
    for k in reason_keys():
        assert k in strings


def test_engine_reasons_are_translated() -> None:
    from game.ui import i18n

    rng = __import__("random").Random(3)
    seen = 0
    try:
        i18n.set_language("de")
        for name, rules in PRESETS.items():
            g = Game.new(rules, 4 if name == "teams" else 3, seed=1)
            for _ in range(120):
                if g.is_over:
                    break
                hand = g.hand(g.to_act)
                pairs = g.table_pairs()
                probes = [Action(k) for k in (ActionKind.TAKE, ActionKind.PASS, ActionKind.REDEAL)]
                for c in hand[:4]:
                    probes += [Action(ActionKind.THROW, (c,)), Action(ActionKind.TRANSFER, (c,))]
                    probes += [Action(ActionKind.SHOW, (c,)), Action(ActionKind.ATTACK, (c,))]
                    for a, _ in pairs:
                        probes.append(Action(ActionKind.BEAT, (c,), a))
                if len(hand) > 1:
                    probes.append(Action(ActionKind.ATTACK, hand[:2]))
                legal = g.legal_actions()
                for p in probes:
                    if p in legal:
                        continue
                    reason = g.explain(p)
                    assert localize_reason(reason) != str(reason), reason
                    seen += 1
                g.apply(rng.choice(legal))
    finally:
        i18n.set_language("en")
    assert seen > 200


# ---------------------------------------------------------------------------- scene behaviour
def test_idle_table_does_not_redraw(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    scene = make_table(ctx, instant=False)
    scene.finish_animations()
    for _ in range(400):
        if scene.human_can_act() and scene.board.idle:
            break
        scene.update(0.05)
        scene.finish_animations()
    for _ in range(5):
        scene.update(0.05)
    scene.update(0.05)
    assert scene.board.next_expiry() is None or scene.board.next_expiry() > scene.board.time
    # An idle frame costs next to nothing: the engine generates no legal actions, no status line is
    # rebuilt, no mirror compared (counted, not timed: the machine may be busy).
    from game.ui.scenes import table as table_module

    work = {"legal": 0, "status": 0, "sync": 0}
    legal, status, sync = Game._generate, table_module.turn_status, type(scene.board).check_sync

    def count(name, fn):  # type: ignore[no-untyped-def]
        def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
            work[name] += 1
            return fn(*args, **kwargs)

        return counted

    monkeypatch.setattr(Game, "_generate", count("legal", legal))
    monkeypatch.setattr(table_module, "turn_status", count("status", status))
    monkeypatch.setattr(type(scene.board), "check_sync", count("sync", sync))
    redraws = 0
    for _ in range(200):
        scene.update(1 / 60)
        redraws += scene.needs_redraw()
    # toasts may still expire once; after that nothing moves
    assert redraws <= 2
    assert work["legal"] <= 2 and work["status"] <= 2 and work["sync"] <= 2
    monkeypatch.undo()
    # the mouse over a card lifts it: that redraws, then it is quiet again
    pos = scene.card_pos(scene.hand_cards()[0])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene, 1 / 60)
    assert scene.needs_redraw()
    for _ in range(30):
        scene.update(1 / 60)
    assert not scene.needs_redraw()


class SlowPlayer:
    """Thinks until the test lets it answer (or 60 s pass: then the frame loop was waiting for it)."""

    name = "slow"
    release = threading.Event()
    #: set whenever a computer starts or ends thinking: what the frames in between wait on
    stirred = threading.Event()

    def __init__(self, seed: int = 0) -> None:
        self.calls = 0
        self.threads: list[str] = []
        self.thinking = threading.Event()
        self.answered = threading.Event()
        self.timed_out = False

    def choose(self, view):  # type: ignore[no-untyped-def]
        self.calls += 1
        self.threads.append(threading.current_thread().name)
        self.answered.clear()
        self.thinking.set()
        SlowPlayer.stirred.set()
        if not SlowPlayer.release.wait(60):
            self.timed_out = True
        SlowPlayer.release.clear()
        self.thinking.clear()
        self.answered.set()
        SlowPlayer.stirred.set()
        return view.legal[0]

    def notify(self, events) -> None:  # type: ignore[no-untyped-def]
        pass


def _frames_until(scene, done) -> None:  # type: ignore[no-untyped-def]
    """Frames until ``done()``, the worker threads given their turn between them.  Bounded by a
    deadline, not by a count of frames: on a loaded machine a thread may take many frames to start
    or to hand its answer over.  The deadline only guards against a hang; nothing is timed."""
    deadline = time.monotonic() + 60
    while not done():
        assert time.monotonic() < deadline, "the computer neither started nor ended thinking"
        scene.update(0.02)
        SlowPlayer.stirred.wait(0.005)
        SlowPlayer.stirred.clear()


def test_computer_thinks_off_the_frame_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ai import levels

    monkeypatch.setitem(levels.LEVELS, "slow", SlowPlayer)
    SlowPlayer.release.clear()
    ctx = make_ctx()
    scene = make_table(ctx, players=2, human=None, level="slow", synchronous=False)
    scene.finish_animations()
    players = list(scene.session.players.values())

    def thinking() -> bool:
        return any(p.thinking.is_set() for p in players)

    moves = 0
    for _ in range(2):
        # frames go on while a computer thinks: 50 of them, then it may answer
        _frames_until(scene, thinking)
        for _ in range(50):
            scene.update(0.02)
            if scene.session.thinking_seat is not None:
                assert not scene.game.is_over
        assert len(scene.game.history) == moves, "no move while the computer thinks"
        SlowPlayer.release.set()
        _frames_until(scene, lambda n=moves: len(scene.game.history) > n)
        moves = len(scene.game.history)
    assert moves >= 2
    assert not any(p.timed_out for p in players), "the frame loop never waits for a computer"
    assert all(t.startswith("durak-ai") for p in players for t in p.threads)
    # the workers are daemon threads: quitting never waits for a computer still thinking
    assert all(t.daemon for t in threading.enumerate() if t.name.startswith("durak-"))
    # leaving the table cancels: a late result is never applied
    _frames_until(scene, thinking)
    thinker = next(p for p in players if p.thinking.is_set())
    n = len(scene.game.history)
    scene.on_exit()
    SlowPlayer.release.set()
    assert thinker.answered.wait(60)
    scene.update(0.02)
    assert len(scene.game.history) == n
    SlowPlayer.release.clear()


def test_auto_pass_when_pass_is_the_only_move() -> None:
    from game.play.session import Session

    class Fake:
        to_act = 0
        is_over = False
        start_events = ()
        rules = PRESETS["podkidnoy"]  # the session asks whether the cheating mode is on

        def __init__(self) -> None:
            self.history: list[Action] = []

        def legal_actions(self) -> list[Action]:
            return [PASS]

        def apply(self, a: Action) -> list[object]:
            self.history.append(a)
            self.to_act = 1
            return []

    fake = Fake()
    got: list[Action] = []
    c = Session(fake, ("human", "random"), 0, lambda s, a, e: got.append(a), synchronous=True)  # type: ignore[arg-type]
    c.update(0.1, True)
    assert got == []
    c.auto_pass = True
    c.set_speed(1000)
    c.update(0.1, True)
    assert got == [PASS]


def test_sort_order_setting_rearranges_your_hand() -> None:
    ctx = make_ctx(sort_order="suit")
    scene = make_table(ctx, players=2, seed=9)
    settle(scene)
    trump = scene.board.trump_suit
    cards = scene.hand_cards()
    assert [c.suit == trump for c in cards] == sorted(c.suit == trump for c in cards)  # trumps last
    ctx.update_settings(sort_order="rank")
    scene.update(0.0)
    scene.finish_animations()
    cards = scene.hand_cards()
    plain = [c.rank for c in cards if c.suit != trump]
    assert plain == sorted(plain)


def test_language_switch_changes_the_status_at_once() -> None:
    ctx = make_ctx()
    scene = make_table(ctx, players=2, seed=9)
    settle(scene)
    english = scene.status
    ctx.set_language("ru")
    scene.update(0.0)
    assert scene.status != english and re.search("[а-яА-Я]", scene.status)
    ctx.set_language("en")


def test_language_switch_under_the_pause_menu_changes_the_table_at_once() -> None:
    ctx = make_ctx()
    scene = make_table(ctx, players=2, seed=9)
    settle(scene)
    scene.open_pause()
    assert ctx.stack.top is not scene  # the table is drawn under the menu, not updated
    english = scene.status, [b.label for b in scene.buttons.buttons]
    ctx.set_language("ru")
    try:
        assert scene.status != english[0] and re.search("[а-яА-Я]", scene.status)
        labels = [b.label for b in scene.buttons.buttons]
        assert labels and all(re.search("[а-яА-Я]", t) for t in labels), labels
    finally:
        ctx.set_language("en")


def test_resize_recomputes_the_layout() -> None:
    ctx = make_ctx()
    scene = make_table(ctx, players=4, seed=2)
    settle(scene)
    ctx.screen = pygame.display.set_mode((1920, 1080))
    ctx.stack.resize((1920, 1080))
    scene.update(0.0)
    assert scene.layout.size == (1920, 1080)
    for s in scene.hand.hand_sprites():
        assert 0 <= s.x <= 1920 and 0 <= s.y <= 1080
    scene.draw(ctx.screen)


def test_debug_log_has_events_actions_and_layout(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    ctx = make_ctx(log=log)
    scene = make_table(ctx, players=2, seed=1)
    settle(scene)
    scene.play(scene.legal()[0], "test")
    settle(scene)
    ctx.close()
    recs = read_log(log)
    kinds = {r["kind"] for r in recs}
    assert {"event", "action", "layout", "turn", "table"} <= kinds
    types_seen = {r["type"] for r in recs if r["kind"] == "event"}
    assert {"Dealt", "TrumpRevealed", "FirstAttacker", "BoutStarted"} <= types_seen
    layout = next(r for r in recs if r["kind"] == "layout" and r["hand"])
    assert all(0 <= h["x"] <= 1280 and 0 <= h["y"] <= 800 for h in layout["hand"])
    # opponents' dealt cards are not in the log (events as your seat saw them)
    dealt = [r for r in recs if r["kind"] == "event" and r["type"] == "Dealt" and r["seat"] == 1]
    assert dealt and all(len(r["cards"]) <= 1 for r in dealt)


def test_game_over_screen_play_again_and_menu() -> None:
    ctx = make_ctx()
    scene = make_table(ctx, players=2, seed=5, human=None)
    for _ in range(3000):
        scene.update(0.05)
        if type(ctx.stack.top).__name__ == "GameOverScene":
            break
    over = ctx.stack.top
    assert type(over).__name__ == "GameOverScene" and ctx.game_over_summary is not None
    over.draw(ctx.screen)
    pump(scene)
    click(scene, over.button_rect("again").center)
    pump(scene)
    top = ctx.stack.top
    assert type(top).__name__ == "TableScene" and top is not scene and len(ctx.stack) == 1
    assert top.config.seed == 6


def test_play_again_after_a_game_with_a_durak_attacks_the_durak_first() -> None:
    """The match (seed 003): the next game starts with the previous durak attacked first."""
    from game.engine import events as ev

    ctx = make_ctx()
    for seed in range(5, 30):
        scene = make_table(ctx, players=3, seed=seed, human=None)
        for _ in range(3000):
            scene.update(0.05)
            if type(ctx.stack.top).__name__ == "GameOverScene":
                break
        result = scene.game.result
        if result is not None and result.durak is not None:
            break
    assert result is not None and result.durak is not None
    over = ctx.stack.top
    over.draw(ctx.screen)
    pump(scene)
    click(scene, over.button_rect("again").center)
    pump(scene)
    top = ctx.stack.top
    assert type(top).__name__ == "TableScene" and top is not scene
    assert top.session.match is scene.session.match and top.session.match.results == [result]
    bout = next(e for e in top.game.start_events if isinstance(e, ev.BoutStarted))
    first = next(e for e in top.game.start_events if isinstance(e, ev.FirstAttacker))
    assert bout.defender == result.durak and first.reason == "match"


def test_selftest_quits_after_the_game() -> None:
    ctx = make_ctx()
    ctx.selftest = True
    scene = make_table(ctx, players=3, seed=5, human=None, instant=False)
    ctx.settings = ctx.settings.with_changes(anim_speed=3.0)
    for _ in range(20000):
        ctx.stack.top.update(0.05)
        if not ctx.running:
            break
    assert not ctx.running and ctx.game_over_summary is not None
    assert scene.game.is_over


def test_hint_button_uses_the_hint_function(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.play import assist

    got = []

    def hint(view, events):  # type: ignore[no-untyped-def]
        got.append(events)
        return view.legal[-1], "a test hint"

    monkeypatch.setattr(assist, "hard_hint", hint)
    ctx = make_ctx()
    scene = make_table(ctx, players=2, seed=1)
    settle(scene)
    assert "hint" in scene.buttons.names()
    key(scene, pygame.K_h)
    assert scene.assist.hint_action == scene.legal()[-1]
    assert "a test hint" in scene.assist.hint_text
    # The hint remembers what you saw: the deal (your own cards only) and every move since.
    assert got and [type(e).__name__ for e in got[0]][:1] == ["Dealt"]
    assert all(e == e.seen_by(scene.human) for e in got[0])
    scene.draw(ctx.screen)
    hinted = scene.assist.hint_action
    before = len(scene.game.history)
    key(scene, pygame.K_RETURN)  # Enter plays the hint
    assert scene.game.history[before] == hinted


def test_no_hint_button_when_hints_are_off() -> None:
    ctx = make_ctx(show_hints=False)
    scene = make_table(ctx, players=2, seed=1)
    settle(scene)
    assert "hint" not in scene.buttons.names()


def test_endgame_insight_when_the_deck_is_gone() -> None:
    pytest.importorskip("game.ai.hint")
    ctx = make_ctx(endgame_insight=True)
    scene = make_table(ctx, players=2, seed=3)
    rng = __import__("random").Random(4)
    for _ in range(300):
        settle(scene)
        if scene.game.is_over:
            break
        if scene.game.deck_size() == 0:
            break
        scene.play(rng.choice(scene.legal()), "test")
    if scene.game.is_over:
        pytest.skip("the game ended before the deck ran out")
    scene.update(0.0)
    assert scene.assist.insight.startswith("Endgame:")
    scene.draw(ctx.screen)
    ctx.update_settings(endgame_insight=False)
    scene.play(scene.legal()[0], "test")
    settle(scene)
    assert scene.assist.insight == ""


def test_paused_table_asks_for_no_redraw() -> None:
    ctx = make_ctx()
    scene = make_table(ctx)
    scene.update(0.02)
    assert scene.needs_redraw()
    key(scene, pygame.K_ESCAPE)
    assert type(ctx.stack.top).__name__ == "PauseScene"
    assert not scene.needs_redraw()


def test_worker_threads_leave_the_gil_switch_interval_alone() -> None:
    """The computers think in a worker process: no interpreter-wide tuning is needed any more."""
    from game.play.jobs import Worker

    before = sys.getswitchinterval()
    w = Worker("durak-test")
    assert w.submit(lambda x: x + 1, 41).result(timeout=5) == 42
    assert sys.getswitchinterval() == before
    w.shutdown()
    assert sys.getswitchinterval() == before


def _hint_with(monkeypatch: pytest.MonkeyPatch, pick) -> None:  # type: ignore[no-untyped-def]
    from game.play import assist

    monkeypatch.setattr(assist, "hard_hint", lambda view, events: pick(view.legal))


def test_a_hinted_lead_lights_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    _hint_with(monkeypatch, lambda legal: next(a for a in legal if a.kind is ActionKind.ATTACK))
    ctx = make_ctx()
    scene = make_table(ctx, players=2, seed=1)
    settle(scene)
    scene.draw(ctx.screen)
    bout = scene.layout.bout
    edge = (bout.centerx, bout.top + 1)
    before = ctx.screen.get_at(edge)
    key(scene, pygame.K_h)
    assert scene.assist.hint_action is not None and scene.assist.hint_action.kind is ActionKind.ATTACK
    assert [t.kind for t in scene.assist.targets(scene.board)] == ["area"]
    scene.draw(ctx.screen)
    assert ctx.screen.get_at(edge) != before  # the bout area's outline
    assert not any(b.highlight for b in scene.buttons.buttons)


def test_a_hinted_take_lights_its_button(monkeypatch: pytest.MonkeyPatch) -> None:
    _hint_with(monkeypatch, lambda legal: next(a for a in legal if a.kind is ActionKind.TAKE))
    ctx = make_ctx()
    scene = find_table(ctx, is_defending)
    key(scene, pygame.K_h)
    assert scene.assist.hint_action is not None and scene.assist.hint_action.kind is ActionKind.TAKE
    assert scene.assist.targets(scene.board) == []
    scene.draw(ctx.screen)
    assert [b.name for b in scene.buttons.buttons if b.highlight] == ["take"]


def test_the_lead_hint_of_the_seven_card_game_speaks_of_pairs() -> None:
    from helpers import new_game

    from game.engine import preset
    from game.ui.table.status import status_text

    seven = preset("seven_card")
    g = new_game(
        seven, 2, ["6S 6C 8D 9H TS JC QD", "7S 7C 8S 9D TC JD QS"], trump="AH", fill=True, first_attacker=0
    )
    assert any(a.kind is ActionKind.ADD for a in g.legal_actions())
    assert "pairs and one card" in status_text(g, 0, lambda s: "Anna")
    podkidnoy = new_game(
        PRESETS["podkidnoy"],
        2,
        ["6S 6C 8D 9H TS JC", "7S 7C 8S 9D TC JD"],
        trump="AH",
        fill=True,
        first_attacker=0,
    )
    assert "several of one rank" in status_text(podkidnoy, 0, lambda s: "Anna")


def test_the_level_beside_a_name_agrees_with_it_in_russian() -> None:
    from game.ui.i18n import set_language
    from game.ui.table.names import SeatNames

    set_language("ru")
    try:
        names = SeatNames(4, 0, 0, ("human", "hard", "easy", "normal"), lambda: None)
        assert [(names.name(s), names.level(s)) for s in (1, 2, 3)] == [
            ("Анна", "Сильная"),
            ("Борис", "Лёгкий"),
            ("Вера", "Средняя"),
        ]
    finally:
        set_language("en")
    names.refresh()
    assert names.level(1) == "Hard"


def test_a_seat_out_before_a_continued_game_keeps_its_place() -> None:
    """A game continued from a save starts with the seats already out and their places unknown to
    the board (0): the badge once read "Out · #0" at the end; the game's order knows the place."""
    from game.ui.table.hud import out_place

    game = Game.new(PRESETS["podkidnoy"], 3, 7)
    while not game.out_order:
        game.apply(game.legal_actions()[0])
    first = game.out_order[0]
    assert out_place(first, game.out_order, {first: 0}) == 1
    assert out_place(first, [], {first: 2}) == 2  # the board's own count while the game has none
    assert out_place((first + 1) % 3, game.out_order, {}) == 0
