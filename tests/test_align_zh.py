"""The whole Chinese translation (20260116) aligned by content to the official English 20260116, scored against
the gold alignment given by its line-aligned English companion; the German seed against the full release history."""
from __future__ import annotations



from rulesdb.align import align_subtree, align_tree



def _accuracy(corpus, use_labels):
    gold = {n.line: n.id for n in corpus.reader.source_nodes("zh/CR_en-companion_20260116.txt")}
    a = align_tree(corpus, "zh", "2026-01-16", english_revision="2026-01-16", use_labels=use_labels)
    subs = [p for p in a.pairs if p.target is not None and p.target.id.kind == "subrule"]
    ok = sum(1 for p in subs if p.english is not None and p.english.id == gold[p.target.line])
    return ok / len(subs), len(subs)


def test_zh_subrules_aligned_by_content_alone_at_least_995(full_corpus):
    acc, n = _accuracy(full_corpus, use_labels=False)
    assert n > 1900 and acc >= 0.995


def test_zh_subrules_aligned_with_labels_as_evidence_all_correct(full_corpus):
    acc, _n = _accuracy(full_corpus, use_labels=True)
    assert acc == 1.0


def test_german_seed_follows_2013_2014_and_310_is_explained(full_corpus):
    a = align_subtree(full_corpus, "702.7", "de")
    assert a.english_revision == "2014-09-25" and a.release.tied == ("2013-05-01", "2014-09-25")
    assert any("310 was the Combat Damage Step until 2008-10-01; it is 510 now (since 2009-07-11)" in r
               for r in a.release.reasons)
    assert any("2017-09-29" in r and "702.7c" in r for r in a.release.reasons)
