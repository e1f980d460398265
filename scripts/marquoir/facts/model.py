"""The rule facts: one strict model per kind.

Every fact has a stable ``id`` (never renamed or reused once published), an
``edition``, its texts in fr/en/ja, the ``sources`` it rests on, the date it
was last ``reviewed`` against the official rules and, where what it told readers
changed, its ``changes`` (newest first). Models are strict (no
coercion: YAML's ``yes``/``no``/``1.10`` traps are type errors) and forbid
unknown fields. ``marquoir schema`` exports them as a JSON Schema.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from ..vocab import (
    ALL_RESOURCES,
    BASES,
    CARD_FIELDS,
    CARD_NUMBERS,
    CARD_TYPES,
    EDITIONS,
    FAQ_THEMES,
    GRADES,
    LANGS,
    LOCATORS,
    RESOURCES,
)

Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=60)]
Ref = Annotated[str, StringConstraints(pattern=r"^((moyen-age|antiquite|both):)?[a-z0-9]+(-[a-z0-9]+)*$")]
Line = Annotated[str, StringConstraints(min_length=1, max_length=300)]
Prose = Annotated[str, StringConstraints(min_length=1, max_length=20_000)]
Edition = Literal[EDITIONS + ("both",)]
Count = Annotated[int, Field(ge=0, le=99)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Text(Strict):
    """A text in the three languages. French is required; ``en: null`` or
    ``ja: null`` declares a translation as pending (the page then says so and
    shows the French text). A language key that is absent is an error."""

    fr: Prose
    en: Prose | None
    ja: Prose | None


class Title(Text):
    """A short text (a title, a question, a name)."""

    fr: Line
    en: Line | None
    ja: Line | None


class Words(Strict):
    """Extra search words per language: what a reader may type that the text does not say."""

    fr: list[Line] = []
    en: list[Line] = []
    ja: list[Line] = []


class Avoided(Strict):
    """Words the texts must not use for a glossary term, per language: the text lint refuses them (code ``MQ301``)
    everywhere but in the term's own entry and between quotation marks (a source's own word, mentioned)."""

    fr: list[Line] = []
    en: list[Line] = []
    ja: list[Line] = []


Place = int | Line
"""One place in a source, in the unit its source's ``locator`` names: a page (``6``, a range ``6-7``), a card's number
(``77``), a file's path (``serveur/cartes_antiquite.csv``); :mod:`.locators` checks that it fits."""
Where = Place | Annotated[list[Place], Field(min_length=1)] | None
"""Where a citation points in its source: one place, or a list of them (``[6, 8]``, two files)."""


class Cite(Strict):
    """A citation: a source id and where in it (``page``: a page, a card, a file, as its source's ``locator`` says)."""

    source: Id
    page: Where = None


class Change(Strict):
    """A change of what Marquoir told its readers (a verdict, a default, a number or a basis), for those who read
    the old answer: when, what it said ``before`` and says ``after`` (one line each), ``why``, and the ``sources``
    that made it change. A fact lists its changes newest first; the Changes page lists every fact's."""

    date: dt.date
    before: Title
    after: Title
    why: Text
    sources: list[Cite] = Field(min_length=1)


class Fact(Strict):
    id: Id
    edition: Edition
    sources: list[Cite] = Field(min_length=1)
    reviewed: dt.date
    changes: list[Change] = []


class Source(Fact):
    """A document Marquoir rests on: the rulebook, a help page, a dataset."""

    kind: Literal["source"]
    label: Line  # the research dossier's key (R-FR): for maintainers, never shown to a reader
    name: Title  # how a page cites it: « Règle française », "French rulebook", フランス語版ルール
    title: Title
    authority: Literal["official", "secondary"]
    address: Line  # URL or repository path
    covers: Text  # what it covers
    trust: Text  # how far it is trusted, and why
    locator: Literal[LOCATORS] = Field("page", description="what the `page:` of its citations points at: a page "
                                       "(6, \"6-7\"), a `card` (its number in this source: 77), a `file` (its path in "
                                       "the source's repository: serveur/cartes_antiquite.csv)")
    sources: list[Cite] = []


