"""A page's rule numbers that are not the English rule it translates: a heading printed with another rule's number.

Three shapes of the same slip: a heading over subrules that print their own numbers (`702.8 Erstschlag` over
702.7a-d: `misnumbered_headings`), and a heading whose number the page's unlettered paragraphs take as theirs
(`Regla 609.6 · Efectos` over the three subrules of 609.7: `renumber_inferred` gives them 609.7's numbers, and the
heading is then the first shape). The heading keeps its printed number, so the check reports it as printed for
another rule. And a lone subrule printed with another rule's number in the run of a rule's subrules (it 702.7a-c,
then `702.4d`: `stray_subrules`): its letter goes on from its neighbour's.

`page_rules` gives the rules a page translates, without those numbers. And a paragraph split in two, the numbers
after it shifted by one (it 702.7b's last two sentences printed as 702.7c, 702.7c as 702.7d, 702.7d as 702.7e:
`split_paragraph` joins them again).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from .align import features, length_ratio, pair_score
from .model import RuleNode
from .page_text import _body, _counted_sentences
from .ruleid import RuleId, next_letter

__all__ = ["misnumbered_headings", "renumber_inferred", "stray_subrules", "page_rules", "split_paragraph"]

#: how far from the printed number (in rules of its chapter) the rule a heading was meant for is looked for
_NEAR = 2
#: the mean agreement (`align.pair_score`) of the page's paragraphs with that rule's, in order, for it to be taken
_FITS = 0.6
#: ... and how much better the heading must fit that rule's than the printed rule's
_BETTER = 0.3


def misnumbered_headings(nodes: Sequence[RuleNode]) -> set[int]:
    """The rule headings of a page printed with another rule's number (`702.8 Erstschlag` right above 702.7a-d):
    no subrule of their own number on the page, the next paragraph a subrule of a rule whose heading the page
    lacks. Their English is the rule of those subrules, not the rule they are numbered (702.8, Flash)."""
    headed = {n.id for n in nodes if n.id.kind == "rule"}
    out = set()
    for n, after in zip(nodes, nodes[1:]):
        if (n.id.kind == "rule" and not n.label_inferred and after.id.kind == "subrule"
                and after.id.rule != n.id and after.id.rule not in headed
                and not any(m.id.kind == "subrule" and m.id.rule == n.id for m in nodes)):
            out.add(id(n))
    return out


def stray_subrules(nodes: Sequence[RuleNode]) -> set[int]:
    """The subrules of a page printed with another rule's number (`702.4d` after 702.7a-c): the only paragraph of
    its rule on the page, whose letter follows that of the subrule before it, of another rule (or precedes that of
    the subrule after it). Their English is that rule's subrule, not the one they are numbered (702.4d, double
    strike's)."""
    count: dict[RuleId, int] = {}
    for n in nodes:
        if n.id.kind in ("rule", "subrule"):
            count[n.id.rule] = count.get(n.id.rule, 0) + 1
    out = set()
    for k, n in enumerate(nodes):
        if n.id.kind != "subrule" or n.label_inferred or count[n.id.rule] != 1:
            continue
        before = nodes[k - 1].id if k else None
        after = nodes[k + 1].id if k + 1 < len(nodes) else None
        if (before is not None and before.kind == "subrule" and before.rule != n.id.rule
                and next_letter(before.letters) == n.id.letters) or (
                after is not None and after.kind == "subrule" and after.rule != n.id.rule
                and next_letter(n.id.letters) == after.letters):
            out.add(id(n))
    return out


def page_rules(nodes: Sequence[RuleNode]) -> list[RuleId]:
    """The rules a page's paragraphs translate, in order: their printed numbers' rules, without the headings and
    subrules printed with another rule's number."""
    wrong = misnumbered_headings(nodes) | stray_subrules(nodes)
    return sorted({n.id.rule for n in nodes if n.id.kind in ("rule", "subrule") and id(n) not in wrong},
                  key=lambda r: r.sort_key())


