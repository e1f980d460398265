"""HTML from templates: every element the renderer writes comes from render/templates/, and every
value in it is escaped, so a hostile card name or label cannot make markup."""

from __future__ import annotations

import ast
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest

import marquoir.render
from marquoir.facts import loader
from marquoir.render import render_site
from marquoir.render.cards import cards_page
from marquoir.render.context import Ctx
from marquoir.render.counter import WORDS
from marquoir.render.html import render_html
from marquoir.render.labels import CARD_LABELS, LABELS

HOSTILE = 'Tour "<script>alert(1)</script>" & <b onmouseover="x">Cie</b>'


class Parsed(HTMLParser):
    """Elements (tag, attributes), text, and the content of each <script>."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.scripts: list[str] = []
        self._in_script = False
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"
        if tag == "script":
            self.scripts.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts[-1] += data
        else:
            self.text.append(data)

    def attribute_values(self) -> list[str]:
        return [v for _, attrs in self.tags for v in attrs.values() if v]


def to_html(text: str) -> str:
    """What MkDocs makes of a generated page (the extensions that matter for raw HTML)."""
    return markdown.markdown(text, extensions=["attr_list", "md_in_html", "tables", "admonition", "fenced_code"])


def assert_inert(page: Parsed, scripts: int = 0):
    """No element or attribute came from the hostile value."""
    assert [t for t, _ in page.tags].count("script") == scripts
    assert "b" not in [t for t, _ in page.tags]
    assert not any(name.startswith("on") for _, attrs in page.tags for name in attrs)


@pytest.fixture(scope="module")
def facts():
    return loader.load()


def test_a_template_escapes_every_value():
    """Mutation: ``autoescape=False`` in render/html.py → fails."""
    out = render_html("confidence.html", kind='x" onclick="alert(1)', text="<script>&")
    assert out == ('<p class="mq-confidence mq-confidence--x&#34; onclick=&#34;alert(1)">'
                   "&lt;script&gt;&amp;</p>")


def test_an_undefined_value_is_an_error_not_an_empty_string():
    """Mutation: drop ``undefined=StrictUndefined`` → the missing ``text`` renders as "" and this fails."""
    with pytest.raises(Exception, match="text"):
        render_html("confidence.html", kind="primary")


def test_a_hostile_card_name_comes_out_as_text(facts, monkeypatch):
    """The validator refuses HTML in a card name; the renderer does not rely on it.

    Mutation: ``{{ row.name }}`` → ``{{ row.name|safe }}`` in card_table.html → fails (a <script> element)."""
    cards = facts.of("card", "moyen-age")
    first = cards[0].model_copy(update={"name": cards[0].name.model_copy(update={"fr": HOSTILE})})
    of = facts.of
    monkeypatch.setattr(facts, "of", lambda kind, edition=None: [first, *cards[1:]] if (kind, edition) == (
        "card", "moyen-age") else of(kind, edition))
    page = Parsed(to_html(cards_page("moyen-age", Ctx(facts, "fr", "moyen-age/cartes.md", "moyen-age"))))
    assert_inert(page)
    assert HOSTILE in page.text  # shown as written, in its cell
    row = next(attrs for tag, attrs in page.tags if tag == "tr" and attrs.get("id") == first.id)
    assert "<script>alert(1)</script>" in row["data-search"]  # an attribute value, not markup


def test_hostile_labels_come_out_as_text(facts, monkeypatch):
    """Labels in elements, attributes and the counter's JSON: none can close an element or add one.

    Mutation: ``{{ config|tojson }}`` → ``{{ config|tojson|replace("\\\\u003c", "<") }}`` in counter.html
    (``</script>`` in a label closes the config) → fails; ``{{ count_other }}`` → ``{{ count_other|safe }}``
    in card_table.html → fails."""
    for catalog, key in ((LABELS, "example"), (CARD_LABELS, "filter"), (CARD_LABELS, "count_shown_other"),
                         (WORDS, "title"), (WORDS, "player"), (WORDS, "empty"), (WORDS, "ranking")):
        monkeypatch.setitem(catalog.table[key], "fr", HOSTILE + " {n}" * (key in ("player", "count_shown_other")))
    site = render_site(facts, "fr")
    cards = Parsed(to_html(site.pages["moyen-age/cartes.md"].markdown))
    assert_inert(cards)
    assert any(HOSTILE in v for v in cards.attribute_values())  # data-count-other
    end = Parsed(to_html(site.pages["moyen-age/fin-de-la-partie.md"].markdown))
    assert_inert(end, scripts=1)  # the counter's configuration, and nothing else
    config = json.loads(end.scripts[0])
    assert config["labels"]["empty"] == HOSTILE and config["labels"]["player"] == HOSTILE + " {n}"
    assert any(HOSTILE in t for t in end.text)  # the ranking heading, the players' legends
    examples = [p for p in site.pages.values() if 'class="mq-example"' in p.markdown]
    assert examples and HOSTILE in "".join(Parsed(to_html(examples[0].markdown)).text)


HTML_TAGS = {"a", "b", "br", "button", "code", "dd", "details", "div", "dl", "dt", "em", "fieldset", "form",
             "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "input", "label", "legend", "li", "ol",
             "option", "output", "p", "pre", "script", "section", "select", "small", "span", "strong",
             "summary", "table", "tbody", "td", "textarea", "th", "thead", "tr", "ul"}
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[\s>/]")


def _strings(tree: ast.AST):
    """String literals of a module, docstrings (bare string statements) left out."""
    skip = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            yield node.lineno, node.value


def test_no_html_element_is_written_outside_the_templates():
    """Mutation: ``f'<p class="mq-option">{option}</p>'`` written in pages.py instead of its Markdown → fails."""
    found = []
    for path in sorted(Path(marquoir.render.__file__).parent.glob("*.py")):
        for line, value in _strings(ast.parse(path.read_text(encoding="utf-8"))):
            tags = {m.group(1).lower() for m in TAG.finditer(value)} & HTML_TAGS
            if tags:
                found.append(f"{path.name}:{line}: {sorted(tags)}")
    assert found == []
