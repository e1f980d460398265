"""What the engine says, in French, English and Japanese.

Every table is an :class:`~marquoir.i18n.Catalog` (``key -> {fr, en, ja}``):
:data:`RULE_MESSAGES` and :data:`ANTIQUITY_RULE_MESSAGES` explain each refused move
(one text per rule id of :mod:`.errors`), :data:`EVENT_MESSAGES` tells each event of
the game log as one trace line (what happened), :data:`MOVE_WORDS` says a move as an intention;
:data:`ROWS`, :data:`UNITS`, :data:`MONEY` and :data:`.moves.SLOT_WORDS` are the words they are filled with; :data:`HINTS` what a refusal adds
when its parameters suggest something (``near``: the nearest real card id of a misspelt one).
Templates take named parameters; a parameter's *name* says how it is written:

* a card id under ``card``, ``worker``, ``site``, ``new`` becomes the card's
  name in the language, also available as ``Card`` (start of a sentence),
  ``card_a`` / ``card_de`` (French "à la chapelle", "du château-fort");
* ``need``, ``left``, ``actions`` are counts of actions; ``cost``, ``have``,
  ``wage``, ``money``, ``buy`` amounts of the edition's money (écus, or
  sesterces in Antiquity); ``vp`` victory points; ``score`` points (exact
  tenths with Antiquity's option ``coin_scoring: tenths``); ``row`` a row
  (``buildings``, ``workers`` or ``investments``); ``workers`` a list of card ids;
* ``player`` a player's name as is, also available as ``player_de`` (French "d'Alice", "de Bruno": :func:`with_de`);
* anything else is written as is.

Templates may also use what depends on the edition, not on the event:
``{currency}`` (écus / sesterces / コイン / セステルティウス), ``{currency_de}``
(French "d'écus" / "de sesterces"), ``{zero}`` (0 of the money), ``{take_spend}``
and ``{take_gain}`` (the rates of taking money: "1, 2 ou 3", "1, 3 ou 6 écus")
and ``{forms}`` (the move forms of the edition).

Fixed terms (glossary): fr écus, sesterces, PV, chantier, ouvrier, machine, action
payante, esclave, affranchir, outil, emprunt, université; en écus, sesterces, VP,
site, worker, machine, slave, free, tool, loan, university; ja コイン,
セステルティウス, 勝利点, 建築中の建物, 労働者, 設備, 追加のアクション, 建築の着手,
労働者の雇用, 労働者の派遣, コインの獲得, 奴隷, 解放, 道具, 借金, 大学, 投資.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from functools import cache

from ..i18n import Catalog, check_lang
from ..vocab import LANGS  # noqa: F401  (re-exported: the scenario checker imports it from here)
from .moves import FORMS, NUMBERS, SLOT_WORDS, MoveSyntaxError, form_of, parse, said_forms

RULE_MESSAGES = Catalog("engine refusals (Middle Ages)", {
    "game-over": {
        "fr": "La partie est terminée : plus aucun coup n'est possible.",
        "en": "The game is over: no more moves can be played.",
        "ja": "ゲームはすでに終了しているため、これ以上の操作はできません。",
    },
    "unknown-card": {
        "fr": "« {id} » n'est pas une carte du jeu : vérifiez l'identifiant.",
        "en": "“{id}” is not a card of this game: check the id.",
        "ja": "「{id}」というカードはこのゲームにありません。カードIDを確認してください。",
    },
    "not-in-row-building": {
        "fr": "{Card} n'est pas dans {row}.",
        "en": "{Card} is not in the {row}.",
        "ja": "{card}は{row}にありません。",
    },
    "not-in-row-worker": {
        "fr": "{Card} n'est pas dans {row}.",
        "en": "{Card} is not in the {row}.",
        "ja": "{card}は{row}にありません。",
    },
    "no-actions": {
        "fr": "Ce coup coûte {need} et il vous reste {left} : achetez une action payante ({buy}) ou terminez votre tour.",
        "en": "This move costs {need} and you have {left} left: buy an extra action ({buy}) or end your turn.",
        "ja": "この操作には{need}が必要ですが、残りは{left}です。追加のアクション（{buy}）を購入するか、手番を終えてください。",
    },
    "no-ecus-wage": {
        "fr": "Le salaire {worker_de} est de {cost} et vous avez {have}.",
        "en": "{Worker}'s wage is {cost} and you have {have}.",
        "ja": "{worker}の賃金は{cost}ですが、所持しているのは{have}です。",
    },
    "no-ecus-action": {
        "fr": "Une action payante coûte {cost} et vous avez {have}.",
        "en": "An extra action costs {cost} and you have {have}.",
        "ja": "追加のアクションには{cost}が必要ですが、所持しているのは{have}です。",
    },
    "not-in-team": {
        "fr": "{Worker} ne fait pas partie de votre équipe : on n'envoie que ses propres ouvriers, et une machine seulement une fois construite.",
        "en": "{Worker} is not in your team: you can only send your own workers, and a machine only once it is built.",
        "ja": "{worker}はあなたのチームにいません。派遣できるのは自分の労働者と、完成した設備だけです。",
    },
    "worker-busy": {
        "fr": "{Worker} travaille déjà {site_a} : un ouvrier reste sur son chantier jusqu'à ce que le bâtiment soit terminé.",
        "en": "{Worker} is already working on {site}: a worker stays on its site until the building is complete.",
        "ja": "{worker}はすでに{site}で働いています。建物が完成するまで、その労働者は動かせません。",
    },
    "not-your-site": {
        "fr": "{Site} n'est pas un de vos chantiers en cours : il faut d'abord l'ouvrir (1 action).",
        "en": "{Site} is not one of your open sites: it must be opened first (1 action).",
        "ja": "{site}はあなたの建築中の建物ではありません。先に建築の着手（1アクション）が必要です。",
    },
    "site-finished": {
        "fr": "Le chantier {site_de} est déjà terminé : on ne peut plus y envoyer d'ouvrier.",
        "en": "{Site} is already complete: no more workers can be sent there.",
        "ja": "{site}はすでに完成しているため、労働者を派遣できません。",
    },
    "take-amount": {
        "fr": "Prendre des {currency} coûte {take_spend} actions (pour {take_gain}), pas {n}.",
        "en": "Taking {currency} costs {take_spend} actions (for {take_gain}), not {n}.",
        "ja": "{currency}の獲得に使えるのは{take_spend}アクション（それぞれ{take_gain}）だけで、{n}アクションは使えません。",
    },
    "one-exchange": {
        "fr": "Vous avez déjà pris des {currency} pendant ce tour : avec l'option choisie, une seule prise par tour.",
        "en": "You have already taken {currency} this turn: with the option chosen, only one exchange per turn.",
        "ja": "この手番ではすでに{currency}の獲得を行いました。選んだオプションでは、{currency}の獲得は1手番に1回までです。",
    },
    "hidden-card": {
        "fr": "La prochaine carte de la pioche des ouvriers est cachée : avec l'option choisie, cette pioche reste face cachée.",
        "en": "The next card of the worker deck is hidden: with the option chosen, that deck lies face down.",
        "ja": "労働者の山札の一番上のカードは公開されていません。選んだオプションでは、労働者の山札は伏せておきます。",
    },
    "bad-move": {
        "fr": "Coup illisible : « {text} ». Formes reconnues : {forms}.",
        "en": "Cannot read the move “{text}”. Known forms: {forms}.",
        "ja": "「{text}」は手として読み取れません。使える形式：{forms}。",
    },
})

ANTIQUITY_RULE_MESSAGES = Catalog("engine refusals (Antiquity)", {
    "not-in-row-investment": {
        "fr": "{Card} n'est pas dans {row}.",
        "en": "{Card} is not in the {row}.",
        "ja": "{card}は{row}にありません。",
    },
    "no-ecus-investment": {
        "fr": "{Card} coûte {cost} et vous avez {have}.",
        "en": "{Card} costs {cost} and you have {have}.",
        "ja": "{card}には{cost}が必要ですが、所持しているのは{have}です。",
    },
    "no-ecus-freeing": {
        "fr": "Affranchir un esclave au règlement coûte {cost} et vous avez {have}.",
        "en": "Freeing a slave at the settlement costs {cost} and you have {have}.",
        "ja": "精算で奴隷を解放するには{cost}が必要ですが、所持しているのは{have}です。",
    },
    "no-ecus-loan": {
        "fr": "Rembourser {card} coûte {cost} et vous avez {have}.",
        "en": "Repaying {card} costs {cost} and you have {have}.",
        "ja": "{card}の返済には{cost}が必要ですが、所持しているのは{have}です。",
    },
    "fit-not-free": {
        "fr": "{Worker} n'est pas libre dans votre équipe : un outil ou une université ne se pose que sur un de vos "
              "ouvriers qui n'est pas sur un chantier.",
        "en": "{Worker} is not free in your team: a tool or a university goes only on one of your workers who is not "
              "on a site.",
        "ja": "{worker}はあなたのチームで待機中ではありません。道具と大学は、建築中の建物にいない自分の労働者にだけ使えます。",
    },
    "slave-not-yours": {
        "fr": "{Worker} n'est pas un de vos esclaves : on n'affranchit que les siens.",
        "en": "{Worker} is not one of your slaves: you can free only your own.",
        "ja": "{worker}はあなたの奴隷ではありません。解放できるのは自分の奴隷だけです。",
    },
    "one-investment": {
        "fr": "Vous avez déjà investi pendant ce tour : un seul investissement par tour.",
        "en": "You have already invested this turn: one investment per turn.",
        "ja": "この手番ではすでに投資しています。投資は1手番に1回までです。",
    },
    "no-stock": {
        "fr": "{Card} n'est plus disponible : cette pile de la ligne d'investissement est vide.",
        "en": "{Card} is no longer available: that stack of the investment row is empty.",
        "ja": "{card}はもう残っていません。投資の列のこの山は空です。",
    },
    "invest-target": {
        "fr": "Une université se pose sur un de vos ouvriers, que le coup doit nommer ; les autres investissements ne se posent sur aucun ouvrier.",
        "en": "A university is laid on one of your workers, which the move must name; the other investments go on no worker.",
        "ja": "大学は自分の労働者の1人に重ねるので、その労働者を指定してください。ほかの投資は労働者に重ねません。",
    },
    "not-a-worker": {
        "fr": "{Worker} n'est pas un ouvrier : un outil ne va que sur un ouvrier, pas sur une machine.",
        "en": "{Worker} is not a worker: a tool goes only on a worker, not on a machine.",
        "ja": "{worker}は労働者ではありません。道具は労働者にだけ使え、設備には使えません。",
    },
    "university-on-machine": {
        "fr": "{Worker} n'est pas un ouvrier : une université ne va que sur un ouvrier, pas sur une machine.",
        "en": "{Worker} is not a worker: a university goes only on a worker, not on a machine.",
        "ja": "{worker}は労働者ではありません。大学は労働者にだけ使え、設備には使えません。",
    },
    "not-a-slave": {
        "fr": "{Worker} n'est pas un esclave : on n'affranchit que des esclaves.",
        "en": "{Worker} is not a slave: only slaves can be freed.",
        "ja": "{worker}は奴隷ではありません。解放できるのは奴隷だけです。",
    },
    "already-freed": {
        "fr": "{Worker} est déjà affranchi.",
        "en": "{Worker} has already been freed.",
        "ja": "{worker}はすでに解放されています。",
    },
    "slave-busy": {
        "fr": "{Worker} travaille {site_a} : on n'affranchit qu'un esclave libre dans son équipe, pas sur un chantier.",
        "en": "{Worker} is working on {site}: only a slave free in the team, not on a site, can be freed.",
        "ja": "{worker}は{site}で働いています。解放できるのは、建築中の建物にいないチームの奴隷だけです。",
    },
    "tool-not-yours": {
        "fr": "{Card} n'est pas un de vos outils libres (achetés et posés sur aucun ouvrier).",
        "en": "{Card} is not one of your free tools (bought and fitted to no worker).",
        "ja": "{card}は、あなたが持っている未装備の道具ではありません。",
    },
    "tool-on-slave": {
        "fr": "{Worker} est un esclave : il ne reçoit pas d'outil tant qu'il n'est pas affranchi, sauf avec l'option qui le permet.",
        "en": "{Worker} is a slave: it takes no tool until it is freed, unless the option that allows it is chosen.",
        "ja": "{worker}は奴隷なので、解放するまで道具を装備できません（それを認めるオプションを選んだ場合を除く）。",
    },
    "university-on-slave": {
        "fr": "{Worker} est un esclave : il ne va pas à l'université tant qu'il n'est pas affranchi.",
        "en": "{Worker} is a slave: it cannot go to university until it is freed.",
        "ja": "{worker}は奴隷なので、解放するまで大学に行けません。",
    },
    "already-equipped": {
        "fr": "{Worker} porte déjà un outil : un seul outil par ouvrier.",
        "en": "{Worker} already carries a tool: one tool per worker.",
        "ja": "{worker}はすでに道具を装備しています。道具は労働者1人につき1つまでです。",
    },
    "already-educated": {
        "fr": "{Worker} est déjà allé à l'université : une seule université par ouvrier.",
        "en": "{Worker} has already been to university: one university per worker.",
        "ja": "{worker}はすでに大学で学んでいます。大学は労働者1人につき1枚までです。",
    },
    "not-your-loan": {
        "fr": "{Card} n'est pas un de vos emprunts à rembourser.",
        "en": "{Card} is not one of your unpaid loans.",
        "ja": "{card}は、あなたの未返済の借金ではありません。",
    },
    "end-only": {
        "fr": "Cela ne se fait qu'au règlement de fin de partie, après le dernier tour de table.",
        "en": "This is done only at the end-of-game settlement, after the last round.",
        "ja": "これは最後の1巡の後、ゲーム終了時の精算でしかできません。",
    },
    "settlement": {
        "fr": "C'est le règlement de fin de partie : on ne peut plus que rembourser ses emprunts, affranchir ses esclaves et terminer son règlement.",
        "en": "This is the end-of-game settlement: the only moves left are repaying loans, freeing slaves and finishing settling.",
        "ja": "ゲーム終了時の精算中です。できるのは借金の返済、奴隷の解放、精算を終えることだけです。",
    },
})

RULE_NAMES = Catalog("engine refusals named", {
    # each refusal named in a few words, for a list to choose one from and a claim about it ("the last move is
    # refused: ..."); the old ids that became several (errors.REFINED) too
    "game-over": {"fr": "la partie est finie", "en": "the game is over", "ja": "ゲームが終了している"},
    "unknown-card": {"fr": "aucune carte de ce nom", "en": "no card of that name", "ja": "そのカードが存在しない"},
    "not-in-row": {"fr": "la carte n'est pas dans la ligne", "en": "the card is not in the row",
                   "ja": "カードが場札にない"},
    "not-in-row-building": {"fr": "le bâtiment n'est pas dans la ligne", "en": "the building is not in the row",
                            "ja": "建物が場札にない"},
    "not-in-row-worker": {"fr": "l'ouvrier n'est pas dans la ligne", "en": "the worker is not in the row",
                          "ja": "労働者が場札にない"},
    "no-actions": {"fr": "plus assez d'actions", "en": "not enough actions left", "ja": "アクションが足りない"},
    "no-ecus": {"fr": "pas de quoi payer", "en": "not enough money", "ja": "お金が足りない"},
    "no-ecus-wage": {"fr": "pas de quoi payer le salaire", "en": "the wage cannot be paid", "ja": "賃金を払えない"},
    "no-ecus-action": {"fr": "pas de quoi payer l'action payante", "en": "the extra action cannot be paid",
                       "ja": "追加のアクションの代金を払えない"},
    "not-in-team": {"fr": "l'ouvrier n'est pas libre dans l'équipe", "en": "the worker is not free in the team",
                    "ja": "労働者がチームで待機中でない"},
    "worker-busy": {"fr": "l'ouvrier travaille déjà sur un chantier", "en": "the worker is already on a site",
                    "ja": "労働者がすでに派遣されている"},
    "not-your-site": {"fr": "ce n'est pas un de ses chantiers", "en": "it is not one of the player's sites",
                      "ja": "自分の建築中の建物ではない"},
    "site-finished": {"fr": "le bâtiment est déjà terminé", "en": "the building is already completed",
                      "ja": "建物はすでに完成している"},
    "take-amount": {"fr": "on ne prend des {currency} qu'avec {take_spend} actions",
                    "en": "{currency} are taken with {take_spend} actions only",
                    "ja": "{currency}の獲得は{take_spend}アクションでのみ"},
    "one-exchange": {"fr": "une seule prise {currency_de} par tour (une option)",
                     "en": "one exchange of {currency} per turn (an option)",
                     "ja": "{currency}の獲得は1手番に1回まで（オプション）"},
    "hidden-card": {"fr": "la prochaine carte est cachée", "en": "the next card is hidden",
                    "ja": "次のカードは公開されていない"},
    "bad-move": {"fr": "ce n'est pas un coup", "en": "it is not a move", "ja": "手として読めない"},
    "not-in-row-investment": {"fr": "la carte n'est pas dans la ligne d'investissement",
                              "en": "the card is not in the investment row", "ja": "カードが投資の列にない"},
    "no-ecus-investment": {"fr": "pas de quoi payer l'investissement", "en": "the investment cannot be paid",
                           "ja": "投資の代金を払えない"},
    "no-ecus-freeing": {"fr": "pas de quoi payer l'affranchissement", "en": "freeing the slave cannot be paid",
                        "ja": "奴隷の解放の代金を払えない"},
    "no-ecus-loan": {"fr": "pas de quoi rembourser l'emprunt", "en": "the loan cannot be repaid",
                     "ja": "借金を返済できない"},
    "fit-not-free": {"fr": "l'ouvrier n'est pas libre pour l'université", "en": "the worker is not free for the "
                     "university", "ja": "大学を使う労働者が待機中でない"},
    "slave-not-yours": {"fr": "ce n'est pas un de ses esclaves", "en": "it is not one of the player's slaves",
                        "ja": "自分の奴隷ではない"},
    "university-on-machine": {"fr": "une université ne va pas sur une machine",
                              "en": "a university does not go on a machine", "ja": "大学は設備に使えない"},
    "one-investment": {"fr": "un seul investissement par tour", "en": "one investment per turn",
                       "ja": "投資は1手番に1回まで"},
    "no-stock": {"fr": "la pile est vide", "en": "that stack is empty", "ja": "その山が空"},
    "invest-target": {"fr": "seule une université va sur un ouvrier", "en": "only a university goes on a worker",
                      "ja": "労働者に重ねるのは大学だけ"},
    "not-a-worker": {"fr": "un outil ne va pas sur une machine", "en": "a tool does not go on a machine",
                     "ja": "道具は設備に使えない"},
    "not-a-slave": {"fr": "ce n'est pas un esclave", "en": "it is not a slave", "ja": "奴隷ではない"},
    "already-freed": {"fr": "l'esclave est déjà affranchi", "en": "the slave is already freed",
                      "ja": "奴隷はすでに解放されている"},
    "slave-busy": {"fr": "l'esclave travaille sur un chantier", "en": "the slave is on a site",
                   "ja": "奴隷が派遣されている"},
    "tool-not-yours": {"fr": "ce n'est pas un de ses outils libres", "en": "it is not one of the player's free tools",
                       "ja": "自分の未装備の道具ではない"},
    "tool-on-slave": {"fr": "pas d'outil pour un esclave", "en": "no tool for a slave", "ja": "奴隷には道具を装備できない"},
    "university-on-slave": {"fr": "pas d'université pour un esclave", "en": "no university for a slave",
                            "ja": "奴隷は大学に行けない"},
    "already-equipped": {"fr": "l'ouvrier a déjà un outil", "en": "the worker already has a tool",
                         "ja": "すでに道具を装備している"},
    "already-educated": {"fr": "l'ouvrier a déjà une université", "en": "the worker already has a university",
                         "ja": "すでに大学で学んでいる"},
    "not-your-loan": {"fr": "ce n'est pas un de ses emprunts", "en": "it is not one of the player's loans",
                      "ja": "自分の借金ではない"},
    "end-only": {"fr": "seulement au règlement de fin de partie", "en": "only at the end-of-game settlement",
                 "ja": "ゲーム終了時の精算でのみ"},
    "settlement": {"fr": "au règlement, on ne peut que rembourser, affranchir et finir",
                   "en": "at the settlement, only repaying, freeing and finishing",
                   "ja": "精算中は返済・解放・終了だけ"},
})
"""Each refusal named in a few words (a list of refusals to choose one from, a claim that names one)."""


def rule_name(rule: str, lang: str, edition: str = "moyen-age") -> str:
    """A refusal named in ``lang`` (:data:`RULE_NAMES`), the edition's words filled in."""
    return render(RULE_NAMES(rule, lang), {}, lang, {}, edition)


