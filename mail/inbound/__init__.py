"""Inbound mail: one message's bytes read into what the service needs (``Incoming``).

Pure and total: no I/O, and no bytes make it raise. Receiving, authenticating
and answering mail are elsewhere.
"""

from mail.inbound.reading import Incoming, read_message

__all__ = ["Incoming", "read_message"]
