"""The words of the search box, in the reader's language (the page's search receives them as data)."""

from __future__ import annotations

from ...i18n import Catalog

WORDS = Catalog("search box", {
    "search": {"fr": "Rechercher", "en": "Search", "ja": "検索"},
    "results": {"fr": "Réponses", "en": "Answers", "ja": "検索結果"},
    "hint": {"fr": "Tapez une question ou un mot du jeu", "en": "Type a question or a word of the game",
             "ja": "質問やゲームの用語を入力してください"},
    "loading": {"fr": "Chargement de la recherche…", "en": "Loading the search…", "ja": "検索を読み込んでいます…"},
    "failed": {"fr": "La recherche n'a pas pu se charger : rechargez la page.",
               "en": "The search could not load: reload the page.",
               "ja": "検索を読み込めませんでした。ページを再読み込みしてください。"},
    "none": {"fr": "Aucune réponse pour ces mots", "en": "No answer for these words", "ja": "該当する項目がありません"},
    "count_one": {"fr": "{n} réponse", "en": "{n} answer", "ja": "{n}件"},
    "count_other": {"fr": "{n} réponses", "en": "{n} answers", "ja": "{n}件"},
    "more": {"fr": "Plus de réponses ({n})", "en": "More answers ({n})", "ja": "さらに表示（{n}件）"},
    "both": {"fr": "Les deux éditions", "en": "Both editions", "ja": "両エディション"},
    "close": {"fr": "Fermer", "en": "Close", "ja": "閉じる"},
    "clear": {"fr": "Effacer", "en": "Clear", "ja": "消去"},
})

KINDS = Catalog("search hit kinds", {
    "faq": {"fr": "FAQ", "en": "FAQ", "ja": "FAQ"},
    "ruling": {"fr": "Point litigieux", "en": "Disputed ruling", "ja": "判断の分かれる点"},
    "rule": {"fr": "Règle", "en": "Rule", "ja": "ルール"},
    "term": {"fr": "Glossaire", "en": "Glossary", "ja": "用語集"},
    "card": {"fr": "Carte", "en": "Card", "ja": "カード"},
    "page": {"fr": "Page", "en": "Page", "ja": "ページ"},
})
"""What a hit says it is (the document's kind: documents.py)."""

BEFORE_LOAD = ("search", "results", "hint", "loading", "failed", "close", "clear")
"""The words the page shows before the search's data has loaded (in the page itself, site/config.py)."""


def labels(lang: str) -> dict[str, str]:
    return WORDS.of(lang)


def kind_names(lang: str) -> dict[str, str]:
    return KINDS.of(lang)