EVENT_MESSAGES = Catalog("engine trace lines", {
    "turn": {
        "fr": "Tour de table {round} — à {player} de jouer ({actions}, {money}).",
        "en": "Round {round} — {player} to play ({actions}, {money}).",
        "ja": "第{round}巡 — {player}の手番（{actions}、{money}）。",
    },
    "open": {
        "fr": "{player} ouvre le chantier {card_de} ({actions}).",
        "en": "{player} starts construction on {card} ({actions}).",
        "ja": "{player}は{card}の建築に着手した（{actions}）。",
    },
    "recruit": {
        "fr": "{player} recrute {card} ({actions}, sans payer {currency_de}).",
        "en": "{player} recruits {card} ({actions}, no {currency}).",
        "ja": "{player}は{card}を雇用した（{actions}、{zero}）。",
    },
    "refill": {
        "fr": "On complète {row} avec {card}.",
        "en": "The {row} is refilled with {card}.",
        "ja": "{row}に{card}が補充された。",
    },
    "refill-empty": {
        "fr": "La pioche est vide : {row} compte une carte de moins (pas de remélange).",
        "en": "The deck is empty: the {row} is one card shorter (no reshuffle).",
        "ja": "山札が空のため補充されず、{row}のカードが1枚減った（捨て札の切り直しはしない）。",
    },
    "send": {
        "fr": "{player} envoie {worker} travailler {site_a} ({actions}, {wage}).",
        "en": "{player} sends {worker} to work on {site} ({actions}, {wage}).",
        "ja": "{player}は{worker}を{site}に派遣した（{actions}、{wage}）。",
    },
    "complete": {
        "fr": "Chantier terminé : {site} ! {player} gagne {money} et {vp} ; retour dans l'équipe : {workers}.",
        "en": "Site complete: {site}! {player} gains {money} and {vp}; back to the team: {workers}.",
        "ja": "{site}が完成した。{player}は{money}と{vp}を得て、{workers}はチームに戻った。",
    },
    "machine": {
        "fr": "Machine construite : {card} rejoint l'équipe et travaillera comme un ouvrier au salaire de {zero}.",
        "en": "Machine built: {card} joins the team and works like a worker with a wage of {zero}.",
        "ja": "{card}は設備なので、賃金{zero}の労働者としてチームに加わる。",
    },
    "take": {
        "fr": "{player} prend {money} ({actions}).",
        "en": "{player} takes {money} ({actions}).",
        "ja": "{player}は{currency}の獲得で{money}を得た（{actions}）。",
    },
    "buy": {
        "fr": "{player} achète une action payante pour {cost}.",
        "en": "{player} buys an extra action for {cost}.",
        "ja": "{player}は{cost}を支払い、追加のアクションを1つ得た。",
    },
    "end-turn": {
        "fr": "{player} termine son tour avec {vp} (bâtiments et machines) et {money}.",
        "en": "{player} ends the turn with {vp} (buildings and machines) and {money}.",
        "ja": "{player}は手番を終えた（建物と設備で{vp}、{money}）。",
    },
    "end-vp": {
        "fr": "{player} a {vp} en fin de tour (au moins {target}, {currency} non comptés) : la fin de la partie est déclenchée, on termine le tour de table.",
        "en": "{player} has {vp} at the end of the turn ({target} or more, {currency} not counted): the end of the game is triggered and the round is completed.",
        "ja": "{player}は手番終了時に{vp}（{currency}を除いて{target}以上）に達した。ゲームの終了が決まり、この巡の残りの手番を行う。",
    },
    "end-stall": {
        "fr": "La pioche et la ligne des bâtiments sont vides : la fin de la partie est déclenchée (décision Marquoir), on termine le tour de table.",
        "en": "The building deck and the building row are both empty: the end of the game is triggered (Marquoir ruling) and the round is completed.",
        "ja": "建物の山札と場札がどちらも空になった。ゲームの終了が決まり（Marquoirの裁定）、この巡の残りの手番を行う。",
    },
    "game-over": {
        "fr": "Fin de la partie.",
        "en": "The game is over.",
        "ja": "ゲーム終了。",
    },
    "rank": {
        "fr": "{rank}. {player} : {score} ({vp} + {bonus} pour {money}).",
        "en": "{rank}. {player}: {score} ({vp} + {bonus} for {money}).",
        "ja": "{rank}位 {player}：{score}（{vp}＋{money}で{bonus}点）。",
    },
    "winner": {
        "fr": "Vainqueur : {names}.",
        "en": "Winner: {names}.",
        "ja": "勝者：{names}。",
    },
    "winners": {
        "fr": "Victoire partagée : {names}.",
        "en": "Shared victory: {names}.",
        "ja": "同点優勝：{names}。",
    },
    "end-vp-money": {
        "fr": "{player} a {vp} en fin de tour, ses {currency} comptés avec l'option choisie (au moins {target}) : la fin de la partie est déclenchée, on termine le tour de table.",
        "en": "{player} has {vp} at the end of the turn, {currency} counted with the option chosen ({target} or more): the end of the game is triggered and the round is completed.",
        "ja": "{player}は手番終了時に、選んだオプションにより{currency}を含めて{vp}（{target}以上）に達した。ゲームの終了が決まり、この巡の残りの手番を行う。",
    },
    # ------------------------------------------------------------- Antiquity
    "invest": {
        "fr": "{player} investit : {card} ({actions}, {cost}).",
        "en": "{player} invests: {card} ({actions}, {cost}).",
        "ja": "{player}は投資した：{card}（{actions}、{cost}）。",
    },
    "loan": {
        "fr": "{player} contracte {card} et reçoit {money} ({actions}).",
        "en": "{player} takes out {card} and receives {money} ({actions}).",
        "ja": "{player}は{card}で{money}を借りた（{actions}）。",
    },
    "slave": {
        "fr": "{Worker} rejoint l'équipe {player_de} : un esclave travaille sans salaire.",
        "en": "{Worker} joins {player}'s team: a slave works without a wage.",
        "ja": "{worker}が{player}のチームに加わった。奴隷は賃金なしで働く。",
    },
    "educate": {
        "fr": "{Card} est posée sur {worker} pour toute la partie : +{n}.",
        "en": "{Card} is laid on {worker} for the rest of the game: +{n}.",
        "ja": "{card}を{worker}に重ねた。以後ずっと+{n}。",
    },
    "equip": {
        "fr": "{player} équipe {worker} {card_de} (sans coût).",
        "en": "{player} fits {card} to {worker} (no cost).",
        "ja": "{player}は{worker}に{card}を装備させた（コストなし）。",
    },
    "unequip": {
        "fr": "{Card} revient à {player} : avec l'option choisie, un outil revient quand son chantier est terminé.",
        "en": "{Card} goes back to {player}: with the option chosen, a tool comes back when its site is completed.",
        "ja": "{card}は{player}の手元に戻った。選んだオプションでは、建物が完成すると道具は持ち主に戻る。",
    },
    "free": {
        "fr": "{player} affranchit {worker} ({actions}) : son salaire sera désormais de {wage}.",
        "en": "{player} frees {worker} ({actions}): from now on its wage is {wage}.",
        "ja": "{player}は{worker}を解放した（{actions}）。以後の賃金は{wage}。",
    },
    "free-end": {
        "fr": "{player} affranchit {worker} pour {cost}.",
        "en": "{player} frees {worker} for {cost}.",
        "ja": "{player}は{cost}を払って{worker}を解放した。",
    },
    "free-end-action": {
        "fr": "{player} affranchit {worker} ({actions}).",
        "en": "{player} frees {worker} ({actions}).",
        "ja": "{player}は{worker}を解放した（{actions}）。",
    },
    "repay": {
        "fr": "{player} rembourse {card} ({cost}).",
        "en": "{player} repays {card} ({cost}).",
        "ja": "{player}は{card}を返済した（{cost}）。",
    },
    "settlement": {
        "fr": "Dernier tour de table terminé : règlement de fin de partie. Chacun à son tour rembourse ses emprunts et affranchit ses esclaves s'il le veut, puis termine son règlement.",
        "en": "The last round is over: end-of-game settlement. In turn, each player may repay loans and free slaves, then finishes settling.",
        "ja": "最後の1巡が終わった。ゲーム終了時の精算を行う。手番順に、各プレイヤーは望めば借金を返済し奴隷を解放してから、精算を終える。",
    },
    "settle-turn": {
        "fr": "Règlement — à {player} ({money}).",
        "en": "Settlement — {player} to settle ({money}).",
        "ja": "精算 — {player}の番（{money}）。",
    },
    "settle-turn-actions": {
        "fr": "Règlement — à {player} ({money}, {actions} pour affranchir avec l'option choisie).",
        "en": "Settlement — {player} to settle ({money}, {actions} for freeing with the option chosen).",
        "ja": "精算 — {player}の番（{money}、選んだオプションにより解放用に{actions}）。",
    },
    "settle-skip": {
        "fr": "{player} n'a ni emprunt ni esclave : rien à régler.",
        "en": "{player} has no loan and no slave: nothing to settle.",
        "ja": "{player}には借金も奴隷もないので、精算することはない。",
    },
    "unpaid": {
        "fr": "{Card} n'est pas remboursé : {player} perd {vp}.",
        "en": "{Card} is not repaid: {player} loses {vp}.",
        "ja": "{card}は返済されなかった。{player}は{vp}を失う。",
    },
    "unfreed": {
        "fr": "{Worker} n'est pas affranchi : {player} perd {vp}.",
        "en": "{Worker} is not freed: {player} loses {vp}.",
        "ja": "{worker}は解放されなかった。{player}は{vp}を失う。",
    },
    "settle-end": {
        "fr": "{player} a terminé son règlement.",
        "en": "{player} has finished settling.",
        "ja": "{player}は精算を終えた。",
    },
    "rank-penalties": {
        "fr": "{rank}. {player} : {score} ({vp} + {bonus} pour {money} − {n} PV de pénalités).",
        "en": "{rank}. {player}: {score} ({vp} + {bonus} for {money} − {n} VP of penalties).",
        "ja": "{rank}位 {player}：{score}（{vp}＋{money}で{bonus}点−ペナルティ{n}勝利点）。",
    },
})

