"""The search index as a reader meets it (site/search_index.py), read from the real build in each language:
each hit names its edition, a FAQ hit shows its short answer and a ruling its verdict, the page furniture
is not indexed, the reader's words are searched without being shown, the Middle Ages rank first."""

from __future__ import annotations

import html
import json
import re

import pytest

from marquoir.render.labels import LABELS
from marquoir.site import config as site_config
from marquoir.site.search_index import HIDDEN_FIELDS, blocks, edition_of, plain
from marquoir.vocab import EDITIONS, LANGS


def index(built_site, lang) -> dict:
    return json.loads((built_site / lang / "search" / "search_index.json").read_text(encoding="utf-8"))


def words(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def box_after(page_html: str, anchor: str, css: str) -> str:
    """The words of the first ``<div class="css">`` at or after the element ``id="anchor"`` of a built page
    (the box may carry the anchor itself: ``<div class="mq-question" id="question">``)."""
    start = page_html.rindex("<", 0, page_html.index(f'id="{anchor}"'))
    match = re.compile(rf'<div class="{css}"[^>]*>(.*?)</div>', re.S).search(page_html, start)
    return words(match.group(1))


def page_of(built_site, lang, location) -> str:
    return (built_site / lang / location.split("#")[0]).read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_every_hit_names_its_edition(built_site, lang):
    """Every document carries its edition as Material's tags (shown with the result): its own on an
    edition's pages, both on the pages common to the two games; an edition page's title names it, in
    the index and in the browser tab. Mutation: ``edition_tags`` returns [] → fails; ``with_edition``
    returns the title as it is → fails ("Questions fréquentes" twice)."""
    names = {e: LABELS(f"edition_{e}", lang) for e in EDITIONS}
    for doc in index(built_site, lang)["docs"]:
        edition = edition_of(doc["location"].split("#")[0])
        assert doc["tags"] == ([names[edition]] if edition else list(names.values())), doc["location"]
        if edition and "#" not in doc["location"]:
            assert names[edition] in doc["title"], doc
    for edition in EDITIONS:
        page = (built_site / lang / edition / "faq.html").read_text(encoding="utf-8")
        tab = LABELS("with_edition", lang, title=LABELS("faq", lang), edition=names[edition])
        assert f"<title>{html.escape(tab, quote=False)} - Marquoir</title>" in page


@pytest.mark.parametrize("lang", LANGS)
def test_a_faq_hit_shows_its_short_answer(built_site, lang):
    """The text Material shows under a FAQ hit is the entry's short answer, the one on the page, and
    nothing else (the details, example and sources are searched in the hidden field ``more``).
    Mutation: the answer/rest split removed from ``_page`` → fails (the details follow the answer)."""
    docs = index(built_site, lang)["docs"]
    entries = [d for d in docs if "/faq.html#faq-" in d["location"]]
    assert len(entries) > 60
    for doc in entries:
        answer = box_after(page_of(built_site, lang, doc["location"]), doc["location"].split("#")[1], "mq-answer")
        assert plain(doc["text"]) == answer, doc["location"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_ruling_is_one_hit_that_shows_its_verdict(built_site, lang):
    """A ruling page is one document: its title with the edition, its verdict as text; its question and
    reason are searched (hidden field ``more``), its sections are not hits of their own.
    Mutation: ``_page`` returns the ruling's sections as they are (no ``_ruling``) → fails."""
    docs = index(built_site, lang)["docs"]
    rulings = [d for d in docs if "/arbitrages/" in d["location"] and not d["location"].endswith("index.html")]
    assert len({d["location"].split("#")[0] for d in rulings}) >= 25
    for doc in rulings:
        assert "#" not in doc["location"], doc["location"]
        page = page_of(built_site, lang, doc["location"])
        assert plain(doc["text"]) == box_after(page, "verdict", "mq-verdict"), doc["location"]
        assert box_after(page, "question", "mq-question") in plain(doc["more"])


FURNITURE = ("reviewed", "reviewed_secondary", "status_settled", "status_house-rule", "status_unconfirmed",
             "confidence_primary", "confidence_secondary", "example_checked", "see_ruling", "faq_more")


@pytest.mark.parametrize("lang", LANGS)
def test_page_furniture_is_not_indexed(built_site, lang):
    """No document's shown text holds the review line, a status or confidence badge, the checked-example
    note, a sources or see-also line, an unconfirmed box's citations (raw source paths such as
    ``serveur/src/…``), and no page's sources box is a document. Mutation: ``Furniture.strip`` keeps every
    block → fails."""
    labels = [LABELS(key, lang) for key in FURNITURE]
    prefixes = [LABELS(key, lang) for key in ("source_label", "sources_label", "see_also")]
    for doc in index(built_site, lang)["docs"]:
        assert not doc["location"].endswith("#page-sources")
        text = doc["text"]
        assert "serveur/src" not in text, doc["location"]
        for block in blocks(text):
            line = plain(block)
            assert not any(line == label or line.startswith(label + " · ") for label in labels), (doc["location"], line)
            assert not any(re.match(re.escape(p) + r"\s?[:：]", line) for p in prefixes), (doc["location"], line)


def test_the_readers_words_are_searched_but_not_shown(built_site):
    """An entry's keywords (同点, tie, the unaccented egalite) are in the hidden field ``keywords``, which the
    search configuration declares, and not in the text shown. Mutation: ``_is_keywords`` always False
    → fails (the keyword line is back in the text); ``keywords`` left out of SEARCH_FIELDS → fails."""
    for lang, word in (("fr", "egalite"), ("en", "tie"), ("ja", "同点")):
        data = index(built_site, lang)
        assert set(HIDDEN_FIELDS) <= set(data["config"]["fields"])
        doc = next(d for d in data["docs"] if d["location"] == "moyen-age/faq.html#faq-egalite")
        assert word in doc["keywords"].split(" · ")
        assert " · ".join(doc["keywords"].split(" · ")[:3]) not in plain(doc["text"])


def test_the_middle_ages_rank_first_on_equal_matches(built_site):
    """The same kind of page weighs more in the Middle Ages (the common box) than in Antiquity, by
    ``config.EDITION_BOOST``. Mutation: EDITION_BOOST emptied → fails."""
    boost = site_config.EDITION_BOOST["moyen-age"]
    assert boost > 1
    docs = {d["location"]: d for d in index(built_site, "en")["docs"]}
    for page in ("faq.html", "fin-de-la-partie.html"):
        middle, antiquity = docs[f"moyen-age/{page}"], docs[f"antiquite/{page}"]
        assert middle.get("boost", 1) == pytest.approx(boost * antiquity.get("boost", 1))


def test_blocks_of_an_indexed_text():
    """Top-level blocks, nested lists kept whole, a table's loose cells as a block of their own.
    Mutation: a nested ``<ul>`` closing the outer block (no depth count) → fails."""
    text = "<p>A <code>x</code></p> <ul><li>one<ul><li>two</li></ul></li></ul> cell cell <p>B</p>"
    assert blocks(text) == ["<p>A <code>x</code></p>", "<ul><li>one<ul><li>two</li></ul></li></ul>",
                            "cell cell", "<p>B</p>"]
    assert plain("<p>l&#x27;écu &amp; <code>a</code></p>") == "l'écu & a"
