"""The card table through real pygame input events (dummy video driver, no sound)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from test_ui_table_support import (
    click,
    drag,
    find_table,
    is_defending,
    key,
    make_ctx,
    make_table,
    post,
    pump,
    read_log,
    settle,
)

from game.engine import PRESETS, Action, ActionKind, Phase, ReasonCode, Rules, beat, throw
from game.ui.table.status import localize_reason


@pytest.fixture()
def log_path(tmp_path: Path) -> Path:
    return tmp_path / "debug.jsonl"


def _beat_position(scene: object) -> bool:
    return is_defending(scene) and any(a.kind is ActionKind.BEAT for a in scene.legal())  # type: ignore[attr-defined]


def test_drag_onto_attack_card_defends(log_path: Path) -> None:
    ctx = make_ctx(log=log_path)
    scene = find_table(ctx, _beat_position)
    action = next(a for a in scene.legal() if a.kind is ActionKind.BEAT)
    before = len(scene.game.history)
    target = scene.board.attack_sprite(action.target)
    drag(scene, scene.card_pos(action.card), (target.hx, target.hy))
    assert scene.game.history[before] == action, "the engine received that defence"
    assert action.card not in scene.hand_cards()
    ctx.close()
    records = read_log(log_path)
    acts = [r for r in records if r["kind"] == "action"]
    assert acts[-1]["action"] == str(action) and acts[-1]["source"] == "drag"
    defended = [r for r in records if r["kind"] == "event" and r["type"] == "Defended"]
    assert any(r["card"] == str(action.card) and r["target"] == str(action.target) for r in defended)


def test_illegal_drop_changes_nothing_and_says_why(log_path: Path) -> None:
    ctx = make_ctx(log=log_path)

    def weak_card(scene: object) -> bool:
        if not is_defending(scene):
            return False
        legal = set(scene.legal())  # type: ignore[attr-defined]
        unbeaten = [a for a, b in scene.game.table_pairs() if b is None]  # type: ignore[attr-defined]
        return any(beat(t, c) not in legal for t in unbeaten for c in scene.hand_cards())  # type: ignore[attr-defined]

    scene = find_table(ctx, weak_card)
    legal = set(scene.legal())
    target, card = next(
        (t, c)
        for t in [a for a, b in scene.game.table_pairs() if b is None]
        for c in scene.hand_cards()
        if beat(t, c) not in legal
    )
    state = scene.game.state_dict()
    sprite = scene.board.attack_sprite(target)
    drag(scene, scene.card_pos(card), (sprite.hx, sprite.hy))
    assert scene.game.state_dict() == state, "the engine state is unchanged"
    assert card in scene.hand_cards()
    scene.finish_animations()
    s = scene.board.hand_sprite(card)
    assert (round(s.x), round(s.y)) == (round(s.hx), round(s.hy)), "the card glided back into the hand"
    expected = localize_reason(scene.game.explain(beat(target, card)))
    assert scene.moves.reason is not None and scene.moves.reason[0] == expected
    ctx.close()
    assert any(r["kind"] == "illegal" for r in read_log(log_path))


def test_a_throw_in_dropped_on_a_pair_says_the_throw_in_rule() -> None:
    """The play test's wrong reason: a thrower's card on a pair is a throw-in, not a defence."""
    ctx = make_ctx()

    def throwing_off_rank(scene: object) -> bool:
        g = scene.game  # type: ignore[attr-defined]
        if not (scene.human_can_act() and g.phase == Phase.THROW):  # type: ignore[attr-defined]
            return False
        ranks = {c.rank for pair in g.table_pairs() for c in pair if c is not None}
        return any(c.rank not in ranks for c in scene.hand_cards())  # type: ignore[attr-defined]

    scene = find_table(ctx, throwing_off_rank)
    ranks = {c.rank for pair in scene.game.table_pairs() for c in pair if c is not None}
    card = next(c for c in scene.hand_cards() if c.rank not in ranks)
    target = scene.game.table_pairs()[0][0]
    sprite = scene.board.attack_sprite(target)
    drag(scene, scene.card_pos(card), (sprite.hx, sprite.hy))
    reason = scene.game.explain(throw(card))
    assert reason.code is ReasonCode.THROW_RANK
    assert scene.moves.reason is not None and scene.moves.reason[0] == localize_reason(reason)
    ctx.close()


def test_drop_back_on_the_hand_is_a_silent_cancel() -> None:
    ctx = make_ctx()
    scene = find_table(ctx, lambda s: s.human_can_act() and s.game.phase == Phase.LEAD)
    card = scene.hand_cards()[0]
    start = scene.card_pos(card)
    state = scene.game.state_dict()
    drag(scene, start, (start[0] + 40, start[1] + 10))
    assert scene.game.state_dict() == state
    assert scene.moves.reason is None


def test_click_plays_a_card_with_one_target() -> None:
    ctx = make_ctx()
    scene = find_table(ctx, lambda s: s.human_can_act() and s.game.phase == Phase.LEAD)
    card = scene.hand_cards()[-1]
    before = len(scene.game.history)
    click(scene, scene.card_pos(card))
    assert scene.game.history[before] == Action(ActionKind.ATTACK, (card,))


def test_take_button_click() -> None:
    ctx = make_ctx()
    scene = find_table(ctx, is_defending)
    assert "take" in scene.buttons.names()
    before = len(scene.game.history)
    click(scene, scene.button_rect("take").center)
    assert scene.game.history[before].kind is ActionKind.TAKE


def _pair_lead(scene: object) -> tuple[Action, list[Action]]:
    """A lead of two cards of a rank open to you, and the engine's steps for it (or none)."""
    g = scene.game  # type: ignore[attr-defined]
    for a in g.legal_actions():
        if a.kind is ActionKind.ADD:
            probe = g.copy()
            probe.apply(a)
            for b in probe.legal_actions():
                if b.kind is ActionKind.ATTACK:
                    return Action(ActionKind.ATTACK, (a.card, b.card)), [a, b]
    return Action(ActionKind.PASS), []


