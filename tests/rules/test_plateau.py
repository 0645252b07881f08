"""Every worked example of ``shared/rules/plateau.md`` §10, move counts, notation, the
exchange with each answer, views and their redaction, the referee, and seeded random
playouts that check the invariants (notation round trip, replay, conservation of the
pieces, public tops) and that views leak nothing (``sample_world`` fits every view)."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

import rules.referee
from rules import GAMES
from rules.base import Outcome, Termination
from rules.errors import GameError, IllegalMove, InvalidNotation, InvalidOptions
from rules.plateau import (
    PASS,
    PLATEAU,
    Move,
    Onboard,
    Open,
    PlateauIllegal,
    PlateauState,
    PlateauView,
    Tender,
    names_hidden_piece,
    sample_world,
)
from rules.plateau.notation import read, resolve
from rules.replay import Replay

G = PLATEAU
B, W = 0, 1

# --- helpers ------------------------------------------------------------------------------


def given(text: str, to_move: int = W) -> PlateauState:
    """A §10 'Given' position: stacks and ``pris.X={...}``; hands are the remainder."""
    return G.position(text, to_move)


def play(state: PlateauState, *texts: str) -> PlateauState:
    for text in texts:
        state = G.apply(state, G.parse_move(state, text))
    return state


def reject(state: PlateauState, text: str, code: str) -> None:
    """The text is refused with ``code`` by parse_move and by apply of its move."""
    with pytest.raises(PlateauIllegal) as caught:
        G.parse_move(state, text)
    assert caught.value.code == code, str(caught.value)
    message = str(caught.value)
    assert message[0].isupper() and message.endswith("."), message
    with pytest.raises(PlateauIllegal) as again:
        G.apply(state, resolve(read(text), state))
    assert again.value.code == code


def stacks(view: PlateauView) -> dict[str, str]:
    """The view's stack lines, ``{"a1": "[B:xx, W:r?]"}``."""
    out = {}
    for line in view.text().splitlines():
        if "=" in line:
            square, stack = line.split("=", 1)
            out[square] = stack
    return out


def truth(state: PlateauState) -> dict[str, str]:
    return stacks(G.final_view(state, None, Outcome(None, Termination.ABORTED)))


def public(state: PlateauState) -> dict[str, str]:
    return stacks(G.view(state, None))


def legal(state: PlateauState) -> list[str]:
    return [str(m) for m in G.legal_moves(state)]


def hand(state: PlateauState, seat: int) -> tuple[str, ...]:
    shown = G.view(state, seat).hands[seat]
    assert shown is not None
    return shown


def prisoners(state: PlateauState, seat: int) -> tuple[str, ...]:
    return G.view(state, seat).prisoners[seat]


# --- the engine's identity ----------------------------------------------------------------


def test_registered_without_options():
    assert GAMES["plateau"] is G and GAMES["PLATEAU"] is G
    assert G.aliases == () and G.option_specs == ()
    assert G.options_of(G.initial()) == {} and G.initial({}) == G.initial()
    with pytest.raises(InvalidOptions):
        G.initial({"onboard_rule": "1986"})
    assert G.chance_outcomes(G.initial()) == []


def test_initial_position():
    state = G.initial()
    assert G.to_move(state) == B and G.outcome(state) is None
    view = G.view(state, B)
    assert view.phase == "open" and view.hand_counts == (12, 12)
    assert view.hands == (("A", "T", "RM", "BM", "R", "R", "B", "B", "M", "M", "M", "M"), None)
    assert G.entry_scores(state) == (0, 0)


# --- Ex 1: openings -----------------------------------------------------------------------


def test_ex1_openings_and_counts():
    state = G.initial()
    assert len(G.legal_moves(state)) == 1260
    assert len(set(legal(state))) == 1260
    reject(state, "open b2 xx rb", "E_NOT_PERIMETER")
    state = play(state, "open a1 xx rb")
    assert truth(state) == {"a1": "[B:xx, B:rb]"}
    assert public(state) == {"a1": "[B:??, B:r?]"}
    assert G.view(state, W).phase == "open" and G.to_move(state) == W
    assert len(G.legal_moves(state)) == 1155
    reject(state, "open a1 bb ox", "E_OCCUPIED")
    reject(state, "open d4 rb rb", "E_NOT_IN_HAND")
    state = play(state, "open d4 bb ox")
    assert truth(state)["d4"] == "[W:bb, W:ox]"
    assert public(state) == {"a1": "[B:??, B:r?]", "d4": "[W:??, W:o?]"}
    assert G.to_move(state) == B and G.view(state, B).phase == "play"
    assert G.view(state, None).hand_counts == (10, 10)


