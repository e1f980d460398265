"""The site's own words (headings, notices, card table labels, resource names) in each language.

Rule content comes from ``rules/``; these are the few fixed labels the renderer writes around it.
Each table is an :class:`marquoir.i18n.Catalog`, read as ``LABELS(key, lang, **params)``.
"""

from __future__ import annotations

import datetime as dt

from ..i18n import Catalog

LABELS = Catalog("site labels", {
    "home": {"fr": "Accueil", "en": "Home", "ja": "ホーム"},
    "rules": {"fr": "Règles", "en": "Rules", "ja": "ルール"},
    "faq": {"fr": "Questions fréquentes", "en": "Frequently asked questions", "ja": "よくある質問"},
    "faq_short": {"fr": "FAQ", "en": "FAQ", "ja": "FAQ"},
    "rulings": {"fr": "Points litigieux", "en": "Disputed rulings", "ja": "判断の分かれる点"},
    "cards": {"fr": "Cartes", "en": "Cards", "ja": "カード一覧"},
    "glossary": {"fr": "Glossaire", "en": "Glossary", "ja": "用語集"},
    "sources": {"fr": "Sources", "en": "Sources", "ja": "出典"},
    "guides": {"fr": "Guides", "en": "Guides", "ja": "ガイド"},
    "translations": {"fr": "État des traductions", "en": "Translation status", "ja": "翻訳の状況"},
    "overview": {"fr": "Présentation", "en": "Overview", "ja": "概要"},
    "source_label": {"fr": "Source", "en": "Source", "ja": "出典"},
    "sources_label": {"fr": "Sources", "en": "Sources", "ja": "出典"},
    "page_sources": {"fr": "Sources de cette page", "en": "Sources of this page", "ja": "このページの出典"},
    "reviewed": {"fr": "Relue contre la règle officielle", "en": "Reviewed against the official rules",
                 "ja": "公式ルールとの照合"},
    "reviewed_secondary": {"fr": "Relue contre les sources disponibles (aucune règle officielle complète)",
                           "en": "Reviewed against the available sources (no complete official rulebook)",
                           "ja": "入手可能な出典と照合（完全な公式ルールなし）"},
    "example": {"fr": "Exemple", "en": "Example", "ja": "例"},
    "example_checked": {"fr": "Exemple vérifié par le moteur de référence",
                        "en": "Example checked by the reference engine", "ja": "リファレンスエンジンで検証済みの例"},
    "see_also": {"fr": "Voir aussi", "en": "See also", "ja": "関連項目"},
    "question": {"fr": "La question", "en": "The question", "ja": "問い"},
    "claims": {"fr": "Ce que disent les sources", "en": "What the sources say", "ja": "各出典の記述"},
    "verdict": {"fr": "Verdict de Marquoir", "en": "Marquoir's verdict", "ja": "Marquoirの裁定"},
    "reason": {"fr": "Pourquoi", "en": "Why", "ja": "理由"},
    "status_settled": {"fr": "Tranché par la règle officielle", "en": "Settled by the official rules",
                       "ja": "公式ルールで確定"},
    # a section or verdict may state official rules too: the house rule is what covers their silence
    "status_house-rule": {"fr": "Règle maison, là où la règle officielle ne dit rien",
                          "en": "House rule where the official rules are silent",
                          "ja": "公式ルールに記載のない点はハウスルール"},
    "status_unconfirmed": {"fr": "Non confirmé par une source officielle", "en": "Not confirmed by an official source",
                           "ja": "公式の出典で未確認"},
    "status_short_settled": {"fr": "règle officielle", "en": "official rules", "ja": "公式ルール"},
    "status_short_house-rule": {"fr": "règle maison", "en": "house rule", "ja": "ハウスルール"},
    "status_short_unconfirmed": {"fr": "non confirmé", "en": "unconfirmed", "ja": "未確認"},
    # what a rules text or an answer rests on (its `basis`), worded like the rulings' status above
    "basis_rulebook": {"fr": "Règle officielle", "en": "Official rules", "ja": "公式ルール"},
    "basis_derived": {"fr": "Déduit de la règle officielle", "en": "Worked out from the official rules",
                      "ja": "公式ルールから導いた結論"},
    "basis_how": {"fr": "le raisonnement", "en": "the reasoning", "ja": "導き方"},
    "basis_house-rule": {"fr": "Règle maison, là où la règle officielle ne dit rien",
                         "en": "House rule where the official rules are silent",
                         "ja": "公式ルールに記載のない点はハウスルール"},
    "basis_secondary": {"fr": "Repose seulement sur des sources secondaires", "en": "Rests on secondary sources only",
                        "ja": "二次資料のみに基づく"},
    "edit_fact": {"fr": "Modifier ce fait", "en": "Edit this fact", "ja": "この項目を編集"},
    "report_problem": {"fr": "Signaler un problème", "en": "Report a problem", "ja": "問題を報告"},
    "report_prompt": {"fr": "Ce qui ne va pas :", "en": "What is wrong:", "ja": "問題の内容："},
    "copyright": {"fr": "Marquoir résume les règles des Bâtisseurs (Frédéric Henry, Bombyx) avec ses propres mots ; "
                        "il ne remplace pas la boîte.",
                  "en": "Marquoir summarises the rules of The Builders (Frédéric Henry, Bombyx) in its own words; "
                        "it does not replace the box.",
                  "ja": "Marquoirは『建築士たち』（フレデリック・アンリ作、Bombyx）のルールを独自の言葉で"
                        "要約したもので、ゲーム本体の代わりにはなりません。"},
    "term_open": {"fr": "Ouvrir le glossaire", "en": "Open the glossary", "ja": "用語集を開く"},
    # the theme's own words, set per language by site/config.py (the palette toggle, the headings' links)
    "palette_to_dark": {"fr": "Passer en mode sombre", "en": "Switch to dark mode", "ja": "ダークモードに切り替え"},
    "palette_to_light": {"fr": "Passer en mode clair", "en": "Switch to light mode", "ja": "ライトモードに切り替え"},
    "permalink": {"fr": "Lien vers cette section", "en": "Link to this section", "ja": "この見出しへのリンク"},
    # the page a host shows for an address the site does not have (docs/theme/404.html, through site/config.py)
    "not_found_title": {"fr": "Page introuvable", "en": "Page not found", "ja": "ページが見つかりません"},
    "not_found_text": {"fr": "Aucune page de Marquoir ne se trouve à cette adresse : le lien est peut-être ancien, ou "
                             "l'adresse mal recopiée. Repartez de l'accueil, ou cherchez ce qu'il vous faut.",
                       "en": "There is no page of Marquoir at this address: the link may be an old one, or the "
                             "address mistyped. Start again from the home page, or search for what you need.",
                       "ja": "このアドレスにはMarquoirのページがありません。リンクが古いか、アドレスが正しく"
                             "入力されていない可能性があります。ホームに戻るか、探している内容を検索してください。"},
    "not_found_home": {"fr": "Retour à l'accueil", "en": "Back to the home page", "ja": "ホームに戻る"},
    "not_found_search": {"fr": "Chercher dans le site", "en": "Search the site", "ja": "サイト内を検索"},
    "confidence_primary": {"fr": "Repose sur une source officielle", "en": "Rests on an official source",
                           "ja": "公式の出典に基づく"},
    "confidence_secondary": {"fr": "Repose seulement sur des sources secondaires",
                             "en": "Rests on secondary sources only",
                             "ja": "二次資料のみに基づく"},
    "unconfirmed_title": {"fr": "Point non confirmé", "en": "Unconfirmed point", "ja": "未確認の点"},
    "unverified_cards_title": {"fr": "Liste non vérifiée", "en": "Unverified list", "ja": "未検証のリスト"},
    "unverified_cards": {"fr": "Aucune source officielle ne confirme ces cartes et leurs nombres ; ils viennent de :",
                         "en": "No official source confirms these cards and their numbers; they come from:",
                         "ja": "これらのカードと数値を確認できる公式の出典はありません。出典："},
    "see_ruling": {"fr": "Les sources côte à côte et le choix de Marquoir",
                   "en": "The sources side by side and Marquoir's choice",
                   "ja": "出典の比較とMarquoirの判断"},
    "source_col": {"fr": "Source", "en": "Source", "ja": "出典"},
    "says_col": {"fr": "Ce qu'elle dit", "en": "What it says", "ja": "記述内容"},
    "missing_title": {"fr": "Traduction manquante", "en": "Translation missing", "ja": "翻訳がありません"},
    "missing_body": {"fr": "Ce passage n'est pas encore traduit en français ; le texte français est affiché.",
                     "en": "This passage has not been translated into English yet; the French text is shown.",
                     "ja": "この部分はまだ日本語に翻訳されていません。フランス語の原文を表示しています。"},
    "outdated_title": {"fr": "Traduction à revoir", "en": "Translation may be outdated",
                       "ja": "翻訳が古い可能性があります"},
    "outdated_body": {"fr": "Le texte français a changé depuis cette traduction.",
                      "en": "The French text has changed since this translation was made.",
                      "ja": "この翻訳の作成後にフランス語の原文が変更されました。"},
    # the edition header's figures: each label, then its value as a box says it
    "players": {"fr": "Joueurs", "en": "Players", "ja": "プレイ人数"},
    "players_value": {"fr": "{low} à {high}", "en": "{low}–{high}", "ja": "{low}〜{high}人"},
    "minutes": {"fr": "Durée", "en": "Playing time", "ja": "プレイ時間"},
    "minutes_value": {"fr": "{n} min", "en": "{n} min", "ja": "{n}分"},
    "age": {"fr": "Âge", "en": "Age", "ja": "対象年齢"},
    "age_value": {"fr": "{n} ans et +", "en": "{n}+", "ja": "{n}歳以上"},
    "need_box": {"fr": "Il vous faut la boîte du jeu : Marquoir en résume les règles et compte les points.",
                 "en": "You need the box: Marquoir summarises the rules and counts the points.",
                 "ja": "遊ぶにはゲーム本体が必要です。Marquoirはルールを要約し、得点を計算します。"},
    "box": {"fr": "La boîte", "en": "The box", "ja": "ゲームの箱"},
    "year": {"fr": "Paru en", "en": "Published", "ja": "発売年"},
    "author": {"fr": "Auteur", "en": "Designer", "ja": "作者"},
    "illustrator": {"fr": "Illustration", "en": "Art", "ja": "イラスト"},
    "publisher": {"fr": "Éditeur", "en": "Publisher", "ja": "出版社"},
    "contents": {"fr": "Contenu", "en": "Contents", "ja": "内容物"},
    "official": {"fr": "officielle", "en": "official", "ja": "公式"},
    "secondary": {"fr": "secondaire", "en": "secondary", "ja": "二次資料"},
    "authority": {"fr": "Nature", "en": "Kind", "ja": "種別"},
    "address": {"fr": "Adresse", "en": "Address", "ja": "所在"},
    "covers": {"fr": "Ce qu'elle couvre", "en": "What it covers", "ja": "扱う範囲"},
    "trust": {"fr": "Confiance", "en": "Trust", "ja": "信頼度"},
    "used_by": {"fr": "Ce qui s'appuie sur cette source", "en": "What rests on this source",
                "ja": "この出典に基づく項目"},
    # where a citation points in its source, by what the source's citations point at (vocab.LOCATORS): its page
    # or pages, a card's number in the source, a file of the source's repository (its name)
    "at_page_one": {"fr": "p. {at}", "en": "p. {at}", "ja": "{at}ページ"},
    "at_page_other": {"fr": "p. {at}", "en": "p. {at}", "ja": "{at}ページ"},
    "at_card_one": {"fr": "carte {at}", "en": "card {at}", "ja": "カード{at}"},
    "at_card_other": {"fr": "cartes {at}", "en": "cards {at}", "ja": "カード{at}"},
    "at_file_one": {"fr": "fichier {at}", "en": "file {at}", "ja": "ファイル {at}"},
    "at_file_other": {"fr": "fichiers {at}", "en": "files {at}", "ja": "ファイル {at}"},
    "list_sep": {"fr": ", ", "en": ", ", "ja": "、"},
    # a source as a page cites it: its name (a link to it), then where in it; in a page's list of sources, its name
    # then its full title
    "cited_at": {"fr": "{source}, {at}", "en": "{source}, {at}", "ja": "{source}（{at}）"},
    "named": {"fr": "{name} — {title}", "en": "{name} — {title}", "ja": "{name}：{title}"},
    "both_editions": {"fr": "les deux éditions", "en": "both editions", "ja": "両エディション"},
    "edition_label": {"fr": "Édition", "en": "Edition", "ja": "エディション"},
    "chapters": {"fr": "Les règles, dans l'ordre du jeu", "en": "The rules, in the order of play",
                 "ja": "ゲームの流れに沿ったルール"},
    "term_col": {"fr": "Terme", "en": "Term", "ja": "用語"},
    "definition": {"fr": "Définition", "en": "Definition", "ja": "定義"},
    "name": {"fr": "Nom", "en": "Name", "ja": "名前"},
    "id": {"fr": "Identifiant", "en": "Id", "ja": "ID"},
    # the search and the FAQ page: each edition's short name (search results, page titles)
    # and the FAQ's groups (vocab.FAQ_THEMES)
    "edition_moyen-age": {"fr": "Moyen Âge", "en": "Middle Ages", "ja": "中世"},
    "edition_antiquite": {"fr": "Antiquité", "en": "Antiquity", "ja": "古代"},
    "theme_setup": {"fr": "Mise en place", "en": "Setup", "ja": "ゲームの準備"},
    "theme_actions": {"fr": "Le tour et les actions", "en": "The turn and the actions", "ja": "手番とアクション"},
    "theme_workers-sites": {"fr": "Ouvriers et chantiers", "en": "Workers and sites", "ja": "労働者と建築中の建物"},
    "theme_machines": {"fr": "Machines", "en": "Machines", "ja": "設備"},
    "theme_money": {"fr": "Écus", "en": "Écus", "ja": "コイン"},
    "theme_money_antiquite": {"fr": "Sesterces", "en": "Sesterces", "ja": "セステルティウス"},
    "theme_investments": {"fr": "Investissements", "en": "Investments", "ja": "投資"},
    "theme_end-score": {"fr": "Fin de partie et décompte", "en": "End of the game and scoring",
                        "ja": "ゲームの終了と得点計算"},
    "theme_other": {"fr": "Autres questions", "en": "Other questions", "ja": "その他の質問"},
    "faq_more": {"fr": "Détails, exemple et sources", "en": "Details, example and sources", "ja": "詳細・例・出典"},
    "faq_themes": {"fr": "Les questions par thème", "en": "Questions by topic", "ja": "テーマ別の質問"},
    "with_edition": {"fr": "{title} — {edition}", "en": "{title} — {edition}", "ja": "{title}（『{edition}』）"},
    # the Changes page (issue #18): what changed in Marquoir's answers, from each fact's `changes:`
    "changes": {"fr": "Ce qui a changé", "en": "What changed", "ja": "変更履歴"},
    "changes_link": {"fr": "Ce qui a changé dans les réponses de Marquoir",
                     "en": "What changed in Marquoir's answers", "ja": "Marquoirの回答の変更履歴"},
    "changes_intro": {"fr": "Quand une réponse de Marquoir change (un verdict, un choix par défaut, un nombre, ou ce "
                            "sur quoi elle repose), elle est notée ici, la plus récente en premier : ce que la page "
                            "disait, ce qu'elle dit maintenant, et pourquoi.",
                      "en": "When one of Marquoir's answers changes (a verdict, a default, a number, or what it "
                            "rests on), it is listed here, newest first: what the page said, what it says now, "
                            "and why.",
                      "ja": "Marquoirの回答（裁定、初期設定、数値、根拠）が変わったときは、ここに新しい順に記録します。"
                            "以前の記述、現在の記述、変更の理由を示します。"},
    "change_before": {"fr": "Avant", "en": "Before", "ja": "変更前"},
    "change_after": {"fr": "Maintenant", "en": "Now", "ja": "変更後"},
    # the cards page: cards whose numbers another copy of the list gives otherwise (a card's `unconfirmed:`)
    "disputed_cards": {"fr": "† : une autre copie de la liste donne d'autres nombres pour cette carte ; "
                             "ce que dit chaque source est ci-dessous.",
                       "en": "†: another copy of the list gives other numbers for this card; "
                             "what each source says is below.",
                       "ja": "†：別の一覧のコピーでは、このカードの数値が異なります。各出典の記述は下にあります。"},
    "disputed_card": {"fr": "D'autres nombres dans une autre copie de la liste",
                      "en": "Other numbers in another copy of the list", "ja": "別の一覧では数値が異なる"},
})
label = LABELS
"""The same catalog under the name the site hook and the bench import."""