MOVE_WORDS = Catalog("engine moves in words", {
    "open": {"fr": "ouvrir le chantier {card_de}", "en": "start construction on {card}", "ja": "{card}の建築に着手する"},
    "recruit": {"fr": "recruter {card}", "en": "recruit {card}", "ja": "{card}を雇用する"},
    "send": {"fr": "envoyer {worker} travailler {site_a}", "en": "send {worker} to work on {site}",
             "ja": "{worker}を{site}に派遣する"},
    "send-tool": {"fr": "envoyer {worker} travailler {site_a} avec {card}",
                  "en": "send {worker} to work on {site} with {card}",
                  "ja": "{worker}に{card}を装備させて{site}に派遣する"},
    "take": {"fr": "prendre des {currency} avec {actions}", "en": "take {currency} with {actions}",
             "ja": "{actions}で{currency}を獲得する"},
    "buy": {"fr": "acheter une action payante", "en": "buy an extra action", "ja": "追加のアクションを購入する"},
    "end": {"fr": "terminer son tour", "en": "end the turn", "ja": "手番を終える"},
    "invest": {"fr": "investir : {card}", "en": "invest: {card}", "ja": "{card}に投資する"},
    "invest-on": {"fr": "investir : {card} sur {worker}", "en": "invest: {card} on {worker}",
                  "ja": "{card}に投資して{worker}に重ねる"},
    "free": {"fr": "affranchir {worker}", "en": "free {worker}", "ja": "{worker}を解放する"},
    "repay": {"fr": "rembourser {card}", "en": "repay {card}", "ja": "{card}を返済する"},
    "text": {"fr": "« {text} »", "en": "“{text}”", "ja": "「{text}」"},
    # each verb named without its cards (the case checker's list of moves)
    "verb-open": {"fr": "Ouvrir un chantier", "en": "Start construction", "ja": "建築の着手"},
    "verb-recruit": {"fr": "Recruter un ouvrier", "en": "Recruit a worker", "ja": "労働者の雇用"},
    "verb-send": {"fr": "Envoyer travailler un ouvrier", "en": "Send a worker to work", "ja": "労働者の派遣"},
    "verb-take": {"fr": "Prendre des {currency}", "en": "Take {currency}", "ja": "{currency}の獲得"},
    "verb-buy": {"fr": "Acheter une action payante", "en": "Buy an action", "ja": "追加のアクションを購入"},
    "verb-end": {"fr": "Finir le tour", "en": "End the turn", "ja": "手番を終える"},
    "verb-invest": {"fr": "Investir", "en": "Invest", "ja": "投資"},
    "verb-free": {"fr": "Affranchir un esclave", "en": "Free a slave", "ja": "奴隷の解放"},
    "verb-repay": {"fr": "Rembourser un emprunt", "en": "Repay a loan", "ja": "借金の返済"},
})
"""A move said as an intention (a refused move has no trace line to tell it), one entry per form of the grammar
(its ``name``, :data:`.moves.FORMS`) and one per verb (``verb-<verb>``: the verb named without its cards); filled
by :func:`render` (card names, amounts), the slots named as :data:`SLOT_PARAMS` says."""

