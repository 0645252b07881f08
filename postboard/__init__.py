"""The application shell: the ``postboard`` command that starts, checks and backs up a server.

It is the one place that wires the layers together (settings, logging, the
database, the Discord adapter), so nothing else imports it.
"""

__version__ = "0.6.0"
