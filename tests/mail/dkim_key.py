"""Signed mail for the sender-check tests: a DKIM key of ``player.test``, its DNS record.

The key is made for these tests only (1024-bit RSA, the smallest dkimpy takes), and
``lookup`` answers the TXT queries dkimpy makes for it, so DKIM is verified for real
without any network: ``test._domainkey.player.test`` holds the public key.
"""

from __future__ import annotations

from email.message import EmailMessage

import dkim  # type: ignore[import-untyped]

SELECTOR = b"test"
PRIVATE_KEY = b"""
-----BEGIN RSA PRIVATE KEY-----
MIICWgIBAAKBgQDAi37K0vyncKM9v47BwDeUl26uHBrvir0LTcyuIaTu7wLN1zFV
Vt7QhfVHhD0I1PlAs4vauIQndUQUpCx+2LvaiydoJ/jMADj4MkD3qLscX1TFvma4
DILbjnKUv+qlkjIDMMVX1i7tSMW9R0vhbqHdkHqPrUN/osDwrum5rBXtQQIDAQAB
AoGAH0NHDgWd8k3uo2sD8d+U5rKDzQ9RLE25jilOr4NU9VqneOaU4wdc3Dyz663D
/zgdVG0SqyvEgWef6z4Q33OvZG8HhXzhM/bkXg68ZD4ytz5j1KPy34pyxQNP+tTm
orx/BAX+Zx0wdBXqrQ8kG1LomexTAD1eWARXTwjD2ju1EwUCQQD7PV8D0QYaOaLW
RchD5zjCOc1V+1od/FU+XwZrp4Wvq8HVb3KU2WDpre+rJSKhjxJGC3SOJZF4HtHr
3XNd+3FnAkEAxDFtVSsxaS1VVS+hwDl/vzGPWjZ//W8UyBnzsBqeqrEpfbph+yrv
aKx7Q6NtGaCekaWuApgimKRliddMmEQ7FwI/PNigKkx1LeTHix1bYxacqG1XTXuS
V7DE9FYPOANaXTE7wHU9Ss9aqT12zfwwZvA/fLdJgyOWF4FfVcBMMHa1AkAon5tl
4TWv84URyHUTmlRLQHXQViyWS2PgMw90TW7BJUHUGL2lBjTgVaaIUNSMU+fBfK7V
Nq8jMBcePYhMlwQtAkBYBxaetOvCtjrpcU7hCaHezeojnJL31P2772L3ozLny3Q5
Qer7ItXExiUNdRHJ7fn7HXTEeYmPEYRFO4P/yOWW
-----END RSA PRIVATE KEY-----
"""
PUBLIC_KEY = (
    "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDAi37K0vyncKM9v47BwDeUl26uHBrvir0LTcyuIaTu"
    "7wLN1zFVVt7QhfVHhD0I1PlAs4vauIQndUQUpCx+2LvaiydoJ/jMADj4MkD3qLscX1TFvma4DILbjnKU"
    "v+qlkjIDMMVX1i7tSMW9R0vhbqHdkHqPrUN/osDwrum5rBXtQQIDAQAB"
)
"""The public half as a DKIM record's ``p=``: DER, base64."""
RECORDS = {
    b"test._domainkey.player.test.": f"v=DKIM1; k=rsa; p={PUBLIC_KEY}".encode(),
    b"test._domainkey.evil.test.": f"v=DKIM1; k=rsa; p={PUBLIC_KEY}".encode(),
}


def lookup(name: bytes, timeout: int = 5) -> bytes | None:
    """dkimpy's ``dnsfunc``: the TXT record of ``name``, from ``RECORDS`` only."""
    return RECORDS.get(name if name.endswith(b".") else name + b".")


def as_sent(message: EmailMessage) -> bytes:
    """The bytes a mail client sends: CRLF line ends."""
    return message.as_bytes(policy=message.policy.clone(linesep="\r\n"))


def signed(message: EmailMessage, domain: str = "player.test") -> bytes:
    """``message`` as sent, with a DKIM signature of ``domain`` on top."""
    raw = as_sent(message)
    signature = dkim.sign(
        raw,
        SELECTOR,
        domain.encode(),
        PRIVATE_KEY,
        include_headers=[b"from", b"to", b"subject", b"message-id"],
    )
    return bytes(signature) + raw
