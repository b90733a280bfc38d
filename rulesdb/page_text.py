"""The words of a rule paragraph as the page check reads them (`page_check`): its sentences (counted without
quotations and brackets), its numbers (in digits and in words), its mana symbols, its negations, its senses and
their opposites, its English function words. Pure functions of text and the language registry; the game terms are
asked of a `GameTerms` passed in."""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from . import lang as _lang_registry
from .model import RuleNode
from .official_terms import term_pattern
from .textfold import fold

#: a rule number in running text; its edges are any character but a Latin letter or digit (Chinese text runs
#: into it: `规则702.19b所述`, where `\b` sees no edge and 702 and 19 were taken for plain numbers)
_RULE_NUM = re.compile(r"(?<![0-9A-Za-z.])\d{3}(?:\.\d{1,3}[a-z]{0,2})?(?:\s*[-\u2013]\s*[a-z0-9.]+)?(?![0-9A-Za-z])")
_DIGITS = re.compile(r"(?<![\w.])\d+(?![\w.]*\d)")
#: a sentence ends at . ! ? ; : and a space before a capital or an opening mark, or at a full-width 。！？；
#: (Chinese and Japanese run the next sentence on without a space: 106.1 of the zh CR was one sentence of three);
#: also at a stop inside a closing quotation mark (615.12 `damage “can’t be prevented.” If`, es `prevenir”. Si`)
#: (not in `Magic: The Gathering`)
_SENT = re.compile(r"(?<=[.!?;:])(?<!Magic:)\s+(?=[\"“«„(A-ZÁÉÍÓÚÀÈÌÒÙÄÖÜ¿¡])|(?:(?<=[.!?][”“\"»’])|(?<=[.!?]\s»))\s+(?=[\"“«„(A-ZÁÉÍÓÚÀÈÌÒÙÄÖÜ¿¡])"
                   r"|(?:(?<=[。！？；])|(?<=[。！？][”」』]))\s*(?=[^\s）)」』”])")


#: a mana or tap symbol: a letter, or a hybrid or Phyrexian pair (`{W/U}`, `{2/W}`, `{G/P}`); `{BB}` is two ({B}{B})
_SYMBOL_RE = re.compile(r"\{((?:[WUBRGCSXYZTQEPH]|[0-9WUBRGC]/[WUBRGP](?:/P)?)+)\}")
_ONE_SYMBOL_RE = re.compile(r"[0-9WUBRGC]/[WUBRGP](?:/P)?|[WUBRGCSXYZTQEPH]")


def _symbols(text: str) -> Counter:
    """The mana and tap symbols of a text (numbers are left to the number check: `{2}` is a 2)."""
    return Counter(f"{{{one}}}" for m in _SYMBOL_RE.finditer(text) for one in _ONE_SYMBOL_RE.findall(m.group(1)))


#: a signed power/toughness change (`+1/+1`, `-1/-1`, `−2/+0`)
_SIGNED_PT = re.compile(r"(?<![\d/])[+\-−–]\d+/[+\-−–]\d+(?![\d/])")


def _pts(pattern: re.Pattern, text: str) -> list[str]:
    """The powers/toughnesses `pattern` finds in `text`, their minus signs written as `-`."""
    return [m.group().replace("−", "-").replace("–", "-") for m in pattern.finditer(text)]


def _signs_turned(english: str, text: str) -> list[tuple[str, str]]:
    """(a power/toughness change `text` writes, the one of opposite signs English writes) where English writes the
    one and not the other (de 702.90c `+1/+1-Marken` for -1/-1 counters). A change written more or fewer times, or
    in an example the other side runs into its paragraph, is none."""
    def flipped(pt: str) -> str:
        return pt.translate(str.maketrans("+-", "-+"))

    said, written = set(_pts(_SIGNED_PT, text)), set(_pts(_SIGNED_PT, english))
    return [(pt, flipped(pt)) for pt in sorted(said - written) if flipped(pt) in written - said]


#: a power/toughness, signed or not, of digits or a variable (`+N/+0`, `X/X`, `*/*`, `2/2`)
_ANY_PT = re.compile(r"(?<![\w/])[+\-−–]?(?:\d+|[XNY*])/[+\-−–]?(?:\d+|[XNY*])(?![\w/])")


def _pt_replaced(english: str, text: str) -> tuple[str, str] | None:
    """(a power/toughness `text` writes, the one English writes in its place) where each writes one the other
    does not (pt 702.68a `+N/+N` for +N/+0): the numbers' own check misses a variable, or a 0 written elsewhere.
    None where the two write the same ones."""
    return _replaced(_pts(_ANY_PT, text), _pts(_ANY_PT, english))


def _replaced(said: list[str], wrote: list[str]) -> tuple[str, str] | None:
    """(the first of `said` English does not write, the first of English's `wrote` not said) where each side has
    one the other lacks; None where not."""
    extra, lost = [x for x in said if x not in wrote], [x for x in wrote if x not in said]
    return (extra[0], lost[0]) if extra and lost else None


#: a variable plus or minus a number (716.2a `level N-1`), its sign read alike however the dash is written
_EXPRESSION = re.compile(r"(?<![\w/])([NXY])\s*([-−–+])\s*(\d+)(?![\w/])")


def _expression_replaced(english: str, text: str) -> tuple[str, str] | None:
    """(an expression `text` writes, the one English writes in its place) where each writes one the other does not
    (es/de 716.2a `N+1` for level N-1); None where they write the same ones."""
    def written(t: str) -> list[str]:
        return [f"{v}{'+' if sign == '+' else '-'}{n}" for v, sign, n in _EXPRESSION.findall(t)]

    return _replaced(written(text), written(english))


def _plain_numbers(text: str) -> Counter:
    """Numbers of a text that are not rule numbers (`0 or less`, `2/2`)."""
    return Counter(re.findall(r"\d+", _RULE_NUM.sub(" ", text)))


def _number_words(text: str, lang: str, concepts = None) -> set[str]:
    """The numbers `lang` writes in words in a text (`two or more`, `dos o más`: the registry's `number_words`),
    as digits, outside the game terms the term base finds in it (`dañar dos veces` is double strike)."""
    return {str(v) for v in _valued_words(text, lang, "number_words", concepts).values()}


def _valued_words(text: str, lang: str, field: str, concepts, named: frozenset[str] = frozenset()) -> dict[str, int]:
    """The words of `text` the registry's `field` of `lang` gives a value (`number_words`, `ordinal_words`), each
    with it, outside the game terms the term base finds in the text ({} for a language without that field); in
    English, outside the terms of `named`, those its translation names (`_outside_terms`)."""
    return dict(_valued(text, lang, field, concepts, named))


def _valued(text: str, lang: str, field: str, concepts, named: frozenset[str] = frozenset()) -> list[tuple[str, int]]:
    """(word, value) of each time `text` says a word of `_valued_words`, in order."""
    entry = _lang_registry.get(lang)
    values = dict(getattr(entry, field)) if entry is not None else {}
    if not values:
        return []
    text = _NOT_VALUED.sub(" ", text)
    if field == "ordinal_words":
        # a capitalised word inside a sentence is a name's (es `Obeka, Divisora de Segundos`, Splitter of Seconds)
        text = _NAME_WORD.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
    return [(w, values[w]) for w in _words(_outside_terms(text, lang, concepts, named)) if w in values]


#: a capitalised word after a word of a sentence (not at its start, nor after a quotation mark or bracket)
_NAME_WORD = re.compile(r"((?:[^\W\d_]|[,])\s+(?:(?:de|di|da|des|du|del|der|of|the)\s+)?)([A-ZÁÉÍÓÚÀÈÌÒÙÄÖÜÇ][^\W\d_]+)")


def _after_name_word(text: str, start: int, lang: str) -> bool:
    """Whether what starts at `start` follows a capitalised word inside a sentence: it is a card name's (es `El
    Defensor intimidante dice`, a translator's name for Daunting Defender: no intimidate). Not in German, whose nouns
    are all capitalised."""
    if lang == "de":
        return False
    return any(m.end(2) < start and not text[m.end(2):start].strip() for m in _NAME_WORD.finditer(text, 0, start))


#: Italian `a seconda di`, depending on: no second; the colon, two points (es `dos puntos`, it `due punti`, fr
#: `deux-points`, pt `dois pontos`, 602.1b `after the colon`): no two; none of the two, English's neither (731.1
#: `neither designation`: es `ninguna de las dos`, pt `nenhuma das duas`, fr `aucune de ces deux`, it `nessuna delle
#: due`)
_NOT_VALUED = re.compile(r"\ba seconda\b|\b(?:dos|due|deux|dois)[\s-]+p(?:untos|unti|oints|ontos)\b"
                         r"|\b(?:ningun[oa]s?|nenhum|nenhuma|aucune?|nessun[oa]?)\s+(?:de\s+(?:los|las|estos|estas|esos|esas"
                         r"|ces|ses)|das|dos|des|delle|dei|degli)\s+(?:dos|duas|dois|deux|due)\b", re.IGNORECASE)


def _outside_terms(text: str, lang: str, concepts, named: frozenset[str] = frozenset()) -> str:
    """`text` with the game terms the term base finds in it blanked: a translation's, and in English those of
    `named` that the translation names too (`First strike is ...` beside `Erstschlag ist ...`: no ordinal on either
    side; beside a wording no term reads, `primer golpe`, English's first stays to meet the translation's)."""
    if concepts is None:
        return text
    if lang == "en":
        for concept in concepts.of(text, "en") & named:
            text = term_pattern(concept).sub(" ", text)
        return text
    for hit in sorted(concepts.hits(text, lang), key=lambda h: -h.start):
        text = text[:hit.start] + " " + text[hit.end:]
    return text


@lru_cache(maxsize=8192)
def _pattern(pattern: str, flags: int = 0) -> re.Pattern:
    """`pattern` compiled once: the page check asks thousands of patterns a page (one per word of the registry's
    senses), more than the `re` module's own cache holds, which then compiled them again for every paragraph."""
    return re.compile(pattern, flags)


def _word_pattern(w: str) -> re.Pattern:
    """A phrase as written, or `x*` a word beginning so, as a whole word; `x-` a word's first part, hyphened."""
    if w.endswith("*"):
        return _pattern(rf"\b{re.escape(w[:-1])}\w*")
    # (a German compound's first part said alone before a shared second, `Vorder- und Rückseite`: its hyphen ends it)
    return _pattern(rf"\b{re.escape(w)}" if w.endswith("-") else rf"\b{re.escape(w)}\b")


def _sense_count(text: str, words: tuple[str, ...]) -> tuple[int, str]:
    """How often `text` (lower case) says one of `words` (a phrase as written, `x*` a word beginning so), and the
    first word found."""
    n, first = 0, ""
    for w in words:
        if w.rstrip("*") not in text:
            continue  # (most words are in no paragraph: a substring test is far cheaper than the pattern's search)
        found = _word_pattern(w).findall(text)
        n += len(found)
        first = first or (found[0] if found else "")
    return n, first


#: the registry's opposite senses of the modal verbs (`puede` where English says must)
_MODALS = ("may", "must")


#: `and` said where English says `or` widens or narrows a condition (es `atacante y bloqueadora` for an attacking
#: or blocking creature); `or` where English says `and` is a translation's choice as often (pt-BR 115.10 `objetos
#: ou jogadores` for objects and players, 120.4b, and five more of the official text): that way is not reported
_AND_OR = ("and", "or")


def _without_negated(text: str, lang: str, modals: tuple[str, ...]) -> str:
    """`text` (lower case) without its negated modal verbs: a negation before one (es `no puede`, fr `ne peut`),
    `not` or `n't` after one in English (`must not`, `can't`, `cannot`), `nicht` after one in German (`kann nicht`),
    a few words apart too (732.2b `Der Spieler muss zu diesem Zeitpunkt nicht angeben`, doesn't need to specify)."""
    entry = _lang_registry.get(lang)
    words = "|".join(re.escape(w) for w in modals)
    negations = "|".join(re.escape(w) for w in sorted(entry.negations)) if entry is not None else ""
    if lang == "en":
        text = re.sub(r"\b(?:cannot|can['’]t|mustn['’]t)\b", " ", text)
        return re.sub(rf"\b(?:{words})\s+not\b", " ", text)
    if negations:
        text = re.sub(rf"\b(?:{negations})\s+(?:\w+\s+)?(?:{words})\b", " ", text)
    if lang == "fr":
        # French negates a modal with the ne before it (`« ne peut pas »`), which its negations do not count
        text = re.sub(rf"\b(?:ne\s+|n['’])(?:{words})\b", " ", text)
    return re.sub(rf"\b(?:{words})(?:\s+\w+){{0,4}}?\s+nicht\b", " ", text)


#: English `until after`, which a negated sentence says as not ... before (`_turned`)
_UNTIL_AFTER = re.compile(r"\buntil after\b")
#: the registry's senses all and some, and whenever, said with a word of each (fr `À chaque fois que`, es `cada vez
#: que`, it `ogni volta che`, pt `toda vez que`): no each of that pair (but of next/each: held12's es `Cada vez que`
#: for the next time is each for next)
_ALL_SOME = ("all", "some")
_ALL_IN_OTHER_SENSES = re.compile(r"\b(?:chaque fois|cada vez|ogni volta|toda vez)\b"
                       # ... and both (fr 508.1c `les déclarer toutes les deux`, it `tutti e due`), said with all
                       r"|\b(?:tou(?:s|tes) les (?:deux|trois)|tutt[ie] e (?:due|tre))\b")
