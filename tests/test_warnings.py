"""Warnings are errors for our code; only discord.py's audioop import is let through."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_a_warning_from_our_code_still_fails_the_test() -> None:
    with pytest.raises(DeprecationWarning, match="old way"):
        warnings.warn("the old way", DeprecationWarning, stacklevel=1)


def test_the_audioop_filter_is_for_discord_player_only() -> None:
    """The project's filters in a fresh interpreter: discord imports, audioop from
    anywhere else is still refused."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    filters = config["tool"]["pytest"]["ini_options"]["filterwarnings"]
    assert filters[0] == "error" and len(filters) == 2
    action, message, category, module = filters[1].split(":")
    code = (
        "import importlib, sys, warnings\n"
        "warnings.filterwarnings('error')\n"
        f"warnings.filterwarnings({action!r}, {message!r}, {category}, {module!r})\n"
        "import discord\n"
        "sys.modules.pop('audioop')\n"
        "try:\n"
        "    importlib.import_module('audioop')\n"
        "except DeprecationWarning:\n"
        "    print('refused elsewhere')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "refused elsewhere\n"