MONTHS = {
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
}


def month(date: dt.date, lang: str) -> str:
    """``octobre 2026`` / ``October 2026`` / ``2026年10月``."""
    if lang == "ja":
        return f"{date.year}年{date.month}月"
    return f"{MONTHS[lang][date.month - 1]} {date.year}"


RESOURCE_NAMES = Catalog("resource names", {
    "stone": {"fr": "Pierre", "en": "Stone", "ja": "石材"},
    "wood": {"fr": "Bois", "en": "Wood", "ja": "木材"},
    "knowledge": {"fr": "Savoir", "en": "Knowledge", "ja": "知識"},
    "tile": {"fr": "Tuile", "en": "Tile", "ja": "タイル"},
    "architecture": {"fr": "Architecture", "en": "Architecture", "ja": "建築"},
    "decoration": {"fr": "Décoration", "en": "Decoration", "ja": "装飾"},
})
"""Resource names (the glossary terms of the same ids say more)."""

CARD_LABELS = Catalog("card page labels", {
    "buildings": {"fr": "Bâtiments", "en": "Buildings", "ja": "建物"},
    "machines": {"fr": "Machines", "en": "Machines", "ja": "設備"},
    "workers": {"fr": "Ouvriers", "en": "Workers", "ja": "労働者"},
    "ecus": {"fr": "Écus", "en": "Écus", "ja": "コイン"},
    "sesterces": {"fr": "Sesterces", "en": "Sesterces", "ja": "セステルティウス"},
    "slaves": {"fr": "Esclaves", "en": "Slaves", "ja": "奴隷"},
    "tools": {"fr": "Outils", "en": "Tools", "ja": "道具"},
    "loans": {"fr": "Emprunts", "en": "Loans", "ja": "借金"},
    "universities": {"fr": "Universités", "en": "Universities", "ja": "大学"},
    "bonus": {"fr": "Bonus", "en": "Bonus", "ja": "ボーナス"},
    "cost": {"fr": "Prix", "en": "Cost", "ja": "価格"},
    "gain": {"fr": "Reçu", "en": "Received", "ja": "受取額"},
    "repay": {"fr": "À rembourser", "en": "To repay", "ja": "返済額"},
    "penalty": {"fr": "PV perdus", "en": "VP lost", "ja": "失う勝利点"},
    "vp": {"fr": "PV", "en": "VP", "ja": "勝利点"},
    "wage": {"fr": "Salaire", "en": "Wage", "ja": "賃金"},
    "grade": {"fr": "Grade", "en": "Grade", "ja": "等級"},
    "requires": {"fr": "Demande", "en": "Requires", "ja": "必要資源"},
    "produces": {"fr": "Produit", "en": "Produces", "ja": "生産"},
    "count_one": {"fr": "{n} carte", "en": "{n} card", "ja": "{n}枚"},
    "count_other": {"fr": "{n} cartes", "en": "{n} cards", "ja": "{n}枚"},
    "filter": {"fr": "Filtrer", "en": "Filter", "ja": "絞り込み"},
    "without": {"fr": "sans {r}", "en": "no {r}", "ja": "{r}不要"},
    "with": {"fr": "produit {r}", "en": "produces {r}", "ja": "{r}を生産"},
    "search_cards": {"fr": "Nom de la carte", "en": "Card name", "ja": "カード名"},
    "count_shown_one": {"fr": "{n} carte affichée", "en": "{n} card shown", "ja": "{n}枚を表示中"},
    "count_shown_other": {"fr": "{n} cartes affichées", "en": "{n} cards shown", "ja": "{n}枚を表示中"},
    "grade_apprenti": {"fr": "Apprenti", "en": "Apprentice", "ja": "見習い"},
    "grade_manoeuvre": {"fr": "Manœuvre", "en": "Laborer", "ja": "下働き"},
    "grade_compagnon": {"fr": "Compagnon", "en": "Craftsman", "ja": "職人"},
    "grade_maitre": {"fr": "Maître", "en": "Master", "ja": "親方"},
    # the contributors' guide (render.checker.GUIDE): every card's id, for who writes a case file (cards.card_ids)
    "ids": {"fr": "Les identifiants des cartes", "en": "Card ids", "ja": "カードのID"},
    "ids_intro": {"fr": "Dans un fichier de cas, une carte se nomme par son identifiant. Le voici pour chaque carte de "
                        "chaque édition, à côté de son nom ; le nom mène à la carte dans la page des cartes.",
                  "en": "In a case file, a card is named by its id. Here is the id of every card of each edition, "
                        "next to its name; the name leads to the card on the cards page.",
                  "ja": "ケースファイルでは、カードをIDで指定します。各エディションの全カードのIDを、名前と並べて示"
                        "します。名前からカード一覧のそのカードに移動できます。"},
})


def plural_form(lang: str, n: int) -> str:
    """``one`` or ``other``, as the language counts (CLDR, like the browser's ``Intl.PluralRules``):
    French says 0 and 1 in the singular, English only 1, Japanese has no plural."""
    if lang == "ja":
        return "other"
    return "one" if (n in (0, 1) if lang == "fr" else n == 1) else "other"


def counted(catalog: Catalog, key: str, lang: str, n: int) -> str:
    """``catalog``'s ``key_one`` or ``key_other`` for ``n``, filled in: ``1 carte``, ``0 carte``, ``2 cards``."""
    return catalog(f"{key}_{plural_form(lang, n)}", lang, n=n)