def _has_pair(scene: object) -> bool:
    return bool(scene.human_can_act() and _pair_lead(scene)[1])  # type: ignore[attr-defined]


def test_multi_card_lead_by_right_click_and_enter() -> None:
    ctx = make_ctx()

    scene = find_table(ctx, _has_pair, seeds=range(1, 200))
    lead, steps = _pair_lead(scene)
    for c in lead.cards:
        click(scene, scene.card_pos(c), button=3)
    assert sorted(scene.hand.selected) == sorted(lead.cards)
    scene.update(0.0)
    assert "play_selected" in scene.buttons.names()
    before = len(scene.game.history)
    key(scene, pygame.K_RETURN)
    # the engine builds the lead card by card: both steps, in one go
    assert scene.game.history[before : before + 2] == steps


def test_multi_card_lead_by_drag() -> None:
    ctx = make_ctx()
    scene = find_table(ctx, _has_pair, seeds=range(1, 200))
    lead, steps = _pair_lead(scene)
    for c in lead.cards:
        click(scene, scene.card_pos(c), button=3)
    before = len(scene.game.history)
    drag(scene, scene.card_pos(lead.cards[0]), scene.layout.bout.center)
    assert scene.game.history[before : before + 2] == steps


def _key_for(scene: object, action: Action) -> None:
    """Play ``action`` with the keyboard only."""
    kinds = {
        ActionKind.TAKE: pygame.K_t,
        ActionKind.PASS: pygame.K_d,
        ActionKind.SHOW: pygame.K_s,
        ActionKind.REDEAL: pygame.K_r,
        ActionKind.EXCHANGE: pygame.K_e,
    }
    if action.kind in kinds:
        key(scene, kinds[action.kind])
        return
    cards = scene.hand_cards()  # type: ignore[attr-defined]

    def focus_on(card: object) -> None:
        want = cards.index(card)
        if scene.hand.focus is None:  # type: ignore[attr-defined]
            key(scene, pygame.K_RIGHT)
        while scene.hand.focus < want:  # type: ignore[attr-defined]
            key(scene, pygame.K_RIGHT)
        while scene.hand.focus > want:  # type: ignore[attr-defined]
            key(scene, pygame.K_LEFT)

    if len(action.cards) > 1:
        for c in action.cards:
            focus_on(c)
            key(scene, pygame.K_SPACE)
        key(scene, pygame.K_RETURN)
        return
    focus_on(action.card)
    key(scene, pygame.K_RETURN)
    if scene.hand.target_mode:  # type: ignore[attr-defined]
        for _ in range(len(scene.hand.target_mode)):  # type: ignore[attr-defined]
            t = scene.hand.target_mode[scene.hand.target_index]  # type: ignore[attr-defined]
            if t.action == action:
                break
            key(scene, pygame.K_RIGHT)
        key(scene, pygame.K_RETURN)


