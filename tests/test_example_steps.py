"""Worked examples speak the table: under each example's narrative, its games' moves as the engine played them (in
the reader's language, card names localised), its doctest folded under "the engine's check", and a link that opens
each game in the case checker, carrying a case that holds and replays the same moves.

The tables are compared with the example's doctest run again here, independently of the pipeline: a page can
never show steps its doctest does not play.
"""

from __future__ import annotations

import html
import json
import posixpath
import re
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest
import yaml
from markupsafe import escape

import permalinks
from marquoir import web
from marquoir.doctests import run_example
from marquoir.engine import Game, IllegalMove
from marquoir.example_steps import example_run, said_names
from marquoir.facts.base import Facts
from marquoir.render import render_site
from marquoir.render.context import Ctx
from marquoir.render.steps import STEPS_LABELS, example_cases, steps_html
from marquoir.vocab import EDITIONS, LANGS

BOX = re.compile(r'<div class="mq-example"[^>]*data-fact="(?P<fact>[^"]+)"[^>]*>(?P<body>.*?)'
                 r'<p class="mq-example__checked">', re.S)


@pytest.fixture(scope="module")
def loaded(project):
    return project


@pytest.fixture(scope="module")
def runs(project_runs):
    return project_runs


@pytest.fixture(scope="module")
def sites(project_sites):
    """The three sites as the renderer writes them (every edition has its case checker page)."""
    return project_sites


def boxes(site):
    """``(page path, fact key, box markup)`` of every worked example box of a site."""
    for page in site.pages.values():
        for m in BOX.finditer(page.markdown):
            yield page.path, tuple(m.group("fact").split(":", 1)), m.group("body")


class Tables(HTMLParser):
    """The steps tables of a box: per table, its rows as ``(n, [lines], actions, money, vp, refused)``; the case
    links (href, text); and for each link, the table drawn since the previous link (its index in ``tables``), or None
    for a game without one."""

    def __init__(self, markup: str):
        super().__init__()
        self.tables, self.links, self._cell, self._row, self._line, self._link = [], [], None, None, None, None
        self.link_tables: list[int | None] = []
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table" and attrs.get("class") == "mq-steps":
            self.tables.append([])
        elif tag == "tr" and self.tables and self._row is None:
            self._row = {"cells": [], "refused": attrs.get("class") == "mq-steps__refused"}
        elif tag == "td" and self._row is not None:
            self._cell = {"text": "", "lines": []}
        elif tag == "span" and self._cell is not None:
            self._line = ""
        elif tag == "a" and "data-open-case" in attrs:
            self._link = [attrs["href"], ""]

    def handle_data(self, data):
        if self._line is not None:
            self._line += data
        elif self._cell is not None:
            self._cell["text"] += data
        if self._link is not None:
            self._link[1] += data

    def handle_endtag(self, tag):
        if tag == "span" and self._line is not None:
            self._cell["lines"].append(self._line)
            self._line = None
        elif tag == "td" and self._cell is not None:
            self._row["cells"].append(self._cell)
            self._cell = None
        elif tag == "tr" and self._row is not None:
            cells = self._row["cells"]
            if cells:  # not the header row
                n, move, *figures = cells
                self.tables[-1].append((int(n["text"]), move["lines"], *(c["text"] for c in figures),
                                        self._row["refused"]))
            self._row = None
        elif tag == "a" and self._link is not None:
            table = len(self.tables) - 1
            self.link_tables.append(table if table >= 0 and table not in self.link_tables else None)
            self.links.append(tuple(self._link))
            self._link = None


def shown(value) -> str:
    return "—" if value is None else str(value)


# ------------------------------------------------------------------ the doctest folded