def test_open_is_private_and_echoed_without_its_code():
    state = play(G.initial(), "open a1 xx rb")
    move = state.last
    assert isinstance(move, Open) and names_hidden_piece(move)
    assert G.view(state, B).last_move == "open a1 xx rb"
    assert G.view(state, W).last_move == "open a1 ?? r?"
    assert G.view(state, None).last_move == "open a1 ?? r?"
    assert G.view(state, W).last_squares == (0,) and G.view(state, W).last_mover == B
    assert not names_hidden_piece(G.parse_move(play(state, "open d4 bb ox"), "m a1 a2"))


def test_openings_other_phases():
    state = play(G.initial(), "open a1 xx rb", "open d4 bb ox")
    reject(state, "open b1 xx rr", "E_WRONG_PHASE")
    reject(G.initial(), "on xx a1", "E_WRONG_PHASE")
    reject(G.initial(), "pass", "E_WRONG_PHASE")


# --- Ex 2: onboarding ---------------------------------------------------------------------

EX2 = "b2=[W:xx, B:rr]; c2=[B:bb, B:xx]"


def test_ex2_onboarding_restrictions_and_reveals():
    state = given(EX2)
    assert "A" in hand(state, W)
    reject(state, "on rb b2", "E_ONBOARD_ENEMY_TOP")
    reject(state, "on rb c2/1", "E_ONBOARD_INSIDE_ENEMY")
    reject(state, "on rb c2/3", "E_BAD_HEIGHT")
    reject(state, "on rb c2/0", "E_ONBOARD_NOT_TOUCHING")
    reject(state, "on rb b2/2", "E_ONBOARD_ENEMY_TOP")
    assert resolve(read("on rb b2/2"), state) == resolve(read("on rb b2"), state)
    after = play(state, "on rb b2/1")
    assert truth(after)["b2"] == "[W:xx, W:rb, B:rr]"
    assert public(after)["b2"] == "[W:x?, W:r?, B:r?]"
    assert G.to_move(after) == B
    assert G.view(after, B).last_move == "on b2/1 (r?)"
    assert G.view(after, None).last_move == "on b2/1 (r?)"
    assert G.view(after, W).last_move == "on rb b2/1"
    assert "A" not in hand(after, W)


def test_ex2_bottom_insertion_touching_own_piece():
    after = play(given(EX2), "on rb b2/0")  # legal under both onboard rules
    assert truth(after)["b2"] == "[W:rb, W:xx, B:rr]"
    assert public(after)["b2"] == "[W:r?, W:??, B:r?]"


def test_ex2_on_top_height_is_the_same_move():
    state = given(EX2)
    assert G.parse_move(state, "on xx c1/0") == G.parse_move(state, "on xx c1")
    assert str(G.parse_move(state, "on xx c1/0")) == "on xx c1"
    assert G.parse_move(state, "on xx b2/0") == Onboard("xx", 5, 0)
    assert str(G.parse_move(state, "on xx b2/0")) == "on xx b2/0"


# --- Ex 3: flip then move -----------------------------------------------------------------


def test_ex3_flip_then_move():
    state = given("a1=[B:xx, B:rb]", B)
    reject(state, "m a1 c3", "E_DIRECTION")
    reject(state, "m a1! a3", "E_DIRECTION")
    assert public(state) == {"a1": "[B:??, B:r?]"}
    after = play(state, "m a1! c3")
    assert truth(after) == {"c3": "[B:xx, B:br]"}
    assert public(after) == {"c3": "[B:x?, B:br]"}
    assert G.to_move(after) == W
    assert G.view(after, W).last_move == "m a1!(br) c3"
    assert G.view(after, W).last_squares == (0, 10)


# --- Ex 4: distance counts the top unit only ----------------------------------------------


def test_ex4_distance_counts_the_top_unit_only():
    state = given("a1=[B:rr, W:xx, W:rr]")
    reject(state, "m a1 a4", "E_TOO_FAR")
    reject(state, "m a1 c3", "E_DIRECTION")
    reject(state, "m a1! a3", "E_CANNOT_FLIP")
    after = play(state, "m a1 a3")
    assert truth(after) == {"a1": "[B:rr]", "a3": "[W:xx, W:rr]"}
    assert public(after) == {"a1": "[B:r?]", "a3": "[W:??, W:r?]"}


# --- Ex 5: pick-up, range fixed at the start ----------------------------------------------