@pytest.mark.parametrize("preset", ["podkidnoy", "proyezdnoy"])
def test_keyboard_only_game(preset: str) -> None:
    ctx = make_ctx()
    scene = make_table(ctx, preset, players=2, seed=4)
    rng = random.Random(5)
    moves = 0
    while not scene.game.is_over:
        settle(scene)
        if scene.game.is_over:
            break
        action, steps = _whole_lead(scene, rng.choice(scene.legal()), rng)
        before = len(scene.game.history)
        _key_for(scene, action)
        assert scene.game.history[before : before + len(steps)] == steps, action
        moves += 1
        assert moves < 500
    assert not scene.desyncs


def _whole_lead(scene: object, action: Action, rng: random.Random) -> tuple[Action, list[Action]]:
    """A random whole lead that the step ``action`` (an ``add``) begins, and its steps.

    The engine lists a lead of several cards as its steps; a person selects the whole lead.
    """
    steps = [action]
    if action.kind is not ActionKind.ADD:
        return action, steps
    probe = scene.game.copy()  # type: ignore[attr-defined]
    while steps[-1].kind is ActionKind.ADD:
        probe.apply(steps[-1])
        steps.append(rng.choice(probe.legal_actions()))
    return Action(ActionKind.ATTACK, tuple(a.card for a in steps)), steps


def _ui_policy(scene: object, rng: random.Random) -> None:
    """Play one of your moves like a person: drags, clicks, buttons and keys."""
    legal = scene.legal()  # type: ignore[attr-defined]
    action = rng.choice(legal)
    before = len(scene.game.history)  # type: ignore[attr-defined]
    action, steps = _whole_lead(scene, action, rng)
    kind = action.kind
    names = {
        ActionKind.TAKE: "take",
        ActionKind.PASS: "pass",
        ActionKind.SHOW: "show",
        ActionKind.REDEAL: "redeal",
        ActionKind.EXCHANGE: "exchange",
    }
    if kind in names:
        click(scene, scene.button_rect(names[kind]).center)  # type: ignore[attr-defined]
    elif kind is ActionKind.BEAT:
        target = scene.board.attack_sprite(action.target)  # type: ignore[attr-defined]
        drag(scene, scene.card_pos(action.card), (target.hx, target.hy))  # type: ignore[attr-defined]
    elif kind is ActionKind.TRANSFER:
        from game.ui.table.dragdrop import transfer_rect

        drag(scene, scene.card_pos(action.card), transfer_rect(scene.board).center)  # type: ignore[attr-defined]
    elif len(action.cards) > 1:
        for c in action.cards:
            click(scene, scene.card_pos(c), button=3)  # type: ignore[attr-defined]
        key(scene, pygame.K_RETURN)
    elif rng.random() < 0.5:
        drag(scene, scene.card_pos(action.card), scene.layout.bout.center)  # type: ignore[attr-defined]
    else:
        scene.play(action, "test")  # type: ignore[attr-defined]
    played = scene.game.history[before : before + len(steps)]  # type: ignore[attr-defined]
    assert played == steps, (action, scene.moves.reason)  # type: ignore[attr-defined]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_full_game_of_every_preset_through_the_ui(preset: str) -> None:
    ctx = make_ctx()
    players = 4 if preset == "teams" else 3
    scene = make_table(ctx, preset, players=players, seed=7)
    rng = random.Random(11)
    for _ in range(600):
        settle(scene)
        if scene.game.is_over:
            break
        _ui_policy(scene, rng)
    assert scene.game.is_over
    for _ in range(3):
        pump(scene, 0.05)
    assert not scene.desyncs and not scene.session.errors
    assert type(ctx.stack.top).__name__ == "GameOverScene"
    assert ctx.game_over_summary is not None and ctx.game_over_summary["moves"] == len(scene.game.history)


