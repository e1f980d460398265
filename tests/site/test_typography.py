"""French pages: no line starts with « ? », « : » or « » » nor ends with « « », and a pronoun stays with its verb;
every language's pages: a figure stays with its sign (scripts/marquoir/site/typography.py, applied by
markup.finish_pages)."""

from __future__ import annotations

import re

import pytest
from page_reading import texts

from marquoir.render.text import link_label
from marquoir.site import markup, typography
from marquoir.vocab import LANGS

NNBSP, NBSP = "\u202f", "\u00a0"

PAGE = """<!doctype html>
<html lang="fr"><head><title>FAQ : les écus</title></head>
<body>
<h3 id="q">Combien rapporte-t-elle ? Peut-on l'échanger ; <a href="#g" title="Le tour : 3 actions">les écus</a> !</h3>
<p>Il dit « <a class="mq-term" href="g.html#p">prisonnier</a> » puis « bâtiment » : celle-ci, tour-ci.</p>
<p>Sur-le-champ, Château-fort, ci-dessous, peut-être, lesson-tour-ci-x.</p>
<p>Un manœuvre 1 / 0 / 2 / 0 et 25 × 1 + 15 × 5 = 100 écus (p. 4), 2026 − 3.</p>
<pre><code>moves :
  - take 3 ?</code></pre>
<p>Le code <code>a : b</code> et <kbd><kbd>Ctrl</kbd> ?</kbd> restent.</p>
<script>const s = "a ? b";</script>
<textarea>garde « ceci » ?</textarea>
</body></html>
"""


def finished(html: str, lang: str, tmp_path) -> str:
    page = tmp_path / "page.html"
    page.write_text(html, encoding="utf-8")
    markup.finish_pages(tmp_path, lang)
    return page.read_text(encoding="utf-8")


BREAKABLE = re.compile(r"[ \t\n]+[:;?!»]|«[ \t\n]+")
"""An ordinary space (a line may break there) before French high punctuation or after an opening guillemet."""
FIGURE_BREAKABLE = re.compile(r"[0-9] [/×] [0-9]|[0-9] [/×]|[/×=] [0-9]|\bp\. [0-9]")
"""An ordinary space between a figure and its sign, or after ``p.``."""
FIGURES_GLUED = (f"1{NBSP}/{NBSP}0{NBSP}/{NBSP}2{NBSP}/{NBSP}0 et 25{NBSP}×{NBSP}1 + 15{NBSP}×{NBSP}5 ={NBSP}100 écus "
                 f"(p.{NBSP}4), 2026 − 3")
"""PAGE's figures, tied to their signs (a sum may break before ``+`` and ``=``; a difference is left alone)."""


def test_french_spaces_before_high_punctuation_and_inside_guillemets_do_not_break(tmp_path):
    """Narrow no-break space before ``; ? !``, no-break space before ``:`` and ``»`` and after ``«``, in headings,
    links and paragraphs; a pronoun after its verb's hyphen wrapped whole; the words the same once the spaces are
    read as spaces and the wrappers taken off.

    Mutations, each failing here: the ``(?<=«[ \t\n])`` rule taken out of LANG_SPACES (« prisonnier stays
    breakable); the optional ``-t`` taken out of the hyphen pattern (« rapporte-t-elle » not wrapped); ``ci`` taken
    out of PRONOUNS."""
    done = finished(PAGE, "fr", tmp_path)
    assert not any(BREAKABLE.search(text) for text in texts(done).texts)
    assert f"Combien rapporte-t-elle{NNBSP}?" in done.replace(f'<span class="{typography.NOWRAP}">', "").replace(
        "</span>", "")
    assert f"l'échanger{NNBSP};" in done and f"les écus</a>{NNBSP}!" in done and "</a> !" not in done
    assert f"«{NBSP}<a" in done and f"</a>{NBSP}»" in done and f"bâtiment{NBSP}»{NBSP}:" in done
    wrapped = re.findall(rf'<span class="{typography.NOWRAP}">([^<]*)</span>', done)
    assert wrapped == ["rapporte-t-elle", "Peut-on", "celle-ci", "tour-ci"]

    def words(html: str) -> str:
        return " ".join("".join(texts(html).texts).split())

    assert words(done) == words(PAGE) and FIGURES_GLUED in done


