"""The registered content languages, one `Language` entry each. Adding a language is adding an entry here
(and, if its pages have a layout of their own, a parser in `rulesdb/sources/`).

Stop words are the most frequent function words of each language (a subset of the Snowball project's lists);
detection words are function words chosen to be rare in the other languages. Reference words, example labels,
CR titles and effective-date phrases are as the rule texts print them: the official English CR, the Chinese
translation (`raw_sources/zh/`), the seed pages, the pt-BR PO file and pages; French and Japanese as their
published CR translations print them ("Les règles complètes ...", "Ces règles entrent en vigueur au 1er février
2010", "総合ルール", "もくじ", "用語集"). The CR-layout fields of a language whose CR text has not been seen are
left empty.
"""
from __future__ import annotations

from .language import Language

__all__ = ["ENTRIES"]

#: the rules' words for what a judge says with an everyday verb, in every language's jargon: an object that
#: disappears leaves (the battlefield, combat) or is removed; an effect ends, or lasts until (CR 514.2, 611.2);
#: a card belongs to its owner (CR 108.3)
_LEAVES = ("leaves", "removed")
_ENDS = ("end",)
_LASTS = ("until", "duration")
_TRIGGERS = ("trigger",)
#: a judge responds (answers a spell or ability while it waits on the stack): the rules' priority and stack
_RESPOND = ("respond", "priority", "stack")
_REVEALED = ("reveal",)
_SIDEBOARD = ("sideboard",)
_FOUND = ("find",)
#: the cards print one word for additional and extra (es turno adicional, de zusätzlicher Zug: an extra turn); the
#: rules of extra turns, phases and steps (500.7-500.10) say extra
_EXTRA = ("additional", "extra")
_ENTERS = ("enters the battlefield",)
_BELONGS = ("owner",)
_TAKEN_OUT = ("removed",)
#: a game of three or four players is what the rules call a multiplayer game (CR 800.1)
_MULTIPLAYER = ("multiplayer",)
#: an action repeated without end is what the rules call a loop (CR 732, Handling Infinite Loops)
_LOOP = ("loop",)
#: the variants judges name by their abbreviations in every language (2HG: Two-Headed Giant, CR 810; EDH: Commander,
#: CR 903): `2HG: my trigger and my teammate's trigger at once` had searched the digit 2
_VARIANT_JARGON = (("2hg", ("two-headed giant",)), ("edh", ("commander",)))
#: a match of several games, and who takes the first turn in each (CR 103.1)
_MATCH = ("match",)
_GOES_FIRST = ("first turn",)
#: a creature killed is destroyed and goes to the graveyard (what en `kill` stands for too)
_KILLED = ("destroy", "graveyard")
#: what es and pt players call a creature (un bicho con defensor)
_CRITTER = ("creature",)
#: what es players call an opponent (el rival; the cards print oponente)
_OPPONENT = ("opponent",)
_FLYING = ("flying",)
_TAPPED = ("tap",)
#: what new players call the graveyard (the pile of used cards), counters (markers) and damage (hurt, wounds)
_GRAVEYARD = ("graveyard",)
_COUNTERS = ("counter",)
_DAMAGE = ("damage",)
#: a player who concedes leaves the game (CR 104.3a): what then happens to their objects and choices is said of a
#: player who left the game (800.4a-h)
_CONCEDES = ("concede", "left the game")
_EXILED = ("exile",)
#: a permanent stolen is one whose control was gained (roubei a criatura, ho rubato, geklaut)
_STOLEN = ("gain control",)
#: a mutated creature is a merged permanent (CR 702.140c, 730): what happens to its cards is said there
_MUTATED = ("mutate", "merged permanent")
_NO_CARDS = ("library with no cards",)  # an empty library: CR 121.4, 704.5b  # es `la saca del combate`: removes it from combat


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    """`"paid=pay dealt=deal"` -> `(("paid", "pay"), ("dealt", "deal"))`."""
    return tuple((w, v) for w, _eq, v in (item.partition("=") for item in text.split()))


def _opposites(text: str) -> tuple[tuple[str, tuple[str, ...], str, tuple[str, ...]], ...]:
    """`"begin: begins began | end: end ends; ..."` -> `(("begin", ("begins", "began"), "end", ("end", "ends")), ...)`:
    pairs separated by `;`, the two senses of a pair by `|`, a phrase's words by `_` (`face_up`)."""
    out = []
    for pair in text.split(";"):
        (a, wa), (b, wb) = (side.split(":") for side in pair.split("|"))
        out.append((a.strip(), tuple(w.replace("_", " ") for w in wa.split()),
                    b.strip(), tuple(w.replace("_", " ") for w in wb.split())))
    return tuple(out)


def _numbers(text: str) -> tuple[tuple[str, int], ...]:
    """`"zero=0 two=2"` -> `(("zero", 0), ("two", 2))`."""
    return tuple((w, int(v)) for w, v in _pairs(text))


