"""The words of the search box, in the reader's language (the page's search receives them as data)."""

from __future__ import annotations

from ...i18n import Catalog
from ..typography import spaced

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
    "tool": {"fr": "Outil", "en": "Tool", "ja": "ツール"},
    "contributors": {"fr": "Contributeurs", "en": "Contributors", "ja": "貢献者向け"},
})
"""What a hit says it is (the document's kind: documents.py)."""

TOOL_WORDS = Catalog("search: players' words for the site's tools", {
    "counter": {"fr": "compter les points ; calculer les scores ; calcul des points ; feuille de score ; "
                      "calculette ; total des points",
                "en": "count the points ; work out the scores ; score sheet ; score calculator ; points calculator ; "
                      "add up the points",
                "ja": "点数計算 ; 得点を計算 ; 計算ツール ; スコア計算 ; スコアシート ; 点数を数える"},
    "checker": {"fr": "vérificateur ; vérificateur de cas ; vérifier un coup ; on n'est pas d'accord ; désaccord ; "
                      "dispute sur une règle ; qui a raison ; arbitre",
                "en": "case checker ; checker ; check a move ; we disagree on a rule ; disagreement ; dispute ; "
                      "who is right ; referee",
                "ja": "ケース検証 ; ケース検証ツール ; 手を検証 ; 意見が分かれた ; ルールでもめた ; どちらが正しい ; "
                      "裁定 ; 判定"},
})
"""The words players call each of the site's tools by that its title and what it does do not say: its search
document's players' words, as a fact's ``keywords`` are its entry's (the tools are made by code, not facts: their
title and what they do are their own catalogs' words, :func:`marquoir.render.counter.help_text` and the checker's
``title`` and ``intro``). One text per language, the words apart as `` ; `` keeps a document's players' words."""

CARD_WORDS = Catalog("search: players' words for what a card brings", {
    "worth": {"fr": "rapporte ; vaut", "en": "worth ; earns", "ja": "もらえる ; 価値"},
})
"""The words players ask a card's worth with that its table's column names do not say (« combien rapporte la
cathédrale », "how much is the cathedral worth"): the players' words of the search document of a card that brings VP
(a building, a machine)."""

BEFORE_LOAD = ("search", "results", "hint", "loading", "failed", "close", "clear")
"""The words the page shows before the search's data has loaded (in the page itself, site/config.py)."""


def labels(lang: str) -> dict[str, str]:
    """The search box's words in ``lang``, with the spaces the build sets in a page's text (« se charger : »)."""
    return {key: spaced(text, lang) for key, text in WORDS.of(lang).items()}


def kind_names(lang: str) -> dict[str, str]:
    return KINDS.of(lang)
