"""The referee CLI answers every record with the JSON of ``docs/design.md``."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def referee(text: str, *flags: str) -> tuple[dict, int]:
    done = subprocess.run(
        [sys.executable, "-m", "rules", "referee", "-", *flags],
        input=text.encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.stderr == b""
    return json.loads(done.stdout), done.returncode


T16A = "game: pinch\nsize: 9\n\n" + "\n".join(
    "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()
)


def test_legal_finished_record():
    answer, code = referee(T16A)
    assert code == 0
    assert answer["game"] == "pinch" and answer["options"] == {"size": 9}
    assert answer["ok"] is True and answer["error"] is None and answer["plies"] == 17
    assert answer["outcome"] == {"winner": 0, "termination": "connection", "scores": None}
    assert answer["to_move"] is None and answer["legal_moves"] == 0


def test_failing_move_reports_first_bad_ply():
    answer, code = referee(T16A + "\nd4\n")
    assert code == 1
    assert answer["ok"] is False and answer["plies"] == 17
    assert answer["error"]["ply"] == 18 and answer["error"]["move"] == "d4"
    assert "over" in answer["error"]["message"]


def test_list_and_trace_with_comments_and_defaults():
    answer, code = referee(
        "game: Pinch  # default size\n\nE5 # centre\nswap\n", "--list", "--trace"
    )
    assert code == 0 and answer["options"] == {"size": 11}
    assert answer["to_move"] == 0 and answer["legal_moves"] == 120
    assert len(answer["moves"]) == 120 and "f6" in answer["moves"] and "e5" not in answer["moves"]
    assert answer["trace"] == [
        {"ply": 1, "move": "e5", "to_move": 0, "legal_moves": 121},
        {"ply": 2, "move": "swap", "to_move": 1, "legal_moves": 121},
    ]


def test_view_text():
    answer, _ = referee("game: pinch\nsize: 9\n\ne5\nswap\nd4\n", "--view", "spectator")
    rows = answer["view"].splitlines()
    assert rows[5].split()[1:] == [".", ".", ".", ".", "X", ".", ".", ".", "."]  # rank 5
    assert rows[6].split()[1:] == [".", ".", ".", "O", ".", ".", ".", ".", "."]  # rank 4


@pytest.mark.parametrize(
    "text",
    [
        "",
        "size: 9\n\ne5",
        "game: chess\n\ne4",
        "game: pinch\nsize: 10\n\ne5",
        "game: pinch\ncolour: red\n\ne5",
        "\x00\x01garbage",
    ],
)
def test_malformed_records_exit_2(text):
    answer, code = referee(text)
    assert code == 2 and answer["ok"] is False and answer["error"]["message"]


def test_game_entries_in_records():
    answer, code = referee("game: pinch\n\ne5\nd4\ntakeback\nresign 1\n", "--trace")
    assert code == 0 and answer["plies"] == 4
    assert answer["outcome"] == {"winner": 0, "termination": "resignation", "scores": None}
    assert [step["move"] for step in answer["trace"]] == ["e5", "d4", "takeback", "resign 1"]


# --- regressions found in review ------------------------------------------------


def test_huge_rank_is_an_error_not_a_crash():
    answer, code = referee("game: pinch\n\ne" + "9" * 5000 + "\n")
    assert code == 1 and answer["error"]["ply"] == 1


def test_non_ascii_digits_are_not_points():
    answer, code = referee("game: pinch\nsize: 9\n\ne\u0665\n")
    assert code == 1 and "Not a Pinch move" in answer["error"]["message"]


def test_comment_lines_inside_the_header_do_not_end_it():
    answer, code = referee("game: pinch\n# a note\nsize: 9\n\ne5\n")
    assert code == 0 and answer["options"] == {"size": 9} and answer["plies"] == 1


def test_byte_order_mark_is_accepted():
    answer, code = referee("\ufeffgame: pinch\nsize: 9\n\ne5\n")
    assert code == 0 and answer["plies"] == 1


def test_unreadable_input_still_has_every_key():
    done = subprocess.run(
        [sys.executable, "-m", "rules", "referee", "-"],
        input=b"\xff\xfe\xfa",
        cwd=ROOT,
        capture_output=True,
        timeout=60,
    )
    answer = json.loads(done.stdout)
    assert done.returncode == 2
    assert set(answer) >= {
        "game",
        "options",
        "plies",
        "ok",
        "error",
        "to_move",
        "outcome",
        "legal_moves",
    }


def test_output_is_utf8_whatever_the_locale():
    done = subprocess.run(
        [sys.executable, "-m", "rules", "referee", "-"],
        input=b"game: pinch\nsize: 9\n\nj5\n",
        cwd=ROOT,
        capture_output=True,
        timeout=60,
        env={"PYTHONIOENCODING": "ascii", "PATH": ""},
    )
    assert done.returncode == 1 and "9×9" in json.loads(done.stdout.decode())["error"]["message"]


@pytest.mark.parametrize("flags", [["--frobnicate"], ["--view", "2"]])
def test_bad_flags_answer_json(flags):
    done = subprocess.run(
        [sys.executable, "-m", "rules", "referee", "-", *flags],
        input=b"game: pinch\n",
        cwd=ROOT,
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 2 and json.loads(done.stdout)["ok"] is False


@pytest.mark.parametrize("raw", ["1_1", "\u0661\u0661", 9.7, True, "9.0"])
def test_option_values_must_be_plain_whole_numbers(raw):
    answer, code = referee(f"game: pinch\nsize: {raw}\n\n")
    assert code == 2 and "size must be" in answer["error"]["message"]


def test_after_a_takeback_the_kept_roll_is_the_only_legal_chance_move():
    lines = ["open 4-1", "roll 6-4", "24/18 24/20", "roll 5-5", "takeback", "24/14"]
    record = "game: plakoto\nmatch_length: 1\n\n" + "\n".join(lines) + "\n"
    listed, code = referee(record, "--list")
    assert code == 0 and listed["moves"] == ["roll 5-5"] and listed["legal_moves"] == 1
    kept, code = referee(record + "roll 5-5\n")
    assert code == 0 and kept["ok"] is True and kept["to_move"] == 1
