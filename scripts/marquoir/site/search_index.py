"""The search index as a reader needs it: rewritten after Material has written it.

Material indexes each heading's section as one document (its title and its text) and shows, for
a hit, the page's title, the section's title and the paragraphs of its text where the words
matched. Left as it is, a hit says neither which game it belongs to (both FAQ pages are
"Questions fréquentes") nor what the answer is (a hidden keyword line, the review date, a
sources line...). :func:`rewrite` makes each document say what it answers:

- every page title carries its edition (``Questions fréquentes — Moyen Âge``), and every document
  carries the edition as Material's ``tags`` (shown with the result; both names on the pages that
  serve both games); the Middle Ages, the common box, rank first when both editions match equally
  (``config.EDITION_BOOST``);
- a FAQ entry's text is its short answer, and a ruling is one document whose text is its verdict:
  so the snippet under a hit is the answer;
- what a reader may type but need not read (the entry's keywords and unaccented forms, a FAQ
  entry's details, a ruling's question and reason) moves to fields that are searched but never
  shown (``keywords``, ``more``, weighted in ``config.SEARCH_FIELDS``);
- the page furniture is not indexed at all: review line, status and confidence badges, sources
  and see-also lines, the checked-example note, translation notices, the unconfirmed-point boxes
  (with their sources' citations), the page's sources list, the "details" line of a folded FAQ entry.

Pure functions of the index (a dict), the rendered site and the language: no file, no MkDocs.
"""

from __future__ import annotations

import html
import posixpath
import re
from dataclasses import dataclass, field

from ..render.blocks import colon
from ..render.context import home
from ..render.labels import LABELS
from ..render.page_file import edition_name, with_edition
from ..render.text import fold
from ..vocab import EDITIONS

HIDDEN_FIELDS = ("keywords", "more")
"""Searched, never shown: Material renders only a document's title, text and tags."""

PAGE_SOURCES = "page-sources"  # the anchor of every page's sources box (blocks.finish)


def edition_of(path: str) -> str | None:
    """The edition a page belongs to: the first folder of its path (``moyen-age/faq.md``), or None."""
    first = path.split("/", 1)[0]
    return first if first in EDITIONS and "/" in path else None


def edition_tags(edition: str | None, lang: str) -> list[str]:
    """What a result shows as its edition: its own, or both for the pages common to both games."""
    return [edition_name(e, lang) for e in ((edition,) if edition else EDITIONS)]


# --- blocks of an indexed text ----------------------------------------------------------------

BLOCK_TAG = re.compile(r"<(/?)(p|ul|ol|li|pre|code|sub|sup)>")


def blocks(text: str) -> list[str]:
    """The top-level blocks of an indexed text (Material keeps only bare ``p``, lists, code, sub and
    sup tags); text between blocks (a table's cells) is a block of its own."""
    out: list[str] = []
    depth, start, pos = 0, 0, 0
    for m in BLOCK_TAG.finditer(text):
        closing = bool(m.group(1))
        if not closing:
            if depth == 0:
                if text[pos:m.start()].strip():
                    out.append(text[pos:m.start()].strip())
                start = m.start()
            depth += 1
        elif depth > 0:
            depth -= 1
            if depth == 0:
                out.append(text[start:m.end()])
                pos = m.end()
    if text[pos:].strip() and depth == 0:
        out.append(text[pos:].strip())
    elif depth:
        out.append(text[start:].strip())
    return out


def plain(block: str) -> str:
    """A block's words: no tags, no entities, single spaces."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", block)).split())


# --- the page furniture -----------------------------------------------------------------------

@dataclass(frozen=True)
class Furniture:
    """The lines every page repeats, recognised by the site's own labels in one language."""

    exact: frozenset
    prefixes: tuple
    box_title: str  # an unconfirmed-point box: its title, its list of claims, its link to the ruling

    @classmethod
    def of(cls, lang: str) -> Furniture:
        def norm(s: str) -> str:
            return " ".join(s.split())
        exact = {norm(LABELS(key, lang)) for key in (
            "status_settled", "status_house-rule", "status_unconfirmed", "confidence_primary",
            "confidence_secondary", "example_checked", "missing_title", "missing_body", "outdated_title",
            "outdated_body", "see_ruling", "faq_more")}
        c = colon(lang)
        prefixes = tuple(norm(p) for p in (
            LABELS("reviewed", lang) + " · ", LABELS("reviewed_secondary", lang) + " · ",
            LABELS("source_label", lang) + c, LABELS("sources_label", lang) + c, LABELS("see_also", lang) + c))
        return cls(frozenset(exact), prefixes, norm(LABELS("unconfirmed_title", lang) + " — "))

    def strip(self, items: list[str]) -> list[str]:
        """The blocks that are not furniture."""
        out, in_box = [], False
        for block in items:
            words = plain(block)
            if words.startswith(self.box_title):
                in_box = True
                continue
            if in_box and block.startswith(("<ul>", "<ol>")):
                continue  # the box's claims, with their citations
            in_box = False
            if words in self.exact or words.startswith(self.prefixes) or not words:
                continue
            out.append(block)
        return out


