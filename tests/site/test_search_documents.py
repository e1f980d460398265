"""The search's documents and words, made from the facts (scripts/marquoir/site/search/): what each kind of entry
gives the page's search, where it points, and which words say an edition — derived, never listed by hand."""

from __future__ import annotations

import json
import re

import pytest

from marquoir.render import checker_words, counter
from marquoir.render.context import home
from marquoir.site import search
from marquoir.site.search import words
from marquoir.site.search.documents import FIELDS, Doc, address, documents
from marquoir.site.search.labels import TOOL_WORDS, kind_names
from marquoir.site.search.ranking import KINDS as KIND_WEIGHTS
from marquoir.vocab import EDITIONS, LANGS


@pytest.fixture(scope="module")
def loaded(project):
    return project


@pytest.fixture(scope="module")
def sites(project_sites):
    return project_sites


@pytest.fixture(scope="module")
def by_lang(loaded, sites):
    return {lang: documents(loaded.facts, sites[lang], lang) for lang in LANGS}


KINDS = {"faq": "faq", "ruling": "ruling", "rule": "rule", "term": "term", "card": "card"}


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_has_one_document_at_its_address(loaded, by_lang, lang):
    """Each FAQ entry, ruling, rules section, term and card is one document, of its kind and edition, at the address
    the site and facts.json give it (its page and anchor). Mutation: the rules sections left out of ``documents``
    → fails; a FAQ entry's address without its anchor → fails."""
    docs = by_lang[lang]
    found = {(d.k, d.u): d for d in docs}
    for kind, doc_kind in KINDS.items():
        for fact in loaded.facts.of(kind):
            u = address(*home(fact))
            assert (doc_kind, u) in found, (kind, fact.id, u)
            assert found[(doc_kind, u)].e == fact.edition
    assert len(found) == len(docs), "two documents at one address"


def test_a_faq_document_is_its_question_its_answer_and_its_players_words(loaded, by_lang):
    """Mutation: the answer left out of the shown answer ``a`` → fails."""
    fact = loaded.facts.by_key[("moyen-age", "faq-deuxieme-ouvrier")].fact
    doc = next(d for d in by_lang["ja"] if d.u == "moyen-age/faq.html#faq-deuxieme-ouvrier")
    assert doc.t == fact.question.ja
    assert fact.answer.ja.startswith("はい、同じ手番に同じ[[chantier|建築中の建物]]へ")  # a reference becomes its words
    assert doc.a.startswith("はい、同じ手番に同じ建築中の建物へ派遣する場合です。")
    assert "二人目" in doc.w.split(" ; ")
    assert "[[" not in doc.a + doc.x and "**" not in doc.a + doc.x  # plain words: no reference, no Markdown mark


def test_a_ruling_shows_its_verdict_and_searches_its_question(loaded, by_lang):
    ruling = loaded.facts.by_key[("moyen-age", "pioche-vide")].fact
    doc = next(d for d in by_lang["fr"] if d.k == "ruling" and d.u == "moyen-age/arbitrages/pioche-vide.html")
    assert doc.t == ruling.title.fr and doc.q.startswith("Que se passe-t-il")
    assert doc.a.startswith(ruling.verdict.fr[:40])


@pytest.mark.parametrize("lang, needs", [("fr", "Demande : pierre 5, bois 4, savoir 4, tuile 4"),
                                         ("en", "Requires: stone 5, wood 4, knowledge 4, tile 4"),
                                         ("ja", "石材5・木材4・知識4・タイル4")])
