"""The limits the suite holds every bot request to (issue 28, item 6) catch each kind of
oversize Discord refuses, and pass what it takes."""

from __future__ import annotations

from tests.discord_limits import violations


def test_a_message_at_the_limits_passes_and_one_past_each_is_named() -> None:
    fine = {
        "content": "x" * 2000,
        "embeds": [{"title": "t" * 256, "description": "d" * 4096}],
        "components": [{"type": 1, "components": [{"type": 2, "label": "l" * 80}] * 5}] * 5,
    }
    assert violations("POST", "/channels/1/messages", fine) == []
    over = {
        "content": "x" * 2001,
        "embeds": [{"description": "d" * 4097, "fields": [{"name": "n", "value": "v"}] * 26}],
        "components": [{"type": 1, "components": [{"type": 2, "custom_id": "c" * 101}] * 6}] * 6,
    }
    found = " | ".join(violations("PATCH", "/webhooks/1/token/messages/@original", over))
    for said in (
        "content of 2001",
        "description of 4097",
        "26 fields",
        "6 action rows",
        "a row of 6",
        "custom_id of 101",
    ):
        assert said in found


def test_autocomplete_threads_and_command_schemas_are_held_too() -> None:
    choices = [{"name": "m" * 100, "value": "m"}] * 25
    callback = "/interactions/1/token/callback"
    assert violations("POST", callback, {"type": 8, "data": {"choices": choices}}) == []
    too_many = {"type": 8, "data": {"choices": [*choices, {"name": "", "value": "v" * 101}]}}
    found = " | ".join(violations("POST", callback, too_many))
    assert "26 choices" in found and "name of 0" in found and "value of 101" in found
    assert violations("POST", "/channels/1/threads", {"name": "n" * 101})
    schema = [{"name": "challenge", "description": "d", "options": [
        {"name": "timeout", "description": "x" * 101, "type": 3,
         "choices": [{"name": "c" * 101, "value": "c"}]},
    ]}]  # fmt: skip
    found = " | ".join(violations("PUT", "/applications/1/commands", schema))
    assert "/challenge timeout: description of 101" in found
    assert "/challenge timeout: a choice name of 101" in found
    assert violations("GET", "/channels/1/messages", {"content": "x" * 5000}) == []


def test_every_localization_of_a_command_is_held_to_the_same_limits() -> None:
    fine = [{"name": "move", "description": "d", "name_localizations": {"es-ES": "jugada"},
             "description_localizations": {"el": "δ" * 100, "hi": "चाल"}, "options": [
        {"name": "game", "description": "g", "type": 4, "name_localizations": {"de": "partie"},
         "description_localizations": {"de": "p" * 100}},
        {"name": "level", "description": "l", "type": 4,
         "choices": [{"name": "level 1", "value": 1, "name_localizations": {"el": "ε" * 100}}]},
    ]}]  # fmt: skip
    assert violations("PUT", "/applications/1/commands", fine) == []
    over = [{"name": "move", "description": "d", "name_localizations": {"de": "Zug"},
             "description_localizations": {"es-ES": "x" * 101}, "options": [
        {"name": "game", "description": "g", "type": 4,
         "name_localizations": {"el": "η παρτίδα", "de": "level"},
         "description_localizations": {"el": ""}},
        {"name": "level", "description": "l", "type": 4,
         "choices": [{"name": "level 1", "value": 1, "name_localizations": {"de": "s" * 101}}]},
    ]}]  # fmt: skip
    found = " | ".join(violations("PUT", "/applications/1/commands", over))
    for said in (
        "/move: de name 'Zug' is no command name",
        "/move: es-ES description of 101",
        "/move game: el name 'η παρτίδα' is no command name",
        "/move game: el description of 0",
        "/move: de names options alike: level",
        "/move level: a de choice name of 101",
    ):
        assert said in found, said