SLOT_PARAMS = {"row-building": "card", "row-worker": "card", "worker": "worker", "site": "site", "tool": "card",
               "actions": "actions", "investment": "card", "student": "worker", "slave": "worker", "loan": "card"}
"""The parameter of :data:`MOVE_WORDS` that holds each kind of slot of a form (the name says how it is written)."""


RANKING_WORDS = Catalog("engine ranking in words", {
    "place": {"fr": "{rank}. {names} : {score}", "en": "{rank}. {names}: {score}", "ja": "{rank}位 {names}：{score}"},
    "place-tied": {"fr": "{rank}. {names} : {score} (ex aequo)", "en": "{rank}. {names}: {score} (tied)",
                   "ja": "{rank}位 {names}：{score}（同点）"},
    "vp": {"fr": "{before} avant {after} aux PV de bâtiments et machines, {a} contre {b}",
           "en": "{before} ahead of {after} on VP from buildings and machines, {a} to {b}",
           "ja": "{before}が{after}より上位（建物と設備の勝利点、{a}対{b}）"},
    "vp-buildings": {"fr": "{before} avant {after} aux PV de bâtiments, {a} contre {b}",
                     "en": "{before} ahead of {after} on VP from buildings, {a} to {b}",
                     "ja": "{before}が{after}より上位（建物の勝利点、{a}対{b}）"},
    "money": {"fr": "{before} avant {after} aux {money}, {a} contre {b}",
              "en": "{before} ahead of {after} on {money}, {a} to {b}",
              "ja": "{before}が{after}より上位（{money}、{a}対{b}）"},
    "tied": {"fr": "{names} ex aequo : rien ne les départage, ils partagent la place",
             "en": "{names} tied: nothing separates them, they share the place",
             "ja": "{names}は同点で、同点の場合の決着でも差がつかないため同順位"},
})
"""The ranking said in sentences: each place, then why players with the same score are ranked as they are
(:meth:`Game.ranking_explained <marquoir.engine.game.Game.ranking_explained>`): one sentence per tie-break (``vp``,
or ``vp-buildings`` with option ``machines_in_tiebreak`` off; ``money``), one for players nothing separates. The case
checker's verdict and the score counter both say it with these (:func:`ranking_words`; the counter's script fills
them itself, ``docs/theme/assets/counter/score.mjs``)."""

