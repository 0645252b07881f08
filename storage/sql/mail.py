"""Players' addresses, the mail queue, received mail and secrets.

The queues are claimed with a lease: one UPDATE marks due rows as taken until
``lease_until``. Its sub-SELECT picks the rows with the dialect's ``skip_locked``, so
on PostgreSQL two senders claiming at once each take rows the other is not taking
(and a row another claimer just took is seen taken once its lock is released); on
SQLite the write transaction already keeps them apart.

The lease a claim set is also its claimer's token: a row is claimed again only once
``now >= claimed_until``, and that claim's lease, ``now + lease``, is later still, so
no two claimers ever hold the same value. Renewing a claim (``renew_*_claim``) is a
compare-and-set on it: it fails once anyone else has claimed the row since.
"""

from collections.abc import Callable, Sequence
from datetime import datetime

from storage.codec import decode_time, encode_optional_time, encode_time
from storage.errors import AddressTaken, NotFound
from storage.models import (
    CodeTry,
    EmailAddress,
    EmailLinked,
    InboundMail,
    LinkLimits,
    MailIntent,
    OutboundMail,
)
from storage.protocol.mail import MailStore
from storage.rows import Row
from storage.sql.db import Db
from storage.sql.errors import ConstraintViolated
from storage.sql.part import SqlPart, require

LINKS_KEY = "email-links"
"""The transaction key /email link and verify count and write their limits under."""

_WANTS_MAIL = """EXISTS (SELECT 1 FROM user_settings s JOIN email_addresses e USING (user_id)
                        WHERE s.user_id = :user_id AND s.notify = 'email'
                          AND e.verified_at IS NOT NULL)"""

_INSERT_MAIL = (
    """INSERT INTO mail_outbox
        (user_id, kind, game_id, ply, body, address, created_at, due_at)
    SELECT :user_id, :kind, :game_id, :ply, :body, :address, :now, :now
    WHERE NOT :only_if_wanted OR """
    + _WANTS_MAIL
)


async def insert_mail(db: Db, intents: Sequence[MailIntent], now: int) -> int:
    """Queue ``intents`` inside the caller's transaction (a move's, say); how many landed."""
    queued = 0
    for intent in intents:
        require(bool(intent.kind), "a mail needs a kind")
        queued += await db.execute(
            _INSERT_MAIL,
            {
                "user_id": intent.user_id,
                "kind": intent.kind,
                "game_id": intent.game_id,
                "ply": intent.ply,
                "body": intent.body,
                "address": intent.address,
                "now": now,
                "only_if_wanted": bool(intent.only_if_wanted),  # compared as a boolean
            },
        )
    return queued


async def _claim(
    db: Db,
    user_id: int,
    address: str,
    code_hash: str,
    expires_at: datetime,
    language: str | None,
) -> None:
    """Start proving ``address`` for ``user_id``, in place of whatever they had; the mail
    language as given, else the one they had (English for a first address)."""
    await db.run(
        """INSERT INTO email_addresses
               (user_id, address, address_key, verified_at, code_hash, code_expires_at,
                language)
           VALUES (:user, :address, :key, NULL, :hash, :expires, COALESCE(:language, 'en'))
           ON CONFLICT (user_id) DO UPDATE SET
               address = excluded.address, address_key = excluded.address_key,
               verified_at = NULL, code_hash = excluded.code_hash,
               code_expires_at = excluded.code_expires_at,
               language = COALESCE(:language, email_addresses.language)""",
        {
            "user": user_id,
            "address": address,
            "key": address.lower(),
            "hash": code_hash,
            "expires": encode_time(expires_at),
            "language": language,
        },
    )


def _email_from_row(row: Row) -> EmailAddress:
    return EmailAddress(
        user_id=row["user_id"],
        address=row["address"],
        verified_at=None if row["verified_at"] is None else decode_time(row["verified_at"]),
        code_hash=row["code_hash"],
        code_expires_at=(
            None if row["code_expires_at"] is None else decode_time(row["code_expires_at"])
        ),
        language=row["language"],
    )


def _inbound_from_row(row: Row) -> InboundMail:
    return InboundMail(
        message_key=row["message_key"],
        recipient=row["recipient"],
        envelope_sender=row["envelope_sender"],
        raw=None if row["raw"] is None else bytes(row["raw"]),
        received_at=decode_time(row["received_at"]),
        sender=row["sender"],
        command=row["command"],
        user_id=row["user_id"],
        outcome=row["outcome"],
    )


