"""The case checker's words, in French, English and Japanese (Board Game Arena's Japanese terms).

:data:`WORDS` is every label, help text and message of the page that is the checker's own; ``{fields}`` are
filled by the page's script (a count, a name, a message...) or by :mod:`marquoir.render.checker` (the start money).
The words of a move (its verb, the move as an intention) are the engine's (:data:`marquoir.engine.messages.MOVE_WORDS`),
those it shares with the score counter and the worked examples' steps tables are theirs
(:data:`marquoir.render.checker.SHARED_WORDS`).
"""

from __future__ import annotations

from ..i18n import Catalog

WORDS = Catalog("case checker", {
    "title": {"fr": "Vérifier un cas", "en": "Check a case", "ja": "ケースを検証する"},
    "intro": {
        "fr": "Décrivez la table (les joueurs, leurs écus, leurs chantiers, les rangées), puis les coups joués, et "
              "appuyez sur le bouton : le moteur de référence rejoue le cas dans votre navigateur, sans rien "
              "installer, et dit ce qu'il accepte, ce qu'il refuse et pourquoi. C'est le même programme que la "
              "commande marquoir check : le cas s'écrit aussi en fichier, à copier, télécharger ou partager par un "
              "lien.",
        "en": "Describe the table (the players, their écus, their sites, the rows), then the moves played, and press "
              "the button: the reference engine replays the case in your browser, with nothing to install, and says "
              "what it accepts, what it refuses and why. It is the same program as the marquoir check command: the "
              "case is also written as a file, to copy, download or share as a link.",
        "ja": "テーブルの状況（プレイヤー、所持コイン、建築中の建物、場のカード）と行われた手を入力してボタンを押して"
              "ください。リファレンスエンジンがブラウザ内でケースを再生し、何が認められ、何が拒否されるか、その理由を"
              "示します。インストールは不要です。marquoir checkコマンドと同じプログラムで、ケースはファイルとしても"
              "書き出され、コピー・ダウンロード・リンクでの共有ができます。"},
    "intro_sesterces": {
        "fr": "Décrivez la table (les joueurs, leurs sesterces, leurs chantiers, les rangées), puis les coups joués, "
              "et appuyez sur le bouton : le moteur de référence rejoue le cas dans votre navigateur, sans rien "
              "installer, et dit ce qu'il accepte, ce qu'il refuse et pourquoi. C'est le même programme que la "
              "commande marquoir check : le cas s'écrit aussi en fichier, à copier, télécharger ou partager par un "
              "lien.",
        "en": "Describe the table (the players, their sesterces, their sites, the rows), then the moves played, and "
              "press the button: the reference engine replays the case in your browser, with nothing to install, and "
              "says what it accepts, what it refuses and why. It is the same program as the marquoir check command: "
              "the case is also written as a file, to copy, download or share as a link.",
        "ja": "テーブルの状況（プレイヤー、所持セステルティウス、建築中の建物、場のカード）と行われた手を入力して"
              "ボタンを押してください。リファレンスエンジンがブラウザ内でケースを再生し、何が認められ、何が拒否される"
              "か、その理由を示します。インストールは不要です。marquoir checkコマンドと同じプログラムで、ケースは"
              "ファイルとしても書き出され、コピー・ダウンロード・リンクでの共有ができます。"},
    "guide": {"fr": "Le format du fichier est décrit dans le guide", "en": "The file format is described in the guide",
              "ja": "ファイルの書式はガイドで説明しています"},
    # the form
    "table": {"fr": "La table", "en": "The table", "ja": "テーブル"},
    "first_player": {"fr": "Le joueur 1 commence.", "en": "Player 1 starts.", "ja": "プレイヤー1から始めます。"},
    "default_names": {"fr": "Alice,Bruno,Chloé,David", "en": "Alice,Bob,Chloe,David",
                      "ja": "アリス,ブルーノ,クロエ,ダビド"},
    "name": {"fr": "Nom", "en": "Name", "ja": "名前"},
    "money_dealt": {"fr": "vide : {start} au départ", "en": "empty: {start} to start", "ja": "空欄：開始時の{start}"},
    "built": {"fr": "Bâtiments et machines terminés", "en": "Completed buildings and machines",
              "ja": "完成した建物と設備"},
    "team": {"fr": "Ouvriers dans l'équipe (libres)", "en": "Workers in the team (free)",
             "ja": "チームの労働者（待機中）"},
    "team_dealt": {"fr": "aucun : un apprenti distribué par la graine", "en": "none: an apprentice dealt by the seed",
                   "ja": "なし：シードで見習いを1人配る"},
    "sites": {"fr": "Chantiers en cours, avec les ouvriers déjà dessus",
              "en": "Open sites, with the workers already on them",
              "ja": "建築中の建物と、すでに派遣された労働者"},
    "site": {"fr": "Chantier", "en": "Site", "ja": "建築中の建物"},
    "on_site": {"fr": "Ouvriers dessus", "en": "Workers on it", "ja": "派遣済みの労働者"},
    "add_site": {"fr": "Ouvrir un chantier ici", "en": "Add a site", "ja": "建物を追加"},
    "remove_site": {"fr": "Retirer ce chantier", "en": "Remove this site", "ja": "この建物を削除"},
    "rows": {"fr": "Les rangées", "en": "The rows", "ja": "場のカード"},
    "buildings_row": {"fr": "Rangée des bâtiments", "en": "Buildings row", "ja": "建物の場"},
    "workers_row": {"fr": "Rangée des ouvriers", "en": "Workers row", "ja": "労働者の場"},
    "row_dealt": {"fr": "vide : distribuée par la graine", "en": "empty: dealt by the seed",
                  "ja": "空欄：シードで配る"},
    "seed": {"fr": "Graine (pour tout ce qui n'est pas donné)", "en": "Seed (for everything not given)",
             "ja": "シード（指定していない部分の配り方）"},
    "add_card": {"fr": "Ajouter…", "en": "Add…", "ja": "追加…"},
    "remove_card": {"fr": "Retirer {name}", "en": "Remove {name}", "ja": "{name}を削除"},
    "choose": {"fr": "— choisir —", "en": "— choose —", "ja": "— 選択 —"},
    "options": {"fr": "Les points litigieux (options du moteur)", "en": "The disputed points (engine options)",
                "ja": "判断の分かれる点（エンジンのオプション）"},
    "options_help": {"fr": "Chaque option suit par défaut le verdict de Marquoir ; changez-la pour rejouer le cas "
                           "selon une autre lecture.",
                     "en": "Each option follows Marquoir's verdict by default; change it to replay the case by another "
                           "reading.",
                     "ja": "各オプションは既定でMarquoirの裁定に従います。別の解釈で再生するには変更してください。"},
    "default": {"fr": "{value} (par défaut)", "en": "{value} (default)", "ja": "{value}（既定）"},
    "yes": {"fr": "oui", "en": "yes", "ja": "はい"},
    "no": {"fr": "non", "en": "no", "ja": "いいえ"},
    "other_edition": {"fr": "{title} (décision de {edition}, appliquée ici)",
                      "en": "{title} ({edition} ruling, applied here)",
                      "ja": "{title}（『{edition}』の裁定を適用）"},
    # moves
    "moves": {"fr": "Les coups, dans l'ordre", "en": "The moves, in order", "ja": "手順（順番どおり）"},
    "moves_help": {"fr": "Chaque coup est joué par le joueur dont c'est le tour ; « Finir le tour » passe au suivant.",
                   "en": "Each move is played by the player whose turn it is; “End the turn” passes to the next one.",
                   "ja": "各手は手番のプレイヤーが行います。「手番を終える」で次のプレイヤーに移ります。"},
    "verb": {"fr": "Coup", "en": "Move", "ja": "手"},
    "field_card": {"fr": "Carte", "en": "Card", "ja": "カード"},
    "field_site": {"fr": "sur le chantier", "en": "to the site", "ja": "派遣先"},
    "field_tool": {"fr": "avec l'outil (facultatif)", "en": "with the tool (optional)", "ja": "道具（任意）"},
    "field_on": {"fr": "sur l'ouvrier (université)", "en": "on the worker (university)", "ja": "対象の労働者（大学）"},
    "field_n": {"fr": "Actions dépensées", "en": "Actions spent", "ja": "使うアクション数"},
    "add_move": {"fr": "Ajouter ce coup", "en": "Add this move", "ja": "この手を追加"},
    "typed": {"fr": "Ou tapez un coup", "en": "Or type a move", "ja": "または手を入力"},
    "typed_example": {"fr": "send Compagnon 3 to La chapelle", "en": "send Craftsman 3 to The Chapel",
                      "ja": "send 職人3 to 礼拝堂"},
    "add_typed": {"fr": "Ajouter", "en": "Add", "ja": "追加"},
    "unknown_name": {"fr": "« {name} » n'est le nom d'aucune carte : le coup est gardé tel quel, le vérificateur "
                           "proposera la carte la plus proche.",
                     "en": "“{name}” is not the name of any card: the move is kept as typed, and the checker will "
                           "suggest the nearest card.",
                     "ja": "「{name}」という名前のカードはありません。入力どおりに残し、"
                           "検証時に近いカードを提案します。"},
    "no_moves": {"fr": "Aucun coup pour l'instant.", "en": "No move yet.", "ja": "まだ手がありません。"},
    "move_up": {"fr": "Monter le coup {n}", "en": "Move {n} up", "ja": "{n}手目を上へ"},
    "remove_move": {"fr": "Retirer le coup {n}", "en": "Remove move {n}", "ja": "{n}手目を削除"},
    # what the reader expects
    "expect": {"fr": "Ce que vous attendez (facultatif)", "en": "What you expect (optional)",
               "ja": "期待する結果（任意）"},
    "expect_help": {"fr": "Laissez vide ce que vous ne voulez pas vérifier : sans attente, le verdict dit seulement si "
                          "chaque coup est accepté.",
                    "en": "Leave empty what you do not want checked: with no expectation, the verdict only says "
                          "whether each move is accepted.",
                    "ja": "確認しない項目は空欄のままにしてください。期待値がなければ、"
                          "各手が認められるかだけを判定します。"},
    "expect_money": {"fr": "{money} à la fin", "en": "{money} at the end", "ja": "最後の{money}"},
    "expect_score": {"fr": "Score final", "en": "Final score", "ja": "最終得点"},
    "expect_error": {"fr": "Le dernier coup doit être refusé, pour la règle",
                     "en": "The last move must be refused, by the rule", "ja": "最後の手が拒否されるべきルール"},
    "expect_none": {"fr": "non (il doit être accepté)", "en": "no (it must be accepted)",
                    "ja": "なし（認められるべき）"},
    # the file, the link, the button
    "file": {"fr": "Le fichier du cas", "en": "The case file", "ja": "ケースファイル"},
    "file_help": {"fr": "Écrit par le formulaire ; vous pouvez aussi coller ou modifier un fichier : il est vérifié "
                        "tel quel, comme par marquoir check.",
                  "en": "Written by the form; you may also paste or edit a file: it is checked as it is, as marquoir "
                        "check would.",
                  "ja": "フォームから書き出されます。ファイルを貼り付けたり編集したりすることもでき、marquoir checkと"
                        "同じようにそのまま検証されます。"},
    "detached": {"fr": "Fichier modifié à la main : il sera vérifié tel quel, le formulaire ne le suit plus.",
                 "en": "File edited by hand: it is checked as it is; the form no longer follows it.",
                 "ja": "ファイルが手で編集されました。そのまま検証され、フォームの内容は反映されません。"},
    "rewrite": {"fr": "Réécrire le fichier depuis le formulaire", "en": "Rewrite the file from the form",
                "ja": "フォームからファイルを書き直す"},
    "copy_file": {"fr": "Copier le fichier", "en": "Copy the file", "ja": "ファイルをコピー"},
    "download": {"fr": "Télécharger case.yaml", "en": "Download case.yaml", "ja": "case.yamlをダウンロード"},
    "link": {"fr": "Lien vers ce cas", "en": "Link to this case", "ja": "このケースへのリンク"},
    "copy_link": {"fr": "Copier le lien", "en": "Copy the link", "ja": "リンクをコピー"},
    "copied": {"fr": "Copié.", "en": "Copied.", "ja": "コピーしました。"},
    "copy_failed": {"fr": "Copie impossible : sélectionnez le texte et copiez-le.",
                    "en": "Could not copy: select the text and copy it.",
                    "ja": "コピーできませんでした。テキストを選択してコピーしてください。"},
    "run": {"fr": "Vérifier le cas", "en": "Check the case", "ja": "ケースを検証"},
    "restored": {"fr": "Cas restauré depuis le lien.", "en": "Case restored from the link.",
                 "ja": "リンクからケースを復元しました。"},
    "bad_link": {"fr": "Ce lien ne contient pas un cas lisible ({why}) : le formulaire est resté tel quel.",
                 "en": "This link holds no readable case ({why}); the form was left as it was.",
                 "ja": "このリンクには読み取れるケースが含まれていません（{why}）。フォームは変更していません。"},
    "bad_link_base64": {"fr": "le texte n'est pas du base64url", "en": "the text is not base64url",
                        "ja": "base64url形式ではありません"},
    "bad_link_deflate": {"fr": "les données compressées sont abîmées", "en": "the compressed data is damaged",
                         "ja": "圧縮データが壊れています"},
    "bad_link_json": {"fr": "ce n'est pas un cas au format attendu", "en": "it is not a case in the expected format",
                      "ja": "想定された形式のケースではありません"},
    "bad_link_size": {"fr": "il est trop long", "en": "it is too long", "ja": "長すぎます"},
    "bad_link_example": {"fr": "aucun exemple de ce nom sur ce site",
                         "en": "no worked example of that name on this site",
                         "ja": "この名前の例はこのサイトにありません"},
    "bad_link_examples_unread": {"fr": "les exemples du site n'ont pas pu être lus",
                                 "en": "the site's examples could not be read",
                                 "ja": "サイトの例を読み込めませんでした"},
    # running
    "stage_download": {"fr": "Téléchargement du moteur (une seule fois) : {loaded} / {total} Mo",
                       "en": "Downloading the engine (once): {loaded} / {total} MB",
                       "ja": "エンジンをダウンロード中（初回のみ）：{loaded} / {total} MB"},
    "stage_start": {"fr": "Démarrage de Python…", "en": "Starting Python…", "ja": "Pythonを起動中…"},
    "stage_engine": {"fr": "Chargement du moteur…", "en": "Loading the engine…", "ja": "エンジンを読み込み中…"},
    "stage_check": {"fr": "Vérification du cas…", "en": "Checking the case…", "ja": "ケースを検証中…"},
    "timeout": {"fr": "Pas de réponse au bout de {seconds} s : le calcul a été arrêté. Le prochain essai repart d'un "
                      "moteur neuf.",
                "en": "No answer after {seconds} s: the run was stopped. The next try starts a fresh engine.",
                "ja": "{seconds}秒たっても応答がないため、処理を中止しました。次回は新しいエンジンで開始します。"},
    "stalled": {"fr": "Le moteur ne se charge plus depuis {seconds} s (connexion coupée ?) : chargement arrêté. "
                      "Réessayez quand la connexion revient.",
                "en": "The engine has stopped loading for {seconds} s (connection lost?): loading stopped. Try again "
                      "when the connection is back.",
                "ja": "エンジンの読み込みが{seconds}秒間止まっています（接続が切れましたか？）。"
                      "読み込みを中止しました。接続が戻ったら再試行してください。"},
    "failed": {"fr": "Le moteur n'a pas pu démarrer dans ce navigateur ({detail}). Réessayez ; si cela persiste, la "
                     "commande marquoir check donne le même verdict.",
               "en": "The engine could not start in this browser ({detail}). Try again; if it persists, the marquoir "
                     "check command gives the same verdict.",
               "ja": "このブラウザではエンジンを起動できませんでした（{detail}）。もう一度お試しください。"
                     "解決しない場合はmarquoir checkコマンドでも同じ判定が得られます。"},
    "file_protocol": {"fr": "Le vérificateur a besoin que le site soit servi en http(s) : ouvert depuis le disque "
                            "(file://), le navigateur ne peut pas démarrer le moteur. La lecture et la recherche "
                            "fonctionnent toujours ; le fichier du cas et le lien aussi.",
                      "en": "The checker needs the site served over http(s): opened from disk (file://), the browser "
                            "cannot start the engine. Reading and search still work, and so do the case file and the "
                            "link.",
                      "ja": "検証にはhttp(s)で配信されたサイトが必要です。ディスクから（file://で）開いた場合、ブラウザは"
                            "エンジンを起動できません。閲覧と検索、ケースファイルとリンクは引き続き使えます。"},
    "storage": {"fr": "Enregistré sur cet appareil pour l'usage hors ligne : {size} Mo (ce site{engine}).",
                "en": "Stored on this device for offline use: {size} MB (this site{engine}).",
                "ja": "オフライン用にこの端末に保存済み：{size} MB（このサイト{engine}）。"},
    "storage_engine": {"fr": " et le moteur", "en": " and the engine", "ja": "とエンジン"},
    "storage_none": {"fr": "Rien n'est encore enregistré pour l'usage hors ligne : le site le sera après cette visite, "
                           "le moteur après sa première vérification.",
                     "en": "Nothing is stored for offline use yet: the site will be after this visit, the engine after "
                           "its first check.",
                     "ja": "オフライン用にはまだ何も保存されていません。サイトはこの訪問後に、エンジンは最初の検証後に"
                           "保存されます。"},
    # the verdict
    "verdict": {"fr": "Verdict", "en": "Verdict", "ja": "判定"},
    "steps": {"fr": "Coup par coup", "en": "Move by move", "ja": "各手の結果"},
    "colon": {"fr": " : ", "en": ": ", "ja": "："},
    "col_n": {"fr": "N°", "en": "No.", "ja": "手"},
    "col_player": {"fr": "Joueur", "en": "Player", "ja": "プレイヤー"},
    "col_actions": {"fr": "Actions restantes", "en": "Actions left", "ja": "残りアクション"},
    "col_completed": {"fr": "Terminés", "en": "Completed", "ja": "完成"},
    "refused": {"fr": "Refusé : {message}", "en": "Refused: {message}", "ja": "拒否：{message}"},
    "see_rule": {"fr": "La règle : {title}", "en": "The rule: {title}", "ja": "ルール：{title}"},
    "scores": {"fr": "Scores", "en": "Scores", "ja": "得点"},
    "col_rank": {"fr": "Rang", "en": "Rank", "ja": "順位"},
    "col_score": {"fr": "Score", "en": "Score", "ja": "得点"},
    "col_penalties": {"fr": "Pénalités", "en": "Penalties", "ja": "ペナルティ"},
    "over": {"fr": "La partie est terminée.", "en": "The game is over.", "ja": "ゲームは終了しています。"},
    "not_over": {"fr": "La partie n'est pas terminée : scores si elle s'arrêtait maintenant.",
                 "en": "The game is not over: the scores if it stopped now.",
                 "ja": "ゲームはまだ終わっていません。今終了した場合の得点です。"},
    "problems": {"fr": "Problèmes du fichier", "en": "Problems in the file", "ja": "ファイルの問題"},
    "problem": {"fr": "ligne {line}, {field} : {message}", "en": "line {line}, {field}: {message}",
                "ja": "{line}行目、{field}：{message}"},
    "unmet": {"fr": "Attentes non vérifiées", "en": "Expectations that do not hold", "ja": "満たされない期待値"},
    "unmet_item": {"fr": "{key} (ligne {line}) : attendu {expected}, trouvé {found}",
                   "en": "{key} (line {line}): expected {expected}, found {found}",
                   "ja": "{key}（{line}行目）：期待値 {expected}、実際 {found}"},
    "report": {"fr": "Rapport complet de marquoir check", "en": "Full report of marquoir check",
               "ja": "marquoir checkの完全な出力"},
    "go_to_line": {"fr": "Aller à la ligne {line} du fichier", "en": "Go to line {line} of the file",
                   "ja": "ファイルの{line}行目へ"},
})
"""The checker's words. ``{fields}`` are filled by the script (a count, a name, a message...)."""

