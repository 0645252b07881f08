# Moderation: /postboard game (service/moderation/).

moderation-needs-manage-server = Dafür braucht es die Berechtigung „Server verwalten“.
moderation-needs-right = Partien hier zu moderieren braucht die Berechtigung „Server verwalten“ oder die Moderatorenrolle dieses Servers.
moderation-needs-right-no-role = Partien hier zu moderieren braucht die Berechtigung „Server verwalten“. (Dieser Server hat keine Moderatorenrolle; wer „Server verwalten“ hat, kann eine mit { $config } festlegen.)
moderation-needs-reason = Gib einen Grund an: Er wird mit dem Protokoll der Partie aufbewahrt und in ihrem Thread gepostet.
moderation-reason-too-long = Der Grund ist zu lang: höchstens { $limit } Zeichen.
moderation-game-over = Partie { $game } ist schon vorbei; das Ergebnis einer beendeten Partie bleibt, wie es ist.
moderation-winner-not-a-player = Der Sieger muss einer der beiden Spieler von Partie { $game } sein (oder wähle Remis).
moderation-adjudicate-needs-result = Ein Entscheid braucht sein Ergebnis: einen Sieger oder Remis (nicht beides).
moderation-result-only-to-adjudicate = Ein Sieger oder ein Remis gehört nur zu einem Entscheid.
moderation-already-paused = Partie { $game } ist schon von einem Moderator angehalten.
moderation-not-paused = Partie { $game } ist nicht von einem Moderator angehalten, es gibt also nichts fortzusetzen.
moderation-moved-on = Partie { $game } hat sich geändert, während du gefragt hast (ein Zug kam zuerst). Sieh sie dir noch einmal an und wiederhole es, wenn du es noch willst.
moderation-busy = In Partie { $game } wurde weitergezogen, während du gefragt hast; versuche es noch einmal.
moderation-done = Erledigt; der Thread von Partie { $game } ist informiert.
moderation-aborted = Ein Moderator hat Partie { $game } abgebrochen: { $reason }. Sie zählt für niemanden.
moderation-adjudicated = Ein Moderator hat Partie { $game } entschieden: { $player } gewinnt. Grund: { $reason }
moderation-adjudicated-draw = Ein Moderator hat Partie { $game } remis gegeben. Grund: { $reason }
moderation-paused = Ein Moderator hat Partie { $game } angehalten: { $reason }. Keine Züge, Angebote oder Ansprüche, bis ein Moderator sie fortsetzt; die Uhr steht.
moderation-resumed = Ein Moderator hat Partie { $game } fortgesetzt: Sie geht weiter, und die Uhr läuft wieder.
moderation-resumed-because = Ein Moderator hat Partie { $game } fortgesetzt: { $reason }. Sie geht weiter, und die Uhr läuft wieder.

moderation-mail-subject-paused = Ein Moderator hat Partie { $game } angehalten
moderation-mail-subject-resumed = Ein Moderator hat Partie { $game } fortgesetzt