def test_ex5_pick_up_during_a_move():
    state = given("b1=[W:xx, W:rr]; b2=[W:bb]")
    reject(state, "m b1 b2+ b4", "E_TOO_FAR")
    reject(state, "m b1 b2+2 b3", "E_PICKUP_TOO_MANY")
    reject(state, "m b1 b2 b3", "E_STOP_NO_ACTION")
    move = G.parse_move(state, "m b1 b2+ b3")
    assert str(move) == "m b1 b2+1 b3" and move in G.legal_moves(state)
    after = G.apply(state, move)
    assert truth(after) == {"b3": "[W:bb, W:xx, W:rr]"}
    # a unit of three, like the one now on b3, moves up to three squares on a later turn
    assert "m a3 d3" in legal(given("a3=[W:bb, W:xx, W:rr]"))


# --- Ex 6: drop-off to pin ----------------------------------------------------------------


def test_ex6_drop_off_to_pin():
    state = given("a1=[W:bb, W:xx, W:rr]; a2=[B:xx]")
    reject(state, "m a1 a2-2 a3", "E_BLANK_CANNOT_PIN")
    reject(state, "m a1 a2-3 a3", "E_DROP_TOO_MANY")
    after = play(state, "m a1 a2-1 a3")
    assert truth(after) == {"a2": "[B:xx, W:bb]", "a3": "[W:xx, W:rr]"}
    assert public(after) == {"a2": "[B:x?, W:b?]", "a3": "[W:??, W:r?]"}
    assert prisoners(after, W) == ()
    assert G.view(after, B).last_move == "m a1 a2-1(b?) a3"
    assert not any(isinstance(m, Move) and m.origin == 4 for m in G.legal_moves(after))
    variant = play(state, "m a1 a3-2 a4")
    assert truth(variant) == {
        "a2": "[B:xx]",
        "a3": "[W:bb, W:xx]",
        "a4": "[W:rr]",
    }


# --- Ex 7–9: captures ---------------------------------------------------------------------


def test_ex7_capture_with_a_multi_piece_weapon_unit():
    state = given("b1=[W:xx, W:bx]; d3=[B:rr, B:xx, B:bb]")
    after = play(state, "m b1 d3")
    assert truth(after) == {"d3": "[B:rr, W:xx, W:bx]"}
    assert prisoners(after, W) == ("B", "M")
    assert public(after) == {"d3": "[B:r?, W:??, W:b?]"}
    assert G.view(after, B).last_move == "m b1 d3 captures B:bb, B:xx"
    assert G.view(after, W).last_move == "m b1 d3"


def test_ex8_capture_ends_the_move_and_blank_cannot_capture():
    state = given("a1=[W:xx, W:xx, W:rr]; a2=[B:xx]")
    reject(state, "m a1 a2 a3", "E_STOP_NO_ACTION")
    after = play(state, "m a1 a2")
    assert truth(after) == {"a2": "[W:xx, W:xx, W:rr]"}
    assert prisoners(after, W) == ("M",)
    variant = given("a1=[W:rr, W:xx]; a2=[B:xx]")
    reject(variant, "m a1 a2", "E_BLANK_CANNOT_LAND_ON_ENEMY")
    reject(variant, "m a1! a2", "E_CANNOT_FLIP")


def test_ex9_capture_through_a_sandwiched_friendly_piece():
    state = given("a1=[W:xx, W:rr]; a2=[W:bb]; a3=[B:xx, W:xx, B:bb, B:rr]")
    move = G.parse_move(state, "m a1 a2+ a3")
    assert str(move) == "m a1 a2+1 a3"
    after = G.apply(state, move)
    assert truth(after) == {"a3": "[W:xx, W:bb, W:xx, W:rr]"}
    assert prisoners(after, W) == ("R", "B", "M")
    assert public(after) == {"a3": "[W:x?, W:b?, W:??, W:r?]"}


# --- Ex 10: the twister -------------------------------------------------------------------

EX10 = "b1=[W:xx, W:ox]; d2=[B:rr]"


def test_ex10_twister_crooked_move():
    state = given(EX10)
    destinations = {
        m.dest for m in G.legal_moves(state) if isinstance(m, Move) and not m.flip and not m.stops
    }
    assert destinations == {8, 10, 7}  # a3, c3, d2
    assert truth(play(state, "m b1 c3")) == {"c3": "[W:xx, W:ox]", "d2": "[B:rr]"}
    assert truth(play(state, "m b1 b2-1 c3")) == {
        "b2": "[W:xx]",
        "c3": "[W:ox]",
        "d2": "[B:rr]",
    }
    reject(state, "m b1 c1-1 c3", "E_STOP_INCONSISTENT")
    reject(state, "m b1 b3", "E_NOT_CROOKED")
    reject(state, "m b1 c2", "E_NOT_CROOKED")
    after = play(state, "m b1 d2")
    assert truth(after) == {"d2": "[W:xx, W:ox]"}
    assert prisoners(after, W) == ("R",)
    single = given("b1=[W:ox]; d2=[B:rr]")
    assert truth(play(single, "m b1 c3")) == {"c3": "[W:ox]", "d2": "[B:rr]"}