ENTRIES: tuple[Language, ...] = (
    Language(
        code="en", locale="en", script="Latn",
        ref_words=("rule", "rules"),
        ref_joiners=("and", "or", "through"),
        example_labels=("Example", "Examples"),
        stopwords=_words("""a an and are as at be but by for from has have if in into is it its of on or such that the
            their then there these they this to was were will with which who whose"""),
        detect_words=_words("""the and is of to a an in that with it for are on as not be or this have has that by from
            its if after won't isn't didn't at"""),
        stemmer="english",
        irregular_forms=_pairs("""paid=pay dealt=deal chose=choose chosen=choose drew=draw drawn=draw took=take
            taken=take gave=give given=give became=become began=begin begun=begin held=hold made=make
            got=get gotten=get brought=bring fought=fight went=go gone=go came=come lost=lose won=win spent=spend
            shown=show seen=see saw=see known=know knew=know wrote=write written=write told=tell ran=run
            fortification=fortify fortifications=fortify"""),
        # (not `without`: English says `with no` as often; a translation's `sin` counts on its side only)
        negations=_words("not no never none nothing neither nor cannot nobody nowhere unable"),
        number_words=_numbers("zero=0 nonzero=0 nothing=0 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 twenty=20 twice=2 "
            "eleven=11 twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19"),
        # (the former and the latter player: pt-BR o primeiro, o segundo)
        color_words=_numbers("white=1 blue=2 black=3 red=4 green=5"),
        ordinal_words=_numbers("first=1 second=2 third=3 fourth=4 fifth=5 former=1 latter=2 secondary=2"),
        opposites=_opposites(
            "different: different differently | same: same; "
            "begin: begin begins began beginning start starts started starting | end: end ends ended ending stop stops stopped stopping is_over was_over were_over; "
            "face up: face_up face-up faces_up | face down: face_down face-down faces_down; before: before prior_to | after: after once_a once_an once_the once_all once_it; after: after | during: during; "
            "top: top topmost | bottom: bottom bottommost; give: give gives giving gave given | remove: remove removes removing removed; add: add adds added adding | remove: remove removes removing removed; put: put puts putting | remove: remove removes removing removed; upper: upper | lower: lower; above: above | below: below; "
            "include: include includes including | except: except excluding other_than; may: may can could might able | must: must should; and: and | or: or; instead: instead | in addition: in_addition; "
            "next: next | each: each every; require: require requires required | allow: allow allows allowed; "
            "next: next | previous: previous previously; "
            "gain: gain gains gained gaining | lose: lose loses lost losing; "
            "day: day | night: night; front: front | back: back; "
            "also: also | only: only; follow: follow follows following followed | precede: precede precedes preceding preceded; at least: at_least | only: only; exactly: exactly | at least: at_least; all: all every everywhere each | some: some; at least: at_least | at most: at_most; "
            "right: right | left: left; or more: or_more or_greater | more than: more_than greater_than; or more: or_more or_greater | or fewer: or_fewer or_less; more: more | fewer: fewer less; "
            "greater: greater larger higher largest biggest | less: less smaller lower fewer smallest; most: most | all: all; attacking: attacking attacker attackers attack attacks | defending: defending defender defenders defend defends; attacking: attacking attacker attackers attack attacks | blocking: blocking blocker blockers block blocks; "
            "highest: highest greatest topmost | lowest: lowest bottommost; tapped: tapped tap taps tapping | untapped: untapped untap untaps untapping; first: first | last: last; "
            "usually: usually often generally typically sometimes | always: always; no matter: no_matter regardless independently | only: only just; "
            "older: older oldest earliest | newer: newer newest most_recent latest; enter: enter enters entered entering | leave: leave leaves leaving left; increase: increase increases increased increasing | decrease: decrease decreases decreased decreasing reduce reduces reduced reducing; legal: legal legally | illegal: illegal illegally; subtype: subtype subtypes | supertype: supertype supertypes; public: public | hidden: hidden; alternative: alternative | additional: additional; alternative: alternative | normal: normal; controller: controller controllers control controls controlled controlling | owner: owner owners own owns owned; generic: generic | colorless: colorless; or more: or_more or_greater | at most: at_most; "
            "odd: odd | even: even; end of turn: end_of_turn end_of_the_turn | end of game: end_of_the_game rest_of_the_game; type: type types | color: color colors"),
        question_words=_words("""what whats how why where which who does do did i my me mine we were our your happens happen happened anything something really actually
            could might would should want wants like say says said also just even
            right correct wrong true claims claim thinks think argues"""),
        # players' words (the CR's glossary says `dies` = put into a graveyard from the battlefield)
        jargon=_VARIANT_JARGON + (
            ("dies", ("graveyard", "battlefield")), ("died", ("graveyard", "battlefield")),
            ("die", ("graveyard", "battlefield")), ("kill", ("destroy", "graveyard")),
            ("bounce", ("return", "hand")), ("bounced", ("return", "hand")),
            # a new player's words
            ("discard pile", _GRAVEYARD), ("turned sideways", _TAPPED), ("turn sideways", _TAPPED),
            ("markers", _COUNTERS), ("hurt", _DAMAGE),
            ("blink", ("exile", "return", "battlefield")), ("flicker", ("exile", "return", "battlefield")),
            ("etb", ("enters",)), ("ltb", ("leaves the battlefield",)),
            ("fizzle", ("illegal", "resolve")), ("fizzles", ("illegal", "resolve")), ("fizzled", ("illegal", "resolve")),
            ("board wipe", ("destroy all",)), ("wrath", ("destroy all",)), ("sweeper", ("destroy all",)),
            ("tutor", ("search", "library")), ("deck", ("library",)), ("yard", ("graveyard",)), ("gy", ("graveyard",)),
            ("sac", ("sacrifice",)), ("steal", ("gain control",)), ("stole", ("gain control",)),
            ("mutated", _MUTATED),
            ("clone", ("copy",)), ("eot", ("end step",)), ("hit", ("deal damage",)),
            ("anthem", ("creatures you control get",)), ("pump", ("gets",)), ("lifegain", ("gain life",)),
            ("summoning sick", ("summoning sickness",)), ("legend rule", ("legendary", "same name")),
            ("infinite", _LOOP), ("land drop", ("play a land",)),
            ("respond", ("priority", "stack")), ("response", ("priority", "stack")), ("extra", ("additional",)),
            ("concede", _CONCEDES), ("concedes", _CONCEDES), ("conceded", _CONCEDES), ("conceding", _CONCEDES),
            ("pick", ("choose",)), ("picks", ("choose",)), ("picked", ("choose",)),
            ("comes in", ("enters",)), ("come in", ("enters",)), ("came in", ("enters",)), ("coming in", ("enters",)),
            ("blocker", ("blocking creature",)), ("blockers", ("blocking creature",)),
            ("at the same time", ("simultaneously",)), ("right away", ("immediately",)),
            ("figure out", ("determine",)), ("mid", ("during",)), ("in the middle of", ("during",)),
            ("how long", ("duration",)),
            ("counterspell", ("counter", "spell")), ("counterspells", ("counter", "spell")),
            ("swing", ("attack",)), ("swings", ("attack",)), ("swung", ("attack",)),
            ("on board", ("battlefield",)), ("on the board", ("battlefield",)),
            ("blow up", ("destroy",)), ("bring back", ("return",)), ("brings back", ("return",)),
            ("put down", ("play",)),
            ("goes away", ("leaves",)), ("go away", ("leaves",)), ("swap", ("exchange",)), ("switch", ("exchange",)),
            ("take control", ("gain control",)), ("endless", _LOOP),
            ("empty library", _NO_CARDS), ("cmc", ("mana value",)),
            ("converted mana cost", ("mana value",)), ("p/t", ("power", "toughness")),
            ("get back", ("return",)), ("gets back", ("return",)), ("go back", ("return",)), ("goes back", ("return",)),
            ("sorcery speed", ("main phase", "stack is empty")), ("instant speed", ("instant", "priority")),
            ("sba", ("state-based actions",)), ("sbas", ("state-based actions",)), ("scoop", ("concede",)),
            ("give up", ("concede",)), ("gives up", ("concede",)), ("gave up", ("concede",)),
            ("mull", ("mulligan",)), ("mulled", ("mulligan",)), ("wears off", ("cleanup step",)),
            ("topdeck", ("top of library",)),
            ("three player", _MULTIPLAYER), ("four player", _MULTIPLAYER), ("3 player", _MULTIPLAYER),
            ("4 player", _MULTIPLAYER), ("multi-player", _MULTIPLAYER),
            ("best of three", _MATCH), ("best-of-three", _MATCH), ("best of 3", _MATCH), ("bo3", _MATCH),
            ("go first", _GOES_FIRST), ("goes first", _GOES_FIRST), ("play first", _GOES_FIRST),
            ("plays first", _GOES_FIRST),
            ("zero", ("0",)), ("one", ("1",)), ("two", ("2",)), ("three", ("3",)), ("four", ("4",)),
            ("five", ("5",)), ("six", ("6",)), ("seven", ("7",)), ("twice", ("2",)),
        ),
        idioms=frozenset(("right away", "at the same time", "figure out", "wears off", "give up", "gives up", "gave up",
                          "in the middle of", "blow up", "bring back", "put down", "brings back", "goes away",
                          "go away")),
        apostrophe="possessive",
        cr_titles=("Comprehensive Rules",),
        effective_phrases=("effective as of", "current as of"),
        contents_titles=("Contents",),
        glossary_titles=("Glossary",),
        end_titles=("Credits", "Questions?"),
    ),
    Language(
        code="es", locale="es", script="Latn",
        ref_words=("regla", "reglas"),
        ref_joiners=("y", "o"),
        example_labels=("Ejemplo",),
        stopwords=_words("""a al algo como con de del el ella ellas ellos en era es esa ese eso esta este esto fue ha hay
            la las le les lo los más me mi no nos o para pero por que qué se si sin sobre su sus también te un una uno
            unos y ya"""),
        detect_letters="ñ¿¡áíóú",
        detect_words=_words("el la los las y es de que en un una con por para del al se no su sus o tiene tienen él"),
        stemmer="spanish",
        # the past of morir is stemmed `mur`, as the cards' Muro (wall) is
        irregular_forms=_pairs("murió=muere murio=muere murieron=mueren"),
        negations=_words("no nunca jamás ni ningún ninguna ninguno ningunos ningunas nada nadie tampoco sin imposible irrelevante"),
        number_words=_numbers("cero=0 doble=2 triple=3 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 veinte=20 "
            "once=11 doce=12 trece=13 catorce=14 quince=15 dieciséis=16 diecisiete=17 dieciocho=18 diecinueve=19"),
        color_words=_numbers("blanco=1 blanca=1 blancos=1 blancas=1 azul=2 azules=2 negro=3 negra=3 negros=3 negras=3 rojo=4 roja=4 rojos=4 rojas=4 verde=5 verdes=5"),
        ordinal_words=_numbers("primer=1 primero=1 primera=1 primeros=1 primeras=1 segundo=2 segunda=2 segundos=2 "
            "segundas=2 tercer=3 tercero=3 tercera=3 terceros=3 terceras=3 quinto=5 quinta=5"),
        opposites=_opposites(
            "different: diferente diferentes distinto distinta distintos distintas | same: mismo misma mismos mismas; "
            "begin: comienza comienzan comenzó comenzar comienzo comience comiencen comenzara comenzaran empieza empiezan empezar empiece empiecen inicio "
            "principio inicial | end: termina terminan terminó terminar final fin; face up: boca_arriba | face down: boca_abajo; "
            "before: antes | after: después; after: después | during: durante; top: parte_superior encima arriba primera_carta primeras_cartas | bottom: fondo parte_inferior; "
            "give: dar darle da dan | remove: quitar quitarle quita quitan; add: añade añaden añadido añadidos añadida añadidas añadir | remove: quita quitan quitado quitados quitada quitadas quitar retira retiran retirado retirados retirada retiradas retirar; put: pon ponga pongas pone ponen poner ponle ponla ponlas ponlo ponlos puesto puesta puestos puestas | remove: quita quitan quitar quitado quitada quitados quitadas remueve remueven remover remuevas removido removida removidos removidas retira retiran retirar retirado retirada retirados retiradas; upper: superior | lower: inferior; above: encima | below: debajo; include: incluido incluida incluidos "
            "incluidas incluye incluyendo | except: excepto salvo excluido excluida excluidos excluidas; may: puede pueden puedes podrá podrán podrás pueda puedan puedas podría podrían | "
            "must: debe deben debes deberá deberán deberás deba deban debas debería deberían; and: y e | or: o u; instead: en_lugar en_vez | in addition: además; "
            "next: próxima próximo próximas próximos | previous: anterior anteriores; "
            "gain: gana ganan ganar ganado gane ganen | lose: pierde pierden perder perdido pierda pierdan; "
            "day: día | night: noche; front: frontal frontales | back: posterior trasera; "
            "next: próxima próximo próximas próximos | each: cada; require: requiere requieren requerir | "
            "allow: permite permiten permitir; at least: al_menos por_lo_menos | only: solo sólo solamente "
            "únicamente única únicas único únicos; exactly: exactamente | at least: al_menos por_lo_menos; "
            "all: todos todas cada | some: algunos algunas alguno alguna parte_del parte_de_los parte_de_las una_parte; at least: al_menos por_lo_menos | at most: como_máximo como_mucho; "
            "right: derecha derecho | left: izquierda izquierdo; or more: o_más | more than: más_de; or more: o_más | or fewer: o_menos; more: más | fewer: menos; greater: mayor superior | less: menor inferior; most: mayoría | all: todos todas; "
            "attacking: atacante atacantes ataca atacan atacar atacó ataque ataquen | defending: defensor defensora defensores defensoras defiende defienden; attacking: atacante atacantes ataca atacan atacar atacó ataque ataquen atacando | blocking: bloqueadora bloqueadoras bloqueador bloqueadores bloquea bloquean bloquear bloqueó bloquee bloqueen bloqueando bloqueo bloqueos; "
            "highest: más_alto más_alta más_altos más_altas superior superiores | lowest: más_bajo más_baja más_bajos más_bajas inferior inferiores; "
            "tapped: girado girada girados giradas gira giran girar gire giren | untapped: enderezado enderezada enderezados enderezadas endereza enderezan enderezar enderece enderecen; "
            "first: primero primera primer primeros primeras | last: último última últimos últimas; "
            "usually: normalmente generalmente habitualmente a_menudo suele suelen a_veces | always: siempre; "
            "no matter: sin_importar independientemente no_importa | only: solo sólo solamente únicamente; also: también | only: solo sólo solamente únicamente; follow: sigue siguen seguir | precede: precede preceden preceder; "
            "older: antiguas antiguos antigua antiguo más_viejas más_viejos más_vieja más_viejo | newer: recientes reciente más_nuevas más_nuevos más_nueva más_nuevo; enter: entra entran entrar entró entrado | leave: sale salen salir salió abandona abandonan abandonar abandonó abandonado abandonada; increase: aumenta aumentan aumentar aumentado creciente crecientes | decrease: reduce reducen reducir reducido disminuye disminuyen disminuir disminuido decreciente decrecientes; legal: legal legales | illegal: ilegal ilegales; subtype: subtipo subtipos | supertype: supertipo supertipos; public: pública públicas público públicos | hidden: oculta ocultas oculto ocultos; alternative: alternativo alternativos alternativa alternativas | additional: adicional adicionales; alternative: alternativo alternativos alternativa alternativas | normal: normal normales; "
            "controller: controlador controladores controladora control controla controlan controlas controlado controlada controlados controladas controles | owner: propietario propietarios propietaria propietarias; generic: genérico genérica genéricos genéricas | colorless: incoloro incolora incoloros incoloras; or more: o_más al_menos por_lo_menos como_mínimo | at most: como_máximo como_mucho a_lo_sumo; "
            "odd: impar impares | even: par pares; end of turn: final_del_turno fin_del_turno | end of game: final_de_la_partida fin_de_la_partida final_del_juego fin_del_juego resto_de_la_partida resto_del_juego; type: tipo tipos | color: color colores"),
        question_words=_words("""qué que cómo como cuándo cuando dónde donde adónde adonde cuál cual quién puedo puede pueden podría debo hace hago pasa pasaría ocurre sigue sigo mi mis yo tú tu me le lo la él ella alguien algo todavía aún sí realmente cuánto cuánta cuántos cuántas cuanto cuanta cuantos cuantas
            razón dice dicen correcto verdad cierto así"""),
        citation_endings=(("a", "ar"),),  # the imperative of the cards (exilia, exiliar)
        # what a judge says and the cards seldom print (not in the word table learnt from them)
        jargon=_VARIANT_JARGON + (
                ("conceder", _CONCEDES), ("concede", _CONCEDES), ("concedió", _CONCEDES),
                ("responder", _RESPOND), ("respuesta", _RESPOND), ("infinito", _LOOP), ("infinita", _LOOP),
                ("tomar el control", ("gain control",)),
                ("carta de dos caras", ("double-faced card",)),
                ("al mejor de tres", _MATCH), ("mejor de tres", _MATCH), ("bo3", _MATCH),
                ("matar", _KILLED), ("mata", _KILLED), ("matan", _KILLED), ("maté", _KILLED), ("mató", _KILLED),
                ("matado", _KILLED),
                ("tres jugadores", _MULTIPLAYER), ("cuatro jugadores", _MULTIPLAYER), ("multijugador", _MULTIPLAYER),
                ("partida a cuatro", _MULTIPLAYER), ("partida de cuatro", _MULTIPLAYER),
                ("bicho", _CRITTER), ("bichos", _CRITTER), ("mutada", _MUTATED), ("mutado", _MUTATED),
                ("rival", _OPPONENT), ("rivales", _OPPONENT),
                # a new player's words
                ("pila de descarte", _GRAVEYARD), ("pila de descartes", _GRAVEYARD),
                ("marcadores", _COUNTERS), ("heridas", _DAMAGE),
                # the cards print vuela (flying), girar (tap) and conceder; players say voladora, tapear, rendirse
                ("voladora", _FLYING), ("voladoras", _FLYING), ("volador", _FLYING), ("voladores", _FLYING),
                ("tapear", _TAPPED), ("tapea", _TAPPED), ("tapeo", _TAPPED), ("tapeé", _TAPPED), ("tapeada", _TAPPED),
                ("tapeado", _TAPPED), ("rinde", _CONCEDES), ("rindo", _CONCEDES), ("rendirse", _CONCEDES),
                ("rindió", _CONCEDES), ("genérico", ("generic",)),
                # everyday verbs for what the rules say otherwise (not `acabar`: `acaba de entrar` is just entered)
                ("desaparece", _LEAVES), ("desaparecer", _LEAVES), ("terminan", _ENDS), ("terminar", _ENDS),
                ("termina", _ENDS), ("duran", _LASTS), ("dura", _LASTS),
                ("durar", _LASTS), ("pertenece", _BELONGS), ("pertenecen", _BELONGS), ("pertenecer", _BELONGS),
                ("saca", _TAKEN_OUT), ("sacar", _TAKEN_OUT), ("sacan", _TAKEN_OUT),
                ("biblioteca vacía", _NO_CARDS), ("biblioteca vacia", _NO_CARDS),
                ("adicional", _EXTRA), ("adicionales", _EXTRA),
                # players show (`enseñar`) what the cards reveal (`mostrar`), and keep a sideboard on the bench
                ("enseñar", _REVEALED), ("enseña", _REVEALED), ("enseño", _REVEALED), ("enseñas", _REVEALED),
                ("banquillo", _SIDEBOARD)),
    ),
    Language(
        code="it", locale="it", script="Latn",
        ref_words=("regola", "regole"),
        ref_joiners=("e", "o"),
        example_labels=("Esempio",),
        stopwords=_words("""a ad agli ai al alla alle allo anche c che chi ci come con da dagli dai dal dalla dalle dallo
            degli dei del della delle dello di e è gli ha hanno i il in io la le lo ma ne negli nei nel nella nelle nello
            non o per più se si sia sono su sua sue sugli sui sul sulla sulle sullo suo suoi tra un una uno
            questa queste questi questo era erano fu furono"""),
        detect_letters="ìò",
        # (dal, nel, tuo, ogni: it 701.61a `Esilia tre carte dal tuo cimitero o sacrifica un Cibo` had tied with Spanish)
        detect_words=_words("""il lo la le gli i e è di che in un una con per del della al non si o da questo questa esso essa
            dal dalla nel nella tuo tua ogni"""),
        stemmer="italian",
        # `pesco` (I draw) is stemmed `pesc`, as the cards' Pesce (Fish) is; `pesca` is printed for draw
        irregular_forms=_pairs("pesco=pesca"),
        # (`privo di carte`, with no cards: CR 121.4; `e altre no`, and some can't: 110.4)
        negations=_words("non no mai né nessun nessuna nessuno niente nulla neanche nemmeno senza impossibile irrilevante fuori "
                         "privo priva privi prive"),
        number_words=_numbers("zero=0 doppio=2 triplo=3 due=2 tre=3 quattro=4 cinque=5 sette=7 otto=8 nove=9 dieci=10 "
            "undici=11 dodici=12 tredici=13 quattordici=14 quindici=15 sedici=16 diciassette=17 diciotto=18 diciannove=19 venti=20"),
        # (not `prima`, before; not `secondo`, according to)
        color_words=_numbers("bianco=1 bianca=1 bianchi=1 bianche=1 blu=2 nero=3 nera=3 neri=3 nere=3 rosso=4 rossa=4 rossi=4 rosse=4 verde=5 verdi=5"),
        ordinal_words=_numbers("primo=1 primi=1 seconda=2 secondi=2 seconde=2 terzo=3 terza=3 terzi=3 terze=3 "
            "quinto=5 quinta=5"),
        opposites=_opposites(
            "different: diverso diversa diversi diverse diversamente differente differenti | same: stesso stessa stessi stesse medesimo medesima medesimi medesime; "
            "before: prima_che prima_di prima_del prima_della prima_dello prima_dei prima_delle prima_degli | after: dopo; "
            "begin: inizio inizia iniziano iniziare comincia cominciano iniziale | end: fine finisce "
            "finiscono termina terminano; face up: a_faccia_in_su | face down: a_faccia_in_giù; top: cima prima_carta prime_carte faccia_superiore | "
            "bottom: fondo ultima_carta ultime_carte faccia_inferiore; give: dare dà conferisce | remove: rimuovere rimuove togliere toglie; add: aggiunge aggiungono aggiunto aggiunti aggiunta aggiunte aggiungere | remove: rimuove rimuovono rimosso rimossi rimossa rimosse rimuovere toglie tolgono tolto tolti tolta tolte togliere; put: metti mette mettono mettere metta mettila mettilo mettile mettili messo messa messi messe | remove: rimuovi rimuove rimuovono rimuovere rimosso rimossa rimossi rimosse togli toglie togliere tolto tolta tolti tolte; upper: superiore | lower: inferiore; above: al_di_sopra | below: al_di_sotto; include: incluso "
            "inclusa inclusi incluse compreso compresa compresi comprese | except: tranne eccetto escluso esclusa esclusi escluse; may: può possono puoi potrà potranno potrai possa possano potrebbe potrebbero | "
            "must: deve devono devi dovrà dovranno dovrai debba debbano dovrebbe dovrebbero; after: dopo | during: durante; and: e ed | or: o od oppure; instead: invece anziché | in addition: oltre inoltre in_aggiunta; next: prossima prossimo prossime prossimi | each: ogni ciascuna ciascuno; require: richiede richiedono | allow: permette permettono consente consentono; at least: almeno | only: solo soltanto solamente unica uniche unico unici; exactly: esattamente | at least: almeno; all: tutti tutte ogni ciascun ciascuna ciascuno | some: alcuni alcune parte_del parte_dei parte_delle una_parte; at least: almeno | at most: al_massimo; right: destra destro | left: sinistra sinistro; or more: o_più | more than: più_di; or more: o_più | or fewer: o_meno; greater: maggiore superiore più_alto più_alta | less: minore inferiore più_basso più_bassa; most: maggior_parte | all: tutti tutte; "
            "next: prossima prossimo prossime prossimi | previous: precedente precedenti; "
            "gain: guadagna guadagnano guadagnare guadagnato guadagni | lose: perde perdono perdere perso perda; "
            "day: giorno | night: notte; front: fronte frontale frontali anteriore anteriori | back: retro posteriore posteriori; "
            "attacking: attaccante attaccanti attacca attaccano attaccare attacchi attacchino | defending: difendente difendenti difensore difensori in_difesa difende difendono; attacking: attaccante attaccanti attacca attaccano attaccare attacchi attacchino attaccando | blocking: bloccante bloccanti blocca bloccano bloccare blocchi blocchino bloccando; "
            "highest: più_alto più_alta più_alti più_alte più_in_alto | lowest: più_basso più_bassa più_bassi più_basse più_in_basso; "
            "tapped: tappato tappata tappati tappate tappa tappano tappare tap | untapped: stappato stappata stappati stappate stappa stappano stappare stap; "
            "first: primo prima primi prime | last: ultimo ultima ultimi ultime; "
            "usually: normalmente generalmente spesso di_solito solitamente a_volte talvolta | always: sempre; "
            "no matter: indipendentemente non_importa | only: solo soltanto solamente unicamente; also: anche | only: solo soltanto solamente unicamente; follow: segue seguono seguire | precede: precede precedono precedere; "
            "older: più_vecchie più_vecchi più_vecchia più_vecchio meno_recenti meno_recente più_antico più_antica | newer: più_recenti più_recente più_nuove più_nuovi più_nuova più_nuovo; enter: entra entrano entrare entrato entrata | leave: lascia lasciano lasciare lasciato lasciata esce escono uscire; increase: aumenta aumentano aumentare aumentato crescente crescenti | decrease: riduce riducono ridurre ridotto diminuisce diminuiscono diminuire diminuito decrescente decrescenti; legal: legale legali | illegal: illegale illegali; subtype: sottotipo sottotipi | supertype: supertipo supertipi; public: pubblica pubbliche pubblico pubblici | hidden: nascosta nascoste nascosto nascosti; alternative: alternativo alternativi alternativa alternative | additional: addizionale addizionali aggiuntivo aggiuntivi aggiuntiva aggiuntive; alternative: alternativo alternativi alternativa alternative | normal: normale normali; "
            "controller: controllore controllori controllo controlla controllano controlli controllato controllata controllati controllate | owner: proprietario proprietari proprietaria proprietarie; generic: generico generica generici generiche | colorless: incolore incolori; or more: o_più almeno | at most: al_massimo al_più; "
            "odd: dispari | even: pari; end of turn: fine_del_turno | end of game: fine_della_partita fine_del_gioco resto_della_partita; type: tipo tipi | color: colore colori"),  # (not before/after: `prima` is also first, la prima sottofase)
        question_words=_words("""cosa che come quando dove quale chi posso può possono potrei devo fa faccio succede accade capita ancora mio mia miei mie io tu me mi lui lei qualcuno qualcosa davvero quanto quanta quanti quante
            viene vengono fanno ragione dice dicono vero giusto corretto
            voglio vuoi vuole vogliamo volete vogliono volevo volevi voleva volevamo volevate volevano vorrei vorresti
            vorrebbe vorremmo vorrebbero volessi volesse volle volli voluto"""),
        citation_endings=(("a", "are"),),  # the imperative of the cards (esilia, esiliare)
        # what a judge says and the cards seldom print (not in the word table learnt from them)
        jargon=_VARIANT_JARGON + (
                ("concedere", _CONCEDES), ("concede", _CONCEDES), ("concesso", _CONCEDES),
                ("rispondere", _RESPOND), ("risposta", _RESPOND), ("infinito", _LOOP), ("infinita", _LOOP),
                ("ciclo infinito", _LOOP), ("loop", _LOOP),
                # a new player's words
                ("pila degli scarti", _GRAVEYARD), ("mucchio degli scarti", _GRAVEYARD),
                ("in orizzontale", _TAPPED), ("ferite", _DAMAGE),
                ("prendere il controllo", ("gain control",)),
                ("rubare", _STOLEN), ("rubato", _STOLEN), ("rubata", _STOLEN), ("ruba", _STOLEN),
                ("carta bifronte", ("double-faced card",)),
                ("al meglio delle tre", _MATCH), ("meglio di tre", _MATCH), ("bo3", _MATCH),
                ("uccidere", _KILLED), ("uccide", _KILLED), ("uccidono", _KILLED), ("ucciso", _KILLED),
                ("uccisa", _KILLED),
                ("tre giocatori", _MULTIPLAYER), ("quattro giocatori", _MULTIPLAYER), ("multigiocatore", _MULTIPLAYER),
                ("partita a quattro", _MULTIPLAYER), ("partita a 4", _MULTIPLAYER),
                ("sparisce", _LEAVES), ("sparire", _LEAVES), ("finisce", _ENDS), ("finiscono", _ENDS), ("finire", _ENDS),
                ("termina", _ENDS), ("terminano", _ENDS), ("dura", _LASTS), ("durano", _LASTS), ("durare", _LASTS),
                ("appartiene", _BELONGS), ("appartengono", _BELONGS), ("appartenere", _BELONGS),
                ("grimorio vuoto", _NO_CARDS), ("aggiuntivo", _EXTRA), ("aggiuntiva", _EXTRA),
                ("aggiuntivi", _EXTRA), ("aggiuntive", _EXTRA),
                # the cards print costituzione (resistenza on the oldest) and si risolve
                ("resistenza", ("toughness",)), ("risoluzione", ("resolve",))),
        elisions=_words("""l dell all dall nell sull coll un d c s m t v n quest quell tutt nessun ciascun alcun buon
            bell sant"""),
    ),
    Language(
        code="de", locale="de", script="Latn",
        ref_words=("regel", "regeln"),
        ref_joiners=("und", "oder", "bis"),
        example_labels=("Beispiel",),
        stopwords=_words("""aber als am an auch auf aus bei bis da das dass dem den der des die dies diese diesem diesen
            dieser dieses doch du durch ein eine einem einen einer eines er es für hat ich im in ist ja kann mit nach
            noch nur ob oder sich sie sind so um und vom von vor war was wenn wie wird wo zu zum zur
            ans aufs beim durchs fürs ums übers"""),
        detect_letters="äöüß",
        detect_words=_words("""der die das den dem des und ist nicht mit ein eine einer eines zu im in auf für von sind
            sie es wenn oder auch hat haben wird werden nach diese dieser diesem noch weder sich kein keine zum zur bei
            aus als"""),
        stemmer="german",
        negations=_words("nicht kein keine keinen keinem keiner keines keinerlei nie niemals nichts niemand weder ohne unmöglich außerhalb"),
        number_words=_numbers("null=0 doppelte=2 doppelten=2 dreifache=3 dreifachen=3 zwei=2 drei=3 vier=4 fünf=5 sechs=6 sieben=7 acht=8 neun=9 zehn=10 zwanzig=20 zweimal=2 "
            "zwölf=12 dreizehn=13 vierzehn=14 fünfzehn=15 sechzehn=16 siebzehn=17 achtzehn=18 neunzehn=19"),
        color_words=_numbers("weiß=1 weiße=1 weißen=1 weißer=1 weißes=1 weißem=1 blau=2 blaue=2 blauen=2 blauer=2 blaues=2 blauem=2 schwarz=3 schwarze=3 schwarzen=3 schwarzer=3 schwarzes=3 schwarzem=3 rot=4 rote=4 roten=4 roter=4 rotes=4 rotem=4 grün=5 grüne=5 grünen=5 grüner=5 grünes=5 grünem=5"),
        ordinal_words=_numbers("erste=1 erster=1 erstes=1 ersten=1 erstem=1 zweite=2 zweiter=2 zweites=2 zweiten=2 "
            "zweitem=2 dritte=3 dritter=3 drittes=3 dritten=3 drittem=3 vierte=4 vierter=4 viertes=4 vierten=4 "
            "fünfte=5 fünfter=5 fünftes=5 fünften=5"),
        opposites=_opposites(
            "different: unterschiedlich unterschiedliche unterschiedlichen unterschiedlicher unterschiedliches verschieden verschiedene verschiedenen verschiedener | same: gleiche gleichen gleicher gleiches selbe selben dieselbe derselbe dasselbe denselben demselben derselben dieselben; "
            "begin: beginn beginnt beginnen begann anfang | end: ende endet enden endete; "
            "face up: offen offene offener offenes offenen aufgedeckt aufgedeckte aufgedeckter aufgedecktes aufgedeckten | face down: verdeckt verdeckte verdeckter verdecktes verdeckten; before: bevor vor_dem vor_der vor_den vor_einem vor_einer vor_seiner vor_ihrer vor_seinem vor_ihrem vor_diesem vor_dieser vor_diesen davor zuvor vor_beginn | after: nachdem nach_dem nach_der nach_den nach_einem nach_einer nach_seiner nach_ihrer nach_seinem nach_ihrem nach_diesem nach_dieser nach_diesen danach nach_beginn; after: nachdem nach_dem nach_der nach_den nach_einem nach_einer nach_seiner nach_ihrer nach_seinem nach_ihrem nach_diesem nach_dieser nach_diesen | during: während; top: oben oberste* | "
            "bottom: unten unterste*; "
            "give: geben gibt verleihen verleiht | remove: wegnehmen entfernen entfernt; add: hinzugefügt hinzufügen fügt | remove: entfernt entfernen entfernte entfernten; put: lege legt legen gelegt | remove: entferne entfernt entfernen; upper: obere oberen oberer oberes | lower: untere unteren unterer unteres; above: oberhalb | below: unterhalb; "
            "include: einschließlich inklusive | except: außer ausgenommen; may: kann können kannst darf dürfen darfst könnte könnten | "
            "must: muss müssen musst sollte sollten; and: und | or: oder bzw; instead: stattdessen anstatt anstelle | in addition: zusätzlich; "
            "next: nächste nächsten nächster nächstes | each: jede jeder jedes jeden jedem; "
            "next: nächste nächsten nächster nächstes | previous: vorherige vorherigen vorhergehende vorhergehenden; "
            "gain: dazuerhalten dazuerhält | lose: verliert verlieren verloren; "
            "day: tag | night: nacht; front: vorderseite* vorder- | back: rückseite* rück-; "
            "require: erfordert erfordern verlangt | allow: erlaubt erlauben ermöglicht; "
            "at least: mindestens wenigstens | only: nur einzige einzigen einziger; exactly: genau | at least: mindestens wenigstens; "
            "all: alle | some: einige manche; at least: mindestens wenigstens | at most: höchstens; right: rechts rechten rechte | left: links linken linke; "
            "or more: oder_mehr | more than: mehr_als; or more: oder_mehr | or fewer: oder_weniger; more: mehr | fewer: weniger; greater: größer höher höheren höherer | less: kleiner geringer niedriger niedrigeren niedrigerer; most: meisten | all: alle; "
            "attacking: angreifende angreifenden angreifender greift angreifen | defending: verteidigende verteidigenden verteidigender verteidigt verteidigen; attacking: angreifende angreifenden angreifender greift angreifen angreifer | blocking: blockende blockenden blockender blockt blocken blocker block; "
            "highest: höchste höchsten höchster höchstes oberste obersten größte größten | lowest: niedrigste niedrigsten niedrigster unterste untersten kleinste kleinsten; "
            "tapped: getappt getappte getappten getappter tappe tappt tappen | untapped: ungetappt ungetappte ungetappten ungetappter enttappe enttappt enttappen; "
            "first: erste erster ersten erstes erstem zuerst | last: letzte letzter letzten letztes letztem zuletzt; "
            "usually: normalerweise meist meistens oft häufig üblicherweise manchmal | always: immer stets; "
            "no matter: unabhängig_davon egal_ob gleichgültig_ob | only: nur; also: auch | only: nur; older: ältere älteren älterer älteste ältesten ältester | newer: neuere neueren neuerer neueste neuesten neuester jüngste jüngsten jüngster; enter: ins_spiel ins-spiel betritt betreten betrat | leave: verlässt verlassen verließ; increase: erhöht erhöhen erhöhte steigend steigende steigenden steigt | decrease: verringert verringern verringerte reduziert reduzieren sinkend sinkende sinkenden sinkt; legal: legal legale legalen zulässig zulässige zulässigen | illegal: illegal illegale illegalen unzulässig unzulässige unzulässigen; subtype: untertyp untertypen | supertype: obertyp obertypen; public: öffentlich öffentliche öffentlichen öffentlicher | hidden: verborgen verborgene verborgenen verborgener; alternative: alternativ alternative alternativen | additional: zusätzlich zusätzliche zusätzlichen; alternative: alternativ alternative alternativen | normal: normal normale normalen; "
            "controller: beherrscher beherrschers beherrscht beherrschen beherrschte beherrschten kontrolle kontrolliert kontrollieren | owner: besitzer besitzers; generic: generisch generische generischen generischer generisches | colorless: farblos farblose farblosen farbloser farbloses; or more: oder_mehr mindestens wenigstens | at most: höchstens maximal; "
            "odd: ungerade ungeraden ungerader ungerades | even: gerade geraden gerader gerades; end of turn: ende_des_zuges ende_des_zugs | end of game: ende_des_spiels ende_der_partie rest_des_spiels rest_der_partie; type: typ typs typen | color: farbe farben"),
        question_words=_words("""was wie warum wann wo welche welcher welches wer wohin woher kann können könnte darf muss passiert geschieht noch mein meine meinen meinem ich du mir mich er sie jemand etwas wirklich eigentlich wieviel wieviele wen wem
            meines meiner schon soll will drauf dafür damit dadurch dran raus danach
            viel viele denn dann überhaupt trotzdem jetzt also bitte einfach beispiel
            recht stimmt meint sagt behauptet richtig"""),
        # what a judge says and the cards seldom print (not in the word table learnt from them)
        jargon=_VARIANT_JARGON + (
                ("aufgeben", _CONCEDES), ("aufgegeben", _CONCEDES),
                ("reagieren", _RESPOND), ("Antwort", _RESPOND), ("Endlosschleife", _LOOP), ("Schleife", _LOOP),
                ("endlos", _LOOP), ("unendlich", _LOOP),
                # a new player's words
                ("Ablagestapel", _GRAVEYARD), ("Abwurfstapel", _GRAVEYARD), ("abgelegter Karten", _GRAVEYARD),
                ("drehen", _TAPPED), ("drehe", _TAPPED), ("gedreht", _TAPPED), ("gedrehten", _TAPPED),
                ("Kerl", _CRITTER), ("Viech", _CRITTER),
                ("Kontrolle übernehmen", ("gain control",)),
                ("klauen", _STOLEN), ("geklaut", _STOLEN), ("klaut", _STOLEN), ("stehlen", _STOLEN),
                ("gestohlen", _STOLEN), ("stiehlt", _STOLEN),
                ("doppelseitige Karte", ("double-faced card",)),
                ("Best-of-3", _MATCH), ("Best-of-Three", _MATCH), ("Bo3", _MATCH),
                ("töten", _KILLED), ("tötet", _KILLED), ("getötet", _KILLED),
                ("drei Spielern", _MULTIPLAYER), ("vier Spielern", _MULTIPLAYER), ("Mehrspieler", _MULTIPLAYER),
                ("Viererpartie", _MULTIPLAYER), ("Vierer-Partie", _MULTIPLAYER), ("Viererrunde", _MULTIPLAYER),
                ("Auslöser", ("trigger",)), ("Trigger", ("trigger",)),
                ("austeilen", ("deal damage",)), ("ablegen", ("discard",)), ("ausspielen", ("cast",)),
                # the cards print `ins Spiel` and `Lebenspunkte`; players say Schlachtfeld and Leben
                ("Schlachtfeld", ("battlefield",)), ("Leben", ("life",)),
                # (not `verschwinden`: Verschwinden is the keyword vanishing)
                ("verschwindet", _LEAVES), ("endet", _ENDS), ("enden", _ENDS), ("dauert", _LASTS), ("dauern", _LASTS),
                ("gehört", _BELONGS), ("gehören", _BELONGS), ("gleiche", ("same",)),
                ("gleichen", ("same",)), ("dasselbe", ("same",)), ("dieselbe", ("same",)),
                ("Kommandeurschaden", ("commander", "combat damage")), ("leeren Bibliothek", _NO_CARDS),
                ("leere Bibliothek", _NO_CARDS), ("stattfinden", ("occur",)),
                ("zusätzliche", _EXTRA), ("zusätzlichen", _EXTRA), ("zusätzlicher", _EXTRA),
                # the cards' `kommt ... ins Spiel`, in either order (`wenn sie ins Spiel kommt`); `kommt` alone is
                # read as typed below
                ("kommt ins Spiel", _ENTERS), ("ins Spiel kommt", _ENTERS), ("kommen ins Spiel", _ENTERS),
                ("ins Spiel kommen", _ENTERS),
                # the cards print `ins Exil schicken` and Loyalitätsmarken
                ("exilieren", _EXILED), ("exiliert", _EXILED), ("exiliere", _EXILED), ("exilierst", _EXILED),
                ("Loyalität", ("loyalty",))),
        # to choose, as typed: stemmed `wahl`, as old cards' "Kreatur deiner Wahl" (target creature) is
        jargon_as_typed=tuple((w, ("choose",)) for w in ("wählen", "wähle", "wählst", "wählt", "gewählt"))
        # `kommt` alone (`wohin kommt sie?`, where does it go) names nothing: the term base holds it for enters the
        # battlefield, and read so it outweighed the question's discard (judge questions de 0.664 -> 0.667)
        + (("kommt", ()),),
        # present tense forms (du phast, er phast, ihr phast, er opfert, er teilt) and their infinitives
        verb_endings=(("st", "en"), ("t", "en"), ("t", "n"), ("et", "en")),
        participle_prefix="ge",
        separable_particles=_words("ab an auf aus ein nach vor weg zu zurück dazu hinzu los um mit statt"),
        clause_openers=_words("und oder aber denn wenn falls dass ob weil während bevor nachdem sobald solange bis wann was wer wie wo"),
        decompounds=True,
    ),
    Language(
        code="pt", locale="pt", script="Latn",
        ref_words=("regra", "regras"),
        ref_joiners=("e", "ou"),
        example_labels=("Exemplo",),
        stopwords=_words("""a ao aos as até com como da das de do dos e é ela ele em entre era essa esse esta este foi
            há isso mais mas na nas no nos o os ou para pela pelas pelo pelos por que se sem seu seus sua suas também um
            uma umas uns num numa pra pro"""),
        detect_letters="ãõâêôç",
        detect_words=_words("o a os as e é de que em um uma com por para do da ao não se ou tem têm ele"),
        stemmer="portuguese",
        # the pt-BR rules write the English loanword card, cards; the stemmer leaves the plural whole
        irregular_forms=_pairs("cards=card"),
        negations=_words("não nunca jamais nem nenhum nenhuma nenhuns nenhumas nada ninguém sem impossível irrelevante fora"),
        number_words=_numbers("zero=0 dobro=2 triplo=3 dois=2 duas=2 três=3 quatro=4 cinco=5 seis=6 sete=7 oito=8 nove=9 dez=10 vinte=20 "
            "onze=11 doze=12 treze=13 catorze=14 quatorze=14 quinze=15 dezesseis=16 dezessete=17 dezoito=18 dezenove=19"),
        color_words=_numbers("branco=1 branca=1 brancos=1 brancas=1 azul=2 azuis=2 preto=3 preta=3 pretos=3 pretas=3 vermelho=4 vermelha=4 vermelhos=4 vermelhas=4 verde=5 verdes=5"),
        ordinal_words=_numbers("primeiro=1 primeira=1 primeiros=1 primeiras=1 segundo=2 segunda=2 segundos=2 "
            "segundas=2 terceiro=3 terceira=3 terceiros=3 terceiras=3 quinto=5 quinta=5"),
        opposites=_opposites(
            "different: diferente diferentes diferentemente distinto distinta distintos distintas | same: mesmo mesma mesmos mesmas; "
            "begin: começa começam começou começar começo início inicial recomeça recomeçam recomeçar | end: termina terminam terminou "
            "terminar final fim; face up: para_cima | face down: para_baixo; before: antes | after: depois após; after: depois após | during: durante; "
            "top: topo primeiro_card primeiros_cards | bottom: fundo; give: dar dá concede | remove: remover remove retirar retira; add: adiciona adicionam adicionado adicionados adicionada adicionadas adicionar | remove: remove removem removido removidos removida removidas remover retira retiram retirado retirados retirar; put: coloque coloca colocam colocar ponha põe colocado colocada colocados colocadas | remove: remova remove removem remover removido removida removidos removidas retire retira retirar retirado retirada retirados retiradas; upper: superior | lower: inferior; above: acima | below: abaixo; "
            "include: incluindo inclusive incluído incluída incluídos incluídas | except: exceto salvo excluindo excluído excluída excluídos excluídas; may: pode podem poderá poderão possa possam poderia poderiam | "
            "must: deve devem deverá deverão deva devam deveria deveriam; and: e | or: ou; instead: em_vez ao_invés | in addition: além; "
            "next: próxima próximo próximas próximos | previous: anterior anteriores; "
            "gain: ganha ganham ganhar ganhou ganhe | lose: perde perdem perder perdeu perca; "
            "day: dia | night: noite; front: frente frontal frontais | back: verso; "
            "next: próxima próximo próximas próximos | each: cada; require: requer exige exigem | "
            "allow: permite permitem; at least: pelo_menos | only: só somente apenas única únicas único únicos; "
            "exactly: exatamente | at least: pelo_menos; all: todos todas cada | some: alguns algumas parte_do parte_dos parte_das uma_parte; at least: pelo_menos | at most: no_máximo; right: direita direito | left: esquerda esquerdo; "
            "or more: ou_mais | more than: mais_de mais_que; or more: ou_mais | or fewer: ou_menos; greater: maior superior | less: menor inferior; most: maioria | all: todos todas; "
            "attacking: atacante atacantes ataca atacam atacar atacou ataque ataquem | defending: defensor defensora defensores defensoras defende defendem; attacking: atacante atacantes ataca atacam atacar atacou ataque ataquem atacando | blocking: bloqueadora bloqueadoras bloqueador bloqueadores bloqueia bloqueiam bloquear bloqueou bloqueie bloqueiem bloqueando bloqueio bloqueios; "
            "highest: mais_alto mais_alta mais_altos mais_altas | lowest: mais_baixo mais_baixa mais_baixos mais_baixas; "
            "tapped: virado virada virados viradas vire virem virar | untapped: desvirado desvirada desvirados desviradas desvire desvirem desvirar; "
            "first: primeiro primeira primeiros primeiras | last: último última últimos últimas; "
            "usually: normalmente geralmente frequentemente muitas_vezes costuma costumam às_vezes | always: sempre; "
            "no matter: independentemente não_importa | only: apenas somente só; also: também | only: apenas somente só; follow: segue seguem seguir | precede: precede precedem preceder; "
            "older: antigos antigas antigo antiga | newer: recentes recente mais_novos mais_novas mais_novo mais_nova; enter: entra entram entrar entrou | leave: sai saem sair saiu; increase: aumenta aumentam aumentar aumentado crescente crescentes | decrease: reduz reduzem reduzir reduzido diminui diminuem diminuir diminuído decrescente decrescentes; legal: legal legais | illegal: ilegal ilegais; subtype: subtipo subtipos | supertype: supertipo supertipos; public: pública públicas público públicos | hidden: oculta ocultas oculto ocultos; alternative: alternativo alternativos alternativa alternativas | additional: adicional adicionais; alternative: alternativo alternativos alternativa alternativas | normal: normal normais; "
            "controller: controlador controladores controle controla controlam controlado controlada controlados controladas | owner: dono donos dona donas proprietário proprietários; generic: genérico genérica genéricos genéricas | colorless: incolor incolores; or more: ou_mais pelo_menos no_mínimo | at most: no_máximo; "
            "odd: ímpar ímpares | even: par pares; end of turn: final_do_turno fim_do_turno | end of game: final_do_jogo fim_do_jogo final_da_partida fim_da_partida resto_do_jogo resto_da_partida; type: tipo tipos | color: cor cores"),
        question_words=_words("""que quê como quando onde aonde qual quem posso pode podem poderia devo faz acontece ainda meu minha meus minhas eu você me ele ela alguém algo mesmo realmente quanto quanta quantos quantas
            razão diz dizem certo correto verdade"""),
        citation_endings=(("e", "ar"), ("a", "ar")),  # the imperative and the present (manifeste, explora)
        # what a judge says and the cards seldom print (not in the word table learnt from them)
        jargon=_VARIANT_JARGON + (
                ("conceder", _CONCEDES), ("concede", _CONCEDES), ("concedeu", _CONCEDES),
                ("responder", _RESPOND), ("resposta", _RESPOND), ("infinito", _LOOP), ("infinita", _LOOP),
                ("loop", _LOOP),
                # a new player's words
                ("pilha de descarte", _GRAVEYARD), ("deitado", _TAPPED), ("deitada", _TAPPED),
                ("deitados", _TAPPED), ("machucado", _DAMAGE),
                ("face para baixo", ("face down",)),
                ("face para cima", ("face up",)), ("batalha", ("battle",)), ("batalhas", ("battle",)),
                ("carta dupla face", ("double-faced card",)),
                ("virada para baixo", ("face down",)), ("virado para baixo", ("face down",)),
                ("virada para cima", ("face up",)), ("virado para cima", ("face up",)),
                ("melhor de três", _MATCH), ("md3", _MATCH), ("bo3", _MATCH),
                ("matar", _KILLED), ("mata", _KILLED), ("matam", _KILLED), ("matou", _KILLED), ("matei", _KILLED),
                ("matada", _KILLED), ("matado", _KILLED),
                ("três jogadores", _MULTIPLAYER), ("quatro jogadores", _MULTIPLAYER), ("multijogador", _MULTIPLAYER),
                ("partida de quatro", _MULTIPLAYER), ("partida a quatro", _MULTIPLAYER),
                ("bicho", _CRITTER), ("bichos", _CRITTER),
                # the cards print anular (counter) and habilidade desencadeada
                ("contramágica", ("counter",)), ("gatilho", _TRIGGERS), ("gatilhos", _TRIGGERS),
                ("roubar", _STOLEN), ("roubei", _STOLEN), ("roubou", _STOLEN), ("roubada", _STOLEN),
                ("roubado", _STOLEN),
                # the cards print the noun (mutação); players say the verb
                ("mutar", ("mutate",)), ("mutei", ("mutate",)), ("mutada", _MUTATED), ("mutado", _MUTATED),
                ("desaparece", _LEAVES), ("desaparecer", _LEAVES), ("some", _LEAVES), ("sumir", _LEAVES),
                ("termina", _ENDS), ("terminam", _ENDS), ("terminar", _ENDS),
                ("dura", _LASTS), ("duram", _LASTS), ("durar", _LASTS), ("pertence", _BELONGS),
                ("pertencem", _BELONGS), ("pertencer", _BELONGS), ("grimório vazio", _NO_CARDS),
                ("adicional", _EXTRA), ("adicionais", _EXTRA),
                # the cards print `desencadear` (a triggered ability: habilidade desencadeada); players say `dispara`
                ("dispara", _TRIGGERS), ("disparam", _TRIGGERS), ("disparar", _TRIGGERS), ("disparou", _TRIGGERS),
                ("disparada", _TRIGGERS), ("disparado", _TRIGGERS), ("disparo", _TRIGGERS),
                ("achei", _FOUND), ("achar", _FOUND), ("achou", _FOUND),
                ("encontrei", _FOUND), ("encontrou", _FOUND), ("encontrar", _FOUND)),
    ),
    Language(
        code="zh", locale="zh", script="Hans",
        ref_words=("规则", "規則"),
        ref_joiners=("、", "和", "及", "与", "或"),
        example_labels=("例如", "例"),
        stopwords=_words("的 了 和 是 在 或 与 及 其 该"),
        detect_words=frozenset(),
        stemmer=None,
        cr_titles=("完整规则", "完整規則", "综合规则"),
        effective_phrases=("起生效",),
        contents_titles=("目录", "目錄"),
        glossary_titles=("词汇表", "詞彙表", "术语表", "術語表"),
        end_titles=("版权信息", "版權信息", "制作人员", "製作人員"),
        # 只 and 才: how the translation says `can't ... except` (只能被 ... 阻挡) and `doesn't ... until` (直到 ... 才)
        # (消失, disappear, and 停止, stop: English's ceases to exist, stops being, 111.7, 701.20d)
        negations=_words("不 无 没 未 勿 别 非 否 空 免 只 才 消失 停止"),
        # cut from the edges of the runs between terms (`search.compile._Compiler._unasked`)
        question_words=_words("""吗 呢 吧 会怎样 会怎么样 怎么样 怎样 怎么办 怎么 什么 为什么 如何 哪个 哪些 哪里 我 我的
            请问"""),
        # a player's words: the discard pile for the graveyard (坟墓场)
        jargon=(("弃牌堆", _GRAVEYARD),),
    ),
    Language(
        code="fr", locale="fr", script="Latn",
        ref_words=("règle", "règles"),
        ref_joiners=("et", "ou"),
        example_labels=("Exemple",),
        stopwords=_words("""au aux avec ce ces dans de des du elle en et est il ils la le les leur lui mais ne nos notre
            nous on ou par pas pour qu que qui sa se ses son sur un une vos votre vous à"""),
        detect_letters="éèêëçœâîôûù",
        detect_words=_words("le la les et est de que en un une avec pour du des au ne pas se ou ce cette sur vous n'a"),
        stemmer="french",
        # (not `ne`: the second word says the negation, `ne ... pas`; `ne` alone is expletive, `avant qu’un joueur ne
        # reçoive`, or says only, `ne ... que`; nor the `n’` of `n’importe`, any)
        negations=_words("pas jamais aucun aucune rien ni sans impossible hors"),
        number_words=_numbers("zéro=0 double=2 triple=3 deux=2 trois=3 quatre=4 cinq=5 six=6 sept=7 huit=8 dix=10 vingt=20 "
            "onze=11 douze=12 treize=13 quatorze=14 quinze=15 seize=16"),
        color_words=_numbers("blanc=1 blanche=1 blancs=1 blanches=1 bleu=2 bleue=2 bleus=2 bleues=2 noir=3 noire=3 noirs=3 noires=3 rouge=4 rouges=4 vert=5 verte=5 verts=5 vertes=5"),
        ordinal_words=_numbers("premier=1 première=1 premiers=1 premières=1 second=2 seconde=2 seconds=2 secondes=2 "
            "deuxième=2 deuxièmes=2 troisième=3 troisièmes=3 quatrième=4 cinquième=5"),
        opposites=_opposites(
            "different: différent différente différents différentes différemment distinct distincte distincts distinctes | same: même mêmes; "
            "begin: début commence commencent commencer | end: fin finit finissent termine "
            "terminent; face up: face_visible | face down: face_cachée; before: avant | after: après; after: après | during: pendant durant; "
            "top: dessus première_carte premières_cartes face_supérieure | bottom: dessous face_inférieure; give: donner donne confère | remove: retirer retire enlever enlève; add: ajoute ajoutent ajouté ajoutés ajoutée ajoutées ajouter | remove: retire retirent retiré retirés retirée retirées retirer enlève enlèvent enlevé enlevés enlever; put: mettez met mettent mettre mets mis mise mises | remove: retirez retire retirent retirer retiré retirée retirés retirées enlevez enlève enlever enlevé enlevée enlevés enlevées; upper: supérieur supérieure | lower: inférieur inférieure; above: au-dessus | below: au-dessous en_dessous; "
            "include: y_compris inclus incluse | except: sauf excepté à_l'exception à_l’exception; may: peut peuvent pouvez pourra pourront pourrez puisse puissent pourrait pourraient | "
            "must: doit doivent devez devra devront devrez doive devrait devraient; and: et | or: ou; instead: au_lieu | in addition: en_plus; "
            "next: prochaine prochain prochaines prochains | each: chaque chacun chacune; "
            "next: prochaine prochain prochaines prochains | previous: précédent précédente précédents précédentes; "
            "gain: gagne gagnent gagner gagné | lose: perd perdent perdre perdu; "
            "day: jour | night: nuit; front: face_avant faces_avant recto rectos | back: face_arrière faces_arrière verso versos; "
            "require: exige exigent requiert | allow: permet permettent; "
            "at least: au_moins | only: seul seule seuls seules seulement uniquement; exactly: exactement | at least: au_moins; "
            "all: tous toutes chaque chacun chacune | some: certains certaines quelques une_partie; at least: au_moins | at most: au_plus au_maximum; "
            "right: droite droit | left: gauche; or more: ou_plus | more than: plus_de; or more: ou_plus | or fewer: ou_moins; greater: supérieur supérieure plus_élevé plus_élevée | "
            "less: inférieur inférieure plus_faible plus_bas plus_basse; most: plupart | all: tous toutes; attacking: attaquante attaquantes attaquant attaquants attaque attaquent attaquer | defending: défenseur défenseurs défenseuse défend défendent; attacking: attaquante attaquantes attaquant attaquants attaque attaquent attaquer | "
            "blocking: bloqueuse bloqueuses bloqueur bloqueurs bloque bloquent bloquer bloquant blocage blocages; highest: plus_haut plus_haute plus_hauts plus_hautes plus_grand plus_grande plus_élevé plus_élevée plus_élevés plus_élevées | "
            "lowest: plus_bas plus_basse plus_basses plus_petit plus_petite; tapped: engagé engagée engagés engagées engage engagent engagez engager | "
            "untapped: dégagé dégagée dégagés dégagées dégage dégagent dégagez dégager dégagement; first: premier première premiers premières | last: dernier dernière derniers dernières; "
            "usually: généralement habituellement souvent normalement parfois | always: toujours; "
            "no matter: peu_importe indépendamment | only: seulement uniquement; also: également | only: seulement uniquement; follow: suit suivent suivre | precede: précède précèdent précéder; "
            "older: anciennes anciens ancienne ancien | newer: récentes récents récente récent; enter: arrive arrivent arriver arrivé arrivée entre entrent entrer | leave: quitte quittent quitter quitté quittée quitterait quitteraient quittera quitteront quittait quittaient; increase: augmente augmentent augmenter augmenté croissant croissante croissants | decrease: réduit réduisent réduire diminue diminuent diminuer diminué décroissant décroissante; legal: légal légale légaux légales | illegal: illégal illégale illégaux illégales; subtype: sous_type sous_types | supertype: supertype supertypes; public: public publique publics publiques | hidden: caché cachée cachés cachées; alternative: alternatif alternative alternatifs alternatives | additional: supplémentaire supplémentaires additionnel additionnelle additionnels; alternative: alternatif alternative alternatifs alternatives | normal: normal normale normaux normales additionnelles; "
            "controller: contrôleur contrôleurs contrôle contrôles contrôlent contrôlé contrôlée contrôlés contrôlées | owner: propriétaire propriétaires possède possèdent possédé possédée possédés possédées; generic: générique génériques | colorless: incolore incolores; or more: ou_plus au_moins | at most: au_plus au_maximum; "
            "odd: impair impaire impairs impaires | even: pair paire pairs paires; end of turn: fin_du_tour | end of game: fin_de_la_partie reste_de_la_partie; type: type types | color: couleur couleurs"),
        question_words=_words("""que quoi comment quand où quel quelle qui est-ce puis peux peut peuvent pourrait dois fait se passe arrive encore mon ma mes je tu me moi il elle quelquun quelque chose vraiment quels quelles lequel laquelle lesquels lesquelles combien ça si
            jai ai cette ensuite raison dit disent vrai correct"""),
        citation_endings=(("ez", "er"),),  # the imperative of the cards (exilez, exiler)
        # the third person plural, which the stemmer leaves whole (bloquent, déclenchent; bloque, déclenche)
        verb_endings=(("ent", "e"),),
        # what a judge says and the cards seldom print (not in the word table learnt from them)
        jargon=_VARIANT_JARGON + (
                ("concéder", _CONCEDES), ("concède", _CONCEDES), ("abandonne", _CONCEDES),
                ("répondre", _RESPOND), ("réponse", _RESPOND), ("boucle", _LOOP), ("infinie", _LOOP),
                ("infini", _LOOP),
                # a new player's words
                ("tourné", _TAPPED), ("tournée", _TAPPED), ("tournés", _TAPPED), ("tourner", _TAPPED),
                ("sur le côté", _TAPPED), ("bestiole", _CRITTER),
                ("gagner le contrôle", ("gain control",)),
                ("prendre le contrôle", ("gain control",)), ("carte double face", ("double-faced card",)),
                ("carte recto verso", ("double-faced card",)),
                ("deux manches gagnantes", _MATCH), ("bo3", _MATCH),
                ("tuer", _KILLED), ("tue", _KILLED), ("tuent", _KILLED), ("tué", _KILLED), ("tuée", _KILLED),
                ("trois joueurs", _MULTIPLAYER), ("quatre joueurs", _MULTIPLAYER), ("multijoueur", _MULTIPLAYER),
                ("partie à quatre", _MULTIPLAYER), ("partie à 4", _MULTIPLAYER), ("en multi", _MULTIPLAYER),
                ("déclencheur", ("trigger",)),
                # the cards print blessures and bloquer; players say dégâts and blocage
                ("dégâts", ("damage",)), ("dégât", ("damage",)), ("blocage", ("block",)),
                # (not `disparaître`: French cards say it of a permanent that phases out)
                ("empêcher", ("prevent",)), ("empêche", ("prevent",)),  # the cards say prévenir
                ("finit", _ENDS), ("finissent", _ENDS), ("finir", _ENDS), ("termine", _ENDS), ("terminent", _ENDS),
                ("dure", _LASTS), ("durent", _LASTS), ("durer", _LASTS), ("appartient", _BELONGS),
                ("appartiennent", _BELONGS), ("appartenir", _BELONGS), ("bibliothèque vide", _NO_CARDS),
                ("supplémentaire", _EXTRA), ("supplémentaires", _EXTRA)),
        # to steal, as typed: stemmed `vol`, as the cards' `vol` (flying) is
        jargon_as_typed=tuple((w, _STOLEN) for w in ("vole", "volé", "volée", "volés", "volées", "volent")),
        elisions=_words("l d c s m t n qu j"),
        cr_titles=("Règles complètes",),
        effective_phrases=("entrent en vigueur",),
        glossary_titles=("Glossaire",),
        end_titles=("Crédits",),
    ),
    Language(
        code="ja", locale="ja", script="Jpan",
        ref_words=("ルール",),
        ref_joiners=("、", "および", "と", "または"),
        example_labels=("例",),
        stopwords=_words("の に は を が と で も"),
        detect_words=frozenset(),
        stemmer=None,
        # what a judge says and the cards seldom print (not in the word table learnt from them)
        jargon=(("対応", _RESPOND), ("投了", _CONCEDES), ("アンティ", ("ante",)),
                # a new player's words
                ("捨て札", _GRAVEYARD), ("横向き", _TAPPED)),
        cr_titles=("総合ルール",),
        contents_titles=("もくじ",),
        glossary_titles=("用語集",),
    ),
)