JOINS = {"fr": (", ", " et "), "en": (", ", " and "), "ja": ("、", "、")}
"""How a list of names is written: (between two names, before the last one)."""


HINTS = Catalog("engine hints", {
    # added to a refusal whose parameters have `near`: the nearest real card id
    "near": {"fr": " Vouliez-vous dire « {near} » ?", "en": " Did you mean “{near}”?", "ja": "「{near}」のことですか？"},
})

ROWS = Catalog("engine rows", {
    "buildings": {"fr": "la ligne des bâtiments", "en": "building row", "ja": "建物の場札"},
    "workers": {"fr": "la ligne des ouvriers", "en": "worker row", "ja": "労働者の場札"},
    "investments": {"fr": "la ligne d'investissement", "en": "investment row", "ja": "投資の列"},
})

UNITS = Catalog("engine units", {
    # KIND.one, KIND.other: {n} is the number (French: 0 and 1 take the singular; English: only 1)
    "actions.one": {"fr": "{n} action", "en": "{n} action", "ja": "{n}アクション"},
    "actions.other": {"fr": "{n} actions", "en": "{n} actions", "ja": "{n}アクション"},
    "ecus.one": {"fr": "{n} écu", "en": "{n} écu", "ja": "{n}コイン"},
    "ecus.other": {"fr": "{n} écus", "en": "{n} écus", "ja": "{n}コイン"},
    "sesterces.one": {"fr": "{n} sesterce", "en": "{n} sesterce", "ja": "{n}セステルティウス"},
    "sesterces.other": {"fr": "{n} sesterces", "en": "{n} sesterces", "ja": "{n}セステルティウス"},
    "vp.one": {"fr": "{n} PV", "en": "{n} VP", "ja": "{n}勝利点"},
    "vp.other": {"fr": "{n} PV", "en": "{n} VP", "ja": "{n}勝利点"},
    "score.one": {"fr": "{n} point", "en": "{n} point", "ja": "{n}点"},
    "score.other": {"fr": "{n} points", "en": "{n} points", "ja": "{n}点"},
})