def test_every_box_folds_its_doctest_under_the_engines_check(sites):
    """Mutation: the ``<details>`` wrapper taken out of templates/example.html → fails."""
    count = 0
    for lang, site in sites.items():
        summary = ('<details class="mq-engine-check" markdown="1">\n'
                   f'<summary>{escape(STEPS_LABELS("engine_check", lang))}</summary>\n\n```text\n')
        for _, _, body in boxes(site):
            count += 1
            assert body.count(summary) == 1, body[:300]
            assert body.index("```text") > body.index("<details") and body.rstrip().endswith("</details>")
    assert count > 3 * 100
    assert [STEPS_LABELS("engine_check", lang) for lang in LANGS] == [
        "La vérification du moteur", "The engine's check", "エンジンによる検証"]


# ------------------------------------------------------------------ the tables are the examples' own games


def test_every_table_is_the_examples_own_games_in_the_readers_language(loaded, sites):
    """Each box's tables, parsed from the page, are the games of the example's doctest run again here: its moves'
    trace lines in the page's language and the mover's figures after each.
    Mutation: ``s.lines[lang]`` → ``s.lines["fr"]`` in render/steps.py → fails (en, ja)."""
    games_of = {}
    for key, loc in loaded.facts.by_key.items():
        if loc.fact.kind == "example":
            failure, games = run_example(loc.fact.doctest, loc.fact.id, loc.file, 1)
            assert failure is None, key
            games_of[key] = games
    tables = 0
    for lang, site in sites.items():
        for path, key, body in boxes(site):
            played = [g for g in games_of[key] if g.history]
            found = Tables(body).tables
            tables += len(found)
            assert len(found) == len(played), (lang, path, key)
            for game, rows in zip(played, found):
                expected = [(s.n, list(said_names(tuple(s.lines(lang, game.cards, game.rules.edition)), lang)),
                             shown(s.actions_left if s.current == s.player else None), shown(s.money), shown(s.vp),
                             False) for s in game.history]
                assert rows == expected, (lang, path, key)
    assert tables > 3 * 100


def test_a_refused_move_says_why_in_each_language():
    """No worked example has a refused move yet; the table of one that does says the move and the rule's message.
    Mutation: ``words=step.words(lang, ...)`` → ``words=step.move`` in example_steps.game_steps → fails."""
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"ecus": 10, "workers": ["compagnon-3"],
                                                                "sites": {"chapelle": ["compagnon-5"]}}})
    game.take(1)
    game.end_turn()
    with pytest.raises(IllegalMove):
        game.send("compagnon-3", to="chapelle")  # Bruno's turn: not his worker
    run = example_run(("moyen-age", "ex-test"), [game])
    expected = {
        "fr": "Bruno veut envoyer le compagnon 3 travailler à la chapelle : refusé. ",
        "en": "Bruno tries to send Craftsman 3 to work on the Chapel: refused. ",
        "ja": "ブルーノは「職人3を礼拝堂に派遣する」を試みたが、拒否された。",  # the examples' names in Japanese
    }
    for lang in LANGS:
        rows = Tables(steps_html(run, Ctx(None, lang, "moyen-age/tour.md"))).tables[0]
        message = IllegalMove("not-in-team", {"worker": "compagnon-3"}, lang=lang).message()
        assert rows[-1] == (3, [expected[lang] + message], "3", "10", "0", True)
        assert rows[1][2] == "—"  # after `end`, the turn is Bruno's: Alice has no actions left to show


# ------------------------------------------------------------------ the case checker


def test_every_game_from_a_table_is_a_case_that_holds_and_replays_the_same_moves(runs):
    """Mutation: ``case["moves"] = [step.move for step in history]`` → ``history[:-1]`` in web.case_of_game → fails."""
    cases = 0
    for key, run in runs.items():
        for game in run.games:
            if game.origin["how"] != "from_table":
                assert game.case is None
                continue
            assert game.case is not None, key
            cases += 1
            answer = json.loads(web.check(yaml.safe_dump(game.case, allow_unicode=True, sort_keys=False), "en"))
            assert (answer["exit"], answer["kind"]) == (0, "holds"), (key, answer["report"])
            assert [(s["n"], s["money"], s["vp"]) for s in answer["steps"]] == [(s.n, s.money, s.vp)
                                                                                for s in game.steps], key
            assert [s["lines"] for s in answer["steps"]] == [list(s.lines["en"]) for s in game.steps], key
    assert cases > 100


