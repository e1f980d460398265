"""A card's id is for whoever writes a scenario file, not for a player: the cards pages show each card by its name in
the page's language and no id (their rows keep the id as their anchor, which links and the search's hits lead to);
the contributors' guide (``render.checker.GUIDE``) lists every card of each edition, its name and its id."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import markdown
import pytest

from marquoir.render.cards import IDS_ANCHOR
from marquoir.render.checker import GUIDE
from marquoir.render.labels import CARD_LABELS, LABELS
from marquoir.render.text import pick
from marquoir.vocab import LANGS


class Shown(HTMLParser):
    """What a reader sees of a page: its text nodes, the text of its ``<code>`` elements and its placeholders; and
    the ids of its table rows."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.code: list[str] = []
        self.placeholders: list[str] = []
        self.rows: set[str] = set()
        self._code = 0
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self._code += tag == "code"
        if attrs.get("placeholder"):
            self.placeholders.append(attrs["placeholder"])
        if tag == "tr" and attrs.get("id"):
            self.rows.add(attrs["id"])

    def handle_endtag(self, tag):
        self._code -= tag == "code"

    def handle_data(self, data):
        if data.strip():
            (self.code if self._code else self.text).append(data.strip())


def _html(text: str) -> str:
    return markdown.markdown(text, extensions=["attr_list", "md_in_html", "tables", "admonition", "fenced_code"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_the_cards_page_shows_no_card_id(project_facts, project_sites, lang, edition):
    """Every card is on its page, anchored by its id, and no id is shown: no id column (its heading, its cells, a
    code chip under each name on a phone), and a filter that asks for the card's name only.

    Mutations: the ``<td class="mq-cards__id"><code>{{ row.id }}</code></td>`` cell put back after the name in
    card_table.html → fails; ``LABELS("id", lang)`` put back in cards._table's headings → fails; the filter's
    placeholder back to «Nom ou identifiant» / "Name or id" / «名前またはID» in labels.py → fails."""
    cards = project_facts.of("card", edition)
    page = Shown(_html(project_sites[lang].pages[f"{edition}/cartes.md"].markdown))
    assert {c.id for c in cards} <= page.rows  # cartes.html#chapelle still leads to its card
    ids = {c.id for c in cards}
    assert page.code == [] and not ids & set(page.text)
    word = re.compile(rf"(?<![a-z]){re.escape(LABELS('id', lang))}(?![a-z])", re.I)  # «ID» in «名前またはID»
    assert not [t for t in page.text + page.placeholders if word.search(t)]
    assert CARD_LABELS("search_cards", lang) in page.placeholders


ROW = re.compile(r"^\| \[(?P<name>.+)\]\((?P<href>[^)\s]+)\) \| `(?P<id>[a-z0-9-]+)` \|$", re.M)
"""A row of the guide's tables of ids: the card's name linked to its row on the cards page, then its id."""


@pytest.mark.parametrize("lang", LANGS)
def test_the_contributors_guide_lists_every_cards_name_and_id(project_facts, project_sites, lang):
    """The guide to ``marquoir check`` gives, once, every card of every edition: its name in the page's language,
    linked to its row on the cards page, and its id.

    Mutations: ``for c in cards)`` → ``for c in cards[:-1])`` in cards._id_table (the last card of each type left
    out) → fails; ``card_ids(ctx)`` → ``""`` in pages.article_page → fails; `` `{c.id}` `` → `` `{c.type}` `` in
    _id_table's row → fails."""
    guide = next(a for a in project_facts.of("article") if a.id == GUIDE)
    text = project_sites[lang].pages[f"{guide.path}.md"].markdown
    rows = [m.groupdict() for m in ROW.finditer(text)]
    cards = [c for e in project_facts.editions() for c in project_facts.of("card", e)]
    assert sorted((r["href"], r["id"]) for r in rows) == sorted((f"{c.edition}/cartes.md#{c.id}", c.id)
                                                                  for c in cards)
    names = {r["href"]: r["name"].replace("\\", "") for r in rows}
    assert all(names[f"{c.edition}/cartes.md#{c.id}"] == pick(c.name, lang)[0] for c in cards)
    assert f"## {CARD_LABELS('ids', lang)} {{#{IDS_ANCHOR}}}" in text