MONEY = Catalog("engine money", {
    # MONEY: the word; MONEY.de: the French "de" form
    "ecus": {"fr": "écus", "en": "écus", "ja": "コイン"},
    "ecus.de": {"fr": "d'écus", "en": "écus", "ja": "コイン"},
    "sesterces": {"fr": "sesterces", "en": "sesterces", "ja": "セステルティウス"},
    "sesterces.de": {"fr": "de sesterces", "en": "sesterces", "ja": "セステルティウス"},
})

_CARD_KEYS = ("card", "worker", "site", "new")
_PARAM = re.compile(r"\{(\w+)\}")
_KINDS = {
    "need": "actions", "left": "actions", "actions": "actions",
    "cost": "money", "have": "money", "wage": "money", "money": "money", "buy": "money",
    "vp": "vp", "score": "score",
}

# French articles of names written without one on the cards (workers, machines, investments).
_FR_ARTICLES = {"apprenti": "l'", "manœuvre": "le ", "compagnon": "le ", "maître": "le ",
                "grue": "la ", "scie": "la ", "instrument": "l'", "four": "le ",
                "table": "la ", "échafaudage": "l'", "palan": "le ", "esclave": "l'", "maillet": "le ",
                "équerre": "l'", "pinceau": "le ", "emprunt": "l'", "université": "l'"}


