"""The search documents of one language's site, built from the facts (not from the rendered HTML).

One document per FAQ entry, disputed ruling, rules section, glossary term, card, guide section, page and tool of
the site (each edition's score counter and case checker).
Each says where it is (its address, with the anchor where the entry has one: the same address as
``facts.json``), which edition it belongs to (``moyen-age``, ``antiquite`` or ``both``), what kind of
entry it is, and its words in fields the page's search weighs differently (:data:`.ranking.FIELDS`):

``t``  the title or the question, shown;
``q``  a ruling's question (its title is ``t``), searched as a question, not shown;
``w``  the words players use that the text may not say: the fact's ``keywords``, a term's aliases and
       its name in the other languages, the words a building's or machine's worth is asked with
       (:data:`.labels.CARD_WORDS`); searched, not shown;
``a``  the short answer, shown under the title: a FAQ entry's answer, a ruling's verdict, the first
       sentences of a rules section, a guide section or a definition, a card's numbers;
``x``  the rest of the entry (details, reason, the rest of the text), searched, never shown.

A page's document holds its title and its lead only, not the entries on it: an entry always beats the
page that holds it; an edition's page adds its header's figures (players, time, age). A tool's document is its
title, what it does (its own words, as its page says them) and the words players call it by
(:data:`.labels.TOOL_WORDS`). The guide to ``marquoir check`` is for contributors, not players: its documents are
of their own kind, which ranks below every player's (:data:`.ranking.KINDS`) and says so on the hit. The sources and
translation-status pages are not searched (they list every fact).
Pure functions of the loaded facts, the rendered :class:`~marquoir.render.pages.Site` and the language.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from ...render.blocks import colon
from ...render.changes import PATH as CHANGES_PATH
from ...render.checker import GUIDE
from ...render.checker import PATH as CHECKER_PATH
from ...render.checker import word as checker_word
from ...render.checker_cards import resources_said
from ...render.context import home
from ...render.counter import ANCHOR as COUNTER_ANCHOR
from ...render.counter import help_text as counter_help
from ...render.counter import said as counter_word
from ...render.labels import CARD_LABELS
from ...render.page_file import edition_of, with_edition
from ...render.pages import edition_figures
from ...render.text import fold
from ...vocab import LANGS, MONEY, RESOURCES, VECTORS
from .labels import CARD_WORDS, TOOL_WORDS
from .plain import lead, plain, text_of

LEAD = {"fr": 200, "en": 200, "ja": 100}
"""At most this many characters of a long text are shown under a hit (whole sentences): Japanese says as much
in about half the characters."""
REST = {"fr": 320, "en": 320, "ja": 160}
"""A ruling's reason, and a guide section's text after its lead, are searched by their first sentences only (the
question, verdict, keywords and title say the rest): the first download of the search stays within its budget
(README, "Benchmarks")."""
FAQ_REST = {"fr": 500, "en": 500, "ja": 160}
"""A FAQ entry's details and derivation are searched by their first sentences only (its question, answer and keywords
say what it is about; a word met only in the rest counts little: ranking.COVERS)."""
RULE_REST = {"fr": 800, "en": 800, "ja": 240}
"""A rules section's text after its lead is searched up to this many characters (whole sentences): past them, its
tables and asides weigh little in the ranking (ranking.FIELDS) and much in the download (the first search's budget,
README "Benchmarks": Japanese was at its limit)."""
NOT_SEARCHED = ("sources.md", "traductions.md", CHANGES_PATH)
"""Pages that list every fact, and the Changes page (its "before" lines no longer hold): searching them would only
find the facts again, or what they no longer say."""
SECTION = re.compile(r"^##\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$", re.M)


FIELDS = ("u", "e", "k", "t", "a", "q", "w", "x")
"""A document's fields, in the order of a row of the page's data."""


@dataclass
class Doc:
    u: str  # address from the language's root, with its anchor
    e: str  # edition: moyen-age, antiquite or both
    k: str  # kind: faq, ruling, rule, term, card, page, tool, contributors
    t: str  # title or question (shown)
    a: str = ""  # short answer (shown)
    q: str = ""  # a ruling's question (searched)
    w: str = ""  # players' words (searched)
    x: str = ""  # the rest (searched)

    def data(self) -> dict:
        """The document as a mapping, its empty fields left out."""
        return {key: value for key, value in vars(self).items() if value}

    def row(self) -> list[str]:
        """The document as the page receives it: its fields in the order of :data:`FIELDS`, the empty ones at the
        end left out (a list of lists is smaller than a list of mappings, even gzipped)."""
        values = [getattr(self, name) for name in FIELDS]
        while values and not values[-1]:
            values.pop()
        return values


def address(path: str, anchor: str | None = None) -> str:
    """``moyen-age/faq.md`` + ``faq-egalite`` → ``moyen-age/faq.html#faq-egalite`` (no directory URLs)."""
    return posixpath.splitext(path)[0] + ".html" + (f"#{anchor}" if anchor else "")


