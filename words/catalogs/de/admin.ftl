# Verwaltung: /postboard config, die Voreinstellungen eines Servers.

config-head = { $changed ->
    [yes] Gespeichert. Die Postboard-Einstellungen dieses Servers jetzt:
   *[no] Die Einstellungen dieses Servers:
}
config-games = • { $label }: { $games }
config-games-all = alle Spiele
config-channel = • { $label }: { $set ->
    [yes] { $channel } — Herausforderungen werden dort gepostet und Partien bekommen dort ihre Threads, wo auch immer { $challenge } eingegeben wird
   *[no] nicht gesetzt — eine Herausforderung wird dort gepostet, wo { $challenge } eingegeben wird, und ihre Partie bekommt dort einen Thread
}
config-clock = • { $label }: { $clock }{ $default ->
    [yes] {" "}(die eingebaute Voreinstellung)
   *[no] {""}
}; eine Herausforderung kann weiterhin eigene { $clock_option } und { $timeout_option } setzen
config-vacation-days = • { $label }: { $days } pro Jahr und Spieler{ $default ->
    [yes] {" "}(die eingebaute Voreinstellung)
   *[no] {""}
}
config-hints = • { $label }: { $on ->
    [yes] bis Stufe { $level } — Spieler können mit { $hint } nach dem Zug fragen, den der Computer auf dieser Stufe spielen würde, oder mit { $level_option } auf einer niedrigeren
   *[no] aus — { $hint } wird abgelehnt
}{ $default ->
    [yes] {" "}(die eingebaute Voreinstellung)
   *[no] {""}
}
config-web-list = • { $label }: { $state }
config-web-list-off = aus — Partieseiten verlinken keine Liste der Partien dieses Servers
config-web-list-on = an — die Webseite jeder Partie verlinkt die Liste der Partien dieses Servers in Kanälen, die hier alle lesen können{ $url }; { $new_link } ersetzt ihren Link{ $default ->
    [yes] {" "}(die eingebaute Voreinstellung)
   *[no] {""}
}
config-language = • { $label }: { $set ->
    [yes] { $language } — die Beiträge dieses Servers werden darin geschrieben
   *[no] die des Servers — Beiträge werden in der Hauptsprache geschrieben, die Discord für diesen Server meldet (ein Community-Server legt sie unter Servereinstellungen → Community fest), auf Englisch, wenn wir sie nicht sprechen (die eingebaute Voreinstellung)
}
config-abandon-days = • { $label }: { $days ->
    [0] nie — eine Partie ohne Uhr wartet für immer auf ihren Spieler
   *[other] { $days } Tage — in einer Partie ohne Uhr darf der Gegner die Partie mit { $claim } beanspruchen, wenn der Spieler am Zug so lange nicht gezogen hat (und 3 Tage vorher erinnert wurde)
}{ $default ->
    [yes] {" "}(die eingebaute Voreinstellung)
   *[no] {""}
}
config-abandon-days-invalid = abandon_days muss 0 (nie) oder zwischen { $least } und { $most } sein, nicht { $value }.
config-moderator-role = • { $label }: { $set ->
    [yes] { $role } — ihre Mitglieder dürfen die Partien dieses Servers moderieren (abbrechen, entscheiden, anhalten, fortsetzen), wie alle mit „Server verwalten“
   *[no] nicht gesetzt — nur Mitglieder mit „Server verwalten“ dürfen die Partien dieses Servers moderieren (die eingebaute Voreinstellung)
}
config-moderator-role-name = die Moderatorenrolle
config-moderator-role-everyone = Die Moderatorenrolle kann nicht @everyone sein: Wähle eine Rolle, die nur Moderatoren haben.
config-change = Ändere sie mit { $command }; { $reset } setzt eine auf die Voreinstellung zurück.
config-web-list-new-link = Die Liste hat einen neuen Link: der alte öffnet sie nicht mehr.
config-vacation-days-invalid = vacation_days muss zwischen 0 und { $most } liegen, nicht { $value }.
config-web-list-invalid = web_list muss eines von { $choices } sein, nicht { $value }.
config-games-none = Nenne mindestens ein Spiel (durch Kommas getrennt) oder all.
config-games-unknown = Es gibt kein Spiel namens { $game }; die Spiele sind { $games } (oder all).
config-hints-invalid = hints muss off oder eine Stufe von 1 bis { $most } sein, nicht { $value }.
config-timeout-invalid = timeout muss auto oder claim sein, nicht { $value }.
config-reset-invalid = reset muss eines von { $choices } sein, nicht { $value }.
config-missing-permissions = ⚠️ In { $channel } fehlt mir: { $missing }; Partien dort bekommen keine Threads, bis das behoben ist.