def test_what_a_reader_copies_or_a_script_reads_is_left_as_it_is(tmp_path):
    """Attributes (a glossary link's title), code, kbd, script and textarea keep their spaces.
    Mutation: the typesetter applied to the whole page instead of the parts outside KEPT → fails."""
    done = finished(PAGE, "fr", tmp_path)
    assert 'title="Le tour : 3 actions"' in done and "moves :\n  - take 3 ?" in done and "<code>a : b</code>" in done
    assert "<kbd>Ctrl</kbd> ?</kbd>" in done and 'const s = "a ? b";' in done and "garde « ceci » ?" in done
    assert [value for value in texts(done).attributes if value != typography.NOWRAP] == texts(PAGE).attributes


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang not in typography.LANG_SPACES])
def test_english_and_japanese_tie_only_their_figures(tmp_path, lang):
    """English and Japanese keep a figure with its sign, and nothing of French (a French quotation in an English page
    keeps its spaces). Mutation: ``*FIGURES`` left out of SPACES (the languages' own spaces only) → fails."""
    done = finished(PAGE, lang, tmp_path)
    assert FIGURES_GLUED in done and typography.NOWRAP not in done
    assert done.replace(NBSP, " ") == markup.tighten(PAGE)


@pytest.mark.parametrize("lang", LANGS)
def test_every_built_page_keeps_its_figures_with_their_signs(built_site, lang):
    """Every built page of every language: no breakable space between a figure and its sign in a text a reader sees
    (« 25 / × 1 » and « 1 / / 0 / 2 / 0 » on a phone), and no attribute holding ``>`` (typography reads a text as
    what lies between ``>`` and ``<``). Mutation: the ``(?<== )(?=[0-9])`` part taken out of FIGURES
    → fails in French and English (« = 3 » on the rulings' pages)."""
    found = {}
    for page in sorted((built_site / lang).rglob("*.html")):
        read = texts(page.read_text(encoding="utf-8"))
        hits = [m.group(0) for text in read.texts for m in FIGURE_BREAKABLE.finditer(text)]
        hits += [f"attribute {value[:30]}" for value in read.attributes if ">" in value]  # what typography reads
        if hits:
            found[page.name] = hits[:3]
    assert found == {}


def test_every_built_french_page_keeps_its_lines_whole(built_site):
    """Every French page of the built site: no breakable space before high punctuation or after « in a text a reader
    sees, the pronouns wrapped, and no attribute holding ``>`` (the module reads a text as what lies between ``>``
    and ``<``). Mutation: ``typography.typesetter`` left out of markup.finish_pages → fails."""
    pages = sorted((built_site / "fr").rglob("*.html"))
    assert len(pages) > 50
    wrapped = 0
    for page in pages:
        read = texts(page.read_text(encoding="utf-8"))
        found = [m.group(0) for text in read.texts for m in BREAKABLE.finditer(text)]
        assert found == [], page
        assert not [value for value in read.attributes if ">" in value], page
        wrapped += page.read_text(encoding="utf-8").count(f'<span class="{typography.NOWRAP}">')
    assert wrapped > 100


def test_a_word_handed_to_be_kept_whole_stays_whole_in_every_language(tmp_path):
    """The words handed to finish_pages (the build hands the sources' names as cited; any word with a hyphen) are
    wrapped whole, in a text and in a link, in any language; the same word in an attribute is left alone."""
    page = ('<p>Selon <a href="s.html#b" title="[BGA-ANT-EN]">[BGA-ANT-EN]</a> et [BGA-ANT-EN] p. 2, pas '
            '[BGA-ANT-ENX].</p>')
    for lang in LANGS:
        done = finished(page, lang, tmp_path)
        assert done.count(f'<span class="{typography.NOWRAP}">[BGA-ANT-EN]</span>') == 0
        (tmp_path / "page.html").write_text(page, encoding="utf-8")
        markup.finish_pages(tmp_path, lang, whole=["[BGA-ANT-EN]", ""])
        done = (tmp_path / "page.html").read_text(encoding="utf-8")
        assert done.count(f'<span class="{typography.NOWRAP}">[BGA-ANT-EN]</span>') == 2, lang
        assert 'title="[BGA-ANT-EN]"' in done


@pytest.mark.parametrize("lang", LANGS)
def test_every_built_page_keeps_the_sources_names_whole(built_site, project_facts, lang):
    """Every built page: each source's name with a hyphen (« archi-chouette.fr »), where a reader sees it, sits whole
    in a no-wrap span (« [ARCHI- / CHOUETTE] » on a phone, when the pages cited the sources by their keys). Mutation:
    ``whole=`` left out of post.pages → fails."""
    names = [name for s in project_facts.of("source") if "-" in (name := link_label(s, lang))]
    wrapped = re.compile("|".join(rf'<span class="{typography.NOWRAP}">{re.escape(n)}</span>' for n in names))
    loose = re.compile("|".join(map(re.escape, names)))
    seen, found = 0, {}
    for page in sorted((built_site / lang).rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        seen += len(wrapped.findall(html))
        left = [m.group(0) for text in texts(wrapped.sub("", html)).texts for m in loose.finditer(text)]
        if left:
            found[page.name] = left[:3]
    assert found == {} and seen >= len(names) > 0, (seen, names)