def test_full_game_with_animations_stays_in_sync() -> None:
    """Real tween timings (speed 3): the board mirror equals the engine after every move."""
    ctx = make_ctx(anim_speed=3.0)
    scene = make_table(ctx, "perevodnoy", players=3, seed=3, instant=False)
    rng = random.Random(2)
    frames = 0
    while not scene.game.is_over and frames < 40000:
        scene.update(1 / 60)
        frames += 1
        if frames % 5 == 0:
            scene.draw(ctx.screen)
        if scene.human_can_act() and scene.board.idle and frames % 3 == 0:
            scene.play(rng.choice(scene.legal()), "test")
    assert scene.game.is_over
    assert not scene.desyncs


def test_pause_and_resume_with_escape() -> None:
    ctx = make_ctx()
    scene = make_table(ctx)
    settle(scene)
    key(scene, pygame.K_ESCAPE)
    assert type(ctx.stack.top).__name__ == "PauseScene"
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    pump(scene, 0.0)
    assert ctx.stack.top is scene


@pytest.mark.parametrize("instant", [True, False])
def test_redeal_and_trump_exchange_through_the_ui(instant: bool) -> None:
    """Rules no preset uses: a new deal on three of a suit, swapping the lowest trump."""
    rules = Rules(redeal_on_suit=3, trump_exchange=True)
    seen: set[ActionKind] = set()
    for seed in range(1, 40):
        ctx = make_ctx(anim_speed=3.0)
        scene = make_table(ctx, rules, players=3, seed=seed, instant=instant)
        rng = random.Random(seed)
        for _ in range(400 if instant else 8):
            settle(scene, limit=20000)
            if scene.game.is_over:
                break
            _ui_policy(scene, rng)
        seen |= {a.kind for a in scene.game.history}
        assert not scene.desyncs and not scene.session.errors
        if {ActionKind.REDEAL, ActionKind.EXCHANGE} <= seen and seed > 3:
            break
    assert {ActionKind.REDEAL, ActionKind.EXCHANGE} <= seen


def test_generalized_deck_through_the_ui() -> None:
    """Five suits and ranks past the ace: procedural card faces, the same table."""
    rules = Rules(suits=5, ranks=15, transfer=True)
    ctx = make_ctx(size=(1920, 1080))
    scene = make_table(ctx, rules, players=5, seed=2)
    rng = random.Random(3)
    for i in range(800):
        settle(scene)
        if scene.game.is_over:
            break
        if i % 10 == 0:
            scene.draw(ctx.screen)
        _ui_policy(scene, rng)
    assert scene.game.is_over and not scene.desyncs


def test_a_failed_worker_is_told_on_the_table() -> None:
    """The seats go on in the game's process either way; the player is told once, in a toast."""
    ctx = make_ctx()
    scene = make_table(ctx)
    settle(scene)
    scene.session.seats.faults += 1  # what ComputerSeats counts when its worker dies or gets stuck
    scene.update(0.02)
    assert scene.board.toast is not None and "restarted" in scene.board.toast.text
    ctx.close()


def test_the_table_scene_stays_a_small_wiring_module() -> None:
    path = Path(__file__).resolve().parent.parent / "game" / "ui" / "scenes" / "table.py"
    assert len(path.read_text(encoding="utf-8").splitlines()) < 300


def test_the_game_over_panel_names_you_by_your_name_and_says_which_team_lost() -> None:
    ctx = make_ctx(player_name="Petya")
    for seed in range(1, 20):
        scene = make_table(ctx, "teams", 4, seed)
        settle(scene)
        while not scene.game.is_over:
            scene.play(scene.legal()[0], "test") if scene.human_can_act() else scene.update(0.02)
        res = scene.game.result
        if res is not None and not res.draw:
            break
    over = ctx.make_scene("game_over", scene)
    lines = over.places()  # type: ignore[attr-defined]
    assert res is not None and res.losing_team is not None
    assert any("Petya" in line for line in lines), lines
    assert not any(line.endswith("You") for line in lines)
    assert lines[-1].startswith("Losing team: "), "the losing team, by name"
    ctx.close()