def test_a_card_hit_says_its_resources_as_the_checker_does(by_lang, lang, needs):
    """A card's numbers say its resources in the words of the case checker and the lesson (one function,
    checker_cards.resources_said), not capitalised names after their numbers (« 4 Pierre, 3 Bois »). Mutation:
    documents.numbers back to ``f"{value[r]} {RESOURCE_NAMES(r, lang)}"`` → fails in every language."""
    doc = next(d for d in by_lang[lang] if d.k == "card" and d.u.endswith("#cathedrale"))
    assert needs in doc.a, doc.a


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_holds_its_title_and_lead_not_its_entries(loaded, by_lang, lang):
    """An entry beats the page that holds it: a page's document has none of its entries' words. Its title names the
    edition as the page's language writes it (『中世』 in Japanese, as the texts do). Mutation: a page's document
    given its whole Markdown as its rest → fails; the Japanese ``with_edition`` label back to ``{title}（{edition}）``
    (中世 bare) → fails."""
    docs = by_lang[lang]
    faq_page = next(d for d in docs if d.k == "page" and d.u == "moyen-age/faq.html#faq")
    questions = [d.t for d in docs if d.k == "faq" and d.u.startswith("moyen-age/")]
    assert not any(q in faq_page.t + faq_page.a + faq_page.x for q in questions)
    ending = {"fr": " — Moyen Âge", "en": " — Middle Ages", "ja": "（『中世』）"}[lang]
    assert faq_page.t.endswith(ending)  # the title names the edition
    assert not any(d.u.startswith(("sources.html", "traductions.html")) for d in docs)


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_counter_and_the_case_checker_are_documents_a_player_finds(by_lang, sites, lang):
    """Each edition's score counter (a section of its scoring page, rendered by code, not a fact) and case checker are
    documents of kind ``tool``: their title and what they do, in the words their own page says, and the words players
    call them by. Mutation: the counter's document left out of ``Builder.page`` → fails; the checker's page kept as a
    page's title and first sentence (the search before) → fails."""
    found = {d.u: d for d in by_lang[lang]}
    for edition in EDITIONS:
        scoring = f"{edition}/fin-de-la-partie.html#{counter.ANCHOR}"
        assert f"{{#{counter.ANCHOR}}}" in sites[lang].pages[f"{edition}/fin-de-la-partie.md"].markdown
        doc = found[scoring]
        assert (doc.k, doc.e, doc.t) == ("tool", edition, counter.WORDS("title", lang))
        assert counter.help_text(edition, lang).startswith(doc.a.rstrip("…")) and "{" not in doc.a
        assert doc.w == TOOL_WORDS("counter", lang)
        checker = found[f"{edition}/verifier.html#verifier"]
        assert (checker.k, checker.e, checker.t) == ("tool", edition, checker_words.WORDS("title", lang))
        assert f"{checker.a} {checker.x}".replace("。 ", "。") == checker_words.WORDS("intro", lang)
        assert checker.w == TOOL_WORDS("checker", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_for_contributors_is_found_below_what_players_read(by_lang, lang):
    """The guide to ``marquoir check`` (for whoever writes case files by hand) stays searchable, by its sections'
    titles and first sentences, as a kind of its own that the hit names and that weighs less than any kind a player
    reads. Mutation: the guide's documents given the kind ``page`` → fails."""
    guide = [d for d in by_lang[lang] if d.u.split("#")[0] == "verifier.html"]
    assert len(guide) > 1 and {d.k for d in guide} == {"contributors"} and not any(d.x for d in guide)
    assert KIND_WEIGHTS["contributors"] < min(w for k, w in KIND_WEIGHTS.items() if k != "contributors")
    assert kind_names(lang)["contributors"]


def test_an_edition_page_holds_its_figures_and_the_words_players_ask_them_in(loaded, by_lang):
    """The edition's page states how many play, how long a game lasts and from what age: its document shows them as
    its header says them and is found by its fact's ``keywords``. Mutation: the edition's document back to its
    tagline alone → fails."""
    doc = next(d for d in by_lang["fr"] if d.u == "moyen-age/index.html#index")
    assert doc.a == "Joueurs : 2 à 4 · Durée : 30 min · Âge : 10 ans et +"
    edition = loaded.facts.by_key[("moyen-age", "moyen-age")].fact
    assert edition.keywords.fr and doc.w.split(" ; ") == edition.keywords.fr
    assert doc.x.startswith("Recrutez des ouvriers")


def test_rows_are_the_fields_in_order_without_empty_ends():
    doc = Doc("a.html#b", "both", "term", "écu", "La monnaie.", w="coins")
    assert doc.row() == ["a.html#b", "both", "term", "écu", "La monnaie.", "", "coins"]
    assert len(FIELDS) == 8


def test_the_data_script_sets_the_global_and_closes_no_tag():
    """A text holding ``</script>`` stays text. Mutation: ``</`` not escaped → fails."""
    out = search.script({"docs": [["a.html", "both", "page", "</script><script>alert(1)</script>"]]})
    assert out.startswith(f"(self.{search.GLOBAL}=self.{search.GLOBAL}||{{}}).data=")
    assert "</script" not in out
    body = out[out.index(".data=") + 6:].rstrip().rstrip(";")
    assert json.loads(body)["docs"][0][3] == "</script><script>alert(1)</script>"


def test_each_edition_gets_its_own_words_from_the_glossary_money_resources_and_cards(loaded):
    """Derived, not listed: the glossary's Antiquity terms and their aliases, its money and resources, its cards mark
    Antiquity; no term of both editions marks either. Mutation: the terms of both editions counted as candidates
    → fails."""
    facts = loaded.facts
    fr = words.markers(facts, "fr")
    assert {"esclave", "affranchir", "emprunt", "université", "Sesterces", "Décoration"} <= set(fr["antiquite"])
    assert {"Premier Bâtisseur du Royaume", "La chapelle", "La cathédrale"} <= set(fr["moyen-age"])
    both = {n for t in facts.of("term") if t.edition == "both" for n in words.names(t, "fr")}
    assert not both & (set(fr["antiquite"]) | set(fr["moyen-age"]))
    assert "Grue" in fr["moyen-age"] and not any(re.search(r"\d|\(", w) for e in EDITIONS for w in fr[e])
    assert {"セステルティウス", "奴隷", "借金"} <= set(words.markers(facts, "ja")["antiquite"])


def test_synonyms_are_each_terms_names_and_aliases(loaded):
    groups = words.synonyms(loaded.facts, "ja")
    worker = next(g for g in groups if g[0] == ["労働者"])
    assert "ワーカー" in worker[1]
    vp = next(g for g in words.synonyms(loaded.facts, "fr") if "PV" in g[0])
    assert vp[0] == ["point de victoire", "PV"]  # "point de victoire (PV)": both names


def test_the_search_data_of_a_language(loaded, sites):
    data = search.data(loaded.facts, sites["en"], "en")
    assert data["lang"] == "en" and data["fields"] == list(FIELDS)
    assert set(data["kinds"]) == {"faq", "ruling", "rule", "term", "card", "page", "tool", "contributors"}
    assert data["editions"]["antiquite"] == "Antiquity" and data["editions"]["both"] == "Both editions"
    assert data["names"]["antiquite"] == ["Antiquité", "Antiquity", "古代"]
    assert all(isinstance(row, list) and len(row) <= len(FIELDS) for row in data["docs"])
