"""Postboard's e-mail channel: turn mails out, replies in, over the same service as Discord.

A channel adapter beside ``bot/``: it imports ``service`` and mail libraries
(``aiosmtplib`` to send, ``aiosmtpd`` to listen), never ``bot``. What a mail says
comes from the service (``Service.games.seat_view``); which mails a move causes
is decided by the service and queued with the move (``service.mailing``); this
package reads the queue and sends (``sender``), builds each message
(``compose``), signs and reads reply addresses (``tokens``), receives mail
(``listener``, and ``postboard deliver``) and acts on it (``inbound``).
"""