# --- Ex 11: stomp and landing on one's own pin --------------------------------------------


def test_ex11_stomp():
    state = given("d4=[B:xx, B:bb, W:rr]")
    stomp = G.parse_move(state, "stomp d4")
    assert G.parse_move(state, "m d4 d4") == stomp and str(stomp) == "stomp d4"
    after = G.apply(state, stomp)
    assert truth(after) == {"d4": "[B:xx, W:rr]"}
    assert prisoners(after, W) == ("B",)
    assert public(after) == {"d4": "[B:x?, W:r?]"}
    assert G.view(after, B).last_move == "stomp d4 captures B:bb"
    reject(state, "stomp d4!", "E_CANNOT_FLIP")
    reject(given("d4=[B:xx, W:xx]"), "stomp d4", "E_STOMP_NOT_WEAPON")
    reject(given("d4=[W:xx, W:rr]"), "stomp d4", "E_STOMP_NOTHING")
    masked = given("d4=[B:xx, W:xr]")
    after = play(masked, "stomp d4!")
    assert truth(after) == {"d4": "[W:rx]"} and prisoners(after, W) == ("M",)
    assert G.view(after, B).last_move == "stomp d4!(rx) captures B:xx"


def test_ex11_landing_on_ones_own_pin_captures_with_the_whole_top_unit():
    state = given("c1=[B:xx, B:xx, B:bb, W:rr]; c3=[W:xx, W:rr]")
    after = play(state, "m c3 c1")
    assert truth(after) == {"c1": "[W:rr, W:xx, W:rr]"}
    assert prisoners(after, W) == ("B", "M", "M")


# --- Ex 12–13: wins -----------------------------------------------------------------------


def test_ex12_six_unit_buried():
    state = given("c2=[W:xx, W:bb, W:xx, W:rr, W:xx, B:rr]")
    assert "M" in hand(state, W)
    after = play(state, "on xx c2/5")
    assert truth(after)["c2"] == "[W:xx, W:bb, W:xx, W:rr, W:xx, W:xx, B:rr]"
    assert G.outcome(after) == Outcome(W, Termination.SIX_UNIT, (0, 0))
    assert G.to_move(after) is None and G.legal_moves(after) == []
    reject(after, "on xx a1", "E_WRONG_PHASE")
    variant = play(given("c1=[W:xx, W:xx, W:bb, W:rr, W:xx]"), "on rr c1")
    assert G.outcome(variant) == Outcome(W, Termination.SIX_UNIT, (0, 0))


def test_ex13_six_prisoners():
    state = given("pris.W={M, M, B, R, BM}; a1=[W:xx, W:rr]; a2=[B:xx]")
    after = play(state, "m a1 a2")
    assert G.outcome(after) == Outcome(W, Termination.SIX_PRISONERS, (0, 6))


# --- Ex 14–16: the exchange ---------------------------------------------------------------

EX14 = "pris.W={A, M, M}; pris.B={T, R, B, M}"


def tenders(state: PlateauState) -> set[str]:
    return {str(m) for m in G.legal_moves(state) if isinstance(m, Tender)}


def test_ex14_exact_match():
    state = given(EX14)
    assert tenders(state) == {"x A", "x A M", "x A M M", "x M", "x M M"}
    assert len([m for m in G.legal_moves(state) if isinstance(m, Tender)]) == 5
    offered = play(state, "x A")
    assert G.to_move(offered) == B
    view = G.view(offered, None)
    assert view.phase == "answer" and view.tender is not None
    assert (view.tender.by, view.tender.types, view.tender.value, view.tender.floor) == (
        W,
        ("A",),
        21,
        21,
    )
    assert "tender: A (21)" in view.text()
    assert sorted(legal(offered)) == ["give T R B", "give T R B M", "give T R M"]
    reject(offered, "give T R", "E_BAD_RESPONSE_VALUE")
    reject(offered, "decline", "E_DECLINE_NOT_ALLOWED")
    reject(offered, "m a1 a2", "E_WRONG_PHASE")
    done = play(offered, "give T R M")
    assert prisoners(done, W) == ("M", "M") and prisoners(done, B) == ("B",)
    assert hand(done, B).count("A") == 1
    before = hand(state, W)
    assert sorted(hand(done, W)) == sorted((*before, "T", "R", "M"))
    assert G.to_move(done) == B and G.view(done, None).phase == "play"
    assert G.view(done, None).tender is None


