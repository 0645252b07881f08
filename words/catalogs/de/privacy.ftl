# Datenrechte: was Postboard über einen Spieler speichert, seine Daten als Datei und das
# Vergessen (service/privacy/). Jede Antwort sieht nur, wer gefragt hat.

# Wie jeder Kanal einen Spieler nennt, der vergessen werden wollte, wo immer seine Partien
# gezeigt werden (ein Titel, eine Aufzeichnung, ein Zug, die Tabelle): nie eine Erwähnung, nie ein Name.
privacy-former-player = ehemaliger Spieler
# Eine neue Partie mit einem ehemaligen Spieler abgelehnt (etwa eine Revanche).
privacy-former-cannot-play = Dieser Spieler hat Postboard gebeten, ihn zu vergessen: Es gibt niemanden, gegen den du spielen könntest.

## Was gespeichert wird: die Antwort des Datenschutzbefehls, auch docs/privacy.md
privacy-about-head = Was Postboard über dich speichert, warum und wie lange:
privacy-about-name = • Dein Name, wie Discord ihn zuletzt gezeigt hat, um dich auf Brettern, in Aufzeichnungen und Listen zu nennen; er wird jedes Mal ersetzt, wenn du Postboard wieder benutzt.
privacy-about-games = • Deine Partien (wer spielte, die Züge, das Ergebnis und die Wertungen, die es traf), deine Herausforderungen, offenen Herausforderungen und Turnieranmeldungen sowie jede Entscheidung, die du als Moderator über eine Partie getroffen hast: Sie sind die Partien und ihre Aufzeichnung, die deiner Gegner wie deine. Gespeichert, solange die Partien des Servers gespeichert sind; wenn du vergessen bist, steht dort ein ehemaliger Spieler an deiner Stelle.
privacy-about-choices = • Deine Einstellungen und Zeitzone, wen du blockiert hast, deine Urlaube, deine bedingten Züge, die Varianten und Notizen deines Analysebretts, die Analysen, die du wolltest, und für ein paar Sekunden, wen du zuletzt um etwas gebeten hast: um zu tun, worum du gebeten hast. Gespeichert, bis du sie änderst oder vergessen wirst.
privacy-about-ratings = • Deine Wertung in jedem Spiel, aus deinen gewerteten Ergebnissen: für Profile und Ranglisten. Gespeichert, bis du vergessen wirst.
# $unlink ist der Befehl, der die Mails beendet.
privacy-about-mail = • Wenn du per E-Mail spielst: deine Adresse und ihre Sprache, die Mails an dich und zu jeder Mail, die du geschickt hast, wer sie schickte, ihre Befehlszeile und wann (nie die Mail selbst): um per Mail zu spielen und ihre Grenzen einzuhalten. Gespeichert, bis du vergessen wirst; { $unlink } beendet die Mails und löscht die Adresse.
privacy-about-nothing-else = Sonst nichts: nicht deine Nachrichten, deine Server oder deine Direktnachrichten. Was schon auf Discord gepostet ist (der Thread einer Partie und sein Name, die Beiträge darin), gehört Discord und bleibt, wie es gepostet wurde.
# $export und $forget sind die Befehle.
privacy-about-how = { $export } schickt dir alles als Datei, nur an dich; { $forget } löscht es, sobald du bestätigst.

## Der Export
# $rows ist, wie viele gespeicherte Zeilen die Datei enthält, $games wie viele Partien.
privacy-export-done = Alles, was Postboard über dich speichert, als eine JSON-Datei, die nur du sehen kannst: { $rows ->
    [one] eine gespeicherte Zeile
   *[other] { $rows } gespeicherte Zeilen
}, mit { $games ->
    [one] deiner einen Partie
   *[other] deinen { $games } Partien
} und ihren Aufzeichnungen.
privacy-export-empty = Postboard speichert nichts über dich: Die Datei enthält nur ihre Überschriften.
privacy-export-too-large = Die Datei mit allem, was Postboard über dich speichert, ist größer, als Discord den Bot hier senden lässt; frag die Leute, die dieses Postboard betreiben, danach.

## Vergessen
privacy-forget-ask = Dich vergessen? Das löscht deinen Namen, deine Einstellungen, deine E-Mail-Adresse und Mails, Blockierungen, Urlaube, Wertungen, bedingten Züge, Analysevarianten und Analysen und lässt sich nicht rückgängig machen. Deine beendeten Partien bleiben für deine Gegner, mit einem ehemaligen Spieler an deiner Stelle: Sie gehören dann nicht mehr dir, in keiner Liste und keinem Profil.
# $games nennt die Partien (verlinkt, wo sie gespielt werden).
privacy-forget-resigns = { $count ->
    [one] Deine laufende Partie { $games } wird aufgegeben, und dein Gegner erfährt es wie bei jeder Aufgabe.
   *[other] Deine { $count } laufenden Partien { $games } werden aufgegeben, und deine Gegner erfahren es wie bei jeder Aufgabe.
}
privacy-forget-aborts = { $count ->
    [one] Deine Partie { $games } gegen den Computer wird abgebrochen: Sie zählt für niemanden.
   *[other] Deine { $count } Partien { $games } gegen den Computer werden abgebrochen: Sie zählen für niemanden.
}
# $count: offene Herausforderungen und Turnieranmeldungen, alle zurückgezogen.
privacy-forget-withdraws = { $count ->
    [one] Deine offene Herausforderung oder Turnieranmeldung wird zurückgezogen.
   *[other] Deine { $count } offenen Herausforderungen und Turnieranmeldungen werden zurückgezogen.
}
# Nach den einzeln genannten Partien, wie viele noch („#1, #2 und 3 weitere“).
privacy-games-more = { $count ->
    [one] eine weitere
   *[other] { $count } weitere
}
# $confirm und $cancel sind die Beschriftungen der Knöpfe; $within, wie lange die Frage gilt.
privacy-forget-confirm = { $confirm } vergisst dich jetzt; { $cancel } behält alles. Diese Frage gilt { $within } lang.
privacy-button-forget = Vergiss mich
privacy-button-keep = Alles behalten
privacy-forget-cancelled = Nichts wurde vergessen: Alles bleibt, wie es war.
privacy-forget-nothing = Postboard speichert nichts über dich, also gibt es nichts zu vergessen.
privacy-forgotten = Erledigt: Postboard hat dich vergessen. Deine beendeten Partien bleiben für deine Gegner, mit einem ehemaligen Spieler an deiner Stelle. Wenn du wieder spielst, fängst du neu an.
privacy-forgotten-games = { $count ->
    [one] Eine Partie wurde beendet.
   *[other] { $count } Partien wurden beendet.
}
privacy-forgotten-challenges = { $count ->
    [one] Eine Herausforderung wurde zurückgezogen.
   *[other] { $count } Herausforderungen wurden zurückgezogen.
}
# $games: laufende Partien, die sich gerade nicht beenden ließen (etwa eine angehaltene Partie).
privacy-forget-stuck = Nichts wurde vergessen: { $games } ließ sich gerade nicht beenden. Eine Partie, die die Moderatoren des Servers angehalten haben, endet erst, wenn sie sie freigeben; frag dann noch einmal.
privacy-forget-expired = Diese Frage, ob du vergessen werden willst, ist älter als { $within }: { $forget } stellt sie noch einmal.
privacy-forget-changed = Deine laufenden Partien haben sich geändert, seit diese Frage gestellt wurde: { $forget } stellt sie noch einmal, mit den Partien, wie sie jetzt sind.
privacy-forget-not-yours = Diese Frage gehört jemand anderem: { $forget } stellt deine eigene.