def _outbound_from_row(row: Row) -> OutboundMail:
    return OutboundMail(
        id=row["id"],
        user_id=row["user_id"],
        kind=row["kind"],
        game_id=row["game_id"],
        ply=row["ply"],
        body=row["body"],
        address=row["send_to"],
        attempts=row["attempts"],
        created_at=decode_time(row["created_at"]),
        claimed_until=(None if row["claimed_until"] is None else decode_time(row["claimed_until"])),
    )


class SqlMail(SqlPart, MailStore):
    # -- mail to send ---------------------------------------------------------------

    async def enqueue_mail(self, intents: Sequence[MailIntent], now: datetime) -> int:
        async with self._db.transaction() as db:
            return await insert_mail(db, intents, encode_time(now))

    async def claim_mail(
        self, now: datetime, lease_until: datetime, limit: int
    ) -> list[OutboundMail]:
        """Due, unsent rows not claimed by anyone else now, oldest first, each with the
        address it goes to: its own, else the user's verified address as it is now."""
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                f"""UPDATE mail_outbox SET claimed_until = :lease, attempts = attempts + 1
                    WHERE id IN (
                        SELECT id FROM mail_outbox
                        WHERE sent_at IS NULL AND due_at <= :now
                          AND (claimed_until IS NULL OR claimed_until <= :now)
                        ORDER BY due_at, id LIMIT :limit{db.dialect.skip_locked})
                    RETURNING id""",
                {"now": encode_time(now), "lease": encode_time(lease_until), "limit": limit},
            )
            ids = [row["id"] for row in rows]
            if not ids:
                return []
            marks = ", ".join("?" * len(ids))
            found = await db.fetch_all(
                f"""SELECT m.*, COALESCE(m.address, e.address) AS send_to
                    FROM mail_outbox m
                    LEFT JOIN email_addresses e
                      ON e.user_id = m.user_id AND e.verified_at IS NOT NULL
                    WHERE m.id IN ({marks}) ORDER BY m.due_at, m.id""",
                tuple(ids),
            )
        return [_outbound_from_row(row) for row in found]

    async def renew_mail_claim(self, mail_id: int, held: datetime, until: datetime) -> bool:
        async with self._db.transaction() as db:
            renewed = await db.execute(
                """UPDATE mail_outbox SET claimed_until = ?
                   WHERE id = ? AND claimed_until = ? AND sent_at IS NULL""",
                (encode_time(until), mail_id, encode_time(held)),
            )
        return renewed > 0

    async def mail_sent(self, mail_id: int, now: datetime, outcome: str) -> None:
        async with self._db.transaction() as db:
            await db.run(
                """UPDATE mail_outbox SET sent_at = ?, outcome = ?, claimed_until = NULL
                   WHERE id = ? AND sent_at IS NULL""",
                (encode_time(now), outcome, mail_id),
            )

    async def mail_retry(self, mail_id: int, due_at: datetime, error: str) -> None:
        async with self._db.transaction() as db:
            await db.run(
                """UPDATE mail_outbox SET due_at = ?, last_error = ?, claimed_until = NULL
                   WHERE id = ? AND sent_at IS NULL""",
                (encode_time(due_at), error[:500], mail_id),
            )

    async def mail_waiting(self) -> int:
        row = await self._db.fetch_one("SELECT count(*) FROM mail_outbox WHERE sent_at IS NULL")
        assert row is not None
        return int(row[0])

    # -- addresses --------------------------------------------------------------------

    async def get_email(self, user_id: int) -> EmailAddress | None:
        row = await self._db.fetch_one(
            "SELECT * FROM email_addresses WHERE user_id = ?", (user_id,)
        )
        return None if row is None else _email_from_row(row)

    async def claim_email(
        self,
        user_id: int,
        address: str,
        code_hash: str,
        expires_at: datetime,
        language: str | None = None,
    ) -> None:
        async with self._db.transaction() as db:
            await _claim(db, user_id, address, code_hash, expires_at, language)

    async def set_mail_language(self, user_id: int, language: str) -> EmailAddress | None:
        async with self._db.transaction() as db:
            row = await db.fetch_one(
                "UPDATE email_addresses SET language = ? WHERE user_id = ? RETURNING *",
                (language, user_id),
            )
        return None if row is None else _email_from_row(row)

    async def link_email(
        self,
        user_id: int,
        address: str,
        code_hash: str,
        code_mail: MailIntent,
        now: datetime,
        limits: LinkLimits,
        language: str | None = None,
    ) -> EmailLinked:
        """Counted and written under one key, so the limits hold however many processes
        link at once; ``code_mail`` is queued in the same transaction when it may go."""
        key, aged = address.lower(), encode_time(now - limits.window)  # out of the window
        async with self._db.transaction(LINKS_KEY) as db:
            await db.run(
                """DELETE FROM email_links
                   WHERE (user_id = ? OR address_key = ?) AND linked_at <= ?""",
                (user_id, key, aged),
            )
            own = await db.fetch_one(
                """SELECT 1 FROM email_addresses
                   WHERE user_id = ? AND address_key = ? AND verified_at IS NOT NULL""",
                (user_id, key),
            )
            if own is not None:
                return EmailLinked("unchanged")
            links = await db.fetch_all(
                "SELECT linked_at FROM email_links WHERE user_id = ? ORDER BY linked_at",
                (user_id,),
            )
            if len(links) >= limits.per_user:
                retry_at = decode_time(links[-limits.per_user]["linked_at"]) + limits.window
                return EmailLinked("refused", retry_at)
            taken = await db.fetch_one(
                """SELECT 1 FROM email_addresses
                   WHERE address_key = ? AND verified_at IS NOT NULL""",
                (key,),
            )
            mailed = await db.fetch_one(
                "SELECT count(*) FROM email_links WHERE address_key = ? AND mailed = 1", (key,)
            )
            assert mailed is not None
            send = taken is None and int(mailed[0]) < limits.per_address
            await db.run(
                """INSERT INTO email_links (user_id, address_key, linked_at, mailed)
                   VALUES (?, ?, ?, ?)""",
                (user_id, key, encode_time(now), int(send)),
            )
            await _claim(db, user_id, address, code_hash, now + limits.code_lifetime, language)
            if send:
                await insert_mail(db, [code_mail], encode_time(now))
        return EmailLinked("mailed" if send else "withheld")

    async def take_code_try(
        self, user_id: int, address: str, now: datetime, limits: LinkLimits
    ) -> CodeTry:
        """Taken before the code is compared, so that codes sent at once cannot all be
        compared on the strength of one count."""
        key, aged = address.lower(), encode_time(now - limits.window)  # out of the window
        async with self._db.transaction(LINKS_KEY) as db:
            await db.run(
                "DELETE FROM email_code_tries WHERE user_id = ? AND tried_at <= ?",
                (user_id, aged),
            )
            tries = await db.fetch_all(
                """SELECT tried_at FROM email_code_tries
                   WHERE user_id = ? AND address_key = ? ORDER BY tried_at""",
                (user_id, key),
            )
            if len(tries) >= limits.tries:
                retry_at = decode_time(tries[-limits.tries]["tried_at"]) + limits.window
                return CodeTry(0, retry_at)
            await db.run(
                """INSERT INTO email_code_tries (user_id, address_key, tried_at)
                   VALUES (?, ?, ?)""",
                (user_id, key, encode_time(now)),
            )
        return CodeTry(limits.tries - len(tries) - 1)

    async def verify_email(self, user_id: int, now: datetime) -> EmailAddress:
        async with self._db.transaction() as db:
            try:
                row = await db.fetch_one(
                    """UPDATE email_addresses SET verified_at = ?, code_hash = NULL,
                           code_expires_at = NULL
                       WHERE user_id = ? RETURNING *""",
                    (encode_time(now), user_id),
                )
            except ConstraintViolated as error:
                if error.kind != "unique":
                    raise
                raise AddressTaken() from error
            if row is not None:  # proven: the tries it took are moot, and only its own
                await db.run(
                    "DELETE FROM email_code_tries WHERE user_id = ? AND address_key = ?",
                    (user_id, row["address_key"]),
                )
        if row is None:
            raise NotFound("e-mail address of user", user_id)
        return _email_from_row(row)

    async def delete_email(self, user_id: int) -> bool:
        async with self._db.transaction() as db:
            deleted = await db.execute("DELETE FROM email_addresses WHERE user_id = ?", (user_id,))
            await db.run(
                "UPDATE user_settings SET notify = 'thread' WHERE user_id = ? AND notify = 'email'",
                (user_id,),
            )
        return deleted > 0

    async def user_for_address(self, address: str) -> int | None:
        row = await self._db.fetch_one(
            """SELECT user_id FROM email_addresses
               WHERE address_key = ? AND verified_at IS NOT NULL""",
            (address.lower(),),
        )
        return None if row is None else int(row["user_id"])

    # -- mail received -------------------------------------------------------------------

    async def keep_inbound(self, mail: InboundMail) -> bool:
        """Keep ``mail``, settled at once when it has an outcome; False for a key kept before."""
        received = encode_time(mail.received_at)
        async with self._db.transaction() as db:
            kept = await db.execute(
                """INSERT INTO mail_inbound
                       (message_key, recipient, envelope_sender, raw, received_at, done_at,
                        outcome, sender, command, user_id)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_key) DO NOTHING""",
                (
                    mail.message_key,
                    mail.recipient,
                    mail.envelope_sender,
                    mail.raw,
                    received,
                    None if mail.outcome is None else received,
                    None if mail.outcome is None else mail.outcome[:500],
                    mail.sender,
                    mail.command,
                    mail.user_id,
                ),
            )
        return kept > 0

    async def claim_inbound(
        self, now: datetime, lease_until: datetime, limit: int
    ) -> list[InboundMail]:
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                f"""UPDATE mail_inbound SET claimed_until = :lease
                    WHERE message_key IN (
                        SELECT message_key FROM mail_inbound
                        WHERE done_at IS NULL
                          AND (claimed_until IS NULL OR claimed_until <= :now)
                        ORDER BY received_at LIMIT :limit{db.dialect.skip_locked})
                    RETURNING *""",
                {"now": encode_time(now), "lease": encode_time(lease_until), "limit": limit},
            )
        return sorted((_inbound_from_row(row) for row in rows), key=lambda m: m.received_at)

    async def inbound_done(self, message_key: str, now: datetime, outcome: str) -> None:
        """Settle a message; its bytes, if it still had any (kept before migration 0015),
        go with it."""
        async with self._db.transaction() as db:
            await db.run(
                """UPDATE mail_inbound SET done_at = ?, outcome = ?, claimed_until = NULL,
                       raw = NULL
                   WHERE message_key = ?""",
                (encode_optional_time(now), outcome[:500], message_key),
            )

    async def renew_inbound_claim(self, message_key: str, held: datetime, until: datetime) -> bool:
        async with self._db.transaction() as db:
            renewed = await db.execute(
                """UPDATE mail_inbound SET claimed_until = ?
                   WHERE message_key = ? AND claimed_until = ? AND done_at IS NULL""",
                (encode_time(until), message_key, encode_time(held)),
            )
        return renewed > 0

    async def inbound_done_if_held(
        self, message_key: str, held: datetime, now: datetime, outcome: str
    ) -> bool:
        async with self._db.transaction() as db:
            done = await db.execute(
                """UPDATE mail_inbound SET done_at = ?, outcome = ?, claimed_until = NULL,
                       raw = NULL
                   WHERE message_key = ? AND claimed_until = ? AND done_at IS NULL""",
                (encode_time(now), outcome[:500], message_key, encode_time(held)),
            )
        return done > 0

    async def inbound_answered(self, message_key: str, now: datetime) -> None:
        async with self._db.transaction() as db:
            await db.run(
                "UPDATE mail_inbound SET answered_at = ? WHERE message_key = ?",
                (encode_time(now), message_key),
            )

    async def answers_since(self, user_id: int, since: datetime) -> int:
        row = await self._db.fetch_one(
            """SELECT count(*) FROM mail_inbound
               WHERE user_id = ? AND answered_at IS NOT NULL AND answered_at >= ?""",
            (user_id, encode_time(since)),
        )
        assert row is not None
        return int(row[0])

    # -- secrets ---------------------------------------------------------------------------

    async def secret(self, name: str, make: Callable[[], str]) -> str:
        async with self._db.transaction() as db:
            await db.run(
                "INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                (name, make()),
            )
            row = await db.fetch_one("SELECT value FROM secrets WHERE name = ?", (name,))
        assert row is not None
        return str(row["value"])
