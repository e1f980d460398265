"""The facts as JSON, published with each language's site: ``facts.json`` and its JSON Schema
``facts.schema.json``, so that a bot or another site can quote a ruling, an answer or a rule
with its id, its address on the site, what it rests on and its sources.

One file per language (``site/<lang>/facts.json``): each text in that language (or the French
text, marked ``"translation": "missing"``, when the translation is pending), written in
Markdown whose links to other facts (``[[id|words]]``) are ordinary links to their address.
The format is the models below; the schema is generated from them (:func:`schema`) and the
tests check the published file against the published schema.
"""

from __future__ import annotations

import functools
import json
import posixpath
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..facts.checks import CODE, INLINE_REF
from ..render.context import home, title_of
from ..render.repo import RepoLinks
from ..vocab import EDITIONS, LANGS, LOCATORS

FORMAT = 1
"""The version of this format: raised when a field changes meaning or goes away."""

KINDS = ("rule", "faq", "ruling", "term", "source", "card", "example")
"""What is published: what a reader may want to quote (pages, chapters and articles are not facts to quote)."""


class Out(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


Place = int | str


class Cited(Out):
    """A source a fact rests on, as the site cites it (``French rulebook, p. 6``, ``Card scans, card 77``)."""

    source: str = Field(description="the source's id (see the facts of kind `source`)")
    label: str = Field(description="the source's key in Marquoir's research dossier: R-FR")
    name: str = Field(description="how the site cites it, in this site's language: French rulebook")
    authority: Literal["official", "secondary"]
    page: Place | list[Place] | None = Field(None, description="where in the source, in the unit `locator` names: "
                                                              "a page (6) or a range of pages (\"6-7\"), a card's "
                                                              "number, a file's path; a list for several places")
    locator: Literal[LOCATORS] | None = Field(None, description="what `page` points at (given with it): `page`, "
                                                                "`card` (its number in the source), `file` (its path "
                                                                "in the source's repository); the source's own")


class Claim(Cited):
    """What one source says on a disputed point, in Marquoir's words."""

    says: str


class Where(Out):
    """The fact's YAML file in the repository, and its line."""

    file: str = Field(description="path in the repository: rules/moyen-age/faq/ecus.yaml")
    line: int = Field(ge=1)


class ChangeOut(Out):
    """A change of what the fact told readers (its verdict, a default, a number or its basis), newest first."""

    date: str = Field(description="when Marquoir changed the answer (YYYY-MM-DD)")
    before: str = Field(description="what the fact said before, in one line")
    after: str = Field(description="what it says now, in one line")
    why: str
    sources: list[Cited] = Field(description="what made it change")


class Base(Out):
    id: str = Field(description="stable: never renamed or reused; the anchor of its section")
    edition: Literal[EDITIONS + ("both",)]
    url: str = Field(description="the fact's address on the site in this language")
    title: str
    translation: Literal["ok", "missing", "outdated"] = Field(
        description="missing: the texts are the French ones; outdated: the French changed since")
    sources: list[Cited]
    reviewed: str = Field(description="last checked against the official rules (YYYY-MM-DD)")
    changes: list[ChangeOut] = Field([], description="what changed in what it tells readers, newest first (a bot "
                                                     "quoting an old answer can tell that it changed)")
    where: Where


Basis = Literal["rulebook", "derived", "house-rule", "secondary"]


class RuleOut(Base):
    kind: Literal["rule"]
    chapter: str
    body: str
    basis: Basis
    derivation: str | None = None


class FaqOut(Base):
    kind: Literal["faq"]
    answer: str = Field(description="the short answer, read first")
    details: str | None = None
    basis: Basis
    derivation: str | None = None


class RulingOut(Base):
    kind: Literal["ruling"]
    code: str | None = None
    question: str
    verdict: str = Field(description="Marquoir's verdict, one or two sentences")
    status: Literal["settled", "house-rule", "unconfirmed"]
    claims: list[Claim]
    reason: str
    option: str | None = Field(None, description="the engine option selecting a variant")


class TermOut(Base):
    kind: Literal["term"]
    terms: dict[Literal[LANGS], str | None] = Field(description="the term in each language")
    definition: str


class SourceOut(Base):
    kind: Literal["source"]
    label: str = Field(description="its key in Marquoir's research dossier: R-FR")
    name: str = Field(description="how the site cites it, in this site's language: French rulebook")
    authority: Literal["official", "secondary"]
    locator: Literal[LOCATORS] = Field(description="what the `page` of its citations points at: `page`, `card` (a "
                                                   "card's number in this source), `file` (a path in its repository)")
    address: str
    covers: str
    trust: str


class CardOut(Base):
    kind: Literal["card"]
    type: str
    numbers: dict[str, int | str | dict[str, int]] = Field(description="the card's numbers, as in the card facts")


class ExampleOut(Base):
    kind: Literal["example"]
    narrative: str
    doctest: str = Field(description="the worked example, run against the reference engine at every build")


Published = Annotated[RuleOut | FaqOut | RulingOut | TermOut | SourceOut | CardOut | ExampleOut,
                      Field(discriminator="kind")]


class Export(Out):
    """Every fact Marquoir publishes, in one language."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    schema_: str = Field("facts.schema.json", alias="$schema")
    format: Literal[FORMAT]
    generator: Literal["Marquoir"]
    lang: Literal[LANGS]
    site: str = Field(description="the address of the site in this language")
    facts: list[Published]


def schema() -> dict:
    """The JSON Schema of ``facts.json``."""
    out = Export.model_json_schema(by_alias=True)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "facts.schema.json", **out}


@functools.cache
def schema_text() -> str:
    """:func:`schema` as the published file: the same for every language and every build of this code, made once."""
    return json.dumps(schema(), ensure_ascii=False, indent=1)


# --- from the facts ------------------------------------------------------------------

class _Writer:
    def __init__(self, facts, lang: str, site: str, status: dict, repo: RepoLinks):
        self.facts, self.lang, self.site, self.status, self.repo = facts, lang, site, status, repo

    def url(self, fact, edition: str | None = None) -> str:
        path, anchor = home(fact, edition)
        return self.site + posixpath.splitext(path)[0] + ".html" + (f"#{anchor}" if anchor else "")

    def text(self, value, edition: str) -> str | None:
        """A fact text in this language (French when pending), its ``[[refs]]`` made links to their address."""
        if value is None:
            return None
        text = getattr(value, self.lang) if getattr(value, self.lang) is not None else value.fr

        def link(m) -> str:
            loc = self.facts.resolve(m.group(1).strip(), edition)
            if loc is None:
                return m.group(2) or m.group(1)
            words = m.group(2) or self.text(title_of(loc.fact), edition) or loc.fact.id
            return f"[{words}]({self.url(loc.fact, edition)})"

        out, last = [], 0
        for m in CODE.finditer(text):
            out.append(INLINE_REF.sub(link, text[last:m.start()]))
            out.append(m.group(0))
            last = m.end()
        out.append(INLINE_REF.sub(link, text[last:]))
        return "".join(out).strip()

    def cited(self, c) -> dict:
        src = self.facts.source(c.source)
        where = {"page": c.page, "locator": src.locator} if c.page is not None else {}
        return {"source": c.source, "label": src.label, "name": self.text(src.name, src.edition),
                "authority": src.authority, **where}

    def one(self, fact) -> dict:
        ed = fact.edition if fact.edition != "both" else EDITIONS[0]
        loc = self.facts.where(fact)
        status = "ok" if self.lang == "fr" else self.status.get(loc.key, {}).get(self.lang, "ok")
        out = {"id": fact.id, "edition": fact.edition, "kind": fact.kind, "url": self.url(fact),
               "title": self.text(title_of(fact), ed) if title_of(fact) is not None else fact.id,
               "translation": status, "sources": [self.cited(c) for c in fact.sources],
               "reviewed": fact.reviewed.isoformat(),
               "where": {"file": self.repo.path_of(loc.file), "line": loc.line()}}
        t = lambda v: self.text(v, ed)  # noqa: E731
        out["changes"] = [{"date": c.date.isoformat(), "before": t(c.before), "after": t(c.after), "why": t(c.why),
                           "sources": [self.cited(s) for s in c.sources]} for c in fact.changes]
        kind = fact.kind
        if kind in ("rule", "faq"):
            out.update(basis=fact.basis, derivation=t(fact.derivation))
            if kind == "rule":
                out.update(chapter=fact.chapter, body=t(fact.body))
            else:
                out.update(answer=t(fact.answer), details=t(fact.details))
        elif kind == "ruling":
            out.update(code=fact.code, question=t(fact.question), verdict=t(fact.verdict), status=fact.status,
                       claims=[{**self.cited(c), "says": t(c.says)} for c in fact.claims],
                       reason=t(fact.reason), option=fact.option)
        elif kind == "term":
            out.update(terms={lang: getattr(fact.term, lang) for lang in LANGS}, definition=t(fact.definition))
        elif kind == "source":
            out.update(label=fact.label, name=t(fact.name), authority=fact.authority, locator=fact.locator,
                       address=fact.address, covers=t(fact.covers), trust=t(fact.trust))
        elif kind == "card":
            not_numbers = {"id", "edition", "kind", "type", "name", "sources", "reviewed", "changes", "unconfirmed"}
            numbers = fact.model_dump(exclude=not_numbers, exclude_none=True)
            out.update(type=fact.type, numbers=numbers)
        elif kind == "example":
            out.update(narrative=t(fact.narrative), doctest=fact.doctest)
        return out


def export(facts, lang: str, site: str, status: dict | None = None, rules_root: Path | None = None) -> dict:
    """Every published fact in ``lang`` (``site``: the address of that language's site, ending with /)."""
    writer = _Writer(facts, lang, site, status or {}, RepoLinks("", rules_root=rules_root))
    chosen = [loc.fact for loc in facts.by_key.values() if loc.fact.kind in KINDS]
    published = [writer.one(f) for f in sorted(chosen, key=lambda f: (KINDS.index(f.kind), f.edition, f.id))]
    data = {"$schema": "facts.schema.json", "format": FORMAT, "generator": "Marquoir", "lang": lang,
            "site": site, "facts": published}
    return Export.model_validate(data).model_dump(mode="json", by_alias=True, exclude_none=True)


def write(folder: Path, facts, lang: str, site: str, status: dict | None = None,
          rules_root: Path | None = None) -> None:
    """``facts.json`` and ``facts.schema.json`` in ``folder`` (a language's built site)."""
    folder = Path(folder)
    (folder / "facts.json").write_text(
        json.dumps(export(facts, lang, site, status, rules_root), ensure_ascii=False, separators=(",", ":")),
        encoding="utf-8")
    (folder / "facts.schema.json").write_text(schema_text(), encoding="utf-8")