class EditionFact(Fact):
    """The header of an edition's pages: the box, its credits and contents."""

    kind: Literal["edition"]
    title: Title
    tagline: Text
    players: Annotated[list[Annotated[int, Field(ge=1, le=8)]], Field(min_length=2, max_length=2)]
    minutes: Annotated[int, Field(ge=1, le=600)]
    age: Annotated[int, Field(ge=3, le=99)]
    year: Line
    author: Line
    illustrator: Line
    publisher: Line
    contents: Text
    order: int = 0
    keywords: Words = Words()  # how players ask for its header's figures (how long a game lasts, from what age)


class Chapter(Fact):
    """A page of the rules, holding rule sections in order; ``widget`` adds an
    interactive tool after the sections (the score counter on the scoring page)."""

    kind: Literal["chapter"]
    title: Title
    intro: Text | None = None
    order: int
    widget: Literal["score-counter"] | None = None


EngineRule = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)]


class Grounded(Fact):
    """A rules text or FAQ answer, with what it rests on (``basis``, shown to the reader): ``rulebook``
    (an official source says it), ``derived`` (follows from it by ``derivation``, the arithmetic),
    ``house-rule`` (Marquoir's verdict where the rulebook is silent: ``see`` names that ruling),
    ``secondary`` (secondary sources only). Required: every rules text and answer says it.
    ``engine_rules`` lists the ids of the engine's rules (:mod:`marquoir.engine.errors`) that the text
    explains: the case checker links a move refused for one of them to this text."""

    basis: Literal[BASES]
    derivation: Text | None = None
    engine_rules: list[EngineRule] = []


class Rule(Grounded):
    """A section of the rules. ``unconfirmed`` names the rulings (status unconfirmed)
    on which the section depends: each is shown in place, with what each source says."""

    kind: Literal["rule"]
    chapter: Id
    order: int
    title: Title
    body: Text
    examples: list[Ref] = []
    see: list[Ref] = []
    unconfirmed: list[Ref] = []
    keywords: Words = Words()


class Faq(Grounded):
    """A question players ask, with a short direct answer first, in one of the page's ``theme`` groups."""

    kind: Literal["faq"]
    order: int
    theme: Literal[FAQ_THEMES] | None = None
    question: Title
    answer: Text
    details: Text | None = None
    examples: list[Ref] = []
    see: list[Ref] = []
    unconfirmed: list[Ref] = []
    keywords: Words = Words()


class Claim(Strict):
    """What one source says on a disputed point."""

    source: Id
    page: Where = None
    says: Text


class OptionValue(Strict):
    """One value of a ruling's engine option, as the case checker offers it: the value, and what it means, in the
    reader's words (who reads the rule that way)."""

    value: bool | int | Line
    label: Title


class Ruling(Fact):
    """A disputed point: what each source claims, Marquoir's verdict and why."""

    kind: Literal["ruling"]
    code: Line | None = None  # the dossier's code, e.g. D1
    order: int
    title: Title
    question: Title
    claims: list[Claim] = Field(min_length=1)
    verdict: Text
    reason: Text
    status: Literal["settled", "house-rule", "unconfirmed"] = "settled"
    option: Line | None = None  # the engine option that selects a variant, if any
    option_values: list[OptionValue] = []  # what each of its values means (every value that is not a number)
    examples: list[Ref] = Field(min_length=1)
    see: list[Ref] = []
    keywords: Words = Words()


class Example(Fact):
    """A worked example: a narrative per language and one doctest shared by all."""

    kind: Literal["example"]
    title: Title
    narrative: Text
    doctest: Prose


class Term(Fact):
    """A glossary entry: the fixed words for one game concept in each language."""

    kind: Literal["term"]
    term: Title
    definition: Text
    aliases: Words = Words()  # other spellings readers use (also search words)
    avoid: Avoided = Avoided()  # words the texts must not use instead of the term (the text lint, MQ301)
    order: int = 0
    no_autolink: list[Literal[LANGS]] = []  # languages where the word is too common to link by itself


class Article(Fact):
    """A free page (a guide), at ``path`` in every language."""

    kind: Literal["article"]
    path: Annotated[str, StringConstraints(pattern=r"^[a-z0-9-]+(/[a-z0-9-]+)*$")]
    title: Title
    body: Text
    order: int = 0
    keywords: Words = Words()