#: the registry's senses usually and always, and German whenever said with always (509.3a `Immer wenn [eine Kreatur]
#: blockt`, where English's ability generally triggers once)
_USUALLY_ALWAYS = ("usually", "always")
_ALWAYS_WHEN = re.compile(r"\bimmer (?:wenn|dann|noch)\b")
#: the registry's senses also and only, and English's also that opens a sentence (118.10 `Also, the resolution ...`,
#: es `Además`), which adds a sentence, not a thing a rule also does
_ALSO_ONLY = ("also", "only")
_ALSO_OPENING = re.compile(r"\balso,")
#: even if, which Italian and German say with their also (it 118.10 `anche se`, de `auch wenn`)
_EVEN_IF = re.compile(r"\banche se\b|\bauch wenn\b|\bauch dann\b")
#: the registry's senses different and same, and the words for even that French and Portuguese say with their same
#: (fr 702.22c `même si`, pt `mesmo que`, not `o mesmo que`, the same as; fr `quand même`)
_DIFFERENT_SAME = ("different", "same")
#: the registry's senses face up and face down, and de `offen vorzeigen` (to reveal: 708.9 `allen Spielern offen
#: vorzeigen`, 708.12 `offen vorzuzeigen`), no card turned face up
_FACE_UP = ("face up", "face down")
_SHOWN_OPENLY = re.compile(r"\boffen\s+(?:vor)?(?:ge|zu)?zeig\w*|(?<=\bzeigt)(?:\s+\w+){0,3}\s+offen\s+vor\b")
_EVEN = re.compile(r"\bmême s(?:i\b|['’])|\b(?:quand|tout de) même\b"
                   r"|(?<!\bo )(?<!\ba )(?<!\bos )(?<!\bas )\bmesmo (?:que|se|assim)\b")
#: the registry's senses or more and more than, and in addition to, which says more (fr 202.2d `en plus de toute
#: autre couleur`, es `además de`, it `in più`, pt `além de`): no more than
_OR_MORE = ("or more", "more than")
#: the registry's senses greater and less, and a place's upper or lower part (es 701.57a `la parte superior de tu
#: biblioteca`, the top of your library; `esquina superior derecha`, the upper right corner): no greater
_GREATER_LESS = ("greater", "less")
#: the registry's senses more and fewer (read in es and de), and es at least and unless, which say no fewer
_MORE_FEWER = ("more", "fewer")
_AT_LEAST_UNLESS = re.compile(r"\b(?:al|por lo) menos\b|\ba menos que\b")
#: the registry's senses top and bottom, and es face up (`boca arriba`) and upward, which say no top
_TOP_BOTTOM = ("top", "bottom")
_FACE_UPWARD = re.compile(r"\bboca arriba\b|\bhacia arriba\b")
_UPPER_PART = re.compile(r"\b(?:parte|esquina|canto|angolo|coin|lato|borde|bordo|lado)\s+"
                         r"(?:superior|inferior|superiore|inferiore|supérieure?|inférieure?)\b")
#: the registry's senses enter and leave, and fr `entre` that says between (`entre autres`, among others: 603.6c's
#: but aren't limited to; `entre deux joueurs`), no enters
_ENTER_LEAVE = ("enter", "leave")
#: the registry's senses give and remove, and German's angeben (to state: 113.10 `gibt an, dass`), no give
_GIVE_REMOVE = ("give", "remove")
_STATES = re.compile(r"\bg(?:ibt|eben|ab|aben)\s+an\b")
_BETWEEN = re.compile(r"\bentre (?=(?:autres|eux|elles|les|la|le|deux|trois|un|une|des)\b|l['’]|\d)")
#: the registry's senses controller and owner, and English's own after a possessive (614.17d `the permanent's own
#: static abilities`, `its own`): no owner
_CONTROLLER_OWNER = ("controller", "owner")
_OWN_ADJECTIVE = re.compile(r"(?:['’]s|\bits|\btheir|\byour|\bhis|\bher|\bmy|\bour)\s+own\b", re.IGNORECASE)
#: the registry's senses odd and even, and the words for even that say something else: English's even if, even
#: though, not even ...; it `pari a` (equal to), es/pt `un par de`, `um par de` (a pair of), de `gerade noch` (just)
_ODD_EVEN = ("odd", "even")
#: the registry's senses front and back, and fr `recto verso`, double-faced, which says both
_FRONT_BACK = ("front", "back")
_DOUBLE_FACED = re.compile(r"\brecto[- ]verso\b")
#: the registry's senses before and after, and German's protection from (`Schutz vor der gewählten Farbe`), no before
_BEFORE_AFTER = ("before", "after")
_PROTECTION_FROM = re.compile(r"\bschutz vor\b")
#: English's once of a time after (`Once a player begins to activate ...`), no after in a paragraph saying until, which
#: a translation may say as not ... before (fr 605.3c `ne peut pas être activée de nouveau avant d'avoir été résolue`)
_ONCE = re.compile(r"\bonce\b")
_EVEN_NOT_A_NUMBER = re.compile(r"\beven\s+(?:if|though|when|after|before|as|so|more|less|fewer|greater|one|a|an|the|"
                                r"with|in|on|at|for|during|that|this|those|these|its|their|it|they|you|such|then)\b"
                                r"|\bnot even\b")
_EVEN_IN_OTHER_SENSES = re.compile(r"\bpari (?:a|al|alla|allo|ai|alle|agli|all['’])|\b(?:alla|in) pari\b"
                                   r"|\bu[nm] par de\b|\bgerade (?:noch|erst|dann|jetzt|eben|so)\b")
#: the registry's senses highest and lowest (es `componente superior`, the topmost), and a place's upper or lower part
#: (`la parte superior de tu biblioteca`), no highest
_HIGHEST_LOWEST = ("highest", "lowest")
#: the registry's senses first and last, and it before said with its first (`prima che`, `prima del momento`: 611.2b
#: `termina prima del momento in cui`); and English's verb last (`doesn't last forever`, `lasts until`), no last
_FIRST_LAST = ("first", "last")
_BEFORE_WITH_FIRST = re.compile(r"\bprima (?:che|di|del|dell['’]|della|dello|dei|delle|degli|d['’])")
_LAST_VERB = re.compile(r"\b(?:n['’]t|not|to|will|would|may|can|could|might)\s+last\b"
                        r"|\blast\s+(?:forever|until|as long)\b")
_IN_ADDITION_TO = re.compile(r"\ben plus d(?:e\b|['’])|\bde plus\b|\bin più\b|\bademás de\b|\balém de\b")
#: ... and one after each, every or any, in a list too (703.4q `As each step or phase ends`, de `Wenn jedes Segment
#: und jede Phase endet`; 702.26g `any Auras, Equipment, or Fortifications`, fr `toutes les Auras, ... et toutes les
#: Fortifications`)
_EACH_LIST = re.compile(r"(\b(?:each|every|any)\b\s+\w+(?:,\s+\w+)*,?)\s+or\b")
#: an English `or` in a clause after a negation (`doesn't involve random elements or moving objects`)
_NEGATED_LIST = re.compile(r"((?:\bnot|n't|n’t|\bno|\bnever|\bwithout)\b[^.;:]*?)\bor\b")
#: the or of a bound (`total power N or greater`: de 702.171a `mindestens`), no alternative
_BOUND_OR = re.compile(r"\bor (?:more|greater|less|fewer)\b")


#: German's `und` or `oder` joining words that share their last part (de 201.6 `Promo- und Alternativ-Artwork-
#: Versionen` for promotional or alternate-art versions): one compound, either way, not English's and or or
_SHARED_PART = re.compile(r"(?<=\w)-\s+(?:und|oder)\b")
#: per pair of senses, the translation's words that say one of its senses' words in another sense, blanked before
#: the senses are counted (the patterns above)
_OTHER_SENSES = {_ALL_SOME: _ALL_IN_OTHER_SENSES, _USUALLY_ALWAYS: _ALWAYS_WHEN, _OR_MORE: _IN_ADDITION_TO,
                 _ALSO_ONLY: _EVEN_IF, _DIFFERENT_SAME: _EVEN, _FACE_UP: _SHOWN_OPENLY, _AND_OR: _SHARED_PART,
                 _GREATER_LESS: _UPPER_PART, _TOP_BOTTOM: _FACE_UPWARD, _MORE_FEWER: _AT_LEAST_UNLESS,
                 _FIRST_LAST: _BEFORE_WITH_FIRST, _HIGHEST_LOWEST: _UPPER_PART, _ODD_EVEN: _EVEN_IN_OTHER_SENSES,
                 _ENTER_LEAVE: _BETWEEN, _FRONT_BACK: _DOUBLE_FACED, _BEFORE_AFTER: _PROTECTION_FROM,
                 _GIVE_REMOVE: _STATES}
#: ... and English's words that say one of a pair's senses' words in another sense
_ENGLISH_OTHER_SENSES = {_ALSO_ONLY: _ALSO_OPENING, _FIRST_LAST: _LAST_VERB, _ODD_EVEN: _EVEN_NOT_A_NUMBER,
                         _CONTROLLER_OWNER: _OWN_ADJECTIVE}


def _turned(english: str, text: str, lang: str) -> list[tuple[str, str, str]]:
    """(the sense `text` says more often than `english`, the opposite it says less often, the word saying the first)
    for each pair of the registry's `opposites` of `lang` that English has too."""
    entry, en = _lang_registry.get(lang), _lang_registry.get("en")
    if entry is None or en is None or lang == "en":
        return []
    en_pairs = {(a, b): (wa, wb) for a, wa, b, wb in en.opposites}
    # `can't ... until after` is a translation's `not ... before` (fr 616.1g `ne peut pas être choisi avant que`)
    english, text = _UNTIL_AFTER.sub("until", english.lower()), text.lower()
    out = []
    for a, wa, b, wb in entry.opposites:
        if (a, b) not in en_pairs:
            continue
        en_text, tr_text = english, text
        if (a, b) == _MODALS:
            # a negated modal says neither sense: `must not` is pt `não podem` (115.7d), `can't` es `no puede`
            en_text = _without_negated(english, "en", en_pairs[(a, b)][0] + en_pairs[(a, b)][1])
            tr_text = _without_negated(text, lang, wa + wb)
        if (a, b) in _OTHER_SENSES:
            tr_text = _OTHER_SENSES[(a, b)].sub(" ", tr_text)
        if (a, b) in _ENGLISH_OTHER_SENSES:
            en_text = _ENGLISH_OTHER_SENSES[(a, b)].sub(" ", en_text)
        if (a, b) == _BEFORE_AFTER and "until" in en_text:
            en_text = _ONCE.sub(" ", en_text)
        if (a, b) == _AND_OR:
            # a list after a negation (`not attacking any player, planeswalker, or battle`) a translation may join
            # with and (de `keinen Spieler, keinen Planeswalker und keine Schlacht`): its or is not counted
            en_text = _EACH_LIST.sub(lambda m: m.group(1) + " ", _NEGATED_LIST.sub(lambda m: m.group(1) + " ", en_text))
            en_text = _BOUND_OR.sub(" ", en_text)
        ea, eb = (_sense_count(en_text, w)[0] for w in en_pairs[(a, b)])
        (ta, first_a), (tb, first_b) = _sense_count(tr_text, wa), _sense_count(tr_text, wb)
        if tb > eb and ta < ea and (a, b) != _AND_OR:
            out.append((b, a, first_b))
        elif (a, b) == _CONTROLLER_OWNER and tb > eb == 0 and ea:
            # an owner where English names none beside its controller (it 506.4e `non è controllato dal suo
            # proprietario` for not controlled by its protector)
            out.append((b, a, first_b))
        elif ta > ea and tb < eb:
            out.append((a, b, first_a))
    return out


#: English's as of a time (`as you pay the total cost`, `as it's tapped`, `as the ability is put on the stack`), and
#: its words of a time after (none of which a sentence of the as says)
_AS_WHEN = re.compile(r"\bas (?:you|it|they|it['’]s)\b|\bas (?:the|that|this) \w+ (?:is|are|resolves|enters|leaves)\b",
                      re.IGNORECASE)
_ENGLISH_AFTER = re.compile(r"\b(?:after|afterward|once|later|following|until|subsequent\w*)\b", re.IGNORECASE)
#: English's then of a time after (`Then the defending team announces`), and its words of a time before
_ENGLISH_THEN = re.compile(r"\bthen\b", re.IGNORECASE)
_ENGLISH_BEFORE = re.compile(r"\b(?:before|prior|until|earlier|previous\w*|first|already|beforehand)\b", re.IGNORECASE)