def words(*lists) -> str:
    """Players' words as one searched text, each kept apart; a word given twice (with and without its accents:
    the search folds them) once."""
    seen, out = set(), []
    for w in (w for items in lists for w in items if w):
        if fold(w) not in seen:
            seen.add(fold(w))
            out.append(w)
    return " ; ".join(out)


class Builder:
    """The documents of one language, kind by kind."""

    def __init__(self, facts, site, lang: str):
        self.facts, self.site, self.lang = facts, site, lang

    def text(self, value, edition: str) -> str:
        """A fact text (or Markdown already in this language) as plain words."""
        markdown = value if isinstance(value, str) else text_of(value, self.lang)
        return plain(markdown, self.facts, edition, self.lang)

    def lead(self, text: str) -> str:
        return lead(text, LEAD[self.lang])

    def keywords(self, fact) -> list[str]:
        return list(getattr(fact.keywords, self.lang) or [])

    def where(self, fact) -> tuple[str, str]:
        path, anchor = home(fact)
        return address(path, anchor), fact.edition

    def faq(self, q) -> Doc:
        u, e = self.where(q)
        return Doc(u, e, "faq", self.text(q.question, q.edition), self.text(q.answer, q.edition),
                   w=words(self.keywords(q)),
                   x=lead(" ".join(filter(None, (self.text(q.details, q.edition), self.text(q.derivation, q.edition)))),
                          FAQ_REST[self.lang]))

    def ruling(self, r) -> Doc:
        u, e = self.where(r)
        return Doc(u, e, "ruling", self.text(r.title, r.edition), self.text(r.verdict, r.edition),
                   q=self.text(r.question, r.edition), w=words(self.keywords(r)),
                   x=lead(self.text(r.reason, r.edition), REST[self.lang]))

    def rule(self, rule) -> Doc:
        u, e = self.where(rule)
        body = self.text(rule.body, rule.edition)
        shown = self.lead(body)
        return Doc(u, e, "rule", self.text(rule.title, rule.edition), shown, w=words(self.keywords(rule)),
                   x=lead(body[len(shown):].strip() if body.startswith(shown) else body, RULE_REST[self.lang]))

    def term(self, t) -> Doc:
        u, e = self.where(t)
        definition = self.text(t.definition, "both")
        shown = self.lead(definition)
        others = [getattr(t.term, lang) for lang in LANGS if lang != self.lang]
        # a term is found by its names and its definition's first sentences: the rest of the definition speaks of
        # other terms (they have their own entries)
        return Doc(u, e, "term", text_of(t.term, self.lang), shown, w=words(getattr(t.aliases, self.lang), others))

    def card(self, c) -> Doc:
        u, e = self.where(c)
        worth = CARD_WORDS("worth", self.lang) if c.vp is not None else ""  # how players ask what it brings
        return Doc(u, e, "card", text_of(c.name, self.lang), self.numbers(c), w=worth)

    def numbers(self, c) -> str:
        """A card's numbers in words, as its table's columns name them: ``Demande : pierre 4, bois 3 · Écus : 18 ·
        PV : 5`` (the resources as the case checker says them)."""
        parts = []
        for name in ("requires", "produces", "bonus", "wage", "ecus", "vp", "cost", "gain", "repay", "penalty"):
            value = getattr(c, name)
            if value is None:
                continue
            label = CARD_LABELS(MONEY[c.edition] if name == "ecus" else name, self.lang)
            if name in VECTORS:
                value = resources_said([value[r] for r in RESOURCES[c.edition]], c.edition, self.lang)
            parts.append(f"{label}{colon(self.lang)}{value}")
        return " · ".join(parts)

    def article(self, a) -> list[Doc]:
        """A guide: its page (its title and what comes before its first section), then each ``## section {#id}``
        (its title, its first sentences shown, the next ones searched). The guide to ``marquoir check``
        (``render.checker.GUIDE``) is the contributors' kind, its sections by their title and first sentences only:
        the first search's budget goes to what players read."""
        body = text_of(a.body, self.lang)
        edition = a.edition
        kind = "contributors" if a.id == GUIDE else "page"
        path = home(a)[0]
        heads = list(SECTION.finditer(body))
        intro = self.text(body[:heads[0].start()] if heads else body, edition)
        shown = self.lead(intro)
        # the page itself by its title and lead (a summary's rest says again what the entries say)
        docs = [Doc(address(path), a.edition, kind, self.text(a.title, edition), shown, w=words(self.keywords(a)))]
        for i, m in enumerate(heads):
            end = heads[i + 1].start() if i + 1 < len(heads) else len(body)
            section = self.text(body[m.end():end], edition)
            shown = self.lead(section)
            docs.append(Doc(address(path, m.group(2)), a.edition, kind, self.text(m.group(1), edition), shown,
                            x=lead(section[len(shown):].strip(), REST[self.lang]) if kind == "page" else ""))
        return docs

    def page(self, page) -> list[Doc]:
        """A page's own documents: its title (naming its edition) and its lead, and the tool it holds (the score
        counter); the case checker's page is the checker's document. None for the pages whose document is a fact's
        (a ruling, a guide), nor for those not searched."""
        if page.path in NOT_SEARCHED or any(f.kind in ("ruling", "article") and home(f)[0] == page.path
                                            for f in page.facts):
            return []
        edition = edition_of(page.path)
        anchor = posixpath.splitext(posixpath.basename(page.path))[0]
        u = address(page.path, anchor)
        if page.path.endswith("/" + CHECKER_PATH) and edition:
            return [self.tool(u, edition, "checker", checker_word("title", edition, self.lang),
                              checker_word("intro", edition, self.lang))]
        title = with_edition(page.title, edition, self.lang)
        own = [f for f in page.facts if f.kind in ("edition", "chapter") and home(f)[0] == page.path]
        if not own:
            return [Doc(u, edition or "both", "page", title)]
        fact = own[0]
        if fact.kind == "edition":  # the edition's header: its figures, the words players ask them in, its tagline
            return [Doc(u, edition, "page", title, self.figures(fact), w=words(self.keywords(fact)),
                        x=self.lead(self.text(fact.tagline, edition)))]
        docs = [Doc(u, edition or "both", "page", title, self.lead(self.text(fact.intro, edition or "both")))]
        if fact.widget == "score-counter":
            docs.append(self.tool(address(page.path, COUNTER_ANCHOR), edition, "counter",
                                  counter_word("title", edition, self.lang), counter_help(edition, self.lang)))
        return docs

    def figures(self, ed) -> str:
        """An edition's players, time and age, as its page's header says them: ``Joueurs : 2 à 4 · Durée : 30 min
        · Âge : 10 ans et +``."""
        colon_ = colon(self.lang)
        return " · ".join(f"{label}{colon_}{value}" for label, value in edition_figures(ed, self.lang))

    def tool(self, u: str, edition: str, name: str, title: str, does: str) -> Doc:
        """A tool of the site: its title, what it does (its first sentences shown, the next ones searched) and the
        words players call it by (:data:`.labels.TOOL_WORDS`). A tool is found by what it is: what it does restates
        rules (the counter's help lists the scoring), and a sentence cut short is not searched again whole, lest the
        tool outrank the rules section that a question about the rule wants."""
        shown = self.lead(does)
        return Doc(u, edition, "tool", title, shown, w=TOOL_WORDS(name, self.lang),
                   x=does[len(shown):].strip() if does.startswith(shown) else "")


def documents(facts, site, lang: str) -> list[Doc]:
    """Every search document of the site in ``lang``: the entries first (FAQ, rulings, rules, terms, cards, guides),
    then the pages and their tools, each group in the site's order."""
    b = Builder(facts, site, lang)
    docs: list[Doc] = []
    for kind, build in (("faq", b.faq), ("ruling", b.ruling), ("rule", b.rule)):
        docs += [build(f) for f in facts.of(kind)]
    docs += [b.term(t) for t in facts.of("term")]
    docs += [b.card(c) for c in facts.of("card")]
    for a in facts.of("article"):
        docs += b.article(a)
    for p in site.pages.values():
        docs += b.page(p)
    return docs