# --- what the index needs to know of the site ---------------------------------------------------

@dataclass
class PagePlan:
    """One generated page: its edition, and the facts at home there by anchor ("" for the page)."""

    edition: str | None
    facts: dict = field(default_factory=dict)


def plans(site) -> dict[str, PagePlan]:
    """Every generated page of a :class:`marquoir.render.pages.Site`, by its address (``moyen-age/faq.html``)."""
    out = {}
    for page in site.pages.values():
        edition = edition_of(page.path)
        plan = PagePlan(edition)
        for fact in page.facts:
            if fact.kind in ("source", "example", "card"):
                continue
            path, anchor = home(fact, edition)
            if path == page.path:
                plan.facts.setdefault(anchor or "", fact)
        out[address(page.path)] = plan
    return out


def address(path: str) -> str:
    """``moyen-age/faq.md`` → ``moyen-age/faq.html`` (the site uses no directory URLs)."""
    return posixpath.splitext(path)[0] + ".html"


def _is_keywords(words: str, fact, lang: str) -> bool:
    """Whether a block is the fact's hidden search words (blocks.search_words): its keywords first,
    or, without keywords, only unaccented lowercase forms."""
    keywords = list(getattr(getattr(fact, "keywords", None), lang, None) or [])
    items = words.split(" · ")
    if keywords:
        return items[:len(keywords)] == keywords
    return lang != "ja" and all(fold(i) == i for i in items)


# --- the rewrite ------------------------------------------------------------------------------

def rewrite(index: dict, site_plans: dict[str, PagePlan], lang: str, edition_boost: dict | None = None) -> dict:
    """The index with every document rewritten as the module says; the order of the documents
    (each page before its sections, as Material requires) is kept."""
    furniture = Furniture.of(lang)
    pages: dict[str, list[dict]] = {}
    for doc in index["docs"]:
        pages.setdefault(doc["location"].split("#", 1)[0], []).append(doc)
    docs = []
    for path, page_docs in pages.items():
        plan = site_plans.get(path, PagePlan(None))
        rewritten = _page(page_docs, plan, furniture, lang)
        for doc in rewritten:
            doc["tags"] = edition_tags(plan.edition, lang)
            boost = (edition_boost or {}).get(plan.edition, 1) * doc.get("boost", 1)
            if boost != 1:
                doc["boost"] = round(boost, 3)
        docs.extend(rewritten)
    return {**index, "docs": docs}


def _page(page_docs: list[dict], plan: PagePlan, furniture: Furniture, lang: str) -> list[dict]:
    page_docs = [d for d in page_docs if d["location"].partition("#")[2] != PAGE_SOURCES]
    page = plan.facts.get("")
    out = []
    for i, doc in enumerate(page_docs):
        anchor = doc["location"].partition("#")[2]
        items = furniture.strip(blocks(doc.get("text", "")))
        doc = {**doc, "text": " ".join(items)}
        if not anchor:
            doc["title"] = with_edition(doc["title"], plan.edition, lang)
        fact = plan.facts.get(anchor)
        # a page-level fact (a ruling, a guide) ends its page with its search words
        owner = fact if fact is not None else (page if i == len(page_docs) - 1 else None)
        if owner is not None and items and _is_keywords(plain(items[-1]), owner, lang):
            doc["keywords"] = plain(items.pop())
            doc["text"] = " ".join(items)
        if fact is not None and fact.kind == "faq" and len(items) > 1:
            # the short answer, then the rest: searched, never shown, so its words only
            doc["text"], doc["more"] = items[0], plain(" ".join(items[1:]))
        out.append(doc)
    if page is not None and page.kind == "ruling":
        return [_ruling(out)]
    return out


def _ruling(docs: list[dict]) -> dict:
    """A ruling as one document: the page's title, its verdict as text; its question, reason and
    words searched but not shown (a hit on any of them shows the verdict)."""
    head, sections = docs[0], docs[1:]
    verdict = [d["text"] for d in sections if d["location"].endswith("#verdict")]
    rest = [head.get("text", "")] + [d["text"] for d in sections if not d["location"].endswith("#verdict")]
    words = [d["keywords"] for d in docs if d.get("keywords")]
    more = [t for t in rest + [d.get("more", "") for d in docs] if t]
    doc = {**head, "text": " ".join(verdict), "more": plain(" ".join(more))}  # searched, never shown: words only
    if words:
        doc["keywords"] = " · ".join(words)
    return doc
