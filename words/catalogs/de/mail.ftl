# Die eigenen Worte des Mail-Kanals: die Antworten auf die Mail eines Spielers, die Zug-
# und Schlussmails, die Prüfung der Adresse und was man per Mail statt jedes Befehls tut.

## Was man per Mail statt eines Discord-Befehls tut

mail-command-move = antworte auf diese Mail mit deinem Zug in der ersten Zeile
mail-command-resign = antworte „aufgeben“ auf eine Zugmail (du wirst um Bestätigung gebeten)
mail-command-accept = antworte „annehmen“ auf die Mail des Angebots
mail-command-decline = antworte „ablehnen“ auf die Mail des Angebots
mail-command-draw = biete im Thread der Partie auf Discord Remis an
mail-command-takeback = bitte im Thread der Partie auf Discord um Zugrücknahme
mail-command-pause = bitte im Thread der Partie auf Discord um eine Pause
mail-command-claim = beanspruche den Sieg im Thread der Partie auf Discord
mail-command-abort = brich die Partie in ihrem Thread auf Discord ab
mail-command-board = sieh dir das Brett in dieser Mail an
mail-command-hand = sieh dir deine Hand in deiner Zugmail an
mail-command-history = fordere die Partienotation im Thread der Partie auf Discord an
mail-command-hint = bitte im Thread der Partie auf Discord um einen Tipp
mail-command-premove = lege im Thread der Partie auf Discord einen Vorauszug fest
mail-command-challenge = fordere jemanden auf Discord heraus
mail-command-rematch = bitte im Thread der Partie auf Discord um eine Revanche
mail-command-games = sieh dir deine Partien auf Discord an
mail-command-settings = ändere deine Einstellungen auf Discord
mail-command-email = ändere deine Mail-Einstellungen auf Discord
mail-command-vacation = trage auf Discord einen Urlaub ein
mail-command-rules = lies die Regeln auf Discord
mail-command-help = hol dir Hilfe auf Discord
mail-command-review = analysiere die Partie auf Discord

## Die Antworten auf die Mail eines Spielers

mail-no-move-subject = Kein Zug gefunden
mail-no-move = In deiner Antwort habe ich nichts gefunden, was zu tun wäre: Schreib deinen Zug in die erste Zeile, über die zitierte Mail. Es wurde nichts gespielt.
mail-resign-confirm-subject = Bestätigen: Partie { $game } aufgeben?
mail-resign-confirm = Antworte „ja“ auf diese Mail, um Partie { $game } aufzugeben. Jede andere Antwort oder ein vorher gespielter Zug lässt die Partie weiterlaufen.
mail-not-done-subject = Nicht ausgeführt: Partie { $game }
mail-not-done = „{ $command }“ wurde nicht ausgeführt: { $reason }

    Unten siehst du das Brett, wie es jetzt steht.
mail-played-subject = Gespielt: { $move } in Partie { $game }
mail-played = „{ $move }“ ist in Partie { $game } gespielt. Dein Gegner wurde benachrichtigt.
mail-played-over = „{ $move }“ ist in Partie { $game } gespielt. Die Partie ist vorbei.
mail-not-resigned-subject = Nicht aufgegeben: Partie { $game }
mail-not-resigned = Du hast nicht bestätigt, also hast du nicht aufgegeben; die Partie geht weiter.
mail-resigned-subject = Aufgegeben: Partie { $game }
mail-resigned = Du hast aufgegeben.
mail-offer-open-subject = Angebot in Partie { $game } noch offen
mail-answer-accept-or-decline = Antworte „annehmen“ oder „ablehnen“ in der ersten Zeile; es wurde nichts getan.
mail-offer-accepted-subject = Angebot angenommen: Partie { $game }
mail-offer-accepted = Du hast angenommen.
mail-offer-declined-subject = Angebot abgelehnt: Partie { $game }
mail-offer-declined = Du hast abgelehnt.
mail-challenge-accepted-subject = Herausforderung angenommen: Partie { $game }
mail-challenge-accepted = Partie { $game } läuft. Deine Züge kommen per Mail; der Thread der Partie auf Discord zeigt sie auch.
mail-challenge-declined-subject = Herausforderung { $challenge } abgelehnt
mail-challenge-declined = Du hast die Herausforderung abgelehnt.
mail-challenge-open-subject = Herausforderung { $challenge } noch offen

## Die Mails, die Postboard schickt

mail-turn-subject = { $game } gegen { $opponent }: du bist am Zug (Halbzug { $ply })
mail-turn-time-left = Du hast noch { $left } für diesen Zug.
mail-turn-how = Antworte auf diese Mail mit deinem Zug in der ersten Zeile, in der Notation der Partie (sonst wird nichts gelesen). Antworte „aufgeben“, um aufzugeben (du wirst um Bestätigung gebeten).
mail-ended-subject = { $game } gegen { $opponent }: { $status }
mail-ended = Die Partie ist vorbei; danke fürs Spielen.
mail-verify-subject = Dein Postboard-Code: { $code }
mail-verify = Dein Code ist { $code }.

    Gib ihn innerhalb einer Stunde auf Discord ein, mit der Option verify des Befehls email, um deine Partien per Mail zu bekommen. Wenn du das nicht angefordert hast, ignoriere diese Mail: Ohne den Code wird hierher nichts geschickt.

## The mail command "language"
mail-language-subject = { $changed ->
    [yes] Sprache geändert
   *[no] Die Sprache deiner Mails
}
mail-language-refused-subject = Sprache nicht geändert
