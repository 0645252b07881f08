"""``POSTBOARD_WEB``, ``POSTBOARD_PUBLIC_URL``, the limits per visitor and
``POSTBOARD_WEB_PER_ADDRESS``: read once,
explained in one line when wrong."""

from __future__ import annotations

import re

import pytest

from postboard.settings import WEB_RATE, Settings, SettingsError
from web.limits import Limiter, Rate


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


def test_each_visitor_is_limited_unless_the_admin_says_otherwise() -> None:
    assert Settings.from_env({}).web_rate == WEB_RATE == (2.0, 24.0)
    assert Settings.from_env({}).trusted_proxies == ()
    assert Settings.from_env({"POSTBOARD_WEB_RATE": " 0.5/10 "}).web_rate == (0.5, 10.0)
    assert Settings.from_env({"POSTBOARD_WEB_RATE": "5"}).web_rate == (5.0, 5.0)
    assert Settings.from_env({"POSTBOARD_WEB_RATE": "OFF"}).web_rate is None
    proxies = {"POSTBOARD_WEB_TRUSTED_PROXIES": "127.0.0.1, 10.0.0.0/8,,::1"}
    assert Settings.from_env(proxies).trusted_proxies == ("127.0.0.1", "10.0.0.0/8", "::1")


def test_the_admins_limits_are_the_sites() -> None:
    limiter = Limiter.per_visitor(Rate(per_second=1.0, burst=2.0), ["10.0.0.1"])
    assert limiter.client("10.0.0.1", "198.51.100.1") == "198.51.100.1"
    assert [limiter.admit("a", costly=True) for _ in range(3)][:2] == [None, None]
    assert limiter.admit("a", costly=True) is not None
    cheap = [limiter.admit("b", costly=False) for _ in range(10)]  # five times as many
    assert cheap == [None] * 10 and limiter.admit("b", costly=False) is not None
    unlimited = Limiter.per_visitor(None)
    assert all(unlimited.admit("c", costly=True) is None for _ in range(1000))


@pytest.mark.parametrize(
    "env, words",
    [
        ({"POSTBOARD_WEB_RATE": "fast"}, "POSTBOARD_WEB_RATE must be how many boards"),
        ({"POSTBOARD_WEB_RATE": "0/24"}, "like 2/24"),
        ({"POSTBOARD_WEB_RATE": "2/0"}, "like 2/24"),
        ({"POSTBOARD_WEB_TRUSTED_PROXIES": "proxy.lan"}, "not 'proxy.lan'"),
        ({"POSTBOARD_WEB_TRUSTED_PROXIES": "10.0.0.1, 10.0.0.300"}, "not '10.0.0.300'"),
    ],
)
def test_bad_limits_are_one_line(env: dict[str, str], words: str) -> None:
    with pytest.raises(SettingsError, match=re.escape(words)) as no:
        Settings.from_env(env)
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
