"""A step's choices as spots on the board (issue 33): what a click on a place picks."""

from __future__ import annotations

from service.web_play.clicks import common_words, no_script_target, place_of, with_board
from service.web_play.spots import Picture, rect
from service.web_play.steps import next_steps

PLAKOTO = ["24/23(2) 23/22", "24/23 23/22", "24/22 6/off", "13/11", "6/off 6/5"]
PLATEAU = ["m a1 b1", "m a1! b1", "m a1 a2+1 a3", "stomp a1", "on br a1", "on br c1/0", "m c1 c2"]


def picture(*places: str) -> Picture:
    return Picture(100, 100, {p: rect(i, 0, i + 1, 1) for i, p in enumerate(places)})


def test_the_places_words_name() -> None:
    assert place_of("pinch", "e5") == place_of("les", "e5")
    assert place_of("pinch", "swap") is None and place_of("pletore", "komi") is None
    hop = place_of("plakoto", "24/23(2)")
    assert hop is not None and (hop.at, hop.to, hop.plain) == ("24", "23", False)
    off = place_of("plakoto", "6/off")
    assert off is not None and (off.at, off.to, off.plain) == ("6", "off", True)
    for word, plain in (("a1", True), ("a1!", False), ("a2+1", False), ("c1/0", False)):
        square = place_of("plateau", word)
        assert square is not None and (square.at, square.plain) == (word[:2], plain)
    assert place_of("plateau", "br") is None and place_of("plateau", "m") is None


def test_a_hop_is_its_point_then_where_it_lands() -> None:
    places = picture(*(str(n) for n in range(1, 25)), "off")
    board = with_board("plakoto", next_steps(PLAKOTO, ""), PLAKOTO, places).board
    assert board is not None
    spots = {(s.origin, s.at): s for s in board.spots}
    assert spots[("", "24")].moves == ("24/23(2)", "24/23", "24/22")
    assert not spots[("", "24")].plain
    landing = spots[("24", "23")]
    assert landing.moves == ("24/23", "24/23(2)") and landing.plain  # plain first
    assert spots[("6", "off")].moves == ("6/off",)
    assert no_script_target(spots[("", "13")], "") == "13/11"
    assert no_script_target(spots[("", "24")], "") is None  # the buttons show those


def test_a_plateau_click_on_a_stack_stands_for_moving_it() -> None:
    places = picture("a1", "b1", "a2", "a3", "c1", "c2")
    board = with_board("plateau", next_steps(PLATEAU, ""), PLATEAU, places).board
    assert board is not None
    spots = {s.at: s for s in board.spots}
    assert set(spots) == {"a1", "c1"}  # m's stacks; stomp and on are buttons
    assert spots["a1"].moves == ("m a1", "m a1!") and spots["a1"].plain
    assert no_script_target(spots["a1"], "") == "m"
    assert no_script_target(spots["c1"], "") == "m c1"
    after = with_board("plateau", next_steps(PLATEAU, "m a1"), PLATEAU, places).board
    assert after is not None
    assert {s.at: s.moves for s in after.spots} == {"b1": ("m a1 b1",), "a2": ("m a1 a2+1",)}


def test_the_only_word_of_a_step_is_passed_through() -> None:
    legal = ["setup a1 a2", "setup a1 a3", "setup b1 a2"]
    board = with_board("les", next_steps(legal, ""), legal, picture("a1", "b1")).board
    assert board is not None
    assert {s.at: s.moves for s in board.spots} == {"a1": ("setup a1",), "b1": ("setup b1",)}


def test_words_in_common() -> None:
    assert common_words(["m a1", "m a1!"]) == "m"
    assert common_words(["a1 b2", "a1 b2 c3"]) == "a1 b2"
    assert common_words(["a1", "b1"]) == ""