def test_ex15_closest_below_and_over_match():
    offered = play(given(EX14), "x M M")
    assert offered.tender is not None and offered.tender.floor == 1
    below = play(offered, "give M")
    assert prisoners(below, W) == ("A",) and prisoners(below, B) == ("T", "R", "B")
    assert hand(below, B).count("M") == hand(given(EX14), B).count("M") + 2
    assert hand(below, W).count("M") == hand(given(EX14), W).count("M") + 1
    over = play(offered, "give B")
    assert prisoners(over, B) == ("T", "R", "M") and G.to_move(over) == B
    reject(offered, "decline", "E_DECLINE_NOT_ALLOWED")


EX16 = "pris.W={A, M, M}; pris.B={T, R}"


def test_ex16_decline_raise_and_withdraw():
    offered = play(given(EX16), "x M")
    assert sorted(legal(offered)) == ["decline", "give R", "give T", "give T R"]
    declined = play(offered, "decline")
    assert G.to_move(declined) == W
    view = G.view(declined, None)
    assert view.phase == "declined" and view.tender is not None and view.tender.declined
    assert "tender:" not in view.text()
    assert "withdraw" in legal(declined) and "raise A M" in legal(declined)
    assert "raise M" not in legal(declined) and "raise M M" in legal(declined)
    reject(declined, "raise M", "E_RAISE_NOT_HIGHER")
    reject(declined, "on xx a1", "E_WRONG_PHASE")
    raised = play(declined, "raise A M")
    assert raised.tender is not None and raised.tender.floor == 20
    assert legal(raised) == ["give T R"]
    reject(raised, "decline", "E_DECLINE_NOT_ALLOWED")
    withdrawn = play(declined, "withdraw")
    assert G.to_move(withdrawn) == W and G.view(withdrawn, W).tender_barred
    reject(withdrawn, "x M", "E_WRONG_PHASE")
    assert not tenders(withdrawn) and "on xx a1" in legal(withdrawn)
    after = play(withdrawn, "on xx a1")
    assert G.to_move(after) == B and not G.view(after, B).tender_barred
    reject(given("pris.W={A, M, M}"), "x M", "E_NO_OPP_PRISONERS")
    reject(given(EX16), "x T", "E_NOT_YOUR_PRISONER")


def test_ex16_automatic_withdrawal():
    state = given("pris.W={M}; pris.B={T}")
    declined = play(state, "x M", "decline")
    assert G.to_move(declined) == W
    view = G.view(declined, W)
    assert view.phase == "play" and view.tender is None and view.tender_barred
    moves = legal(declined)
    assert "withdraw" not in moves and not tenders(declined) and "on xx a1" in moves
    assert declined.ply == state.ply + 2


def test_pass_after_an_automatic_withdrawal():
    state = given(
        "a1=[W:xx, W:xx, W:xx, W:xx, B:rr]; a2=[W:bb, W:bb, W:rr, W:rr, B:rr]; "
        "a3=[W:rb, W:rx, W:bx, B:bb]; pris.W={M}; pris.B={T}"
    )
    assert G.view(state, W).hand_counts[W] == 0
    assert legal(state) == ["x M"]
    declined = play(state, "x M", "decline")
    assert legal(declined) == ["pass"]
    reject(declined, "x M", "E_WRONG_PHASE")
    after = play(declined, "pass")
    assert G.to_move(after) == B and G.view(after, W).last_move == "pass"


# --- Ex 17: pass --------------------------------------------------------------------------


def test_ex17_no_legal_action_is_pass():
    state = given(
        "a1=[W:xx, W:xx, W:bb, B:rr]; a2=[W:rr, W:xx, W:bx, W:xr, B:bb]; pris.B={R, B, T, A, M}"
    )
    assert G.view(state, W).hands[W] == ()
    assert legal(state) == ["pass"] and G.legal_moves(state) == [PASS]
    after = play(state, "pass")
    assert G.to_move(after) == B and after.ply == state.ply + 1
    assert G.view(after, None).last_move == "pass" and G.view(after, None).phase == "play"
    reject(after, "pass", "E_PASS_NOT_ALLOWED")
    assert "on xx b1" in legal(after)


# --- Ex 18: reveal bookkeeping ------------------------------------------------------------


def test_ex18_reveal_bookkeeping_across_a_move():
    state = given("a1=[B:xx, B:rb]", B)
    moved = play(state, "m a1 b1")
    assert truth(moved) == {"b1": "[B:xx, B:rb]"}
    assert public(moved) == {"b1": "[B:??, B:r?]"}
    later = dataclasses.replace(moved, seat=B)
    after = play(later, "m b1 b2-1 b3")
    assert truth(after) == {"b2": "[B:xx]", "b3": "[B:rb]"}
    assert public(after) == {"b2": "[B:x?]", "b3": "[B:r?]"}