def number(n: int | Fraction | float, lang: str) -> str:
    """A number as written in ``lang``: whole numbers as is, exact tenths with a decimal comma in French (18,5)."""
    if isinstance(n, (Fraction, float)) and n != int(n):
        text = f"{float(n):.10f}".rstrip("0")
        return text.replace(".", ",") if lang == "fr" else text
    return str(int(n))


def amount(n: int | Fraction, kind: str, lang: str) -> str:
    """``n`` with its unit: ``amount(4, "ecus", "fr") == "4 écus"``, ``amount(1, "actions", "ja") == "1アクション"``."""
    one = abs(n) < 2 if lang == "fr" else abs(n) == 1  # French: 0 écu, 1 écu; English: 0 écus
    return UNITS(f"{kind}.{'one' if one else 'other'}", lang, n=number(n, lang))


def alternatives(items: list[str], lang: str) -> str:
    """Choices written out: "1, 2 ou 3" / "1, 2 or 3" / "1・2・3"."""
    if lang == "ja":
        return "・".join(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + {"fr": " ou ", "en": " or "}[lang] + items[-1]


@cache
def edition_words(edition: str, lang: str) -> dict[str, str]:
    """The template values that depend on the edition (money, rates of taking money, move forms)."""
    from .rules import edition_rules

    rules = edition_rules(edition)
    money = rules.money
    spent = [str(a) for a, _ in rules.take]
    gains = alternatives([str(g) for _, g in rules.take], lang)
    forms = said_forms(lambda kind: SLOT_WORDS(kind, lang), antiquity=bool(rules.investment_types))
    return {"currency": MONEY(money, lang), "currency_de": MONEY(f"{money}.de", lang), "zero": amount(0, money, lang),
            "take_spend": alternatives(spent, lang), "take_gain": UNITS(f"{money}.other", lang, n=gains),
            "forms": ("、" if lang == "ja" else ", ").join(forms), "_money": money}
def card_forms(card_id: str, lang: str, cards: Mapping) -> dict[str, str]:
    """How a card is written in a sentence: nominative, capitalised, French "à"/"de" forms."""
    card = cards.get(card_id)
    if card is None:
        return {"": card_id, "cap": card_id, "a": card_id, "de": card_id}
    name = card.name(lang)
    if lang == "fr":
        base = name[0].lower() + name[1:]
        if not base.startswith(("le ", "la ", "les ", "l'", "l’")):
            base = _FR_ARTICLES.get(base.split()[0].lower(), "") + base
        if base.startswith("le "):
            a, de = "au " + base[3:], "du " + base[3:]
        elif base.startswith("les "):
            a, de = "aux " + base[4:], "des " + base[4:]
        else:
            a, de = "à " + base, with_de(base, lang)
    elif lang == "en":
        base = "the " + name[4:] if name.startswith("The ") else name
        if card.type in ("machine", "tool", "university") and not base.startswith("the "):
            base = "the " + base
        a = de = base
    else:
        base = a = de = name
    return {"": base, "cap": base[0].upper() + base[1:], "a": a, "de": de}


FR_ELIDED = "aàâäeéèêëiîïoôöuùûüyÿœæ"
"""The first letters before which French "de" elides (d'Alice, d'Yves); a name beginning with h is left as is,
as French elides before some h and not others."""


def with_de(name: str, lang: str) -> str:
    """``name`` after the French preposition "de", elided before a vowel ("d'Alice", "de Bruno"); other languages
    write the name as is."""
    if lang != "fr":
        return name
    return ("d'" if name[:1].lower() in FR_ELIDED else "de ") + name


def join_names(names: list[str], lang: str) -> str:
    """A list written out (:data:`JOINS`): "A, B et C" / "A, B and C" / "A、B、C"."""
    between, last = JOINS[lang]
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return between.join(names[:-1]) + last + names[-1]


def render(template: str, params: Mapping, lang: str, cards: Mapping, edition: str = "moyen-age") -> str:
    """Fill ``template`` with ``params`` written for ``lang`` and ``edition`` (see the module docstring)."""
    words = edition_words(edition, check_lang(lang))
    values: dict[str, str] = {k: v for k, v in words.items() if not k.startswith("_")}
    for key, value in params.items():
        if key in _CARD_KEYS and isinstance(value, str):
            forms = card_forms(value, lang, cards)
            values[key] = forms[""]
            values[key.capitalize()] = forms["cap"]
            values[key + "_a"] = forms["a"]
            values[key + "_de"] = forms["de"]
        elif key == "workers":
            values[key] = join_names([card_forms(c, lang, cards)[""] for c in value], lang)
        elif key == "names":
            values[key] = join_names(list(value), lang)
        elif key == "player":
            values[key] = str(value)
            values["player_de"] = with_de(str(value), lang)
        elif key == "row":
            values[key] = ROWS(value, lang)
        elif key in _KINDS and isinstance(value, (int, Fraction)) and not isinstance(value, bool):
            kind = _KINDS[key]
            values[key] = amount(value, words["_money"] if kind == "money" else kind, lang)
        elif isinstance(value, Fraction):
            values[key] = number(value, lang)
        else:
            values[key] = str(value)
    return template.format(**values)


def rule_message(rule: str, params: Mapping, lang: str, cards: Mapping, edition: str = "moyen-age") -> str:
    """Why a move is refused, in ``lang``."""
    catalog = RULE_MESSAGES if rule in RULE_MESSAGES else ANTIQUITY_RULE_MESSAGES
    text = render(catalog(rule, lang), params, lang, cards, edition)
    if params.get("near"):  # a misspelt card id: the nearest real one
        text += HINTS("near", lang, near=params["near"])
    return text


def event_line(event: Mapping, lang: str, cards: Mapping, edition: str = "moyen-age") -> str:
    """One trace line for one event of the game log."""
    params = {k: v for k, v in event.items() if k != "event"}
    return render(EVENT_MESSAGES(event["event"], lang), params, lang, cards, edition)


def event_lines(event: Mapping, lang: str, cards: Mapping, edition: str = "moyen-age") -> list[str]:
    """The trace lines of one log event (the end of the game adds the ranking; Antiquity's shows the penalties)."""
    if event["event"] != "game-over":
        return [event_line(event, lang, cards, edition)]
    lines = [event_line({"event": "game-over"}, lang, cards, edition)]
    for r, name, score, vp, money, *penalty in event["ranking"]:
        line = {"event": "rank", "rank": r, "player": name, "score": score, "vp": vp, "bonus": score - vp,
                "money": money}
        if penalty:
            line.update(event="rank-penalties", n=penalty[0], bonus=score - vp + penalty[0])
        lines.append(event_line(line, lang, cards, edition))
    winners = event["winners"]
    key = "winner" if len(winners) == 1 else "winners"
    lines.append(event_line({"event": key, "names": winners}, lang, cards, edition))
    return lines


def move_words(text: str, lang: str, cards: Mapping, edition: str) -> str:
    """The move ``text`` in words in ``lang`` (see :data:`MOVE_WORDS`); text that is not a move is quoted."""
    try:
        move = parse(text)
    except MoveSyntaxError:
        return MOVE_WORDS("text", lang, text=text)
    form = form_of(move)
    params = {SLOT_PARAMS[kind]: getattr(move, field) for field, kind in form.slots}
    return render(MOVE_WORDS(form.name, lang), params, lang, cards, edition)


def page_move_words(edition: str, lang: str) -> dict:
    """:data:`MOVE_WORDS` as the case checker's page fills them itself (``docs/theme/assets/checker/words.mjs``):
    the edition's words filled in, each parameter written as the slot it holds, ``{field}``, or ``{field:form}``
    for a card's form (``cap``, ``a``, ``de``: :func:`card_forms`) or a number's unit (``actions``: :data:`UNITS`,
    ``{unit}.one`` and ``{unit}.other``, which the page chooses by the language's plural rule)."""
    words = {k: v for k, v in edition_words(edition, lang).items() if not k.startswith("_")}
    out = {}
    for form in FORMS:
        slots = {SLOT_PARAMS[kind]: field for field, kind in form.slots}

        def one(m, slots=slots):
            name = m.group(1)
            for param, field in slots.items():
                if name == param:
                    return f"{{{field}:{_KINDS[param]}}}" if field in NUMBERS else f"{{{field}}}"
                for suffix, form_name in ((f"{param}_a", "a"), (f"{param}_de", "de"), (param.capitalize(), "cap")):
                    if name == suffix:
                        return f"{{{field}:{form_name}}}"
            return words[name]

        out[form.name] = _PARAM.sub(one, MOVE_WORDS(form.name, lang))
    units = sorted({_KINDS[SLOT_PARAMS[kind]] for f in FORMS for field, kind in f.slots if field in NUMBERS})
    return {"forms": out,
            "verbs": {verb: MOVE_WORDS(f"verb-{verb}", lang).format(**words) for verb in dict.fromkeys(f.verb for f in FORMS)},
            "units": {unit: {n: UNITS(f"{unit}.{n}", lang) for n in ("one", "other")} for unit in units}}


def ranking_words(ranking, scores: Mapping, explained: list[dict], lang: str, money: str, *,
                  machines: bool = True) -> list[str]:
    """The ranking in sentences in ``lang`` (:data:`RANKING_WORDS`): each place of ``ranking`` (``[(rank, names)]``)
    with its score (``scores``: name -> score), then for each group of :func:`.scoring.explain` (``explained``) the
    tie-break that separated each player from the next, with both figures, and the players nothing separates;
    ``money`` is the edition's (``ecus``, ``sesterces``), ``machines`` whether the VP tie-break counts machines."""
    out = []
    for rank, names in ranking:
        key = "place-tied" if len(names) > 1 else "place"
        out.append(RANKING_WORDS(key, lang, rank=rank, names=join_names(names, lang),
                                 score=amount(scores[names[0]], "score", lang)))
    for group in explained:
        for s in group["separated"]:
            key = ("vp" if machines else "vp-buildings") if s["criterion"] == "vp" else "money"
            a, b = (number(v, lang) for v in s["values"])
            out.append(RANKING_WORDS(key, lang, before=s["before"], after=s["after"], a=a, b=b,
                                     money=MONEY(money, lang)))
        for names in group["tied"]:
            out.append(RANKING_WORDS("tied", lang, names=join_names(names, lang)))
    return out
