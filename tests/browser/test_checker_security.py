"""A permalink or a pasted file carries data only: hostile links and files run no script, make no request outside
the site, and get a clear message."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from checker_helpers import checker_url, open_checker, run_case

IMG = "<img src=x onerror=alert('img')>"  # within the 40 characters of a name
SCRIPT = "</script><script>alert(2)</script>"


def payload(data, raw: bytes | None = None) -> str:
    """The permalink payload of ``data`` (or of ``raw`` bytes): raw DEFLATE, base64url without padding."""
    text = raw if raw is not None else json.dumps(data, ensure_ascii=False).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).decode().rstrip("=")


@pytest.fixture(scope="module")
def watched(browser, site_url):
    """One page for the module (the engine starts once), every request and dialog recorded; ``clean()`` asserts that
    nothing hostile ran: no script, no dialog, no request outside the site, no element made from the data."""
    context = browser.new_context(locale="en-GB")
    page = context.new_page()
    seen = {"requests": [], "dialogs": [], "errors": []}
    context.on("request", lambda r: seen["requests"].append(r.url))
    page.on("dialog", lambda d: (seen["dialogs"].append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: seen["errors"].append(str(e)))
    page.root = open_checker(page, checker_url(site_url, "en"))

    def clean():
        assert page.evaluate("window.__pwned") is None
        assert seen["dialogs"] == []
        origin = site_url.rstrip("/")
        assert [u for u in seen["requests"] if not u.startswith((origin, "data:", "blob:", "about:"))] == []
        inline = "[data-case] img, [data-case] script:not([src]):not([type='application/json'])"
        assert page.locator(inline).count() == 0
        assert seen["errors"] == []

    def open_link(fragment: str, says: str):
        """Paste a link into this tab's address bar (a new fragment: the page restores it)."""
        notice = page.root.locator("[data-case-notice]")
        notice.evaluate("n => { n.textContent = ''; }")
        page.evaluate("fragment => { location.hash = fragment; }",
                      fragment if fragment.startswith("#") else "#case=" + fragment)
        page.wait_for_function("says => document.querySelector('[data-case-notice]').textContent.includes(says)",
                               arg=says)
        return notice.inner_text()

    page.clean, page.open_link = clean, open_link
    yield page
    context.close()


def test_a_hostile_name_is_shown_as_text_and_written_quoted(watched, site_url):
    """A player named with HTML and a closing </script>: the form, the file and the verdict show it as text.
    Mutation: the name's legend written with innerHTML in checker/form.mjs → the img is created and this fails."""
    case = {"edition": "moyen-age", "players": [IMG, SCRIPT], "moves": ["take 1"], "expect": {IMG: {"ecus": 11}}}
    watched.open_link(payload({"v": 1, "case": case}), "Case restored from the link")
    root = watched.root
    assert root.locator('[data-case-player="0"] input[data-field="name"]').input_value() == IMG
    assert root.locator('[data-case-expect] legend').first.inner_text() == IMG
    text = root.locator("textarea[data-case-yaml]").input_value()
    assert '  - "<img src=x onerror=alert(\'img\')>"\n  - "</script><script>alert(2)</script>"' in text
    code, verdict = run_case(root)
    assert code == "0", verdict
    watched.clean()


@pytest.mark.parametrize("name, text, says", [
    ("python tag",
     "players: [Alice, Bruno]\nseed: !!python/object/apply:os.system ['echo PWNED']\nmoves: []\nexpect: {}\n",
     "a YAML tag (!…)"),
    ("import as a move", "players: [Alice, Bruno]\nmoves: [\"__import__('os').system('echo PWNED')\"]\nexpect: {}\n",
     "text that is not a move"),
    ("script in a move", "players: [Alice, Bruno]\nmoves: [\"</pre><script>window.__pwned=1</script>\"]\nexpect: {}\n",
     "text that is not a move"),
])
def test_a_hostile_file_is_data_refused_with_a_clear_message(watched, name, text, says):
    root = watched.root
    code, verdict = run_case(root, text)
    assert code == "2"
    shown = verdict + root.locator("[data-case-details]").inner_text()
    assert says in shown and "Traceback" not in shown and "PWNED" not in shown.replace("echo PWNED", "")
    watched.clean()


def test_a_hostile_file_in_a_link_is_restored_as_text_only(watched):
    text = "players: [Alice, Bruno]\nseed: !!python/object/apply:os.system ['echo PWNED']\nmoves: []\nexpect: {}\n"
    watched.open_link(payload({"v": 1, "yaml": text}), "Case restored from the link")
    root = watched.root
    assert root.locator("textarea[data-case-yaml]").input_value() == text
    assert root.locator("[data-case-detached]").is_visible()
    code, _ = run_case(root)
    assert code == "2"
    watched.clean()


@pytest.mark.parametrize("name, fragment, why", [
    ("not base64", "%%%<script>", "the text is not base64url"),
    ("not deflate", base64.urlsafe_b64encode(b"plain bytes, not compressed").decode().rstrip("="),
     "the compressed data is damaged"),
    ("not json", payload(None, b"alert(1)"), "not a case in the expected format"),
    ("other version", payload({"v": 2, "case": {}}), "not a case in the expected format"),
    ("prototype key", payload(None, b'{"v": 1, "case": {"__proto__": {"polluted": true}}}'),
     "not a case in the expected format"),
    ("code as the case", payload({"v": 1, "case": "alert(1)"}), "not a case in the expected format"),
    ("unknown example", "#example=ex-nothing/1", "no worked example of that name"),
    ("example's broken escape", "#example=%E0%A4%A", "no worked example of that name"),
    ("example named by a prototype key", "#example=constructor", "no worked example of that name"),
])
def test_a_broken_link_is_explained_and_the_form_left_as_it_was(watched, name, fragment, why):
    """Mutation: `readLink` (checker/permalink.mjs) without its `plain` copy → the __proto__ case is accepted (its
    prototype key is kept) and this fails; `own(examples, key)` → `key in examples` in checker/main.mjs → the example
    named ``constructor`` is taken for one and this fails."""
    root = watched.root
    run_case(root, "players: [Alice, Bob]\nmoves: [take 1]\nexpect: {}\n")
    before = root.locator("textarea[data-case-yaml]").input_value()
    notice = watched.open_link(fragment, "This link holds no readable case")
    assert why in notice
    assert root.locator("textarea[data-case-yaml]").input_value() == before
    assert watched.evaluate("({}).polluted") is None
    code, _ = run_case(root)  # the page stays usable
    assert code == "0"
    watched.clean()


def test_the_worker_passes_the_case_as_a_value_and_gives_python_nothing_of_the_page(watched):
    """The worker script, as served: Python gets an empty object as its `js` module (jsglobals), and the only code
    it runs is the worker's own setup; the case reaches it as an argument of marquoir.web.check."""
    source = watched.evaluate("fetch('../assets/engine/worker.mjs').then(r => r.text())")
    assert "jsglobals: {}" in source and "runPython(SETUP)" in source
    assert "runPython(request" not in source and "runPython(String" not in source
    watched.clean()