# --- notation -----------------------------------------------------------------------------


NOTATION = given("a1=[W:xx, W:rb]; a2=[W:bb]; b2=[B:xx, W:rr]; pris.W={A, M, M}; pris.B={T, R}")


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("ON RB B2/1", "on rb b2/1"),
        ("onboard rb b2/1", "on rb b2/1"),
        ("onboard b2/1 rb", "on rb b2/1"),
        ("on rb, b2 / 1", "on rb b2/1"),
        ("on rb b2/2", "on rb b2"),
        ("on xx c1/0", "on xx c1"),
        ("m a1! c3", "m a1! c3"),
        ("m a1 flip c3", "m a1! c3"),
        ("move a1 ! c3", "m a1! c3"),
        ("M A1  A2+,  A3", "m a1 a2+1 a3"),
        ("m a1 a2 +1 a3", "m a1 a2+1 a3"),
        ("m a1 b2- 1 c3", "m a1 b2-1 c3"),
        ("m b2 b2", "stomp b2"),
        ("stomp b2", "stomp b2"),
        ("x a m m", "x A M M"),
        ("tender mute ace", "x A M"),
        ("X M, A, M", "x A M M"),
        ("Decline", "decline"),
    ],
)
def test_spellings(typed, canonical):
    assert str(resolve(read(typed), NOTATION)) == canonical


def test_spellings_of_answers_and_raises():
    offered = play(NOTATION, "x M")
    assert str(G.parse_move(offered, "give r t")) == "give T R"
    assert str(G.parse_move(offered, "GIVE red, twister")) == "give T R"
    declined = play(offered, "decline")
    assert str(G.parse_move(declined, "raise M A")) == "raise A M"
    assert str(G.parse_move(declined, "raise mute ace mute")) == "raise A M M"
    assert str(G.parse_move(declined, " withdraw ")) == "withdraw"


def test_stomp_with_flip_spellings():
    state = given("d4=[B:xx, W:xr]")
    assert str(G.parse_move(state, "stomp d4 flip")) == "stomp d4!"
    assert str(G.parse_move(state, "m d4! d4")) == "stomp d4!"


@pytest.mark.parametrize(
    "typed",
    [
        "",
        "hello",
        "open e1 xx rb",
        "open a1 xz rb",
        "on qq a1",
        "on xx a5",
        "m a1",
        "m e5 a1",
        "m a1 a2* a3",
        "x",
        "x Q",
        "give",
        "stomp d4 d3",
        "decline now",
        "open a1 xx",
    ],
)
def test_invalid_notation(typed):
    with pytest.raises(InvalidNotation):
        G.parse_move(NOTATION, typed)


def test_huge_numbers_are_illegal_not_crashes():
    reject(NOTATION, "on xx a1/" + "9" * 5000, "E_BAD_HEIGHT")
    reject(NOTATION, "m a1 a2+" + "9" * 5000 + " a3", "E_PICKUP_TOO_MANY")


def test_apply_checks_moves_built_by_hand():
    state = given("a1=[W:xx, W:rb]; a2=[W:bb]")
    with pytest.raises(PlateauIllegal) as caught:
        G.apply(state, Move(0, False, ((4, 0),), 8))
    assert caught.value.code == "E_STOP_NO_ACTION"
    with pytest.raises(PlateauIllegal):
        G.apply(state, Onboard("zz", 3))
    with pytest.raises(PlateauIllegal):
        G.apply(state, Onboard("xx", 99))
    with pytest.raises(PlateauIllegal):
        G.apply(state, Tender(()))
    with pytest.raises(PlateauIllegal):
        G.apply(state, "m a1 a2")  # type: ignore[arg-type]
    assert G.apply(state, Onboard("xx", 3, 0)) == G.apply(state, Onboard("xx", 3))


def test_errors_are_sentences():
    for typed in ("hello", "on xx e9", "x Q"):
        with pytest.raises(GameError) as caught:
            G.parse_move(NOTATION, typed)
        message = str(caught.value)
        assert message[0].isupper() and message.endswith("."), message


# --- views --------------------------------------------------------------------------------


def test_view_text_and_hands():
    state = play(G.initial(), "open a1 xx rb", "open d4 bb ox", "on rr b2")
    text = G.view(state, B).text()
    assert text.splitlines() == [
        "a1=[B:xx, B:rb]",
        "b2=[B:rr]",
        "d4=[W:??, W:o?]",
        "hand B: T RM BM R B B M M M",
        "hand W: 10",
        "prisoners B: -",
        "prisoners W: -",
        "to_move: W",
    ]
    spectator = G.view(state, None)
    assert spectator.hands == (None, None) and spectator.hand_counts == (9, 10)
    assert "hand B: 9" in spectator.text() and "hand W: 10" in spectator.text()
    own = G.view(state, W).stacks[15]
    assert [(d.up, d.down, d.up_seen, d.down_seen) for d in own] == [
        ("b", "b", False, False),
        ("o", "x", True, False),
    ]


