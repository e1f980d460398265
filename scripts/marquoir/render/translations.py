"""The translation status page: what is missing or outdated in each language."""

from __future__ import annotations

from ..facts.base import key_of
from ..i18n import Catalog
from .blocks import page_header
from .context import Ctx
from .labels import LABELS
from .text import escape_label, link_label

WORDS = Catalog("translation status page", {
    "intro": {"fr": "Le français est la langue source. Chaque fait doit exister en anglais et en japonais ; "
                    "ceux qui manquent ou dont le texte français a changé depuis leur traduction sont listés ici.",
              "en": "French is the source language. Every fact must exist in English and Japanese; those missing, "
                    "or whose French text changed after they were translated, are listed here.",
              "ja": "原文はフランス語です。すべての項目に英語と日本語の訳が必要です。訳が欠けている項目、"
                    "または翻訳後にフランス語の原文が変更された項目をここに示します。"},
    "complete": {"fr": "Traduit à {p} % : {ok} faits sur {n}.", "en": "{p}% translated: {ok} of {n} facts.",
                 "ja": "翻訳率 {p}%（{n}項目中{ok}項目）。"},
    "none": {"fr": "Rien ne manque.", "en": "Nothing is missing.", "ja": "欠けている翻訳はありません。"},
    "missing": {"fr": "manquant", "en": "missing", "ja": "未翻訳"},
    "outdated": {"fr": "à revoir", "en": "outdated", "ja": "要更新"},
    "lang_en": {"fr": "Anglais", "en": "English", "ja": "英語"},
    "lang_ja": {"fr": "Japonais", "en": "Japanese", "ja": "日本語"},
})


def translations_page(ctx: Ctx) -> str:
    lang = ctx.lang
    out = [page_header(escape_label(LABELS("translations", lang)), ctx), escape_label(WORDS("intro", lang)) + "\n\n"]
    facts = [loc.fact for loc in ctx.facts.by_key.values()]
    for target in ("en", "ja"):
        out.append(f"## {escape_label(WORDS('lang_' + target, lang))} {{#{target}}}\n\n")
        todo = []
        for f in sorted(facts, key=lambda f: (f.edition, f.kind, f.id)):
            state = ctx.status.get(key_of(f), {}).get(target, "ok")
            if state != "ok":
                todo.append((f, state))
        n = len(facts)
        ok = n - len(todo)
        pct = 100 if n == 0 else int(100 * ok / n)
        out.append(escape_label(WORDS("complete", lang, p=pct, ok=ok, n=n)) + "\n{: .mq-count }\n\n")
        if not todo:
            out.append(escape_label(WORDS("none", lang)) + "\n\n")
        for f, state in todo:
            out.append(f"- [{escape_label(link_label(f, lang))}]({ctx.href(f)}) — `{f.edition}/{f.id}` "
                       f"({escape_label(WORDS(state, lang))})\n")
        out.append("\n")
    return "".join(out)
