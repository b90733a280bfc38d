"""What rulesdb knows about one content language: the `Language` record every entry of the registry fills in.

A content language is a language the rules are written in (not the interface language, see `i18n.py`). Every
field is read by one part of the code base: references (`refs.py`), example paragraphs (the parsers), the search
analysis (`analysis.py`), language detection (`langdetect.py`), dates (`dates.py`) and the CR text's layout
(`sources/cr_text.py`). Nothing about a language is written anywhere else.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Language", "SPACED_SCRIPTS"]

#: Scripts that separate words with spaces (ISO 15924). The others (Hans, Hant, Jpan) are read as runs of
#: characters: no word boundaries around their words, character bigrams in the index, detection by script.
SPACED_SCRIPTS = frozenset({"Latn", "Cyrl", "Grek"})


@dataclass(frozen=True)
class Language:
    """One content language.

    code: ISO 639-1 code, as used in `manifest.toml`, `--lang` and the store.
    locale: the babel locale whose CLDR data gives its month names and long dates.
    script: ISO 15924 script code; see `SPACED_SCRIPTS`.
    ref_words: the words before a cited rule number (`rule`, `rules`), every form, as written in lower case.
    ref_joiners: the words joining the numbers of one citation (`rules 601.2b and 601.2f`), including
        punctuation used as a joiner in scripts without spaces (`、`).
    example_labels: what an example paragraph starts with, before its colon (`Example`).
    stopwords: frequent function words left out of the search index.
    detect_words: frequent function words rare in the other languages, which tell the language of a text
        (empty for a script that tells it by itself: Chinese, Japanese).
    detect_letters: letters it writes more often than the other languages of its script, which break a tie of
        detection words (fr and es share `la`, `de`, `se`: French writes é è ç, Spanish ñ á).
    stemmer: the snowballstemmer algorithm, None where words are indexed as character bigrams.
    decompounds: whether compounds are split into their parts in the index (German).
    apostrophe: what an apostrophe inside a word is: "possessive" (English `player's` -> `player`) or
        "elision" (Italian `dell'abilità` -> `abilità`: the elided words in `elisions` are dropped).
    elisions: elided articles and prepositions glued to the next word by an apostrophe.
    cr_titles: the title of the Comprehensive Rules as its text in this language prints it (in any case);
        empty when no such text has been seen.
    effective_phrases: the words around the date a CR text takes effect (`These rules are effective as of`);
        empty when no such text has been seen.
    contents_titles, glossary_titles, end_titles: the headings of a CR text's Contents, its Glossary, and the
        end matter after the glossary (`Credits`); empty when no such text has been seen.
    question_words: the words of a question that say it is a question, not what it is about (`what happens`,
        `can I`, `qué pasa`): left out of a search query that has other words (they are not stop words of the
        rules' text, where `can` and `does` mean something).
    jargon: the words players and judges say for what the rules word otherwise (`bounce`: return to hand, `dies`:
        put into a graveyard from the battlefield, `deck`: library), each with the rules' words a search adds: English
        words in every language (a question is searched in English too), for a word the cards seldom print
        (`reagieren`, to respond: the word table learnt from cards does not have it)
    jargon_as_typed: jargon words read so only as typed, not by their stem, which a printed term has: French
        `vole` (steals) is stemmed `vol`, as flying's `vol` is; the term base's reading of the word gives way. No
        rules' words: the word names nothing (German `kommt` alone, which the cards print in `kommt ins Spiel`)
    idioms: the jargon phrases whose words mean nothing of the rules on their own (`right away` is immediately,
        not right and away: 803.1b, the attack right option, one seat away): the phrase is searched as its
        rules' words only.
    verb_endings: the endings of a verb's present tense forms a question says and its infinitive's, which the
        cards print and the word table knows (German `phast` -> `phasen`, phases: `(("t", "en"), ...)`); the
        stemmer leaves such a form apart from its infinitive.
    citation_endings: the endings of the verb forms the cards print for a keyword action (the imperative, pt
        `arregimente`, fr `amassez`; the present, pt `explora`) and of its infinitive, the form a term base cites
        (`(("e", "ar"), ("a", "ar"))`): the term base cites the infinitive where the cards print it
        (`termbase/citation.py`).
    separable_particles: the particles a verb of the language leaves at the end of its clause (German `phast ...
        aus` is `ausphasen`, `wirft ... ab` is `abwerfen`).
    participle_prefix: what a past participle puts before its verb, after a separable particle (German `ge`:
        `geopfert` of opfern, `abgelegt` of ablegen); with `verb_endings`, a participle is looked up as its
        infinitive.
    irregular_forms: the forms the stemmer leaves apart from their word, each with the form it stems as: English
        irregular verbs (`paid` -> `pay`, `dealt` -> `deal`: the rules say `damage dealt` and `costs that were
        paid` where a question says `deals` and `pay`), the plural of a loanword (pt-BR `cards` -> `card`), the
        noun of a keyword the stemmer parts from its verb (`fortification` -> `fortify`: 702.67a). A
        form that is also another word is left out (`left`, the direction: the attack left option; `found`), and
        so is a form the players use in a sense of their own (`kept`, a hand: the rules never say a player keeps a
        hand, 103.5 says who takes no mulligan).
    clause_openers: the words that open a clause (`wenn`, `dass`): a particle before one ends the clause before.
    negations: the words a sentence of the language is negated with, `without` among them (a translation says
        `sin` for `with no`), for the page check: a paragraph whose English is negated and that has none of them
        lost its negation (a planted `no impedirá` -> `impedirá`). In a language written without spaces, the
        characters (不, 无, 非 ...). English also counts its `n't` forms. Empty: the check is skipped.
    number_words: the numbers the rules write in words (`two or more`, `dos o más`), each with its value, for the
        page check to compare a translation's numbers with the English ones. One is left out (it is also the
        article: `un`, `ein`), and so is any word the language also uses otherwise (it `sei`, you are; fr `neuf`,
        new).
    ordinal_words: the ordinals the rules write (`first`, `second`; `primer`, `segundo`), each with its value, every
        form, for the page check: a translation's ordinal that its English paragraph does not have (`tercer paso`
        where English says the second step). A form that is also another word is left out (it `secondo`, according
        to; es `cuarto`, a room).
    color_words: the five colors as the rules write them, every form (`white`=1 ... `green`=5; `roja`, `grünen`),
        for the page check: a translation naming a color its English paragraph does not (`una fuente verde` where
        English says a red source). Empty (Chinese, Japanese: no words to split): the check is skipped.
    opposites: pairs of opposite senses the rules turn on (`begin` / `end`, `face up` / `face down`), each sense
        named as in every language's entry with the words that say it here (lower case; a phrase as written; a
        word ending in `*` every word it begins), for the page check: a paragraph that says one sense more often
        than its English and the other less (`cuando termina el paso` where English says as the step begins).
    """

    code: str
    locale: str
    script: str
    ref_words: tuple[str, ...]
    ref_joiners: tuple[str, ...]
    example_labels: tuple[str, ...]
    stopwords: frozenset[str]
    detect_words: frozenset[str]
    stemmer: str | None
    decompounds: bool = False
    detect_letters: str = ""
    apostrophe: str = "elision"
    elisions: frozenset[str] = frozenset()
    cr_titles: tuple[str, ...] = ()
    effective_phrases: tuple[str, ...] = ()
    contents_titles: tuple[str, ...] = ()
    glossary_titles: tuple[str, ...] = ()
    end_titles: tuple[str, ...] = ()
    question_words: frozenset[str] = frozenset()
    jargon: tuple[tuple[str, tuple[str, ...]], ...] = ()
    jargon_as_typed: tuple[tuple[str, tuple[str, ...]], ...] = ()
    idioms: frozenset[str] = frozenset()
    number_words: tuple[tuple[str, int], ...] = ()
    ordinal_words: tuple[tuple[str, int], ...] = ()
    color_words: tuple[tuple[str, int], ...] = ()
    opposites: tuple[tuple[str, tuple[str, ...], str, tuple[str, ...]], ...] = ()
    verb_endings: tuple[tuple[str, str], ...] = ()
    citation_endings: tuple[tuple[str, str], ...] = ()
    separable_particles: frozenset[str] = frozenset()
    clause_openers: frozenset[str] = frozenset()
    participle_prefix: str = ""
    irregular_forms: tuple[tuple[str, str], ...] = ()
    negations: frozenset[str] = frozenset()

    @property
    def spaced(self) -> bool:
        """Whether words are separated by spaces (word boundaries mean something)."""
        return self.script in SPACED_SCRIPTS