def test_the_end_reveals_everything():
    state = given("pris.W={M, M, B, R, BM}; a1=[W:xx, W:rr]; a2=[B:xx]; b1=[B:xx, B:rb]")
    after = play(state, "m a1 a2")
    for seat in (B, W, None):
        view = G.view(after, seat)
        assert view.phase == "over" and view.to_move is None and view.hands[B] is not None
        assert stacks(view)["b1"] == "[B:xx, B:rb]"
        assert view.last_move == "m a1 a2"
    running = G.final_view(state, None, Outcome(W, Termination.RESIGNATION))
    assert running.hands[W] is not None and stacks(running)["b1"] == "[B:xx, B:rb]"
    assert G.view(state, None).hands == (None, None)
    assert stacks(G.view(state, W))["b1"] == "[B:??, B:r?]"


def test_referee_prints_the_view_text():
    record = "game: plateau\n\nopen a1 xx rb\nopen d4 bb ox\non rr b2\n"
    answer, code = rules.referee.referee(record, list_moves=False, trace=True, view="0")
    assert code == 0 and answer["plies"] == 3 and answer["to_move"] == 1
    assert answer["view"].splitlines()[:3] == ["a1=[B:xx, B:rb]", "b2=[B:rr]", "d4=[W:??, W:o?]"]
    assert [step["legal_moves"] for step in answer["trace"][:2]] == [1260, 1155]
    answer, _ = rules.referee.referee(record, list_moves=False, trace=False, view="spectator")
    assert answer["view"].splitlines()[:3] == ["a1=[B:??, B:r?]", "b2=[B:r?]", "d4=[W:??, W:o?]"]
    assert "hand B: 9" in answer["view"]
    answer, code = rules.referee.referee(
        record + "open b1 xx rr\n", list_moves=False, trace=False, view="1"
    )
    assert code == 1 and answer["error"]["ply"] == 4
    assert "hand W: A RM BM R R B M M M M" in answer["view"]


# --- seeded random playouts ---------------------------------------------------------------


def conserved(state: PlateauState) -> None:
    for seat in (B, W):
        on_board = sum(1 for stack in state.board for p in stack if p & 1 == seat)
        assert on_board + sum(state.hands[seat]) + sum(state.prisoners[1 - seat]) == 12
    for stack in state.board:
        if stack:
            assert stack[-1] & 32  # the up face of every top piece is public
    if G.outcome(state) is None:
        assert max(sum(state.prisoners[0]), sum(state.prisoners[1])) < 6


def playout(seed: int):
    """(state before, move) for every ply of one seeded uniform random game."""
    rng = random.Random(seed)
    state = G.initial()
    while G.outcome(state) is None:
        moves = G.legal_moves(state)
        move = moves[rng.randrange(len(moves))]
        yield state, moves, move
        state = G.apply(state, move)
    yield state, [], None


@pytest.mark.parametrize("seed", range(4))
def test_random_playouts_keep_invariants(seed):
    rng = random.Random(1000 + seed)
    for game in range(40):
        log = []
        replay = Replay(G)
        for state, moves, move in playout(seed * 100 + game):
            conserved(state)
            if move is None:
                assert G.legal_moves(state) == [] and G.to_move(state) is None
                break
            texts = [str(m) for m in moves]
            assert len(set(texts)) == len(texts)
            assert moves == [PASS] or PASS not in moves
            assert G.to_move(state) == state.seat
            sample = moves if len(moves) <= 30 else rng.sample(moves, 30)
            for m in sample:
                assert G.parse_move(state, str(m)) == m
            after = G.apply(state, move)
            log.append(str(move))
            replay.play(str(move))
            assert replay.state == after
        assert Replay.of(G, None, log).state == replay.state
        assert G.outcome(replay.state) is not None


def _without_last(view: PlateauView) -> PlateauView:
    return dataclasses.replace(view, last_move=None, last_mover=None, last_squares=())


_ECHO = re.compile(r"(open [a-d][1-4] \?\? [xbro]\?|on [a-d][1-4](/\d+)? \([xbro]\?\))")