def test_each_case_link_opens_the_checker_of_its_edition_on_its_case(sites, runs):
    """Each link names its example's game (``verifier.html#example=<id>/<n>``), and the checker page of its edition
    finds that game's case in what the site keeps for it (``steps.example_cases``, ``<edition>/examples.json``).
    Mutation: ``posixpath.dirname(ctx.path)`` → ``ctx.path`` in steps.case_href → fails; ``enumerate(...,
    start=1)`` → ``start=0`` in steps.example_cases → fails (the link and the case disagree)."""
    links = 0
    cases = {edition: example_cases(runs, edition) for edition in EDITIONS}
    for lang, site in sites.items():
        for path, key, body in boxes(site):
            games = [g for g in runs[key].games if g.steps or g.permalink]
            with_case = [(n, g) for n, g in enumerate(games, 1) if g.permalink]
            found = Tables(body).links
            assert len(found) == len(with_case), (lang, path, key)
            for (n, game), (href, text) in zip(with_case, found):
                links += 1
                parts = urlsplit(html.unescape(href))
                target = posixpath.normpath(posixpath.join(posixpath.dirname(path), parts.path))
                assert target == f"{game.edition}/verifier.html"
                assert parts.fragment == f"example={key[1]}/{n}"
                assert permalinks.read(cases[game.edition][f"{key[1]}/{n}"]) == {"v": 1, "case": game.case}
                label = STEPS_LABELS("open_game", lang, n=n) if len(games) > 1 else STEPS_LABELS("open", lang)
                assert text == label
    assert links > 3 * 100
    assert [STEPS_LABELS("open", lang) for lang in LANGS] == [
        "Ouvrir dans le vérificateur", "Open in the case checker", "ケース検証で開く"]


def test_the_links_are_written_only_where_the_site_has_the_checker(loaded, runs, sites):
    """The renderer writes a game's link only where it writes the checker page of the game's edition (an edition with
    cards): the Antiquity cards left out, its checker page and its games' links go, the Middle Ages' stay.

    Mutation: ``and game.edition in ctx.checkers`` removed from steps.steps_html → fails (links to a page that is not
    there)."""
    assert "data-open-case" in sites["fr"].pages["antiquite/tour.md"].markdown
    facts = Facts([loc for loc in loaded.facts.located if (loc.fact.kind, loc.fact.edition) != ("card", "antiquite")])
    pages = render_site(facts, "fr", loaded.status, runs).pages
    assert "antiquite/verifier.md" not in pages and "moyen-age/verifier.md" in pages
    assert "data-open-case" in pages["moyen-age/tour.md"].markdown
    assert not any("data-open-case" in page.markdown for path, page in pages.items() if path.startswith("antiquite/"))


def test_the_examples_players_are_named_in_the_readers_language():
    """The worked examples' games name their players as in French (Alice, Bruno); their tables on a Japanese page name
    them as its narratives do (アリス, ブルーノ: vocab.EXAMPLE_NAMES), the other names left as they are.
    Mutation: ``said_names`` left out of example_steps.game_steps → the Japanese table says Alice and this fails."""
    game = Game.from_table(["Alice", "Bruno"])
    game.take(1)
    game.end_turn()
    run = example_run(("moyen-age", "ex-test"), [game])
    lines = run.games[0].steps
    assert lines[0].lines["ja"][0].startswith("アリスは") and lines[0].lines["fr"][0].startswith("Alice ")
    assert "ブルーノ" in lines[1].lines["ja"][-1] and "Bruno" in lines[1].lines["en"][-1]
    assert said_names(("Alicia et Alice",), "ja") == ("Alicia et アリス",)