def _pair_words(lang: str, pair: tuple[str, str]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The words of `lang` saying each sense of one of the registry's `opposites` (`pair`: `("before", "after")`);
    None for English and a language the registry does not give the pair."""
    entry = _lang_registry.get(lang)
    if entry is None or lang == "en":
        return None
    return next(((wa, wb) for a, wa, b, wb in entry.opposites if (a, b) == pair), None)


def _after_for_as(english: str, text: str, lang: str) -> str:
    """The word of `text` saying after (the registry's `after` beside before) where `english` says a time with as
    and no after (es/de 702.48b `después de pagar`, `nachdem du ... bezahlt hast` for as you pay; fr 702.171c `après
    avoir été engagée` for as it's tapped); "" when there is none."""
    words = _pair_words(lang, _BEFORE_AFTER)
    if words is None or not _AS_WHEN.search(english) or _ENGLISH_AFTER.search(english):
        return ""
    # (more often than English says then, which a translation may say as after: pt 702.180b `e, depois, vira aquela
    # criatura` for and then tap that creature)
    n, first = _sense_count(text.lower(), words[1])
    return first if n > len(_ENGLISH_THEN.findall(english)) else ""


def _before_for_then(english: str, text: str, lang: str) -> str:
    """The word of `text` saying before (the registry's `before`) where `english` says then and no word of a time
    before (de 805.10f `Zuvor gibt das verteidigende Team bekannt` for Then the defending team announces); "" when
    there is none."""
    words = _pair_words(lang, _BEFORE_AFTER)
    if words is None or not _ENGLISH_THEN.search(english) or _ENGLISH_BEFORE.search(english):
        return ""
    n, first = _sense_count(_PROTECTION_FROM.sub(" ", text.lower()), words[0])
    return first if n else ""


#: the registry's sense of an exception, and the English words that make one beside `except`
_EXCEPT = ("include", "except")
_ENGLISH_EXCEPTIONS = re.compile(r"\b(?:except|excluding|unless|other than|besides|but|apart from|exempt\w*)\b")
#: idioms with an exception's word that make none (de `außer Kraft setzen`, to suspend; `außer Acht lassen`)
_NO_EXCEPTION = re.compile(r"\baußer (?:kraft|acht)\b")


def _exception_added(english: str, text: str, lang: str) -> str:
    """The word of `text` that makes an exception (the registry's `except`: es `excepto`, it `tranne`) where
    `english` makes none (no except, unless, other than, but ...): es 702.7b `excepto las atacantes y bloqueadoras
    restantes que ...` for as well as them. "" when there is none."""
    words = _pair_words(lang, _EXCEPT)
    if words is None or _ENGLISH_EXCEPTIONS.search(english.lower()):
        return ""
    n, first = _sense_count(_NO_EXCEPTION.sub(" ", text.lower()), words[1])
    return first if n else ""


#: the words a translation says English `unless` with (a condition English makes, which a translation that drops
#: the clause leaves out: it 405.4 `..., a meno che non sia un'abilità innescata ritardata` dropped); `if not`
#: forms count too (es `si no`, de `falls ... nicht`, also across `bzw.`: 115.10a `Sofern dieses Objekt bzw. dieser
#: Spieler nicht ...`), and de `nichts anderes` (unless otherwise specified: 708.2a `sofern der Effekt, der ...,
#: nichts anderes festlegt`)
_UNLESS = {
    "es": r"a menos que|a no ser que|salvo que|salvo si|excepto si|excepto que|si no|sin que|salvo indicaci",
    "it": r"a meno che|salvo che|salvo se|tranne se|tranne che|eccetto se|eccetto che|se non|senza che"
          r"|salvo (?:diversa )?indicazion|salvo (?:ove|dove) (?:diversamente )?(?:specificato|indicato)",
    "fr": r"à moins qu|sauf si|sauf s['’]|sauf lorsqu|sauf quand|si (?:\w+\s+){0,3}n['’]|si (?:\w+\s+){0,3}ne\b|sans que"
          r"|sauf (?:indication|mention) contraire|tant qu(?:e|['’])(?:[^,.;]){0,60}\bne\b",
    "pt": r"a menos que|a não ser que|salvo se|exceto se|exceto quando|se não|sem que|salvo indicação",
    "de": r"es sei denn|außer\b|ohne dass|nichts anderes\b"
          r"|(?:sofern|falls|wenn|solange)\b(?:[^,.;]|bzw\.)*\b(?:nicht|nichts|kein\w*)\b",
}


def _said_as_only(word: str, english: str, low: str, lang: str) -> int:
    """How many of the words for only `low` (a translation, lower case) says, where English says `can't ... word`
    (unless, except), which a translation may say as only ... if, can only ... by (de 602.5a `kann nur aktiviert
    werden, falls`, 702.9b `kann nur von ... geblockt werden`); 0 where English does not."""
    cant = _pattern(rf"\b(?:can['’]t|cannot|can not)\b[^.;]*\b{word}\b", re.IGNORECASE)
    return len(_pattern(_ONLY[lang]).findall(low)) if cant.search(english) else 0


def _unless_dropped(english: str, text: str, lang: str) -> bool:
    """Whether `text` says English `unless` fewer times than `english` does, in a language `_UNLESS` reads."""
    pattern = _UNLESS.get(lang)
    if pattern is None:
        return False
    wanted = len(re.findall(r"\bunless\b", english, re.IGNORECASE))
    said = len(re.findall(rf"(?<!\w)(?:{pattern})", text.lower()))
    if said < wanted:
        said += _said_as_only("unless", english, text.lower(), lang)
    return said < wanted


#: English's except (an entry of `_MUST_SAY`; `can't ... except` said with only counts, `_said_as_only`)
_EXCEPT_SAID = r"\bexcept\b"

#: English's only (an entry of `_MUST_SAY`), and the words a translation says it with: its own words for only ...
_ENGLISH_ONLY = r"\b[Oo]nly\b"
_ONLY_WORDS = {
    "es": r"\b(?:solo|sólo|solamente|únicamente|exclusivamente|únic[oa]s?|sol[oa]s|sola)\b",
    "it": r"\b(?:solo|soltanto|solamente|unicamente|esclusivamente|unic\w*|sol[aie])\b",
    # (and the cards' `Aktiviere diese Fähigkeit wie eine Hexerei` for Activate only as a sorcery, 602.5d)
    "de": r"\b(?:nur|einzig\w*|lediglich|allein|ausschließlich|erst)\b"
          r"|\bwie (?:eine|einen|ein) (?:hexerei|spontanzauber)\b",
    "fr": r"\b(?:seul\w*|seulement|uniquement|exclusivement)\b",
    "pt": r"\b(?:só|somente|apenas|únic[oa]s?|exclusivamente)\b",
}
#: ... or a negation and an exception (fr `ne ... que`; pt 208.3 `não possui poder ou resistência a não ser que` for has
#: power or toughness only if), which is English's own where English says one too (`_ENGLISH_NEGATION_EXCEPT`)
_ONLY_AS_NEGATION = {
    "es": r"\bno\b[^.;]*?\b(?:sino|a menos que|salvo que|salvo si)\b",
    "it": r"\bnon\b[^.;]*?\b(?:che|a meno che|salvo che)\b",
    "de": r"\b(?:nicht|kein\w*)\b[^.;]*?\b(?:es sei denn|außer)\b",
    "fr": r"\bne\b[^.;]*?\bque?\b|\bn['’][^.;]*?\bqu(?:e\b|['’])|\bà moins\b",
    "pt": r"\bnão\b[^.;]*?\b(?:senão|a não ser que|a menos que|salvo se)\b",
}
#: English's own negation and exception (701.64b `has no rules meaning other than to act as a marker`: de `keine
#: Regelbedeutung hat, außer als Markierung`, which says it, not an only beside it)
_ENGLISH_NEGATION_EXCEPT = re.compile(r"\b(?:no|not|never|none|neither)\b[^.;]*?\b(?:other than|except|unless)\b"
                                      r"|n['’]t\b[^.;]*?\b(?:other than|except|unless)\b", re.IGNORECASE)

#: words a translation must say where English says them, or it says less than English, as (the pattern of English's
#: words, the pattern of each language that says them):
#: - an inclusive bound (`0 or less`, `one or more`, `one or both`, `greater than or equal to`, `at least`: es 119.6
#:   `menos de 0` for 0 or less, pt 701.20e `um card` for one or more cards; not `or both a ... and ...`, an
#:   alternative, 702.22k);
#: - `usually` (es 114.1 `pero ninguna otra característica` for but usually no other characteristics);
#: - the quantifier `most` (fr 114.3 `Les emblèmes` for most emblems);
#: - `that many` (fr 702.90c `un marqueur` for that many counters; not twice that many, es `el doble`);
#: - `sum` (de/it 607.3 `die höchste der Antworten` for the sum of the answers), `separately` (pt 702.24b `apenas uma
#:   delas é desencadeada` for each triggers separately), `redundant` (pt 702.13c `são cumulativas`), `simultaneously`
#:   (fr 614.12b `comment plusieurs permanents arrivent sur le champ de bataille`)
_MUST_SAY = (
    (r"\bor (?:more|less|fewer|greater|both(?!\s+(?:a|an|the)\b)|equal)\b|\bat (?:least|most)\b", {
        "es": r"\b[ou] (?:más|menos|mayor|menor|superior|inferior|igual|ambos|ambas|los dos|las dos|varios|varias)\b"
              r"|\b(?:al|por lo) menos\b|\bcomo (?:mínimo|máximo|mucho)\b|\ba lo sumo\b",
        "it": r"\b(?:od?|oppure) (?:più|meno|superiore|inferiore|uguale|maggiore|minore|entramb[ei]|tutt[ie] e due)\b"
              r"|\balmeno\b"
              r"|\bal (?:massimo|minimo|più|meno)\b",
        "de": r"\boder (?:mehr\w*|weniger|beide\w*|höher|größer|niedriger|kleiner|gleich|geringer)\b"
              r"|\b(?:mindestens|höchstens|wenigstens|maximal|minimal)\b",
        "fr": r"\bou (?:de |d['’])?(?:plus|moins|plusieurs|davantage|les deux|égale?s?|supérieure?s?|inférieure?s?)\b"
              r"|\bau (?:moins|plus)\b",
        "pt": r"\bou (?:mais|menos|ambos|ambas|os dois|as duas|igual|superior|inferior|maior|menor)\b"
              r"|\b(?:pelo|ao) menos\b|\bno (?:mínimo|máximo)\b",
    }),
    (r"\b(?:usually|generally|typically)\b|\bnormally,", {
        "es": r"\b(?:normalmente|generalmente|habitualmente|usualmente|suelen?|por lo general|en general"
              r"|por regla general)\b",
        "it": r"\b(?:normalmente|generalmente|solitamente|abitualmente|di solito|di norma|in genere|in generale"
              r"|tipicamente)\b",
        "de": r"\b(?:normalerweise|meist|meistens|üblicherweise|gewöhnlich|in der regel|im allgemeinen|grundsätzlich"
              r"|typischerweise)\b",
        "fr": r"\b(?:généralement|habituellement|normalement|en général|en règle générale|d['’]ordinaire|typiquement)\b",
        "pt": r"\b(?:normalmente|geralmente|habitualmente|costuma|costumam|em geral|via de regra|tipicamente)\b",
    }),
    (r"(?<!\bat )\bmost (?:of\b(?! the time)|[a-z]+s\b)", {
        "es": r"\b(?:mayoría|mayor parte)\b", "it": r"\b(?:maggior parte|maggioranza)\b",
        "de": r"\b(?:meisten|großteil|größte teil|mehrheit)\b",
        "fr": r"\b(?:plupart|majorité|majeure partie|plus grande partie)\b",
        "pt": r"\b(?:maioria|maior parte)\b",
    }),
    (r"(?<!twice )(?<!half )\bthat many\b", {
        "es": r"\b(?:esa|dicha|igual|misma) cantidad\b|\b(?:cantidad|número) equivalente\b"
              r"|\b(?:ese|dicho|igual|el mismo) número\b|\btant[oa]s\b",
        "it": r"\baltrettant[iae]\b|\b(?:quantità|numero) equivalente\b|\b(?:quel|tale|pari|stesso) numero\b"
              r"|\b(?:quella|pari|stessa) quantità\b",
        "de": r"\b(?:so|ebenso|genauso|entsprechend|gleich) (?:vielen?|oft)\b"
              r"|\b(?:diese[rn]?|dieselbe|entsprechende[rn]?) anzahl\b",
        "fr": r"\bautant\b|\bce (?:même )?nombre\b|\bun nombre (?:égal|équivalent)\b",
        "pt": r"\b(?:essa|aquela|igual|mesma) quantidade\b|\b(?:quantidade|número) equivalente\b"
              r"|\b(?:esse|aquele|mesmo|igual) número\b|\btant[oa]s\b",
    }),
    (r"\bsum\b", {
        "es": r"\bsum(?:a|an|ar|ando|ad[oa]s?)\b", "it": r"\bsomm(?:a|ano|are|ando|at[oaie])\b",
        "de": r"\bsumme\b|\b(?:zusammengerechnet|zusammenge\w+|addier\w*)",
        "fr": r"\bsomme\b|\badditionn\w*",
        "pt": r"\bsom(?:a|am|ar|ando|ad[oa]s?)\b",
    }),
    (r"\bredundant\b", {
        "es": r"\bredundantes?\b", "it": r"\bridondant[ei]\b", "de": r"\bredundant\w*|\büberflüssig\w*",
        "fr": r"\bredondant(?:e|s|es)?\b", "pt": r"\bredundantes?\b",
    }),
    (r"\bseparately\b", {
        "es": r"\b(?:por separado|separadamente|individualmente|independientemente|de forma independiente)\b",
        "it": r"\b(?:separatamente|singolarmente|indipendentemente|distintamente|a parte)\b",
        "de": r"\b(?:separat|getrennt|einzeln|unabhängig)\b",
        "fr": r"\b(?:séparément|indépendamment|individuellement)\b",
        "pt": r"\b(?:separadamente|em separado|individualmente|independentemente)\b",
    }),
    # (untap, a game action: es 702.10c `el símbolo de girar` for the tap symbol or the untap symbol)
    (r"\buntap\w*", {
        "es": r"\bendere[zc]\w*", "it": r"\bstap\w*", "de": r"\b(?:enttapp|ungetapp)\w*", "fr": r"\bdégag\w*",
        "pt": r"\bdesvir\w*",
    }),
    # (exactly: it 702.155a `il numero di segnalini` for exactly the number of lore counters)
    (r"\bexactly\b", {
        # (or as only: pt 105.2a `é somente de uma das cinco cores` for is exactly one of the five colors)
        "es": r"\bexact\w*|\bs[oó]lo\b|\búnic\w*", "it": r"\besatt\w*|\bprecis\w*|\bsolo\b|\bunic\w*",
        "de": r"\bgenau\w*|\bexakt\w*|\bnur\b|\beinzig\w*",
        "fr": r"\bexact\w*|\bprécis\w*|\bpile\b|\bseul\w*|\bne\b[^.;]*?\bque?\b",
        "pt": r"\bexat\w*|\bprecis\w*|\bsomente\b|\bapenas\b|\bsó\b|\búnic\w*",
    }),
    # (without: fr/de 702.167b `avec le mot « carte »`, `mit dem Wort` for without the word card)
    # (or with a negation: pt 120.3a `uma fonte que não tenha infectar` for a source without infect)
    (r"\bwithout\b", {
        "es": r"\bsin\b|\bno\b", "it": r"\bsenza\b|\bnon\b", "de": r"\bohne\b|\bnicht\b|\bkein\w*",
        "fr": r"\bsans\b|\bpas\b|\bni\b|\baucun\w*", "pt": r"\bsem\b|\bnão\b",
    }),
    # (transformed: es/de 702.167a `Regresa esta carta al campo de batalla` for return it transformed)
    (r"\btransformed\b", {
        "es": r"\btransform\w*", "it": r"\btrasform\w*", "de": r"\btransform\w*", "fr": r"\btransform\w*",
        "pt": r"\btransform\w*",
    }),
    # (one at a time: it 701.55c `il numero appropriato di volte` with its `una alla volta` dropped)
    (r"\bone at a time\b", {
        "es": r"\b(?:de )?(?:un[oa]?) (?:en|a|por) (?:un[oa]|la vez)\b|\b(?:tras|después de) otr[oa]\b"
              r"|\bsucesivamente\b"
              r"|\bpor separado\b",
        "it": r"\b(?:un[oa]?|l['’]un[oa]) (?:alla|per) volta\b|\bdopo l['’]altr[oa]\b|\bsingolarmente\b",
        "de": r"\bnacheinander\b|\beinzeln\b|\bnach de[mr] ander\w*|\bjeweils\b",
        "fr": r"\baprès l['’]autre\b|\bune? (?:par|à la) (?:une?|fois)\b|\bsuccessivement\b|\bséparément\b",
        "pt": r"\bum(?:a)? (?:de cada vez|por vez|a um(?:a)?)\b|\b(?:após|depois d)(?:o|a)? outr[oa]\b"
              r"|\bsucessivamente\b",
    }),
    # (an owner: fr/de 400.11b `their owner leaves the game` dropped from a list of three; owning said as a verb
    # too, es `que posea`)
    (r"\bowners?\b|\bowner['’]s\b", {
        "es": r"\bpropietari\w*|\bdueñ\w*|\bpose\w*", "it": r"\bproprietari\w*|\bposs\w*|\bappart\w*",
        "de": r"\bbesitz\w*|\beigentümer\w*|\bgehör\w*", "fr": r"\bpropriétaire\w*|\bposs[eèé]d\w*|\bappart\w*",
        "pt": r"\bdon[oa]s?\b|\bpropriet\w*|\bposs\w*|\bpertenc\w*",
    }),
    # (a controller, said with the verb control too: es `el jugador que lo controla`)
    (r"\bcontrollers?\b|\bcontroller['’]s\b", {
        "es": r"\bcontrol\w*", "it": r"\bcontroll\w*", "de": r"beherrsch\w*|\bkontroll\w*", "fr": r"\bcontr[ôo]l\w*",
        "pt": r"\bcontrol\w*",
    }),
    # (activate, in any form: es/de 117.3c `activate an ability` dropped from `cast a spell, activate an ability, or
    # take a special action`; the language's active (es `jugador activo`) reads as said)
    (r"\bactivat\w*", {
        "es": r"\bactiv\w*", "it": r"\battiv\w*", "de": r"aktiv\w*", "fr": r"\bactiv\w*", "pt": r"\bativ\w*",
    }),
    # (convert, a double-faced card's action since 2024: fr/pt 712.4c `transformed or converted` said as transformed)
    # (not converted mana cost, the older name of mana value)
    (r"\bconvert\w*\b(?! mana cost)", {
        "es": r"\bconvi?e?rt\w*", "it": r"\bconvert\w*|\bconvers\w*", "de": r"konvert\w*|umwand\w*|umgewandelt\w*",
        "fr": r"\bconvert\w*|\bconvers\w*", "pt": r"\bconvert\w*|\bconvers\w*",
    }),
    # (protect, a battle's protector: es/de 801.2d `a battle protected by that player` said as controlled)
    (r"\bprotect(?:s|ed|ing)?\b", {
        "es": r"\bproteg\w*|\bprotec\w*", "it": r"\bproteg\w*|\bprotett\w*|\bprotezion\w*",
        "de": r"sch[üu]tz\w*|\bprotekt\w*", "fr": r"\bprotég\w*|\bprotect\w*|\bprotèg\w*",
        "pt": r"\bproteg\w*|\bprote[tç]\w*",
    }),
    # (tapped, a permanent's status: it 702.188a `una creatura che controlli` for a tapped creature you control; a
    # translation's word for tap in any form, as it may say the status with its verb: es `que esté girada`, `se gira`)
    (r"\btapped\b", {
        "es": r"\bgir\w*", "it": r"\btap\w*", "de": r"\b(?:ge)?tapp\w*", "fr": r"\bengag\w*", "pt": r"\bvir\w*",
    }),
    # (an exception: fr 108.3 `sauf pour les règles de l'ante` dropped; said as other than too, fr 718.4 `autres que la
    # pile`, de 506.3b `eines anderen Spielers als`; `can't ... except` said with only is `_said_as_only`)
    (_EXCEPT_SAID, {
        "es": r"\b(?:excepto|salvo|exceptuando|a excepción|con excepción|con la excepción|menos|aparte de|fuera de|sino"
              r"|que no sea"
              r"|distint\w* de|diferente\w* de|otr[oa]s? que)\b",
        "it": r"\b(?:tranne|eccetto|salvo|ad eccezione|a eccezione|con l['’]eccezione|fatta eccezione|eccettuat\w*"
              r"|all['’]infuori"
              r"|al di fuori|a parte|se non|che non sia|divers\w* da|differente\w* da|altr[oiae] che)\b",
        "de": r"\baußer\w*|\bausgenommen\b|\babgesehen\b|\bausnahme\w*|\bbis auf\b|\bander\w*(?: \w+){0,3} als\b",
        "fr": r"\b(?:sauf|excepté\w*|à l['’]exception|hormis|en dehors|à part|si ce n['’]est|autres? qu)",
        "pt": r"\b(?:exceto|salvo|excetuando|com exceção|com a exceção|à exceção|menos|além d|fora d|que não seja"
              r"|diferente\w* d|distint\w* d|outr[oa]s? que)",
    }),
    # (the condition, not a duration: `lasts as long as stated`, `for as long as necessary`)
    (r"\bas long as\b(?! (?:stated|necessary))", {
        "es": r"\b(?:mientras|siempre (?:y )?(?:que|cuando)|en tanto|a condición|con tal|durante todo)",
        "it": r"\b(?:finché|fin(?:tanto)? che|fintantoché|purché|sempre che|a condizione|per tutto il tempo|mentre"
              r"|fino a quando|fino a che)",
        "de": r"\b(?:solange|sofern|vorausgesetzt|während|so lange)",
        "fr": r"\b(?:tant que|tant qu['’]|aussi longtemps|à condition|pourvu|pendant)",
        "pt": r"\b(?:enquanto|desde que|contanto que|todo o tempo|sempre que|com a condição|durante todo)",
    }),
    # (a condition: de 700.2h `falls dieser Modus gewählt wird` dropped, pt 702.174b `se o custo de presente dela
    # tiver sido pago` dropped from a quoted ability; not as if, even if, if so, if any, if not, if possible, said
    # without one: es `aunque`, `de ser así`; nor the or if of an even if, `even if you control no creatures or if
    # the permanent is already tapped`, es `o aunque`, nor this includes if, fr `cela inclut le cas où`, nor the
    # whether of `to see if`, `to determine if` (it 510.1e `per verificare che rispetti`); not in German,
    # which opens a sentence with its verb for one: `Ist keine Dauer angegeben, ...`)
    # (an or if is a condition of its own, 506.4 `..., or if it's an attacking or blocking creature that
    # regenerates`, it `oppure se` dropped; not after an even if in its sentence, matched with it and not counted)
    (r"\beven if\b[^.;]*?\bor if\b|(?<!\bas )(?<!\beven )(?<!\bincludes )(?<!\bsee )(?<!\bdetermine )(?<!\bcheck )\b(if)\b"
     r"(?!\s+(?:so|any|not|possible|applicable|appropriate|necessary|at all)\b)", {
        # (and unless, which says only if with a negation: pt 208.3 `a não ser que tenha` for only if it has)
        "es": r"\b(?:si|en caso de|en caso|de (?:ser|no ser|haber\w*|hacerlo)|(?:el|los) casos? en (?:el )?que"
              r"|a menos que|salvo que)\b",
        "it": r"\b(?:se|qualora|ove|nel caso|in caso|sempre che|purché|(?:il|i) casi? in cui|a meno che)\b",
        "fr": r"\b(?:si|au cas|dans le cas|à condition|pourvu|le cas échéant|(?:le|les) cas où)\b|\bs['’]ils?\b"
              r"|\bà moins qu",
        "pt": r"\b(?:se|caso|desde que|contanto que|na hipótese|(?:o|os) casos? em que|a menos que|a não ser que)\b",
    }),
    # (even, which widens what it stands before: de/es 702.73a `auch außerhalb des Spiels`, `incluso fuera del
    # juego` dropped from `This ability works everywhere, even outside the game`; not even if or even though, the
    # entry above, nor the even of a number: an even number, even mana values, an even-sided die, a value even)
    (r"\beven\b(?!-)(?!\s+(?:if|though|numbers?|mana)\b)(?!\s*[.,;:)”\"])", {
        "es": r"\b(?:incluso|aun|aún|hasta|siquiera|ni siquiera)\b",
        "it": r"\b(?:anche|persino|perfino|pure|neppure|nemmeno)\b",
        "de": r"\b(?:auch|sogar|selbst|noch)\b", "fr": r"\b(?:même|y compris)\b",
        "pt": r"\b(?:mesmo|até|inclusive|sequer)\b",
    }),
    # (a creature attacking alone: pt 702.83a `atacar` for attacks alone)
    (r"\balone\b", {
        "es": r"\b(?:sol[oa]s?|únic[oa]s?|en solitario)\b", "it": r"\b(?:da sol[oaie]|sol[oaie]|unic[oaie])\b",
        "de": r"\b(?:allein\w*|einzig\w*)", "fr": r"\b(?:seul[es]*|en solitaire)\b",
        "pt": r"\b(?:sozinh[oa]s?|s[óo]|únic[oa]s?)\b",
    }),
    # (a duration: de 702.83a `bis zum Ende des Zuges` dropped, the bonus left for good)
    (r"\buntil (?:the )?end of (?:the )?turn\b", {
        "es": r"\bhasta el final del turno\b|\bhasta el fin del turno\b",
        "it": r"\bfino alla fine del turno\b",
        "de": r"\bbis zum ende (?:des|dieses) zug(?:e?s)?\b|\bbis zum zugende\b",
        "fr": r"\bjusqu['’]à la fin du tour\b",
        "pt": r"\baté o (?:final|fim) do turno\b",
    }),
    # (a time until which something lasts or waits: es/pt 605.3c `hasta que se haya resuelto`, `até que tenha sido
    # resolvida` dropped, can't be activated again at all; or said as before: fr 726.1 `tant qu'un effet n'indique
    # pas`, de `erst, wenn`; not until after, which a translation says as only after as often: de 406.4 `erst ...
    # nachdem`, es `solo después`, nor until just after, fr 613.8b `attend ... et s'applique juste après`)
    # (nor a wait until, which a translation says as a wait for: de 614.10 `warten auf das nächste Auftreten`)
    (r"(?<!\bwait )(?<!\bwaits )(?<!\bwaiting )\buntil\b(?!\s+(?:just\s+|immediately\s+)?after\b)", {
        "es": r"\b(?:hasta|antes|mientras)\b", "it": r"\b(?:fino|finché|sino|prima|mentre)\b",
        "de": r"\b(?:bis\w*|bevor|vor|erst|solange)\b", "fr": r"\bjusqu|\bavant\b|\btant qu",
        "pt": r"\b(?:até|antes|enquanto)\b",
    }),
    # (toughness beside power: fr 711.2b `base power and toughness [P/T]` said as `force de base [F/E]`)
    (r"\btoughness\b", {
        "es": r"\bresistencia\b", "it": r"\bcostituzion[ei]\b", "de": r"widerstandskraft", "fr": r"\bendurance\b",
        "pt": r"\bresistência\b",
    }),
    # (once, a number: fr/de 614.13b `can't be chosen ... more than once` said as more than twice)
    (r"\bmore than once\b", {
        "es": r"\bmás de una vez\b", "it": r"\bpiù di una volta\b", "de": r"\bmehr als (?:ein|1)mal\b",
        "fr": r"\bplus d['’]une fois\b", "pt": r"\bmais de uma vez\b",
    }),
    # (a bound: es 700.8 `hasta una criatura Pícaro` dropped from the four of a party)
    (r"(?<!\bface )\bup to\b", {  # (not `turned face up to become attached`, 303.4k)
        "es": r"\b(?:hasta|como máximo|a lo sumo|como mucho)\b", "it": r"\b(?:fino a\w*|al massimo|al più|massimo)\b",
        "de": r"\b(?:bis zu\w*|höchstens|maximal|bis)\b", "fr": r"\bjusqu['’]|\bau (?:plus|maximum)\b",
        "pt": r"\b(?:até|no máximo)\b",
    }),
    # (a condition that does not matter: es 707.9f `aunque se convierta en una criatura` dropped)
    (r"\beven (?:if|though)\b", {
        "es": r"\b(?:aunque|aun(?: cuando| si)|incluso (?:si|cuando|aunque)|a pesar de)\b",
        "it": r"\b(?:anche se|anche quando|persino se|pur(?:e)? se|sebbene|benché|nonostante|malgrado)\b",
        "de": r"\b(?:auch wenn|selbst wenn|sogar wenn|auch dann|selbst dann|sogar dann|wenn auch|obwohl|obgleich"
              r"|trotz\w*)\b",
        "fr": r"\b(?:même si|même s['’]|même (?:lorsque|quand)|bien que|quoique|alors même)",
        # (pt 205.2c `mesmo elas não sendo cards`, even though they aren't cards; not the same, `ao mesmo jogador`)
        "pt": r"(?<!\bo )(?<!\bao )(?<!\bdo )(?<!\bno )(?<!\bum )(?<!\bpelo )\bmesmo\b|\b(?:ainda que|embora|apesar d)",
    }),
    (r"\bany number of\b", {
        "es": r"\bcualquier (?:número|cantidad)\b|\b(?:número|cantidad) (?:cualquiera|indeterminad[oa])\b",
        "it": r"\b(?:qualsiasi|qualunque) (?:numero|quantità)\b|\b(?:numero|quantità) (?:qualsiasi|qualunque)\b",
        # (any number of times: de 702.157a `beliebig oft`)
        "de": r"\bbeliebig(?:e|en)? (?:viele|anzahl)\b|\bbeliebig (?:viele|oft)\b|\bjede anzahl\b",
        "fr": r"\bnombre quelconque\b|\bn['’]importe quel nombre\b|\btout nombre\b",
        "pt": r"\bqualquer (?:número|quantidade)\b",
    }),
    # (not a time a clause then names, `at any time that's not a combat phase`: fr `à un moment qui n'est pas`)
    (r"\bat any time\b(?!\s+(?:that|when|which)\b)", {
        "es": r"\ben (?:cualquier|todo|algún) momento\b", "it": r"\bin (?:qualsiasi|qualunque|ogni|un qualsiasi) momento\b",
        "de": r"\bjederzeit\b|\bzu (?:jedem|jeglichem|einem beliebigen|irgendeinem) zeitpunkt\b|\bzu jeder zeit\b",
        "fr": r"\b(?:à|a) (?:tout|n['’]importe quel) moment\b|\bn['’]importe quand\b",
        "pt": r"\b(?:a|em) qualquer momento\b",
    }),
    # (English's `color or colors` one word: fr 903.4 `la ou les couleurs`)
    (r"\bcolou?rs?\b(?! or colou?rs\b)", {
        # (not German, whose compounds hold the color: Farbindikator, farblos)
        "es": r"\bcolor(?:es)?\b", "it": r"\bcolor[ei]\b", "fr": r"\bcouleurs?\b", "pt": r"\bcor(?:es)?\b",
    }),
    # (a condition of timing: es 303.1 `cuando la pila está vacía` dropped)
    (r"\bstack is empty\b", {
        "es": r"\bpila\b[^.;]{0,20}\bvac[íi]a\b", "it": r"\bpila\b[^.;]{0,20}\bvuota\b",
        "de": r"\bstapel\b[^.;]{0,50}\bleer\b|\bleere[nm]? stapel", "fr": r"\bpile\b[^.;]{0,20}\bvide\b",
        "pt": r"\bpilha\b[^.;]{0,20}\bvazia\b",
    }),
    # (a restriction: es 701.26b `Solo los permanentes girados pueden enderezarse`, es 702.61a split second
    # `funciona mientras` for functions only while; the only ones, it `le uniche creature`; only once, it `una sola
    # volta`)
    (_ENGLISH_ONLY, {
        lang: _ONLY_WORDS[lang] + "|" + _ONLY_AS_NEGATION[lang] for lang in _ONLY_WORDS
    }),
    # (a choice left to the player: es 702.58a `mueves un contador` for you may move a counter)
    (r"\byou may\b", {
        "es": r"\b(?:puedes|podrás|puede|podrá|pueden)\b", "it": r"\b(?:puoi|potrai|può|potrà|possono)\b",
        "de": r"\b(?:kannst|darfst|können|dürfen|kann|darf)\b", "fr": r"\b(?:pouvez|pourrez|peut|peux|pourra|peuvent)\b",
        "pt": r"\b(?:pode|poderá|podem|poderão)\b",
    }),
    # (an unblocked creature: es `no bloqueada`, where a translation that drops the negation says blocked)
    (r"\bunblocked\b", {
        # (`is unblocked`: es `no es bloqueada`, fr `n'est pas bloquée`)
        "es": r"\bno (?:(?:es|está|esté|sea|son|están|estén|sean|fue|fueron|ha sido|han sido|quede|queda)\s+)?"
              r"bloquead[oa]s?\b|\bsin bloquear\b",
        "it": r"\bnon (?:(?:è|sia|sono|siano|è stat[oa]|sono stat[ie]|viene|venga|vengono)\s+)?bloccat[oaie]\b",
        "de": r"\bungeblockt\w*|\bnicht geblockt\w*",
        "fr": r"\bnon[\s-]bloqu\w*|\bn['’](?:est|était|soit|sont|a|ait|ont|aient)\s+pas\s+(?:été\s+)?bloqu\w*",
        "pt": r"\bnão (?:(?:é|está|esteja|seja|são|estão|estejam|sejam|foi|foram|for|forem)\s+)?bloquead[oa]s?\b"
              r"|\bsem bloqueio\b",
    }),
    # (costs: an alternative or an additional one, `isn't an additional or alternative cost`)
    (r"\balternative(?=\s+(?:or\s+additional\s+)?costs?\b)", {
        "es": r"\balternativ[oa]s?\b", "it": r"\balternativ[oaie]\b", "de": r"\balternativ\w*",
        "fr": r"\balternati(?:f|ve|fs|ves)\b", "pt": r"\balternativ[oa]s?\b",
    }),
    (r"\badditional(?=\s+(?:or\s+alternative\s+)?costs?\b)", {
        "es": r"\badicional(?:es)?\b", "it": r"\baggiuntiv[oaie]\b|\baddizional[ei]\b|\bulterior[ei]\b|\bin più\b",
        "de": r"\bzusätzlich\w*|\bzusatzkosten\b", "fr": r"\bsupplémentaires?\b|\badditionnel\w*",
        "pt": r"\badicion(?:al|ais)\b",
    }),
    # (an object set apart: fr/it 702.61a `players can't cast other spells` said as spells, de 702.58a another
    # creature as a creature; not each other, one another, in other words, other than, on the other hand, nor a
    # phrase's last word: `moves from one zone to another`, fr `change de zone`)
    # (but each other before what it qualifies is another: 702.91a `each other attacking creature`, fr/es `chaque
    # créature attaquante`)
    (r"(?:(?<!\beach )(?<!\bone )(?<!\bin )(?<!\bthe )\b(?:an)?other|(?<=\beach )other(?=\s+(?!(?:and|or|in|on|at|"
     r"to|with|from|as|if|when|until|than|is|are|was|were|for|by|that|who|which|during|after|before|while)\b)"
     r"[a-z]))\b(?!\s+than\b)(?!\s*[.,;:)”\"])", {
        # (not other than, which says English's other than or a non- word: fr 702.165a `autres que de renfort`)
        "es": r"\b(?:otr[oa]s?|dem[áa]s|distint[oa]s?|diferentes)\b(?!\s+(?:que|de)\b)",
        "it": r"\b(?:altr[oaie]|altrui)\b(?!\s+che\b)",
        "de": r"\b(?:ander\w*|weitere\w*|sonstige\w*)(?!\s+als\b)", "fr": r"\bautres?\b(?!\s+qu(?:e\b|['’]))",
        "pt": r"\b(?:outr[oa]s?|dem[aá]is)\b(?!\s+que\b)",
    }),
    # (a requirement's limit: es 702.62a suspend's `puedes jugarla ... si puedes` left out)
    (r"\bif able\b", {
        "es": r"\bsi (?:es |son |le es |te es |les es )?(?:puede|puedes|pueden|posible|capaz|capaces)\b"
              r"|\ben la medida de lo posible\b",
        "it": r"\b(?:se|ove|qualora) (?:è |sia )?(?:può|puoi|possono|possibile|in grado)\b",
        "de": r"\b(?:wenn|falls|sofern|soweit) (?:möglich|(?:er|sie|es|du|man) (?:kann|könnte|können|kannst|dazu in der"
              r" lage|in der lage))\b",
        "fr": r"\bsi (?:possible|(?:elle|vous|elles|on) (?:le )?(?:peut|peuvent|pouvez))\b|\bs['’]ils? (?:le )?peu"
              r"(?:t|vent)\b|\bs['’]ils? en (?:est|sont) capables?\b|\bdans la mesure du possible\b",
        "pt": r"\bse (?:for |forem )?(?:possível|puder|puderem|conseguir|capaz|capazes)\b|\bquando possível\b",
    }),
    # (an upper bound: de 711.2a `weniger als N2` for no more than N2; pt 711.2a's bound dropped)
    (r"\bno more than\b", {
        # (the negation may stand before the verb: pt 103.2b `não pode revelar mais do que um card`)
        "es": r"\bno (?:\w+ ){0,2}más (?:de|que)\b|\bcomo máximo\b|\ba lo sumo\b",
        "it": r"\bnon (?:\w+ ){0,2}più di\b|\bal massimo\b|\bal più\b",
        "de": r"\bnicht (?:\w+ ){0,2}mehr als\b|\bhöchstens\b|\bmaximal\b",
        "fr": r"\bpas (?:\w+ ){0,2}plus (?:de|d['’]|que)|\bau (?:plus|maximum)\b",
        "pt": r"\bnão (?:\w+ ){0,2}mais (?:de|que|do que)\b|\bno máximo\b",
    }),
    # (a span of time: de 702.54b `in diesem Zug` dropped from the damage dealt this turn)
    (r"\bthis turn\b(?![-‐‑])", {
        "es": r"\b(?:este|ese|dicho) turno\b", "it": r"\b(?:questo|quel|tale) turno\b",
        "de": r"\bdiese[mns]? (?:zug|zuges|zugs)\b", "fr": r"\bce tour\b",
        "pt": r"\b(?:neste|nesse|este|esse|deste|desse) turno\b",
    }),
    # (a condition that does not matter: fr/it 701.47c `qu'elle ait reçu des marqueurs ou non` dropped)
    (r"\bwhether or not\b", {
        "es": r"\bo no\b|\bindependientemente\b|\bsin importar\b|\bda igual\b",
        "it": r"\bo (?:meno|no)\b|\bindipendentemente\b|\bche sia\b|\bche lo sia\b",
        "de": r"\boder nicht\b|\bunabhängig\b|\bgleichgültig\b|\begal\b",
        "fr": r"\bou (?:non|pas)\b|\bindépendamment\b|\bpeu importe\b|\bque ce soit\b",
        "pt": r"\bou não\b|\bindependentemente\b|\bnão importa\b",
    }),
    # (at the same time too: es/fr 701.38d `después del momento`, `après le moment` for at the same time)
    (r"\bsimultaneously\b|\bat the same time\b", {
        # (and the moment something happens: fr 726.4 `au moment même où`, at the same time that)
        "es": r"\b(?:simultáneamente|simultánea|simultáneo|al mismo tiempo|a la vez|en el (?:mismo )?momento en que)",
        "it": r"\b(?:simultaneamente|simultane[oaie]|contemporaneamente|allo stesso tempo|nello stesso momento"
              r"|al tempo stesso|nel contempo|nel (?:preciso )?momento in cui)",
        "de": r"\b(?:gleichzeitig|zur (?:selben|gleichen) zeit|zugleich|im (?:selben|gleichen) moment"
              r"|zum (?:selben|gleichen) zeitpunkt|in dem moment|zu dem zeitpunkt)",
        "fr": r"\b(?:simultanément|simultanée?s?|en même temps|à la fois|au même moment|au moment (?:même )?où)",
        "pt": r"\b(?:simultaneamente|simultâne[oa]s?|ao mesmo tempo|no (?:mesmo )?momento em que)",
    }),
)


def _dropped(english: str, text: str, lang: str) -> list[tuple[str, ...]]:
    """For each entry of `_MUST_SAY` that `text` says fewer times than `english`, in the languages it reads: the
    words English says it with (as it says them, each once: `or more`, `at least`)."""
    low, out = text.lower(), []
    for pattern, said in _MUST_SAY:
        # (a pattern with a group counts its group's matches only: what else it matches it reads and passes over)
        wanted = [w.lower() for w in _pattern(pattern, re.IGNORECASE).findall(english) if w]
        if lang not in said:
            continue
        n = len(_pattern(said[lang]).findall(low))
        if n < len(wanted) and pattern is _EXCEPT_SAID:
            n += _said_as_only("except", english, low, lang)
        if n and pattern is _ENGLISH_ONLY:
            n -= min(len(_ENGLISH_NEGATION_EXCEPT.findall(english)), len(_pattern(_ONLY_AS_NEGATION[lang]).findall(low)),
                     n - len(_pattern(_ONLY_WORDS[lang]).findall(low)))
        if n < len(wanted):
            out.append(tuple(dict.fromkeys(wanted)))
    return out


#: a translation's and/or (es `y/o`, de `und/oder`, fr `et/ou`), and its words for or
_AND_OR_SAID = re.compile(r"\b(?:y|e|und|et)\s*/\s*(?:o|u|ou|oder)\b")
_OR_WORDS = {"es": r"\b[ou]\b", "it": r"\b(?:o|od|oppure)\b", "pt": r"\bou\b", "fr": r"\bou\b", "de": r"\boder\b"}


#: two things a sentence names in an order that says who does what: the former and the latter of two things just
#: named (es `este último`, de `letztere`), the left and the right half of a card
_ORDERED = (
    {"en": (r"\bformer\b", r"\blatter\b"),
     "es": (r"\bprimer[oa]s?\b", r"\búltim[oa]s?\b"),
     "pt": (r"\bprimeir[oa]s?\b", r"\búltim[oa]s?\b"),
     "it": (r"\bprim[oaie]\b", r"\bultim[oaie]\b"),
     "fr": (r"\bpremi(?:er|ère)s?\b", r"\bderni(?:er|ère)s?\b"),
     "de": (r"\berstere[mnrs]?\b", r"\bletztere[mnrs]?\b")},
    {"en": (r"\bleft\b", r"\bright\b"),
     "es": (r"\bizquierd[oa]s?\b", r"\bderech[oa]s?\b"),
     "pt": (r"\besquerd[oa]s?\b", r"\bdireit[oa]s?\b"),
     "it": (r"\bsinistr[oaie]\b", r"\bdestr[oaie]\b"),
     "fr": (r"\bgauches?\b", r"\bdroites?\b"),
     "de": (r"\blinke[mnrs]?\b|\blinks\b", r"\brechte[mnrs]?\b|\brechts\b")},
    # tap and untap (es 701.67a `puedes enderezar un artefacto ... girados` for you may tap an untapped
    # artifact; pt 702.184a): the verb and its object's status keep their order in es/it/fr/pt (not in German,
    # whose verb may close the sentence: `ein ungetapptes Artefakt ... tappen`)
    {"en": (r"\btap(?:s|ped|ping)?\b", r"\buntap\w*"),
     "es": (r"\bgir\w*", r"\bendere[zc]\w*"),
     "it": (r"\btap\w*", r"\bstap\w*"),
     "fr": (r"\bengag\w*", r"\bdégag\w*"),
     "pt": (r"\bvir\w*", r"\bdesvir\w*")},
    # top and bottom of a library (pt 701.22a `no topo ... o restante no fundo` for any number on the bottom and the
    # rest on top)
    {"en": (r"\btop\b", r"\bbottom\b"),
     "es": (r"\bparte superior\b|\bencima\b|\barriba\b", r"\bfondo\b|\bparte inferior\b"),
     "it": (r"\bcima\b", r"\bfondo\b"),
     "de": (r"\boben\b|\boberste\w*", r"\bunten\b|\bunterste\w*"),
     "fr": (r"\bdessus\b", r"\bdessous\b"),
     "pt": (r"\btopo\b", r"\bfundo\b")},
    # draw and discard (pt 701.70a `Descarte um card, depois compre um card` for draw a card, then
    # discard a card: loot turned into rummage)
    {"en": (r"\bdraw(?:s|n|ing)?\b|\bdrew\b", r"\bdiscard\w*"),
     "es": (r"\brob\w*", r"\bdescart\w*"),
     "it": (r"\bpesc\w*", r"\bscart\w*"),
     "de": (r"\bzieh\w*|\bzog\w*|\bgezogen\w*", r"\babw[ie]rf\w*|\bwirf\w*|\babgeworfen\w*"),
     "fr": (r"\bpioch\w*", r"\bdéfauss\w*"),
     "pt": (r"\bcompr[aeo]\w*", r"\bdescart\w*")},
)


#: a modal said with a negation (can't, may not), in each language whose negation stands before its modal (not
#: German, whose nicht may come long after it)
_MODAL_NEGATED = {
    "es": r"\bno\s+(?:se\s+|le\s+|lo\s+|la\s+|les\s+|los\s+|las\s+)?"
          r"(?:puede|pueden|puedes|podrá|podrán|podrás|pueda|puedan)\b",
    "it": r"\bnon\s+(?:si\s+|gli\s+|lo\s+|la\s+|le\s+|ne\s+)?"
          r"(?:può|possono|puoi|potrà|potranno|potrai|possa|possano)\b",
    "pt": r"\bnão\s+(?:se\s+|o\s+|a\s+|lhe\s+)?(?:pode|podem|poderá|poderão|possa|possam)\b",
    "fr": r"\bne\s+(?:\w+\s+)?(?:peut|peuvent|pouvez|peux|pourra|pourront|pourrez|puisse|puissent)"
          r"\s+(?:pas|plus|jamais)\b"
          r"|\bn['’](?:\w+\s+)?(?:a|ont)\s+pas\s+le\s+droit\b",
}
#: any negation of English's, a can't of its own among them (unable, an un-...-able word), read in the raw text: the
#: registry's count leaves a bound out (`_BOUND`: no more than), which a can't may say as well
_ENGLISH_ANY_NEGATION = re.compile(r"\b(?:no|not|never|none|nothing|neither|nor|cannot|unable|un\w+able)\b|n['’]t\b",
                                   re.IGNORECASE)


def _modal_negated(english: str, text: str, lang: str) -> str:
    """The translation's first can't (es `no puede`, fr `ne peut pas`) where English says may or can and no negation
    at all (fr/it 701.55b `un joueur ne peut pas choisir une option ... illégale` for a player may choose); "" when
    not. Not where English says one, which a can't may say: pt 103.2b `não pode revelar mais do que um` for may reveal
    no more than one, pt 115.7d `não podem fazer` for must not cause, es 118.6a `un coste que no se puede pagar` for
    an unpayable cost."""
    pattern = _MODAL_NEGATED.get(lang)
    if pattern is None or _ENGLISH_ANY_NEGATION.search(english) or not re.search(r"\b(?:may|can)\b", english,
                                                                                     re.IGNORECASE):
        return ""
    said = re.search(pattern, text, re.IGNORECASE)
    return said.group() if said else ""


def _order_swapped(english: str, text: str, lang: str) -> tuple[str, str] | None:
    """(two words of `text`, in its order) where it names the two of a pair of `_ORDERED` in another order than
    English does, each as many times as English (es 702.72c `si el primero exilia a este último` for if the latter
    exiles the former; it 702.102d `la metà destra e poi ... la metà sinistra` for the left half and then the right
    half; pt 701.22a `no topo ... o restante no fundo` for on the bottom ... the rest on top, after both name the top N
    cards): the first two that differ from English's order."""
    def said(x: str, pair: tuple[str, str]) -> list[tuple[int, int, str]]:
        return sorted((m.start(), side, m.group()) for side, p in enumerate(pair)
                      for m in re.finditer(p, x, re.IGNORECASE))

    for pair in _ORDERED:
        if lang not in pair:
            continue
        mine, theirs = said(text, pair[lang]), said(english, pair["en"])
        sides, english_sides = [side for _s, side, _w in mine], [side for _s, side, _w in theirs]
        if len(set(sides)) < 2 or sorted(sides) != sorted(english_sides) or sides == english_sides:
            continue
        i = next(k for k, (a, b) in enumerate(zip(sides, english_sides)) if a != b)
        other = next(w for _s, side, w in mine[i + 1:] if side != sides[i])
        return mine[i][2], other
    return None


def _and_or_narrowed(english: str, text: str, lang: str) -> bool:
    """Whether `text` says English's `and/or` fewer times, with no more words for or than English says or (es
    702.9b `criaturas con la habilidad de volar` for creatures with flying and/or reach; 120.3d `y` for and/or)."""
    wanted = len(re.findall(r"\band/or\b", english, re.IGNORECASE))
    if not wanted or lang not in _OR_WORDS:
        return False
    low = text.lower()
    said = len(_AND_OR_SAID.findall(low))
    ors = len(re.findall(_OR_WORDS[lang], _AND_OR_SAID.sub(" ", low)))
    english_ors = len(re.findall(r"\bor\b", re.sub(r"\band/or\b", " ", english, flags=re.IGNORECASE)))
    return said < wanted and ors <= english_ors


def _short_sentence(text: str, english: str, ratio: float, least: float, shortest: int) -> tuple[int, float] | None:
    """(the number of a sentence of `text`, from 1; its length as a share of the one its English sentence leads to
    expect at the page's `ratio`) for the first sentence shorter than `least` of that, in a paragraph that says as
    many sentences as its English (two or more, brackets aside), among English sentences of `shortest` characters
    or more: a clause dropped (es 510.1e, de 502.3). None when there is none."""
    said, wanted = _sentences(_BRACKET.sub(" ", text)), _sentences(_BRACKET.sub(" ", english))
    if len(said) != len(wanted) or len(said) < 2 or ratio <= 0:
        return None
    for n, (s, e) in enumerate(zip(said, wanted), 1):
        if len(e) >= shortest and len(s) / len(e) / ratio < least:
            return n, len(s) / len(e) / ratio
    return None


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENT.split(_ELLIPSIS.sub("…", text)) if s.strip()]


def _paired_sentences(english: list[str], text: list[str]) -> list[tuple[str, str]]:
    """The sentences of a paragraph beside its English's, one for one; where they count otherwise, each sentence
    ending at a colon joined to the next on both sides (it 707.9f `Moritte del Gelo dice, in parte: “Puoi ...` for
    `says, in part, “You may ...`); [] where they still count otherwise."""
    if len(english) != len(text):
        english, text = _colons_joined(english), _colons_joined(text)
    return list(zip(english, text)) if len(english) == len(text) else []


def _colons_joined(sentences: list[str]) -> list[str]:
    out: list[str] = []
    for s in sentences:
        if out and out[-1].endswith(":"):
            out[-1] += " " + s
        else:
            out.append(s)
    return out


#: a full stop or mark written inside the closing quotation mark, right before it (after a space, `cards. “Equip`,
#: an English quotation opens; French spaces its `»`)
_STOP_IN_QUOTE = re.compile(r"([.!?])([”“\"’]|\s?»)")
#: the CR's spaced ellipsis (`“[This permanent] enters with . . . ,”`): no full stop
_ELLIPSIS = re.compile(r"\.\s\.\s\.")
_ELLIPSIS_STOP = re.compile(r"\.\s\.\s\.\s\.")


#: what a translation may punctuate otherwise: a quotation (card text), a bracket (`(See rule 510.)` run into the
#: sentence before it: pt 306.9 `... dono (essa é uma ação baseada-no-estado. Consulte a regra 704).`; zh writes
#: its brackets full width)
_BRACKET = re.compile(r"\([^()]*\)|（[^（）]*）")
_QUOTATION = re.compile(r"“[^“”]*”|«[^«»]*»|„[^„“”]*[“”]|\"[^\"]*\"")
_ASIDE = re.compile(f"{_BRACKET.pattern}|{_QUOTATION.pattern}")
#: a sentence ends at . ! ? and a space before a capital or an opening mark (not at `:`: `Magic: The Gathering`)
_FULL_STOP = re.compile(r"(?<=[.!?])[\"”»’']?\s+(?=[\"“«„A-ZÁÉÍÓÚÀÈÌÒÙÄÖÜ¿¡])")


def _counted_sentences(text: str) -> int:
    """The sentences of a paragraph's text (its examples aside), quotations and brackets left out: a translation
    that says fewer than its English dropped one (measured on the official pt-BR 2020 against its English: none of
    619 paragraphs says fewer, where counting every sentence gave 4 that split otherwise)."""
    # a full stop inside a closing quotation mark (`referred to as an “unlock cost.” A player`) ends the sentence
    # as one after it does (de `als „Entriegelungskosten“ bezeichnet.`)
    # ... and the CR's ellipsis with a full stop, `. . . .”`, is an ellipsis as a translation's `. . .“` is (603.6c
    # `“... from the battlefield, . . . .” (See also rule 603.10.)`: a quotation in the sentence it stands in)
    text = _STOP_IN_QUOTE.sub(r"\2\1", _ELLIPSIS.sub("…", _ELLIPSIS_STOP.sub("…", text)))
    # a quotation stands as a word (capitalised): one that starts a sentence (702.21a `“Ward [cost]” means ...`, pt
    # `“Resguardo [custo]” significa`, where English writes `Ward [cost] means`) leaves it one
    text = _QUOTATION.sub(" Q ", _BRACKET.sub(" ", text))
    # a sentence English starts with or (118.12 `... [effect].” Or “[A player] may ...`) a translation runs into
    # the one before (fr `[effet]. » ou « [Un joueur] peut`)
    return len([s for s in _FULL_STOP.split(text) if re.search(r"\w", s) and not s.startswith("Or ")])


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


#: an English verb negated with n't (can't, doesn't, won't)
_NOT = re.compile(r"[^\W\d_]+n['’]t\b")
#: a bound, not a negation: `no more than fifteen cards` is pt `no máximo 15 cards` (CR 100.4a); `includes, but is
#: not limited to` is es `incluye, entre otras cosas`, de `dazu gehört unter anderem` (708.6); 603.6c `but aren't
#: limited to`, it `ma non si limitano a`
_BOUND = re.compile(r"\bno (?:more|less|fewer|greater|later|earlier) than\b|\bwhether or not\b|\bno matter\b"
                    r"|\b(?:not|[^\W\d_]+n['’]t) limited to\b")


#: a verb of ceasing, which says English `no longer` (es `deja de`, pt `deixa de`, it `smette di`, `cessa di`, fr
#: `cesse de`)
_CEASES = re.compile(r"\b(?:dej(?:a|an|e|en|ara|aran|ase|asen|ar|ará|arán|aría|arían)"
                     r"|deix(?:a|am|e|em|ar|asse|assem|ará|arão|aria|ariam)"
                     r"|smett(?:e|ono|a|ano|ere|esse|essero|erà|eranno)|cess(?:a|ano|i|ino|are|asse|erà|eranno)"
                     # (an adverb between: fr 122.2 `ils cessent simplement d’exister`)
                     r"|cess(?:e|ent|er|era|eront|ait|aient))\s+(?:\w+\s+)?(?:d[eiu]\b|d['’])"
                     # German's aufhören, whole or parted (`aufhört, ein ... zu sein`; 726.3 `hört der Spieler, der
                     # gerade die Initiative hat, auf`)
                     r"|\baufh(?:ört|ören|örte|örten)\b|\bhör(?:t|en|te|ten)\b[^.;:]{0,80}?\bauf\b"
                     # English's own: stops being, ceases to (506.4d `if it stops being both a creature and ...`)
                     r"|\b(?:stops?|stopped|ceases?|ceased)\s+(?:being|to|applying)\b")
#: unlike, in English and in a translation (712.4c `Unlike other double-faced cards`: it `A differenza delle`, de
#: `Anders als`, said as like, `Come le`, `Wie`): counted as a negation
_UNLIKE = re.compile(r"\bunlike\b|\ba diferencia\b|\ba differenza\b|\bcontrairement\b|\bà la différence\b"
                     r"|\bao contrário\b|\bdiferentemente\b|\banders als\b|\bim gegensatz\b|\bim unterschied\b")
#: Italian's or not (`o meno`) before a comparative or at a clause's end, not or less after a number
_IT_OR_NOT = re.compile(r"(?<![\dx] )\bo meno\b(?=\s*[,.;:)]|\s+più\b)")
#: to disregard, in English and in a translation's own word (pt `desconsidere`): counted as a negation, which a
#: translation may say instead (807.4f: it `non si tiene conto`, fr `ne tenez pas compte`, de `nicht berücksichtigt`).
#: Not ignore, which zh says with no negation (116.2d 忽略) and it 106.7's `Non si considera ... o meno` with one
_DISREGARDS = re.compile(r"\bdisregard\w*|\bdesconsider\w*")
#: German's noch after a weder in its sentence (neither ... nor)
_DE_WEDER_NOCH = re.compile(r"\bweder\b[^.;:]*?\b(noch)\b")
#: French `ne ... plus` (no longer): the `plus` after a `ne` or `n'` within two words (`ne s’applique plus`)
_FR_NE_PLUS = re.compile(r"\bn(?:e\s+|['’])[\w'’]+(?:\s+[\w'’]+)?\s+plus\b")
#: not until, said without a negation: de `erst` (406.4 `wird erst offenbart, nachdem`, isn't revealed until after),
#: es `solo después`, it `solo dopo`, pt `somente após`, fr `qu'après` (only after)
_NOT_UNTIL = re.compile(r"\berst\b|\b(?:solo|sólo|solamente|únicamente|soltanto|somente|só|apenas|seulement)\s+"
                        r"(?:después|dopo|depois|após|après)\b|\bqu['’]après\b"
                        # ... and won't ... until just before, said as only just before (807.4j's example: it `solo
                        # appena prima`, pt `só jogará ... logo antes`, fr `ne jouera ... que juste avant`)
                        r"|\b(?:solo|sólo|soltanto|somente|só|apenas)\b[^.;:,]{0,60}?\b(?:prima|antes)\b"
                        r"|\bque juste (?:avant|après)\b")
#: otherwise, which says English `if not` (616.1a `If not, proceed to rule 616.1b`: pt `Caso contrário`, fr `Sinon`)
_OTHERWISE = re.compile(r"\b(?:de lo contrario|en caso contrario|altrimenti|in caso contrario|andernfalls|ansonsten|"
                        r"sonst|caso contrário|do contrário|senão|sinon|dans le cas contraire|autrement)\b")
#: idioms of a translation holding a negation's word that say none: es `sin embargo`, however; out of phase (it
#: `fuori fase`, pt `fora de fase`, fr `hors phase`: 502.1's phased out, where the word for outside is no negation);
#: it `non appena`, as soon as (511.3); English's `not limited to` (`_BOUND`: 708.6 `includes, but is not limited
#: to`), fr `sans s'y limiter`, it `ma non si limita a`, es/pt `no se limita`, `não se limita`, de `nicht ...
#: beschränkt`
_NO_NEGATION = re.compile(r"\bsin embargo\b|\b(?:fuori|fora de|hors de|hors)\s+(?:fase|phase)\b|\bnon appena\b"
                          r"|\bsans s['’](?:y )?limiter\b|\b(?:non|no|não) (?:si |se )?limita\w*"
                          r"|\bsem (?:se )?limitar\b|\bnicht (?:\w+ ){0,2}beschränkt\b|\bohne (?:sich )?(?:\w+ )?zu beschränken\b")


def _negations(text: str, lang: str) -> list[str]:
    """The negations of `text` (the registry's `negations` of `lang`; English also its n't forms), in text order;
    [] for a language the registry gives none."""
    return [w for _at, w in _negations_at(text, lang)]


def _negations_at(text: str, lang: str) -> list[tuple[int, str]]:
    """`_negations` with where each stands in `text`, lower-cased: (offset, word)."""
    entry = _lang_registry.get(lang)
    if entry is None or not entry.negations:
        return []
    if lang == "en":
        low = _BOUND.sub(" ", text.lower())
    else:  # (blanked to the same length: `_negations_beside` reads the offsets in the text)
        low = _NO_NEGATION.sub(lambda m: " " * len(m.group()), text.lower())
    if _lang_registry.unspaced(lang, text):
        return sorted((low.index(c), c) for c in entry.negations if c in low)
    found = [(m.start(), m.group()) for m in _NOT.finditer(low)] if lang == "en" else []
    found += [(m.start(), m.group()) for m in re.finditer(r"[^\W\d_]+", low) if m.group() in entry.negations]
    if lang == "fr":
        # `ne ... plus`, no longer (`n'existe plus`): `plus` alone is more; `et non au début` (not a `non-` word)
        found += [(m.end() - 4, "plus") for m in _FR_NE_PLUS.finditer(low)]
        found += [(m.start(), "non") for m in re.finditer(r"\bnon\b(?![-‑])", low)]
        # `peu importe` (it doesn't matter), said without a negation's word
        found += [(m.start(), "peu importe") for m in re.finditer(r"\bpeu importe\b", low)]
    # to stop doing, said for English `no longer` (pt 305.7 `o terreno deixa de ter seu antigo tipo`); to disregard,
    # which a translation may say as not take into account (807.4f, fr `ne tenez pas compte`); unlike: negations on
    # both sides
    found += [(m.start(), m.group()) for words in (_CEASES, _DISREGARDS, _UNLIKE) for m in words.finditer(low)]
    if lang == "it":
        # `o meno`, or not (113.2c `può produrre o meno più effetti` for may or may not produce), not or less after a
        # number (`1 o meno`)
        found += [(m.start(), m.group()) for m in _IT_OR_NOT.finditer(low)]
    if lang != "en":
        found += [(m.start(), m.group()) for m in (*_NOT_UNTIL.finditer(low), *_OTHERWISE.finditer(low))]
    return _concord(sorted(found), low, lang)


#: negative concord: a language whose no takes a negative word after it in the same clause for one negation (es `no
#: sucede nada`, nothing happens; it `non ... nessuna`, pt `não ... nenhum`); French counts pas, rien, aucun, not ne
#: (not its nor, es `ni`, it `né`, pt `nem`: es 609.4b `No cambia ese coste ni cambia qué maná` says English's second
#: doesn't)
_CONCORD = {"es": ("no", frozenset("nada nadie ningún ninguna ninguno ningunos ningunas nunca jamás".split())),
            "it": ("non", frozenset("niente nulla nessun nessuna nessuno mai".split())),
            "pt": ("não", frozenset("nada ninguém nenhum nenhuma nenhuns nenhumas nunca jamais".split()))}


def _concord(found: list[tuple[int, str]], low: str, lang: str) -> list[tuple[int, str]]:
    """`found` with the negative word that follows a no in the same clause left out (`_CONCORD`): es 701.28c `no
    sucede nada` is English's one nothing, and had hidden a negation dropped beside it."""
    if lang not in _CONCORD:
        return found
    head, words = _CONCORD[lang]
    out: list[tuple[int, str]] = []
    taken = False  # whether the last no took a word already
    for at, w in found:
        if out and w in words and out[-1][1] == head and not taken and not re.search(r"[.;:,]", low[out[-1][0]:at]):
            taken = True
            continue
        taken = False
        out.append((at, w))
    return out


#: the words for outside a language's negations hold (they say English `not` as well: `fora do campo de batalha`)
_OUTSIDE = {"pt": "fora", "it": "fuori", "fr": "hors", "de": "außerhalb"}


#: English's words made with non- that say a negation (`nonland`, `noncreature`, `non-Aura`), not `none`,
#: `nonetheless`, `nonzero` (es `distinto de cero`), nor those a translation says with a prefix of its own (pt
#: 301.5c `inexistente` for nonexistent; nonstandard, non-ongoing, non-repetitive)
_NEGATING_NON = re.compile(r"\bnon-?(?!e\b|etheless\b|zero\b|existent\b|standard\b|ongoing\b|repetitive\b|space\b)"
                       r"[a-z]+", re.IGNORECASE)
#: ... and how a translation marks one, inside a compound too (de `Nichtkreaturenzauberspruch`, `nichtlegendär`)
#: (or as other than: fr 702.165a `les capacités autres que de renfort` for the non-backup abilities)
_NON_SAID = {"es": r"\bno\b|\bsin\b|\bdistint\w* de\b", "it": r"\bnon\b|\bsenza\b|\bdivers\w* da\b|\baltr\w* che\b",
             "pt": r"\bnão\b|\bsem\b|\bdiferentes? d|\boutr\w* que\b",
             "fr": r"\bnon\b|\bne\b|\bn['’]|\bsans\b|\bautres? qu", "de": r"nicht|\bkein|\bohne\b|\baußer\b"}


def _non_word_dropped(esents: list[str], tsents: list[str], english: str, text: str,
                      lang: str) -> tuple[int, str] | None:
    """(the sentence, 0 for the paragraph, and English's non- word) where English says a non- word and the
    translation says no negation at all: sentence by sentence where both say as many sentences, else the whole
    paragraph (es 728.1 `por cada carta de tierra molida` for each nonland card milled). None where none is lost,
    and in a language `_NON_SAID` does not read."""
    pattern = _NON_SAID.get(lang)
    if pattern is None:
        return None
    pairs = list(zip(esents, tsents)) if len(esents) == len(tsents) and len(esents) > 1 else [(english, text)]
    for k, (es_, ts_) in enumerate(pairs, 1):
        word = _NEGATING_NON.search(es_)
        if word and not re.search(pattern, ts_.lower()) and not _negations(ts_, lang):
            return (k if len(pairs) > 1 else 0), word.group()
    return None


def _negations_beside(english: str, text: str, lang: str) -> list[str]:
    """The negations of `text`, a translation of the English sentence `english`, less its words for outside where
    English says outside (407.3 `from outside the game`, pt `de fora do jogo`: no negation of English's), and its
    words for only after where English says no until."""
    found, low = _negations_at(text, lang), text.lower()
    # (and away from: fr 603.10g `se transplane hors d'un plan`, planeswalks away from a plane)
    if lang in _OUTSIDE and re.search(r"\b(?:outside|off|away|out of)\b", english, re.IGNORECASE):
        found = [(at, w) for at, w in found if w != _OUTSIDE[lang]]
    # a word for otherwise counts where it says English's if not, not where English says otherwise itself (es
    # 702.113b `De lo contrario, el hechizo se lanza como si tuviera ese objetivo`, its no dropped)
    otherwise = len(re.findall(r"\botherwise\b", english, re.IGNORECASE))
    if otherwise:
        said = [k for k, (_at, w) in enumerate(found) if _OTHERWISE.fullmatch(w)][:otherwise]
        found = [x for k, x in enumerate(found) if k not in said]
    if not re.search(r"\buntil\b", english, re.IGNORECASE):
        # de `erst ... nachdem`, es `solo después` say English's not ... until only where English says until; else
        # they say its only after (de 702.66b `wird erst angewendet, nachdem` for applies only after)
        found = [(at, w) for at, w in found if not _NOT_UNTIL.fullmatch(w)]
    # English's `or` under a negation (`can't attack or block`), said with a nor a few words after the negation
    # (es `no puede atacar ni bloquear`): no negation of its own (es 701.35a with its second `no` dropped had counted
    # two, as English's two `can't`); not a nor English says with a negation (609.4b `doesn't change ..., and it
    # doesn't change`: es `No cambia ... ni cambia`)
    ors = len(_OR_NEGATED.findall(_BOUND.sub(" ", english.lower())))
    # (a nor with no negation before it in the sentence says that or too, not the negation: es 614.17c `pueden
    # modificarlo ni reemplazarlo`, its `no` dropped, had counted as English's can't; not in French, whose `ne`
    # is not counted: `n'ajoute ni ne retire`, doesn't add or remove)
    under = [k for k, (at, w) in enumerate(found)
             if w in _NOR and (_NOR_CLAUSE.fullmatch(low[found[k - 1][0]:at]) if k else lang in _CONCORD)][:ors]
    # English's non- words (`nontraditional`), said with the negation's word before the word they negate (es `no
    # tradicionales`, de `nicht-traditionelle`): no negation of English's; the word after it begins as English's
    nons = Counter(fold(m.group(1))[:NON_WORD_SHARED] for m in _NON_WORD.finditer(english))
    for k, (at, w) in enumerate(found):
        after = _NEXT_WORD.match(low, at + len(w))
        if nons and after and nons[stem := fold(after.group(1))[:NON_WORD_SHARED]] > 0:
            nons[stem] -= 1
            under.append(k)
    kept = [w for k, (_at, w) in enumerate(found) if k not in under]
    if _negations(english, "en") and lang != "en" and not _ENGLISH_PREVENTS.search(english):
        # a verb of preventing says English's `not to` (701.43b `each effect causing it not to untap`: fr `chaque
        # effet qui l'empêche de se dégager`), where English negates with no such verb of its own: elsewhere it says
        # prevent or preclude (es 702.7c `no impedirá` with its negation dropped is `impedirá`, no negation)
        kept += _PREVENTS.findall(low)
    if lang == "de" and not re.search(r"\b(?:neither|nor)\b", english, re.IGNORECASE):
        # the noch of a weder ... noch, where English says no neither ... nor (609.4b `Es ändert weder diese Kosten,
        # noch ändert es`, for its two doesn't)
        kept += [m.group(1) for m in _DE_WEDER_NOCH.finditer(low)]
    if re.search(r"\bunable\b", english, re.IGNORECASE):
        # English's unable, a negation of its own, said as incapable (fr 602.2 `un joueur est incapable de`)
        kept += _INCAPABLE.findall(low)
    return kept


#: the verbs of preventing (es `impide`, it `impedisce`, pt `impede`, fr `empêche`, de `verhindert`)
_PREVENTS = re.compile(r"\b(?:impid\w*|imped\w*|empêch\w*|verhinder\w*)")
_INCAPABLE = re.compile(r"\b(?:incapa\w*|impossibilit\w*|imposibilit\w*|unfähig\w*)")
_ENGLISH_PREVENTS = re.compile(r"\b(?:prevent\w*|preclud\w*|stop\w*|keep\w*|kept)\b", re.IGNORECASE)


#: an English word made with non- (`nontraditional`, `non-Aura`), and the word it negates; the letters a
#: translation's word after its negation shares with that word at its start (a cognate: `tradicionales`)
_NON_WORD = re.compile(r"\bnon-?([^\W\d_]{4,})", re.IGNORECASE)
NON_WORD_SHARED = 5
#: the word after a negation, joined to it by a space or a hyphen
_NEXT_WORD = re.compile(r"[\s\-‐‑]+([^\W\d_]+)")


#: the words for nor (es/fr `ni`, it `né`, pt `nem`); what stands between a negation and a nor on its clause: a few
#: words, no punctuation; English's or after a negation in one clause
_NOR = frozenset(("ni", "né", "nem"))
_NOR_CLAUSE = re.compile(r"[^\W\d_]+(?:[\s'’]+[^\W\d_]+){0,5}\s+")
_OR_NEGATED = re.compile(r"\b(?:not|no|never|\w+n['’]t|cannot)\b(?:\s+[\w'’]+){0,4}?\s+or\b")


#: English negations a translation says once: `neither ... nor` (de `weder ... noch`), a list of `no` (`no name, no
#: types, and no color`: pt `não tem nome, tipos ... ou cor`); its last `and no` is the list's only where a `, no`
#: is (724.2c `No player gets priority, and no triggered abilities are put onto the stack` says two)
_SAID_ONCE = re.compile(r"\bnor\b|(?<=, )no\b")
_LISTED_NO = re.compile(r"(?<=\band )no\b|(?<=\bor )no\b")


#: English words a translation may say with a negation: `unless`, `only`, `other than`, `except`, `instead`,
#: `until`, `whether`; what is not done (`fail`, `prevent`, `lose`, `ignore`); a word made with non- or un-
#: (`nontoken`, `untapped`: pt `que não seja uma ficha`, `desvirado`), hidden (`não revelada`), a word in -less
#: (colorless: `sem cor`; meaningless: `não façam sentido`), impossible (`impossível`, a negation in pt), disobeyed
#: (it 509.1b `non viene rispettata`);
#: without and the bounds `no more than`, `no longer`, which are no negation of the English's own count; otherwise
#: (es `si no`); outside (pt `fora`, it `fuori`: the words for outside count as negations, pt 702.16a `fontes fora do
#: campo de batalha` for sources not on the battlefield); off (it 701.31b `fuori da quel mazzo planare`, off that
#: planar deck)
_NEGATED_OTHERWISE = re.compile(r"\bnon-?\w+|\bun\w+|\b(?:hidden|whether|only|other than|except|fail\w*|rather than|"
                                r"ceas\w+|stop\w*|finish\w*|otherwise|outside|off|instead|until|prevent\w*|lose|loses|losing|ignor\w+|impossible|\w+less|without|no|disobey\w*)\b",
                                re.IGNORECASE)


#: the words a translation says English `can't ... except` with, as only (de 702.9b `kann nur von Kreaturen mit
#: Flugfähigkeit ... geblockt werden`; fr `ne peut être bloquée que par`)
_ONLY = {"es": r"\b(?:solo|sólo|solamente|únicamente)\b", "it": r"\b(?:solo|soltanto|solamente|unicamente)\b",
         "de": r"\bnur\b", "pt": r"\b(?:apenas|somente|só)\b",
         "fr": r"\b(?:seulement|uniquement)\b|\bn(?:e\s|['’])[^.;]*?\bqu(?:e\b|['’])"}


def _said_with_only(english: str, text: str, lang: str) -> bool:
    """Whether `text` may say English's negation with its word for only: English makes an exception to it
    (`can't be blocked except by`, `unless`) and `text` says only."""
    pattern = _ONLY.get(lang)
    return bool(pattern and re.search(r"\b(?:except|unless|other than)\b", english, re.IGNORECASE)
                and re.search(pattern, text.lower()))


def _negations_said(sentence: str) -> int:
    """How many negations a translation of an English sentence says at least: its negations, `without` among them
    (es `sin`, de `ohne`: the other languages' lists hold it), less those said once (`_SAID_ONCE`). Measured
    sentence by sentence on the official pt-BR 2020 (paragraphs of as many sentences as English): one sentence
    says fewer, 202.3d, a slip of the translation the paragraph check reports too."""
    low = _BOUND.sub(" ", sentence.lower())
    once = len(_SAID_ONCE.findall(low))
    return (len(_negations(sentence, "en")) + len(re.findall(r"\bwithout\b", low))
            - once - (len(_LISTED_NO.findall(low)) if once else 0))


_ADDRESS = re.compile(r"\S*[^\W\d_]\.[^\W\d_]\S*|\S*/\S*")
_NAME_JOINERS = frozenset(("of", "from", "the", "and", "in", "to", "with", "that", "a"))


#: a rule number with its subrule letters, and a range of them (201.2a–b, 702.7a-c)
_RULE_NUMBER = re.compile(r"\b\d+(?:\.\d+)+[a-z]{0,2}(?:\s*[–-]\s*(?:\d+(?:\.\d+)*)?[a-z]{1,2}\b)?")


def _plain_words(text: str) -> str:
    """The words of a sentence a translation translates, as one string: its names (capitalised words and the
    small words between them, `Ali from Cairo`, `It that Betrays`), symbols and web addresses left out."""
    text = re.sub(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+", " ", _ADDRESS.sub(" ", text))
    # (one apostrophe: the CR's `l’Cie` is a page's `l'Cie`)
    text = text.replace("’", "'")
    # a rule number's letters are no words (fr `(Voir règles 201.2a–b.)`: `a` had read as English's)
    text = _RULE_NUMBER.sub(" ", text)
    words = re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text)
    keep = []
    for i, w in enumerate(words):
        if not w[0].islower():  # a name, or a word of a script without case (Chinese, Japanese)
            continue
        if w in _NAME_JOINERS:
            before = next((x for x in reversed(words[:i]) if x not in _NAME_JOINERS), "")
            after = next((x for x in words[i + 1:] if x not in _NAME_JOINERS), "")
            if before[:1].isupper() and after[:1].isupper():
                continue
        keep.append(w)
    return " ".join(keep)


def _english_share(sentence: str, lang: str) -> float:
    """Share of the words that are English function words and not function words of `lang`."""
    from . import lang as _lang

    en, tl = _lang.get("en"), _lang.get(lang)
    words = _words(sentence)
    if not words or en is None:
        return 0.0
    own = tl.stopwords if tl is not None else frozenset()
    hits = sum(1 for w in words if w in en.stopwords and w not in own)
    ownhits = sum(1 for w in words if w in own and w not in en.stopwords)
    return (hits - ownhits) / len(words)


def _body(n: RuleNode) -> str:
    return " ".join(filter(None, (n.text, *n.examples)))


def _titled(n: RuleNode) -> str:
    """A paragraph's title and text (its examples aside): where its terms are named."""
    return " ".join(filter(None, (n.title, n.text)))


def _side_by_side(lang: str, t: RuleNode, e: RuleNode) -> tuple[str, str]:
    """The evidence of a finding on a paragraph: the start of its text and of its English paragraph's (of a
    heading, which has none: its title)."""
    return _beside(lang, _body(t) or t.title, _body(e) or e.title)


def _beside(lang: str, text: str, english: str) -> tuple[str, str]:
    """The evidence of a finding on a text (a paragraph, a sentence of it): its start and its English's."""
    return f"{lang}: {text[:120]}", f"en: {english[:120]}"
