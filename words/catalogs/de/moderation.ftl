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

overview-title = Postboard auf diesem Server
overview-head = { $title }: { $running ->
    [one] eine laufende Partie
   *[other] { $running } laufende Partien
}{ $held ->
    [0] {""}
   *[other] {" "}({ $held } angehalten)
}.
overview-player = { $player } am Zug
overview-dice = Würfel zu werfen
overview-on-time-head = Zeit läuft binnen eines Tages ab:
overview-on-time-item = • { $game }: { $player }, Zeit läuft ab { $when }
overview-time-up = • { $game }: { $player }, Zeit abgelaufen — der Gegner darf die Partie beanspruchen
overview-on-time-none = Bei keiner Partie läuft die Zeit binnen eines Tages ab.
overview-idle-head = { $count ->
    [one] Eine Partie
   *[other] { $count } Partien
} seit { $days } Tagen oder länger ohne Zug:
overview-idle-item = • { $game }: { $player } seit { $since }
overview-idle-none = Keine Partie ist seit { $days } Tagen ohne Zug.
overview-more = • und { $count } weitere
overview-mail = Mail zu den Partien dieses Servers: { $waiting } noch zu senden ({ $retrying } nach einem Fehlversuch), { $given_up } in den letzten 7 Tagen aufgegeben.
overview-owed = Vor einer Weile entstanden, aber noch nicht in den Threads der Partien gepostet: { $owed }. Prüfe, ob Postboard im Partienkanal und seinen Threads posten darf.
overview-owed-positions = { $count ->
    [one] eine Stellung
   *[other] { $count } Stellungen
}
overview-owed-offers = { $count ->
    [one] ein Angebot
   *[other] { $count } Angebote
}
overview-owed-notices = { $count ->
    [one] eine Mitteilung (eine Ablehnung, eine Pause oder eine Fortsetzung)
   *[other] { $count } Mitteilungen (Ablehnungen, Pausen oder Fortsetzungen)
}
overview-dm-failing = { $count ->
    [one] Ein Spieler einer laufenden Partie nimmt
   *[other] { $count } Spieler laufender Partien nehmen
} keine Direktnachrichten von Postboard an.
overview-no-failures = Zuletzt keine Fehler.
overview-rulings-head = Entscheide der letzten 30 Tage:
overview-ruling-abort = • { $when }, { $game }: abgebrochen von { $moderator } — { $reason }
overview-ruling-adjudicate = • { $when }, { $game }: entschieden von { $moderator } — { $reason }
overview-ruling-pause = • { $when }, { $game }: angehalten von { $moderator } — { $reason }
overview-ruling-resume = • { $when }, { $game }: fortgesetzt von { $moderator } — { $reason }
overview-days-invalid = idle_days muss zwischen { $least } und { $most } liegen, nicht { $value }.
