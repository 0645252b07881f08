"""Fixtures for the whole suite."""

from __future__ import annotations

import pytest

from tests.installed import Installed, install


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel of this tree installed in a throw-away venv, built once per run."""
    return install(tmp_path_factory.mktemp("installed"))
