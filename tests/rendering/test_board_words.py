"""The words drawn on a board come from the boards' catalog, in the reader's language.

English is the default, so every caller that passes no reader draws what it drew before
(the golden images and the scenes' tests pin it); a Spanish or German reader gets their
words (accents folded by the font); a language the font cannot draw (Greek, with
Pillow's Latin-only built-in font) is drawn in English rather than as question marks.
"""

from __future__ import annotations

from rendering.kit.text import drawable
from rules.les import LES
from rules.pinch import PINCH, PinchView
from rules.plakoto import PLAKOTO
from rules.pletore import PLETORE
from rules.replay import Replay
from service.boards.scenes.les import les_scene
from service.boards.scenes.pinch import pinch_scene, render_pinch
from service.boards.scenes.plakoto import plakoto_scene
from service.boards.scenes.plateau import plateau_scene, render_plateau
from service.boards.scenes.pletore import pletore_scene
from service.boards.words import drawn_reader
from tests.rendering.test_plateau import TITLE, exchange, midgame
from words import ENGLISH, Reader

NAMES = ("alice", "bob")
SPANISH, GERMAN, GREEK = Reader("es"), Reader("de"), Reader("el")


def _pinch_view() -> PinchView:
    replay = Replay.of(PINCH, {"size": 9}, "e6 a1 a9 e5 f5".split())
    return PINCH.view(replay.state, None)


def test_english_is_the_default_and_unchanged() -> None:
    view = _pinch_view()
    default = pinch_scene(view, title="Pinch #1", names=NAMES)
    english = pinch_scene(view, title="Pinch #1", names=NAMES, reader=ENGLISH)
    assert default == english and default.subtitle == "bob (White) to move · ply 5 · last: f5"
    english_png = render_pinch(view, title="P", names=NAMES, reader=ENGLISH)
    assert render_pinch(view, title="P", names=NAMES) == english_png


def test_spanish_and_german_boards_speak_their_language() -> None:
    view = _pinch_view()
    spanish = pinch_scene(view, title="Pinch #1", names=NAMES, reader=SPANISH)
    assert spanish.subtitle == "le toca a bob (Blancas) · semijugada 5 · última: f5"
    german = pinch_scene(view, title="Pinch #1", names=NAMES, reader=GERMAN)
    assert german.subtitle == "bob (Weiß) am Zug · Halbzug 5 · zuletzt: f5"
    assert drawable(german.subtitle) == "bob (Weiss) am Zug · Halbzug 5 · zuletzt: f5"
    replay = Replay.of(PLETORE, {"size": 5}, ["komi 7"])
    scene = pletore_scene(replay.view(None), title="Pletore #3", names=NAMES, reader=GERMAN)
    assert scene.subtitle == "bob wählt die Seite · zuletzt: komi 7 · Knopf frei"
    assert scene.title == "Pletore #3 · Halbzug 1" and scene.score == "S 0 - W 7"
    plakoto = plakoto_scene(
        Replay(PLAKOTO, {}).view(None), title="Plakoto #4", names=NAMES, reader=SPANISH
    )
    assert plakoto.title == "Plakoto #4 · partida 1" and plakoto.match_score.startswith("a ")
    les = les_scene(Replay(LES, {}).view(None), title="Les #5", names=NAMES, reader=SPANISH)
    assert "coloca la apertura" in les.subtitle


def test_plateau_panels_tender_and_legend_in_the_readers_words() -> None:
    scene = plateau_scene(exchange(), title=TITLE, names=NAMES, reader=SPANISH)
    assert scene.subtitle.startswith("alice (Negras) sube o retira la oferta")
    assert scene.tender is not None and scene.tender.headline == "alice ofrece A M (22)"
    assert scene.legend and all(scene.legend)
    english = plateau_scene(midgame(None), title=TITLE, names=NAMES)
    assert english.legend == ("face not revealed", "red face up; small patch: underside")
    spanish = render_plateau(midgame(None), title=TITLE, names=NAMES, reader=SPANISH)
    assert spanish != render_plateau(midgame(None), title=TITLE, names=NAMES)


def test_a_language_the_font_cannot_draw_is_drawn_in_english() -> None:
    assert drawn_reader(GREEK) == ENGLISH
    assert drawn_reader(SPANISH) == SPANISH and drawn_reader(GERMAN) == GERMAN
    view = _pinch_view()
    greek = pinch_scene(view, title="Pinch #1", names=NAMES, reader=GREEK)
    assert greek.subtitle == "bob (White) to move · ply 5 · last: f5"
    assert "?" not in drawable(greek.subtitle)