def test_the_keyboard_outline_goes_when_the_mouse_moves() -> None:
    ctx = make_ctx()
    scene = find_table(ctx, lambda s: s.human_can_act() and s.game.phase == Phase.LEAD)
    key(scene, pygame.K_RIGHT)
    assert scene.hand.focus is not None
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 2), buttons=(0, 0, 0))
    pump(scene, 0.0)
    assert scene.hand.focus is None
    key(scene, pygame.K_RIGHT)
    assert scene.hand.focus is not None, "the keys bring it back"
    ctx.close()


def test_when_you_are_out_a_button_skips_to_the_result() -> None:
    ctx = make_ctx()
    for seed in range(1, 40):
        scene = make_table(ctx, "podkidnoy", 3, seed, instant=False)  # the computers take their time
        settle(scene)
        for _ in range(3000):
            if scene.game.is_over or scene.session.human_out():
                break
            if scene.human_can_act():
                scene.play(scene.legal()[0], "test")
            else:
                scene.finish_animations()
                scene.update(0.5)
        if scene.session.human_out():
            break
    assert scene.session.human_out(), "no seed where you go out first"
    scene.finish_animations()
    scene.update(0.02)
    assert "skip" in scene.buttons.names()
    click(scene, scene.button_rect("skip").center)
    for _ in range(150):  # a lead of several cards is played as its steps: a few more moves
        if scene.game.is_over:
            break
        scene.update(0.02)
    assert scene.game.is_over, "the rest was played at once"
    ctx.close()


def test_a_lead_step_is_named_in_words() -> None:
    from game.engine import Card, add
    from game.ui.table.status import describe_action

    assert describe_action(add(Card.parse("7S"))).startswith("put 7")


def _keyboard_game_ending_on_your_card(ctx: object) -> object:
    """A table whose last move was a card you played with Enter (the keyboard only)."""
    for seed in range(1, 40):
        scene = make_table(ctx, "podkidnoy", players=2, seed=seed)
        rng = random.Random(seed)
        last_by_you = False
        while not scene.game.is_over:
            settle(scene)
            if scene.game.is_over:
                break
            action, _ = _whole_lead(scene, rng.choice(scene.legal()), rng)
            before = len(scene.game.history)
            _key_for(scene, action)
            last_by_you = scene.game.is_over and len(scene.game.history) > before and action.cards != ()
        if last_by_you:
            return scene
    raise AssertionError("no seed where your card ends the game")


def test_enter_on_the_game_over_panel_waits_until_the_result_was_seen() -> None:
    from game.ui.scenes.game_over import READ_SECONDS

    ctx = make_ctx()
    table = _keyboard_game_ending_on_your_card(ctx)
    for _ in range(300):
        pump(table, 0.05)
        if type(ctx.stack.top).__name__ == "GameOverScene":
            break
    over = ctx.stack.top
    assert type(over).__name__ == "GameOverScene"
    key(over, pygame.K_RETURN)  # the Enter that played the last card, pressed once more
    key(over, pygame.K_KP_ENTER)
    key(over, pygame.K_SPACE)
    assert ctx.stack.top is over, "the result stays on screen"
    frames = 0
    while over.elapsed < READ_SECONDS:  # type: ignore[attr-defined]
        assert ctx.stack.top is over
        pump(over, 1 / 60)
        frames += 1
    assert frames >= 55, "a second of frames, not one long one"
    key(over, pygame.K_RETURN)
    top = ctx.stack.top
    assert type(top).__name__ == "TableScene" and top is not table, "now Enter starts the next game"
    ctx.close()


def test_a_hitched_frame_does_not_shorten_the_time_to_read_the_result() -> None:
    from game.ui.scenes.game_over import READ_SECONDS

    ctx = make_ctx()
    table = make_table(ctx, players=2, seed=5, human=None)
    for _ in range(3000):
        table.update(0.05)
        if type(ctx.stack.top).__name__ == "GameOverScene":
            break
    over = ctx.stack.top
    pump(over, 5.0)  # the first frame of the panel took long (a busy machine)
    key(over, pygame.K_RETURN)
    assert ctx.stack.top is over and over.elapsed < READ_SECONDS  # type: ignore[attr-defined]
    ctx.close()
