"""The words of the "learn by playing" page, in French, English and Japanese (Board Game Arena's Japanese terms).

:data:`WORDS` is every label and message of the page that is its own; ``{fields}`` are filled by the page's script
(a name, a count, a move in words...). What the page says of the game comes from the engine (the moves in words,
the trace lines, the refusals, the ranking); the lesson's texts from its fact in ``rules/``; the words it shares
with the case checker (loading the engine, its failures) are the checker's (:data:`marquoir.render.tutorial.SHARED`).
"""

from __future__ import annotations

from ..i18n import Catalog

WORDS = Catalog("learn by playing", {
    "start": {"fr": "Commencer la partie", "en": "Start the game", "ja": "ゲームを始める"},
    "resume": {"fr": "Reprendre la partie", "en": "Resume the game", "ja": "ゲームを再開する"},
    "start_help": {"fr": "Le moteur se charge dans votre navigateur au premier appui (quelques secondes, une seule "
                         "fois : ensuite il est gardé sur cet appareil).",
                   "en": "The engine loads in your browser at the first press (a few seconds, once: then it is kept "
                         "on this device).",
                   "ja": "最初に押したときに、エンジンがブラウザに読み込まれます（初回のみ数秒。その後はこの端末に"
                         "保存されます）。"},
    "step": {"fr": "Étape {n} sur {total}", "en": "Step {n} of {total}", "ja": "ステップ {n}/{total}"},
    "free": {"fr": "Leçon terminée : jouez librement jusqu'à la fin de la partie.",
             "en": "Lesson complete: play on freely to the end of the game.",
             "ja": "レッスン完了です。ゲームの終わりまで自由にプレイしてください。"},
    "step_done": {"fr": "Étape réussie : {goal}", "en": "Step done: {goal}", "ja": "ステップ達成：{goal}"},
    "course_own": {"fr": "Votre partie s'écarte du plan de la leçon : l'indice vous mène au but de l'étape depuis "
                         "votre propre table, et le texte de l'étape peut décrire la donne prévue plutôt que la vôtre.",
                   "en": "Your game has left the lesson's plan: the hint leads you to the step's goal from your own "
                         "table, and the step's text may describe the planned deal rather than yours.",
                   "ja": "ゲームがレッスンの想定から外れました。ヒントは、今のあなたの状況からこのステップの目標に"
                         "向かう手を示します。ステップの説明は、想定どおりに進んだ場合の状況を書いていることがあります。"},
    "course_out_of_reach": {"fr": "Depuis votre table, le but de cette étape est hors de portée pour l'instant : en "
                                  "attendant, l'indice propose le coup que jouerait le moteur. Pour reprendre la donne "
                                  "prévue, appuyez sur « {restart} ».",
                            "en": "From your table, this step's goal is out of reach for now: meanwhile, the hint "
                                  "suggests the move the engine would play. To go back to the planned deal, press "
                                  "“{restart}”.",
                            "ja": "今の状況からは、このステップの目標にすぐには届きません。それまでの間、ヒントは"
                                  "エンジンが行う手を示します。想定どおりの配り方からやり直すには、「{restart}」を"
                                  "押してください。"},
    "hint": {"fr": "Indice", "en": "Hint", "ja": "ヒント"},
    "hint_is": {"fr": "Indice : {move}", "en": "Hint: {move}", "ja": "ヒント：{move}"},
    "hint_wait": {"fr": "Pas d'indice maintenant : ce n'est pas votre tour.", "en": "No hint now: it is not your turn.",
                  "ja": "今はあなたの手番ではないため、ヒントはありません。"},
    "undo": {"fr": "Annuler mon dernier coup", "en": "Undo my last move", "ja": "直前の手を取り消す"},
    "restart": {"fr": "Recommencer la partie", "en": "Start the game again", "ja": "最初からやり直す"},
    "restart_confirm": {"fr": "Appuyez encore pour effacer la partie et recommencer.",
                        "en": "Press again to clear the game and start again.",
                        "ja": "もう一度押すと、ゲームを消して最初からやり直します。"},
    "case": {"fr": "Ouvrir la partie dans le vérificateur de cas", "en": "Open the game in the case checker",
             "ja": "このゲームをケース検証ツールで開く"},
    "teaches": {"fr": "La règle de cette étape : {title}", "en": "The rule of this step: {title}",
                "ja": "このステップのルール：{title}"},
    "refused": {"fr": "Refusé : {message}", "en": "Refused: {message}", "ja": "できません：{message}"},
    "you": {"fr": "Vous ({name})", "en": "You ({name})", "ja": "あなた（{name}）"},
    "opponent": {"fr": "{name}, joué par le moteur", "en": "{name}, played by the engine",
                 "ja": "{name}（エンジン）"},
    "your_turn": {"fr": "À vous de jouer.", "en": "Your turn.", "ja": "あなたの手番です。"},
    "actions": {"fr": "Actions", "en": "Actions", "ja": "アクション"},
    "round": {"fr": "Tour de table {n}", "en": "Round {n}", "ja": "第{n}巡"},
    "team": {"fr": "Votre équipe", "en": "Your team", "ja": "あなたのチーム"},
    "team_of": {"fr": "Équipe", "en": "Team", "ja": "チーム"},
    "team_empty": {"fr": "Aucun ouvrier libre.", "en": "No free worker.", "ja": "空いている労働者はいません。"},
    "choose_worker": {"fr": "Choisissez un ouvrier de l'équipe : ses envois apparaissent sur vos chantiers.",
                      "en": "Choose a worker of the team: where it can be sent appears on your sites.",
                      "ja": "チームの労働者を選ぶと、派遣先のボタンが建築中の建物に表示されます。"},
    "sites": {"fr": "Vos chantiers", "en": "Your sites", "ja": "あなたの建築中の建物"},
    "sites_empty": {"fr": "Aucun chantier ouvert.", "en": "No site started.", "ja": "建築中の建物はありません。"},
    "none": {"fr": "aucun", "en": "none", "ja": "なし"},
    "on_site": {"fr": "Au travail : {workers}", "en": "At work: {workers}", "ja": "派遣済み：{workers}"},
    "needs": {"fr": "Il manque : {needs}", "en": "Still needs: {needs}", "ja": "不足：{needs}"},
    "send": {"fr": "Envoyer {worker} ici", "en": "Send {worker} here", "ja": "{worker}をここに派遣"},
    "send_tool": {"fr": "Envoyer {worker} ici avec {tool}", "en": "Send {worker} here with {tool}",
                  "ja": "{worker}に{tool}を装備させて派遣"},
    "buildings_row": {"fr": "La ligne des bâtiments", "en": "The building row", "ja": "建物の場札"},
    "workers_row": {"fr": "La ligne des ouvriers", "en": "The worker row", "ja": "労働者の場札"},
    "investments": {"fr": "La ligne d'investissement", "en": "The investment row", "ja": "投資の列"},
    "decks": {"fr": "Pioches : {buildings} bâtiments, {workers} ouvriers",
              "en": "Decks: {buildings} buildings, {workers} workers",
              "ja": "山札：建物{buildings}枚、労働者{workers}枚"},
    "next_building": {"fr": "Prochain bâtiment de la pioche : {name}", "en": "Next building of the deck: {name}",
                      "ja": "建物の山札の一番上：{name}"},
    "machine": {"fr": "machine", "en": "machine", "ja": "設備"},
    "list_sep": {"fr": ", ", "en": ", ", "ja": "、"},
    "costs": {"fr": "coûte {list}", "en": "costs {list}", "ja": "コスト：{list}"},
    "gives": {"fr": "donne {list}", "en": "gives {list}", "ja": "得るもの：{list}"},
    "free_move": {"fr": "sans coût", "en": "no cost", "ja": "コストなし"},
    "turn_actions": {"fr": "Vos coups de ce tour", "en": "Your moves this turn", "ja": "この手番の手"},
    "tools": {"fr": "Vos outils libres : {list}", "en": "Your free tools: {list}", "ja": "未装備の道具：{list}"},
    "loans": {"fr": "Vos emprunts : {list}", "en": "Your loans: {list}", "ja": "あなたの借金：{list}"},
    "fitted": {"fr": "{worker} porte {list}", "en": "{worker} carries {list}", "ja": "{worker}の装備：{list}"},
    "slaves": {"fr": "Esclaves non affranchis : {list}", "en": "Slaves not freed: {list}",
               "ja": "解放していない奴隷：{list}"},
    "settling": {"fr": "Règlement de fin de partie : remboursez, affranchissez, puis terminez.",
                 "en": "End-of-game settlement: repay, free, then finish.",
                 "ja": "ゲーム終了時の精算：返済・解放をしてから終了します。"},
    "triggered": {"fr": "La fin de la partie est déclenchée : le tour de table se termine.",
                  "en": "The end of the game is triggered: the round is being completed.",
                  "ja": "ゲームの終了が決まりました。この巡を最後まで行います。"},
    "opponent_moves": {"fr": "Ce que {name} a joué", "en": "What {name} played", "ja": "{name}の手"},
    "opponent_move": {"fr": "{name} : {move}", "en": "{name}: {move}", "ja": "{name}：{move}"},
    "next": {"fr": "Coup suivant", "en": "Next move", "ja": "次の手"},
    "show_all": {"fr": "Tout afficher", "en": "Show all", "ja": "すべて表示"},
    "played": {"fr": "Ce que vous avez joué", "en": "What you played", "ja": "あなたの手"},
    "over": {"fr": "La partie est terminée", "en": "The game is over", "ja": "ゲーム終了"},
    "restarted": {"fr": "La partie gardée sur cet appareil ne correspond plus à cette leçon : une nouvelle partie "
                        "commence.",
                  "en": "The game kept on this device no longer fits this lesson: a new game starts.",
                  "ja": "この端末に保存されたゲームは現在のレッスンと合わないため、新しいゲームを始めます。"},
    "resumed": {"fr": "Partie reprise là où vous l'aviez laissée.", "en": "Game resumed where you left it.",
                "ja": "前回の続きから再開しました。"},
    "working": {"fr": "Le moteur joue…", "en": "The engine is playing…", "ja": "エンジンが処理中…"},
    "file_protocol": {"fr": "Cette page a besoin que le site soit servi en http(s) : ouvert depuis le disque "
                            "(file://), le navigateur ne peut pas démarrer le moteur. Les règles restent lisibles.",
                      "en": "This page needs the site served over http(s): opened from disk (file://), the browser "
                            "cannot start the engine. The rules can still be read.",
                      "ja": "このページにはhttp(s)で配信されたサイトが必要です。ディスクから（file://で）開いた場合、"
                            "ブラウザはエンジンを起動できません。ルールは引き続き読めます。"},
})
"""The page's own words (see the module docstring)."""
