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
