"""The words of the checker's explanations (issue 30): every reason and note the evidence panel
shows is a readable sentence naming what was looked for and where — "9999 is not Replicate 1's
mean: the cited record gives 1.224" — never a fragment ("9999: no workers of 9999", ", 2"), never a
broken possessive ("rep1 peaks's", "Peak_22 & rep1's").

Pure string helpers; the modules that explain a miss build their sentences with them.
"""

from __future__ import annotations

from collections.abc import Iterable


def join_and(items: Iterable[str], word: str = "and") -> str:
    """"a", "a and b", "a, b and c" (``word``: "and" or "or")."""
    parts = [p for p in items if p]
    if len(parts) <= 1:
        return parts[0] if parts else ""
    return f"{', '.join(parts[:-1])} {word} {parts[-1]}"


def possessive(name: str) -> str:
    """"rep1's", "rep1 peaks'" (a name ending in s takes the apostrophe alone); a locus takes none:
    "that at chr9:100-200"."""
    if _is_place(name):
        return f"that at {name}"
    return f"{name}'" if name.endswith(("s", "S")) and not name.endswith(("'s", "’s")) else f"{name}'s"


def not_whose(owners: list[str]) -> str:
    """"not rep2's", "not that of rep2 and pooled", "not that at chr9:100-200"."""
    if len(owners) == 1:
        return f"not {possessive(owners[0])}"
    return f"not that of {join_and(owners)}" if owners else "not the one the sentence names"


def _is_place(name: str) -> bool:
    return ":" in name and any(ch.isdigit() for ch in name.rsplit(":", 1)[-1])


def article(word: str) -> str:
    """"a" or "an" before ``word`` (by its first letter)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def attribute_of(label: str, owners: list[str]) -> str:
    """What a value is, in words: "rep1's mean", "the Pearson r of rep1 and rep2", "the peak count"."""
    if not owners:
        return f"the {label}"
    if len(owners) == 1:
        return f"the {label} at {owners[0]}" if _is_place(owners[0]) else f"{possessive(owners[0])} {label}"
    return f"the {label} of {join_and(owners)}"


def as_sentence(text: str | None) -> str | None:
    """``text`` as a sentence: its first letter capitalised (a number or a name stays as written)
    and a full stop at its end. None stays None."""
    if text is None:
        return None
    text = " ".join(text.split())
    if not text:
        return text
    if text[0].isalpha() and text[0].islower() and not _starts_with_a_name(text):
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _starts_with_a_name(text: str) -> bool:
    """Lower-case names written as they are ("rep1", "chr19", "peak_47") keep their case."""
    word = text.split(" ", 1)[0]
    return any(ch.isdigit() or ch == "_" for ch in word)
