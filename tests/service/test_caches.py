"""``service.kit.caches.Kept``: the one cache every part of the service keeps things in."""

from __future__ import annotations

from service.kit.caches import Kept


def test_the_least_recently_used_goes_first() -> None:
    kept: Kept[str, int] = Kept(2)
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.get("a") == 1  # a is now the most recently used
    kept.put("c", 3)
    assert (kept.get("a"), kept.get("b"), kept.get("c")) == (1, None, 3)
    assert len(kept) == 2


def test_a_peek_leaves_the_order_as_it_was() -> None:
    kept: Kept[str, int] = Kept(2)
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.peek("a") == 1
    kept.put("c", 3)
    assert kept.peek("a") is None and kept.peek("b") == 2


def test_a_budget_of_weight_keeps_at_least_one_entry() -> None:
    kept: Kept[str, list[int]] = Kept(budget=5, weight=len)
    kept.put("a", [1, 2])
    kept.put("b", [1, 2, 3])
    assert kept.peek("a") == [1, 2]
    kept.put("c", [1])
    assert kept.peek("a") is None  # 2 + 3 + 1 > 5: the oldest went
    grown = kept.get("b")  # now the most recently used
    assert grown is not None
    grown.extend(range(10))  # grown in place past the whole budget
    kept.reweigh("b")
    assert kept.peek("c") is None and kept.peek("b") is grown  # never the last one


def test_an_entry_older_than_its_age_is_read_again() -> None:
    now = [100.0]
    kept: Kept[int, str] = Kept(max_age=60, clock=lambda: now[0])
    kept.put(1, "es")
    now[0] += 60
    assert kept.get(1) == "es"
    now[0] += 0.5
    assert kept.get(1) is None and len(kept) == 0


def test_forgetting_and_putting_again_count_the_weight_once() -> None:
    kept: Kept[str, list[int]] = Kept(budget=4, weight=len)
    kept.put("a", [1, 2])
    kept.put("a", [1, 2, 3])  # replaced, not added to
    kept.put("b", [1])
    assert kept.peek("a") == [1, 2, 3] and kept.peek("b") == [1]
    kept.forget("a")
    kept.forget("a")
    kept.put("c", [1, 2, 3])
    assert kept.peek("b") == [1] and kept.peek("c") == [1, 2, 3]