def renumber_inferred(corpus, nodes: Sequence[RuleNode], lang: str, release: str, terms=None) -> list[RuleNode]:
    """`nodes` with the unlettered subrules of a page's one printed rule heading renumbered as those of the rule
    they translate, where the printed rule is not it: English `release` has another number of subrules under the
    printed rule, and a rule near it in its chapter has as many, whose paragraphs the page's fit in order (es
    `Regla 609.6` over three paragraphs: 609.6 has none, 609.7 three). Otherwise `nodes` as they are."""
    nodes = list(nodes)
    heads = [n for n in nodes if n.id.kind == "rule" and not n.label_inferred]
    if len(heads) != 1 or heads[0].id.parent is None:
        return nodes
    head = heads[0]
    subs = [n for n in nodes if n.id.kind == "subrule" and n.id.rule == head.id]
    paragraphs = [head, *subs]
    if not subs or not all(n.label_inferred for n in subs) or any(
            n.id.kind in ("rule", "subrule") and n is not head and n.id.rule != head.id for n in nodes):
        return nodes

    def english(rule: RuleId) -> list[RuleNode]:
        return list(corpus.reader.subtree(rule, "en", release))

    printed = english(head.id)
    if len(printed) == len(paragraphs) or not printed:
        return nodes
    rules = [n.id for n in english(head.id.parent) if n.id.kind == "rule"]
    if head.id not in rules:
        return nodes
    at = rules.index(head.id)
    page = [features(n, lang, terms) for n in paragraphs]
    best: tuple[float, RuleId | None] = (_FITS, None)
    for rule in rules[max(0, at - _NEAR):at] + rules[at + 1:at + 1 + _NEAR]:
        theirs = english(rule)
        if len(theirs) != len(paragraphs):
            continue
        ratio = length_ratio(paragraphs, theirs)
        fits = [pair_score(t, features(e, "en", terms), ratio)[0] for t, e in zip(page, theirs)]
        # the heading must read as that rule's far better than as the printed one's (a page that dropped a
        # subrule of the rule it prints keeps its number: its heading still fits it)
        heading_printed = pair_score(page[0], features(printed[0], "en", terms), ratio)[0]
        if sum(fits) / len(fits) > best[0] and fits[0] - heading_printed >= _BETTER:
            best = (sum(fits) / len(fits), rule)
    if best[1] is None:
        return nodes
    renumbered = {id(n) for n in subs}
    return [replace(n, id=RuleId.parse(str(best[1]) + str(n.id)[len(str(head.id)):])) if id(n) in renumbered
            else n for n in nodes]


#: the length of a paragraph joined to the one after it, against its English (after the page's ratio), for the two to
#: be one paragraph split in two (`split_paragraph`)
SPLIT_FITS = (0.75, 1.33)


def split_paragraph(nodes: Sequence[RuleNode], english: Sequence[RuleNode], ratio: float
                    ) -> tuple[list[RuleNode], tuple[RuleNode, RuleNode] | None]:
    """`nodes` with a subrule split in two joined again, and the two halves (None when there is none): the page
    prints one subrule of the rule more than English has, the last numbered past English's last (the numbers after
    the split shifted by one), and a subrule short of sentences of its English is followed by one with as many
    sentences as it lacks, the two together as long as the English (it 702.7b cut after its second sentence, its
    third and fourth printed as 702.7c)."""
    by_id = {e.id: e for e in english}
    for k, (first, second) in enumerate(zip(nodes, nodes[1:])):
        if not (first.id.kind == second.id.kind == "subrule" and first.id.rule == second.id.rule
                and not second.label_inferred and first.id in by_id):
            continue
        printed = [n for n in nodes if n.id.kind == "subrule" and n.id.rule == first.id.rule]
        theirs = [e for e in english if e.id.kind == "subrule" and e.id.rule == first.id.rule]
        if len(printed) != len(theirs) + 1 or printed[-1].id in by_id:
            continue
        e = by_id[first.id]
        lacks = _counted_sentences(e.text) - _counted_sentences(first.text)
        if lacks <= 0 or _counted_sentences(second.text) != lacks:
            continue
        share = (len(_body(first)) + len(_body(second))) / max(1, len(_body(e))) / (ratio or 1.0)
        if not SPLIT_FITS[0] <= share <= SPLIT_FITS[1]:
            continue
        joined = replace(first, text=f"{first.text.rstrip()} {second.text.strip()}")
        return [*nodes[:k], joined, *nodes[k + 2:]], (first, second)
    return list(nodes), None