Bounds = dict[Literal["min", "max"], int]
TestKey = Annotated[str, StringConstraints(pattern=r"^[a-z]+(-[a-z]+)*$", max_length=40)]
Test = dict[TestKey, Union[bool, int, Line, Bounds]]  # noqa: UP007
"""One test of a step's condition (:mod:`marquoir.tutorial.conditions`: ``{event: send, actions: 2}``)."""
Name = Annotated[str, StringConstraints(min_length=1, max_length=40)]


class LessonStep(Strict):
    """One step of a lesson: its ``goal`` in one sentence, what it explains (``text``), the rule section or FAQ entry
    it ``teaches`` (linked from the step), the condition on the game that ends it (``until``: tests judged by the
    engine, :mod:`marquoir.tutorial.conditions`), the ``moves`` it suggests when the reader asks for a hint, in order
    (``marquoir check``'s grammar), and the ``unconfirmed`` points it rests on beyond those of the section it teaches
    (which are shown too)."""

    id: Id
    goal: Title
    text: Text | None = None
    teaches: Ref
    until: list[Test] = Field(min_length=1)
    moves: list[Line] = []
    unconfirmed: list[Ref] = []


class Lesson(Fact):
    """The lesson of the "learn by playing" page of its edition: a two-player game against the engine, the reader
    first (``players``: the reader, then the engine's player), from the table a case would set up (``seed``,
    ``setup``, ``options``: as in a ``marquoir check`` file), in ``steps``; once they are done the reader plays on to
    the end of the game."""

    kind: Literal["lesson"]
    title: Title
    intro: Text
    players: Annotated[list[Name], Field(min_length=2, max_length=2)]
    seed: Annotated[int, Field(ge=0, le=2**31 - 1)] = 0
    setup: dict[str, Any] | None = None
    options: dict[str, Union[bool, int, Line]] = {}  # noqa: UP007
    steps: list[LessonStep] = Field(min_length=1)


Resources = dict[Literal[ALL_RESOURCES], Count]


class Card(Fact):
    """A card of an edition. Buildings have requirements, écus and VP; workers a
    grade, a wage and what they produce; machines are built like buildings and
    then produce like workers. Antiquity adds investments: slaves (bought, work
    without wage, cost VP unless freed), tools and universities (a bonus to a
    worker), loans (sesterces now, repaid or VP lost at the end)."""

    kind: Literal["card"]
    type: Literal[CARD_TYPES]
    name: Title
    grade: Literal[GRADES] | None = None
    requires: Resources | None = None
    produces: Resources | None = None
    bonus: Resources | None = None  # tools and universities: what they add to a worker
    ecus: Count | None = None  # écus (sesterces) gained when a building is completed
    vp: Count | None = None
    wage: Count | None = None
    cost: Count | None = None  # investments: sesterces to buy it
    gain: Count | None = None  # loans: sesterces received
    repay: Count | None = None  # loans: sesterces to repay at the end
    penalty: Count | None = None  # VP lost at the end (unfreed slave, unpaid loan)
    unconfirmed: list[Ref] = []  # the rulings (status unconfirmed) under which other sources give other numbers

    @model_validator(mode="after")
    def _fields_of_type(self):
        wanted = CARD_FIELDS[self.type]
        for name in CARD_NUMBERS:
            present = getattr(self, name) is not None
            if name in wanted and not present:
                raise ValueError(f"a {self.type} card needs `{name}`")
            if present and name not in wanted:
                raise ValueError(f"a {self.type} card has no `{name}`")
        if self.edition != "both":
            names = set(RESOURCES[self.edition])
            for name in ("requires", "produces", "bonus"):
                value = getattr(self, name)
                if value is not None and set(value) != names:
                    raise ValueError(f"`{name}` must give exactly {', '.join(RESOURCES[self.edition])} "
                                     f"for {self.edition}")
        return self


KINDS: dict[str, type[Fact]] = {
    "source": Source,
    "edition": EditionFact,
    "chapter": Chapter,
    "rule": Rule,
    "faq": Faq,
    "ruling": Ruling,
    "example": Example,
    "term": Term,
    "article": Article,
    "card": Card,
    "lesson": Lesson,
}
"""Model of each ``kind``."""

# Union[...] of a tuple built at run time: no `|` spelling exists for it (ruff's UP007 fix would break it)
AnyFact = Annotated[Union[tuple(KINDS.values())], Field(discriminator="kind")]  # noqa: UP007
