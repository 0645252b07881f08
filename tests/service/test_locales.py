"""The supported languages and the time zones (issue 29): locale tags negotiated, zone
names checked with the nearest offered, autocomplete within Discord's limits, and a
time written in a reader's zone with its abbreviation."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo, available_timezones

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.errors import ServiceError
from service.readers.locales import (
    DEFAULT,
    SUPPORTED,
    check_language,
    check_time_zone,
    local_time,
    negotiate,
    zone,
    zone_suggestions,
)
from tests.service.spoken import said


def test_the_four_languages_and_english_first() -> None:
    assert SUPPORTED == ("en", "es", "de", "el") and DEFAULT == "en"


@pytest.mark.parametrize(
    ("tag", "language"),
    [
        ("es-ES", "es"),
        ("es-419", "es"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("de", "de"),
        ("el", "el"),
        ("de_AT", "de"),
        ("EL-gr", "el"),
        ("pt-BR", "en"),
        ("zh-CN", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_a_channels_locale_tag_is_negotiated_to_a_supported_language(
    tag: str | None, language: str
) -> None:
    assert negotiate(tag) == language


def test_a_language_is_taken_by_code_or_name_and_others_refused_by_the_list() -> None:
    for typed, code in (("es", "es"), ("Spanish", "es"), ("ESPAÑOL", "es"), ("de-DE", "de")):
        assert check_language(typed) == code
    assert check_language("Ελληνικά") == check_language("greek") == "el"
    with pytest.raises(ServiceError) as refused:
        check_language("klingon")
    assert said(refused.value) == (
        "`klingon` is not a language I speak; choose one of en (English), es (Español), "
        "de (Deutsch), el (Ελληνικά)."
    )


def test_a_zone_is_found_in_any_case_and_with_spaces_for_underscores() -> None:
    assert check_time_zone("Europe/Berlin") == "Europe/Berlin"
    assert check_time_zone("  europe/berlin ") == "Europe/Berlin"
    assert check_time_zone("america/new york") == "America/New_York"
    assert check_time_zone("utc") == "UTC"


def test_an_unknown_zone_is_refused_with_the_nearest_names() -> None:
    with pytest.raises(ServiceError) as refused:
        check_time_zone("Europe/Berln")
    message = said(refused.value)
    assert message.startswith("`Europe/Berln` is not a time zone I know; did you mean ")
    assert "Europe/Berlin" in message and message.count("/") <= 4  # at most 3 names
    with pytest.raises(ServiceError, match="named like Europe/Berlin, America/New_York or UTC"):
        check_time_zone("Mars/Olympus Mons")
    with pytest.raises(ServiceError, match=r"^x{57}\.\.\. is not"):
        check_time_zone("x" * 500)  # quoted back short


def test_autocomplete_matches_anywhere_in_the_name_within_discords_limits() -> None:
    assert zone_suggestions("berl") == ["Europe/Berlin"]
    assert zone_suggestions("BERLIN") == ["Europe/Berlin"]
    assert "America/New_York" in zone_suggestions("york")
    assert "America/New_York" in zone_suggestions("new y")
    athens = zone_suggestions("athen")
    assert athens == ["Europe/Athens"]
    many = zone_suggestions("a")
    assert len(many) == 25 and all(len(name) <= 100 for name in many)
    assert zone_suggestions("a", limit=5) == many[:5]
    assert zone_suggestions("") and "UTC" in zone_suggestions("")
    assert zone_suggestions("no such place") == []


def test_a_part_of_the_name_beginning_with_what_was_typed_comes_first() -> None:
    assert zone_suggestions("lon") == [
        "Arctic/Longyearbyen",
        "Europe/London",
        "America/Blanc-Sablon",  # "lon" inside a part of the name: after
        "America/Miquelon",
    ]
    assert zone_suggestions("aires")[0] == "America/Argentina/Buenos_Aires"


def test_a_stored_zone_name_becomes_a_zone_and_none_or_a_lost_one_utc() -> None:
    assert zone("Europe/Athens") == ZoneInfo("Europe/Athens")
    assert zone(None) == ZoneInfo("UTC")
    assert zone("Atlantis/Lost") == ZoneInfo("UTC"), "a zone the data dropped reads as UTC"


def test_a_time_is_written_in_the_readers_zone_with_its_abbreviation() -> None:
    summer = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
    winter = datetime(2026, 1, 15, 12, 0, tzinfo=UTC)
    assert local_time(summer, zone("Europe/Berlin")) == "Jun 1, 2026, 2:00 PM CEST"
    assert local_time(winter, zone("Europe/Berlin")) == "Jan 15, 2026, 1:00 PM CET"
    assert local_time(winter, zone("America/New_York")) == "Jan 15, 2026, 7:00 AM EST"
    assert local_time(summer, zone(None)) == "Jun 1, 2026, 12:00 PM UTC"
    assert local_time(winter, zone("Europe/Istanbul")) == "Jan 15, 2026, 3:00 PM UTC+03"
    assert local_time(datetime(2026, 6, 1, 12, 0), zone("Europe/Athens")) == (
        "Jun 1, 2026, 3:00 PM EEST"
    ), "a time without a zone is a stored one, in UTC"


SAMPLE = settings(max_examples=200, deadline=None, derandomize=True, database=None)


@SAMPLE
@given(text=st.text(max_size=40) | st.sampled_from(sorted(available_timezones())))
def test_any_text_is_a_known_zone_or_refused_with_a_sentence(text: str) -> None:
    try:
        found = check_time_zone(text)
    except ServiceError as refused:
        message = str(refused)
        assert " is not a time zone I know; " in message and message[-1] in ".?"
    else:
        assert found in available_timezones()
    suggestions = zone_suggestions(text)
    assert len(suggestions) <= 25 and all(0 < len(name) <= 100 for name in suggestions)


@SAMPLE
@given(text=st.text(max_size=20))
def test_any_tag_negotiates_to_a_supported_language(text: str) -> None:
    assert negotiate(text) in SUPPORTED
    try:
        assert check_language(text) in SUPPORTED
    except ServiceError as refused:
        assert str(refused).endswith("el (Ελληνικά).")
