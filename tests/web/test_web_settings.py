"""``POSTBOARD_WEB``, ``POSTBOARD_PUBLIC_URL`` and ``POSTBOARD_WEB_PER_ADDRESS``: read once,
explained in one line when wrong."""

from __future__ import annotations

import pytest

from postboard.settings import Settings, SettingsError


def test_the_pages_are_off_unless_an_address_is_given() -> None:
    settings = Settings.from_env({})
    assert settings.web is None and settings.public_url is None


@pytest.mark.parametrize(
    "value, address",
    [
        ("127.0.0.1:8080", ("127.0.0.1", 8080)),
        (" 0.0.0.0:80 ", ("0.0.0.0", 80)),
        ("localhost:65535", ("localhost", 65535)),
        ("[::1]:8080", ("::1", 8080)),
        ("[::]:1", ("::", 1)),
    ],
)
def test_the_address_of_the_pages(value: str, address: tuple[str, int]) -> None:
    assert Settings.from_env({"POSTBOARD_WEB": value}).web == address


@pytest.mark.parametrize(
    "value",
    ["8080", ":8080", "host", "host:", "host:0", "host:65536", "host:８０", "a b:80", "::1:x"],
)
def test_a_bad_address_is_one_line(value: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"POSTBOARD_WEB": value})
    message = str(refused.value)
    assert message.startswith("POSTBOARD_WEB must be the address to serve the games' pages on")
    assert "\n" not in message and repr(value) in message


def test_the_public_address_of_the_pages() -> None:
    settings = Settings.from_env(
        {"POSTBOARD_WEB": "127.0.0.1:8080", "POSTBOARD_PUBLIC_URL": "https://example.org/pb/"}
    )
    assert settings.public_url == "https://example.org/pb"
    # a process that only posts links, while another serves the pages, needs no address
    assert Settings.from_env({"POSTBOARD_PUBLIC_URL": "http://x.org"}).public_url == "http://x.org"


@pytest.mark.parametrize(
    "value, words",
    [
        ("example.org", "POSTBOARD_PUBLIC_URL must be a URL like http://host:port/..."),
        ("ftp://example.org", "POSTBOARD_PUBLIC_URL must be a URL like"),
        ("https://example.org/?a=1", "without ? or #"),
        ("https://example.org/#top", "without ? or #"),
    ],
)
def test_a_bad_public_address_is_one_line(value: str, words: str) -> None:
    with pytest.raises(SettingsError, match=words.replace("?", r"\?").replace(".", r"\.")) as no:
        Settings.from_env({"POSTBOARD_PUBLIC_URL": value})
    assert "\n" not in str(no.value)


@pytest.mark.parametrize("value, cap", [("", None), ("12", 12), (" 0 ", 0), ("999999", 999999)])
def test_the_cap_per_client_address(value: str, cap: int | None) -> None:
    """Unset, the pages' own cap; 0, none, for a reverse proxy in front."""
    assert Settings.from_env({"POSTBOARD_WEB_PER_ADDRESS": value}).web_per_address == cap


@pytest.mark.parametrize("value", ["-1", "ten", "1.5", "１２", "1000000", "off", "1e3"])
def test_a_bad_cap_per_client_address_is_one_line(value: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"POSTBOARD_WEB_PER_ADDRESS": value})
    message = str(refused.value)
    assert message.startswith("POSTBOARD_WEB_PER_ADDRESS must be how many connections")
    assert "0: no cap, behind a reverse proxy" in message
    assert "\n" not in message and repr(value) in message
