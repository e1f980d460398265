"""Glossary links: the first use of each term on a page links to its entry, in the page's Markdown (what the renderer
writes and the hand-written home pages), never in what is not prose."""

from __future__ import annotations

import re
from types import SimpleNamespace as NS

from marquoir.render.glossary_links import entries, link_terms


def term(id_, fr, en, ja, no_autolink=(), definition=""):
    return NS(id=id_, term=NS(fr=fr, en=en, ja=ja), no_autolink=list(no_autolink),
              definition=NS(fr=definition, en=definition, ja=definition))


TERMS = [term("tour-de-jeu", "tour", "turn", "手番"), term("tour-de-table", "tour de table", "round", "1巡"),
         term("ouvrier", "ouvrier", "worker", "労働者"), term("envoyer", "Envoyer travailler un ouvrier",
         "Send a worker to work", "労働者の派遣"), term("savoir", "savoir", "knowledge", "知識", ["fr"]),
         term("point", "point de victoire (PV)", "victory point (VP)", "勝利点")]
CARDS = [NS(name=NS(fr="La tour de guet", en="The Watchtower", ja="物見やぐら"))]


def link(text, lang):
    return link_terms(text, entries(TERMS, CARDS, [], lang), "../glossaire.html", lang)


def test_first_use_only_and_longest_phrase_first():
    out = link("<p>À son tour, on finit le tour de table ; un tour plus tard, les ouvriers partent.</p>", "fr")
    assert out.count('href="../glossaire.html#tour-de-jeu"') == 1
    assert '<a class="mq-term" href="../glossaire.html#tour-de-jeu" title="FR tour · EN turn · JA 手番">tour</a>' in out
    assert '>tour de table</a>' in out
    assert '>ouvriers</a>' in out


def test_card_names_code_headings_and_links_are_left_alone():
    out = link('<h2 id="x">Le tour</h2><p>La tour de guet est un bâtiment. <code>tour</code> '
               '<a href="y">tour</a></p><p class="mq-keywords" hidden>tour</p>', "fr")
    assert "mq-term" not in out


def test_japanese_without_word_boundaries():
    out = link("<p>労働者の派遣では、労働者の賃金を払います。手番の終わりに勝利点を数えます。</p>", "ja")
    assert '>労働者の派遣</a>' in out and '>労働者</a>' in out and '>手番</a>' in out and '>勝利点</a>' in out
    assert out.index(">労働者の派遣</a>") < out.index(">労働者</a>")


def test_a_term_already_linked_is_not_linked_again_and_opt_outs_hold():
    out = link('<p><a href="../glossaire.html#ouvrier">ouvrier</a>, puis un ouvrier. Pour savoir…</p>', "fr")
    assert "mq-term" not in out
    assert "#savoir" in link("<p>knowledge</p>", "en") and "#savoir" not in link("<p>savoir</p>", "fr")


def test_every_term_is_linked_from_some_page_of_the_built_site(built_site):
    from marquoir.facts import loader

    facts = loader.load()
    for lang in ("fr", "en", "ja"):
        pages = [p.read_text(encoding="utf-8") for p in (built_site / lang).rglob("*.html")
                 if p.name != "glossaire.html"]
        linked = {m for text in pages
                  for m in re.findall(r'class="mq-term" href="[^"]*glossaire\.html#([a-z0-9-]+)"', text)}
        linked |= {m for text in pages for m in re.findall(r'href="[^"]*glossaire\.html#([a-z0-9-]+)"', text)}
        missing = [t.id for t in facts.of("term") if t.id not in linked and lang not in t.no_autolink]
        assert missing == [], (lang, missing)
    guet = (built_site / "fr" / "moyen-age" / "cartes.html").read_text(encoding="utf-8")
    assert 'mq-term' not in guet


def test_the_tooltip_gives_the_first_sentence_of_the_definition():
    """What a reader sees on hovering a term, or on a first tap on a touch screen (glossary-taps.mjs shows the title).

    Mutation: ``found.append(Entry(word, t.id, tip))`` (no definition) in glossary_links.entries → fails."""
    terms = [term("chantier", "chantier", "site", "建築中の建物",
                  definition="Un [[batiment|bâtiment]] *ouvert* (p. 5) et pas encore terminé. Il reçoit des ouvriers.")]
    out = link_terms("<p>Un chantier.</p>", entries(terms, [], [], "fr"), "../glossaire.html", "fr")
    assert 'title="Un bâtiment ouvert (p. 5) et pas encore terminé.&#10;FR chantier · EN site · JA 建築中の建物"' in out
    ja = [term("chantier", "chantier", "site", "建築中の建物", definition="着手した建物です。まだ完成していません。")]
    out = link_terms("<p>建築中の建物</p>", entries(ja, [], [], "ja"), "../glossaire.html", "ja")
    assert 'title="着手した建物です。&#10;FR chantier' in out


MARKDOWN = """---
title: "Le tour"
---

# Le tour {#tour}

Un `tour` de code, [le tour](tour.md) en lien, ![un tour](tour.png) en image, <https://example.org/tour>.
{: .tour }

```text
>>> tour
```

| Carte | Effet |
|---|---|
| Le tour | un ouvrier part |

Enfin, le tour.
"""


def test_in_markdown_only_the_prose_is_linked():
    """Front matter, headings, code spans and fences, a link's text, an image, an autolink and an attribute list are
    left alone; a table cell is prose, and its link stays on one line (the row stays whole).

    Mutation: the heading line left out of glossary_links.NOT_PROSE → fails (the title is linked); the
    ``&#10;`` replacement removed from link_terms → fails (the table row is cut in two)."""
    out = link(MARKDOWN, "fr")
    table = MARKDOWN.index("| Le tour |")
    assert out[:table] == MARKDOWN[:table]  # nothing linked before the table
    row = out[table:].split("\n", 1)[0]
    assert row.startswith('| Le <a class="mq-term" href="../glossaire.html#tour-de-jeu"') and row.endswith(" |")
    assert '>ouvrier</a> part |' in row
    assert out.endswith("Enfin, le tour.\n")  # its first use was in the table


def test_a_term_the_markdown_links_already_is_not_linked_again():
    """Mutation: ``(?:html|md)`` → ``html`` in link_terms' pattern of links already there → fails."""
    out = link("Un [ouvrier](../glossaire.md#ouvrier), puis un ouvrier.", "fr")
    assert "mq-term" not in out
