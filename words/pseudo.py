"""The pseudo-locale: English with its letters accented and each message bracketed.

Run a whole game in it and any English left in the output did not come from a
catalog: that is what the tests look for. Only literal text is changed; variables,
selectors and their keys are kept, so every message still formats.
"""

from __future__ import annotations

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

OPEN, CLOSE = "⟦", "⟧"
ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


class _Accent(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:  # noqa: N802
        node.value = node.value.translate(ACCENTS)
        return node


def _bracketed(pattern: ast.Pattern | None) -> None:
    if pattern is None:
        return
    pattern.elements.insert(0, ast.TextElement(OPEN))
    pattern.elements.append(ast.TextElement(CLOSE))


def pseudo_source(english: str) -> str:
    """The pseudo-locale's Fluent text, made from the English catalog's."""
    resource = FluentParser(with_spans=False).parse(english)
    resource = _Accent().visit(resource)
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            _bracketed(entry.value)
            for attribute in entry.attributes:
                _bracketed(attribute.value)
    return str(FluentSerializer().serialize(resource))
