"""How the page's search ranks what it finds: weights it receives as data (defined here once).

A hit's score is MiniSearch's BM25 score of the query's words in each field, times the field's weight
(:data:`FIELDS`: the question or title above the players' words, above the short answer, above the rest),
times the weight of the document's kind (:data:`KINDS`: an entry above the page that holds it; a FAQ
question or a ruling above a rules section on an equal match), times the weight of its edition
(:data:`EDITIONS`): when the query names an edition or uses words of one edition only (``words.markers``),
that edition's entries first; otherwise the Middle Ages (the common box) first. :data:`QUERY` says how
much a word added by a synonym, a glossary phrase, a question word or a pair of hiragana counts, how a last word
typed so far and typing slips count, and how much a hit that matches more of the query's words gains
(:data:`COVERS`: a word met only in the rest of an entry covers less); :data:`EXACT`, how much more a title or
players' words that say the query weigh.
"""

from __future__ import annotations

FIELDS = {"t": 6.0, "q": 2.5, "w": 4.0, "a": 2.0, "x": 0.5}
"""Field weights (documents.py names the fields): question > keywords > short answer > the rest."""
WITHOUT_KANA = ["x"]
"""Fields indexed without their pairs of hiragana: the rest of an entry is long, its kana pairs made the Japanese
index three times slower to build and found nothing more (tests/search/queries.yaml)."""

KINDS = {"faq": 1.4, "ruling": 1.05, "rule": 1.0, "term": 1.0, "tool": 0.8, "card": 0.8, "page": 0.5,
         "contributors": 0.15}
"""A kind's weight: an entry above the page that holds it, a FAQ question or a ruling above a rules section on an
equal match; a tool of the site (the score counter, the case checker) as a card, found by what it is and below the
rules section that a question about a rule wants (what a tool does restates rules: the counter's help lists the
scoring); the guide for contributors (how to write a case file for the command line) below everything a player
reads."""

EDITIONS = {
    "default": {"moyen-age": 1.4, "both": 1.1, "antiquite": 1.0},
    "named": {"same": 3.0, "both": 1.3, "other": 0.5},
}
"""``default``: the query says no edition; ``named``: it does, and a document of that edition (``same``), of
both, or of the other one is weighed so."""

QUERY = {
    "synonym": 0.3,  # a glossary term's name added for an alias the query used (ワーカー → 労働者)
    "name": 0.1,  # an edition's name in the query, as a word (it already ranks that edition first)
    "kana": 0.2,  # a pair of hiragana (しな in しなかった): the words around the kanji count, a little
    "phrase": 0.5,  # a glossary phrase the query holds (actions payantes, 完成した建物): its words count again
    "ask": 0.5,  # a question word (combien, how, 何: language.py): the kind of answer asked, not what about
    "prefix": 0.4,  # a word that begins with the query's last word (the reader is still typing it: nothing follows)...
    "prefix_min": 3,  # ...if the query's word has at least this many letters
    "fuzzy": 0.3,  # a word within a typing slip of the query's word...
    "fuzzy_distance": 0.2,  # ...of at most 20 % of its letters...
    "fuzzy_min": 5,  # ...if it has at least this many
    "coverage": 1.0,  # a hit's score times (the query's words it matches / all of them) to this power
}

COVERS = {"x": 0.5}
"""How much a query's word counts in a hit's coverage (``QUERY["coverage"]``) when the hit has it only in this field
(in the others: 1): a word met only in the rest of an entry is less what the entry is about."""

EXACT = {"title": 4.0, "card": 3.0, "words": 2.0, "near": 3, "phrase": 1.5}
"""A hit whose title says what the reader typed, word for word (question words apart: typing 勝利点, "crane" or
"c'est quoi un manœuvre" asks what that is) weighs ``title`` times more; a card whose whole name the query holds
("chapel resources", "cathédrale combien de PV") ``card`` times; one whose players' words (a keyword, a term's alias)
say the query up to ``words`` times: as much as the nearest of them is near the query (the words both say over the
words either says, to the power ``near``: a keyword "qui gagne en cas d'égalité" is nearer "égalité qui gagne" than
"qui gagne"); one whose title holds the query as it was typed (two words or more, in that order, with the words the
tokeniser leaves out: 解放しなかった奴隷) ``phrase`` times (docs/theme/assets/search/match.mjs). The largest of
these applies."""

SHOWN = 8
"""Hits shown at first; "more" shows as many again."""
HITS = {"most": 40, "least": 0.04}
"""At most ``most`` hits, none scoring under ``least`` times the first (a word of the query met in passing)."""

RANKING = {"fields": FIELDS, "without_kana": WITHOUT_KANA, "kinds": KINDS, "editions": EDITIONS, "query": QUERY,
           "covers": COVERS, "exact": EXACT, "shown": SHOWN, "hits": HITS}
"""What the page receives."""