@pytest.mark.parametrize("seed", range(3))
def test_views_leak_nothing(seed):
    rng = random.Random(2000 + seed)
    for game in range(20):
        for state, _, move in playout(500 + seed * 100 + game):
            over = G.outcome(state) is not None
            for viewer in (B, W, None):
                view = G.view(state, viewer)
                for stack, shown in zip(state.board, view.stacks, strict=True):
                    for piece, disc in zip(stack, shown, strict=True):
                        if disc.owner == viewer or over:
                            continue
                        assert disc.up == "?" or piece & 32
                        assert disc.down == "?" or piece & 64
                if not over:
                    assert all(view.hands[s] is None for s in (0, 1) if s != viewer)
                world = sample_world(view, rng)
                assert _without_last(G.view(world, viewer)) == _without_last(view)
                if viewer is not None and not over:
                    mine = [[p for p in s if p & 1 == viewer] for s in state.board]
                    assert [[p for p in s if p & 1 == viewer] for s in world.board] == mine
                    assert world.hands[viewer] == state.hands[viewer]
                last = state.last
                if isinstance(last, Open | Onboard) and viewer != state.last_mover and not over:
                    assert view.last_move is not None and _ECHO.fullmatch(view.last_move)
            if move is None:
                break


def test_sample_world_varies_hidden_faces():
    state = play(G.initial(), "open a1 xx rb", "open d4 bb ox")
    view = G.view(state, B)
    rng = random.Random(5)
    bottoms = {sample_world(view, rng).board[15][0] & 31 for _ in range(40)}
    assert len(bottoms) > 3  # White's hidden bottom piece is drawn, not copied
    hands = {sample_world(view, rng).hands[W] for _ in range(40)}
    assert len(hands) > 3


def test_illegal_moves_are_illegal_move_errors():
    assert issubclass(PlateauIllegal, IllegalMove)


def test_hidden_discs_are_indistinguishable_even_by_identity():
    state = given("a1=[W:xx, W:rr]; a2=[W:rb, W:rr]; a3=[W:bb, W:rx]")
    hidden = [G.view(state, B).stacks[square][0] for square in (0, 4, 8)]
    assert hidden[0] is hidden[1] is hidden[2]


def test_hand_built_exchange_moves_are_logged_canonically():
    state = given(EX14)
    after = G.apply(state, Tender(("M", "A")))
    assert str(after.last) == "x A M" and G.view(after, B).last_move == "x A M"


def _candidates(state: PlateauState):
    """Every onboard, route and tender worth trying, from the rules' shapes alone."""
    me = state.seat
    for square in range(16):
        for height in (None, *range(len(state.board[square]) + 1)):
            for code in ("xx", "bb", "rr", "bx", "xb", "rx", "xr", "ox", "xo", "rb", "br"):
                yield Onboard(code, square, height)
    counts = [-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 0]
    for origin in range(16):
        if not state.board[origin] or state.board[origin][-1] & 1 != me:
            continue
        for flip in (False, True):
            for dest in range(16):
                fo, ro, fd, rd = origin % 4, origin // 4, dest % 4, dest // 4
                between = []
                steps = max(abs(fd - fo), abs(rd - ro))
                if steps and (fd - fo) % steps == 0 and (rd - ro) % steps == 0:
                    df, dr = (fd - fo) // steps, (rd - ro) // steps
                    between = [origin + i * (df + 4 * dr) for i in range(1, steps)]
                elif sorted((abs(fd - fo), abs(rd - ro))) == [1, 2]:
                    if abs(fd - fo) == 2:
                        between = [origin + (fd - fo) // 2]
                    else:
                        between = [origin + 4 * ((rd - ro) // 2)]
                yield Move(origin, flip, (), dest)
                for a in between:
                    for ka in counts:
                        yield Move(origin, flip, ((a, ka),), dest)
                        if len(between) == 2 and a == between[0]:
                            for kb in counts:
                                yield Move(origin, flip, ((a, ka), (between[1], kb)), dest)
    held = state.prisoners[me]
    kinds = [
        t
        for t, n in zip(("A", "T", "RM", "BM", "R", "B", "M"), held, strict=True)
        for _ in range(n)
    ]
    for bits in range(1, 1 << len(kinds)):
        yield Tender(tuple(k for i, k in enumerate(kinds) if bits >> i & 1))


def _accepted(state: PlateauState) -> set[str]:
    found = set()
    for move in _candidates(state):
        try:
            after = G.apply(state, move)
        except PlateauIllegal:
            continue
        found.add(str(after.last))
    return found


@pytest.mark.parametrize("seed", range(2))
def test_legal_moves_are_exactly_what_apply_accepts(seed):
    rng = random.Random(3000 + seed)
    checked = 0
    for game in range(6):
        for state, moves, _ in playout(700 + 10 * seed + game):
            if state.phase == 1 and rng.random() < 0.3 and moves != [PASS]:
                assert set(legal(state)) == _accepted(state)
                checked += 1
    assert checked > 10
