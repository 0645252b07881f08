# Die eigenen Worte jedes Spiels: wie seine Optionen, Züge, Siege und Hinweise lauten (service/presenters/).
# Züge, Punkte und Steine in der Notation des Spiels sind Argumente und werden nie übersetzt.

## Gemeinsam

# Ein Zug oder ein Punkt, so gezeigt, wie er geschrieben wird.
moves-as-written = { $move }
moves-colour-black = Schwarz
moves-colour-white = Weiß
# Eine Farbe in einem Satz, wie in „(alice: Schwarz, bob: Weiß)“; im Deutschen als Substantiv großgeschrieben.
moves-side-black = Schwarz
moves-side-white = Weiß

## Pinch

moves-pinch-options = { $size }×{ $size }
moves-pinch-swap = swap (Übernahme von Schwarz)
# $converted: die Liste der Punkte, die der Zug verwandelt hat.
moves-pinch-converting = { $move } (verwandelt { $converted })
moves-pinch-win-ranks = Verbindung der Reihen 1 und { $last }
moves-pinch-win-files = Verbindung der Linien a und { $last }
moves-pinch-pie = Der zweite Spieler darf mit { $swap } antworten und damit Schwarz übernehmen (Kuchenregel).

## Pletore

moves-pletore-options-fixed = { $size }×{ $size }, festes Komi { $komi } für Weiß
moves-pletore-options-protocol = { $size }×{ $size }, Komi von Platz 0 vorgeschlagen, Seite von Platz 1 gewählt
moves-pletore-komi = ein Komi von { $komi } für Weiß
moves-pletore-pass = einen Pass
moves-pletore-button = den Knopf (+½ am Ende)
moves-pletore-flip = { $move } (dreht den Stein auf { $point } um)
moves-pletore-score = die höhere Punktzahl ({ $high } zu { $low })
# Die Endabrechnung einer Farbe: $sum sind ihre Teile zusammengezählt, $total die Punktzahl.
moves-pletore-tally = { $colour }: { $sum } = { $total }
moves-pletore-plus = { $left } + { $right }
moves-pletore-stones = { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
}
moves-pletore-points = { $count ->
    [one] 1 kontrollierter Punkt
   *[other] { $count } kontrollierte Punkte
}
moves-pletore-komi-part = Komi { $komi }
moves-pletore-button-part = Knopf ½
# $move: der Befehl zum Ziehen; $example, $black, $white: Züge, wie man sie tippt.
moves-pletore-propose = Platz 0 schlägt mit { $move } das Komi vor (Punkte, die zur Punktzahl von Weiß addiert werden), z. B. { $example }. Danach wählt der andere Spieler eine Seite.
moves-pletore-pick-side = Das Komi ist { $komi }. Wähle deine Seite { $channel ->
    [discord] mit den Knöpfen oder mit { $move }: { $black } oder { $white }
   *[other] mit { $move }: { $black } oder { $white }
}; Schwarz zieht zuerst.
moves-pletore-last-pass = Ein weiterer Pass beendet die Partie mit dem Stand Schwarz { $black } – Weiß { $white }.

## Les

moves-les-options = Sechseck mit Seitenlänge { $side } ({ $points } Punkte)
moves-les-setup = den Aufbau (Schwarz { $black_first } und { $black_second }, Weiß { $white_first } und { $white_second })
moves-les-turn = { $contact } (Kontakt) und { $lone } (einsam)
moves-les-contact-only = { $move } (Kontakt; es war kein einsamer Punkt mehr übrig)
moves-les-win = den Vergleich der Löcher, da kein Kontaktpunkt mehr übrig ist
# $sizes: die Größen der Löcher, die eine Farbe besitzt, das größte zuerst.
moves-les-owns = { $colour } besitzt { $count ->
    [one] 1 Loch (Größe { $sizes })
   *[other] { $count } Löcher (Größen { $sizes })
}
moves-les-owns-none = { $colour } besitzt kein Loch
moves-les-holes = { $black }; { $white }.
moves-les-more-holes = { $colour } besitzt mehr Löcher: { $black } für Schwarz, { $white } für Weiß.
moves-les-no-holes = Keiner der beiden besitzt ein Loch, also endet die Partie unentschieden.
moves-les-on-sizes = Beide besitzen { $count ->
    [one] 1 Loch
   *[other] { $count } Löcher
}; { $colour } gewinnt nach Lochgrößen ({ $mine } gegen { $theirs }): Schwarz { $black }, Weiß { $white }.
moves-les-on-boundaries = Beide besitzen Löcher derselben Größen ({ $sizes }); { $colour } gewinnt nach den Steinen um die Löcher ({ $mine } gegen { $theirs }): Schwarz { $black }, Weiß { $white }.
moves-les-drawn = Beide besitzen Löcher derselben Größen ({ $sizes }) und gleich viele Steine um sie herum ({ $boundaries }), also endet die Partie unentschieden.
moves-les-setup-note = Platz 0 setzt mit { $move } die vier Startsteine, Schwarz, Weiß, Schwarz, Weiß, z. B. { $example }: die ersten beiden nebeneinander, die letzten beiden auf einer Linie mit einem leeren Punkt dazwischen. Danach wählt der andere Spieler eine Seite.
moves-les-side-note = Wähle deine Seite { $channel ->
    [discord] mit den Knöpfen oder mit { $move }: { $black } oder { $white }
   *[other] mit { $move }: { $black } oder { $white }
}; Schwarz zieht zuerst.
moves-les-no-lone-note = Es ist kein einsamer Punkt mehr übrig: Ein Zug ist jetzt ein einzelner Kontaktstein, z. B. { $example }.
moves-les-turn-note = Ein Zug ist ein Kontaktstein (er berührt beide Farben) und dann ein einsamer Stein (er berührt nichts), z. B. { $example }.

## Plakoto

moves-plakoto-options = Match auf { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
# $move in der Zählung von $colour, wie der Ziehende den Zug getippt hat; $hops derselbe Zug in der Zählung von $other.
moves-plakoto-turn = { $move } (Zählung von { $colour }; in der Zählung von { $other }: { $hops })
moves-plakoto-match = ein { $first_score }–{ $second_score } im Match auf { $length }
moves-plakoto-match-last = ein { $first_score }–{ $second_score } im Match auf { $length } (letztes Spiel: { $how }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
})
moves-plakoto-how-borne-off = Abtragen
moves-plakoto-how-gammon = Gammon (der Verlierer hat keinen Stein abgetragen)
moves-plakoto-how-mother = Festsetzen des Muttersteins
moves-plakoto-how-both-mothers = beide Muttersteine festgesetzt
moves-plakoto-game-drawn = Spiel { $number } endet unentschieden ({ $how }); Matchstand { $first_score }–{ $second_score } (Match auf { $length }). Das nächste Spiel beginnt jetzt.
moves-plakoto-game-won = { $colour } gewinnt Spiel { $number } durch { $how }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}; Matchstand { $first_score }–{ $second_score } (Match auf { $length }). Das nächste Spiel beginnt jetzt.

## Plateau

moves-plateau-options = { $channel ->
    [mail] verdeckte Scheiben: Die Mail zu deinem Zug zeigt dir deine Hand und deine verdeckten Seiten, und nur dir
   *[other] verdeckte Scheiben: { $hand } zeigt dir deine Hand und deine verdeckten Seiten, und nur dir; mit { $notify } kommen sie per Direktnachricht, wenn du am Zug bist
}
moves-plateau-win = { $how } (Gefangene { $black }–{ $white })
moves-plateau-how-six-prisoners = sechs Gefangene
moves-plateau-how-six-unit = eine Einheit aus sechs Scheiben
# $example: die Form einer Eröffnung, wie man sie tippt.
moves-plateau-open-note = Eröffnungen nennen verdeckte Scheiben: Sende deine mit { $move }, in der Form { $example } (zwei Seitenbuchstaben pro Scheibe, obere Seite zuerst); nur du siehst die Antwort.
# $pieces: die angebotenen Typen; $by und $to: die Farben.
moves-plateau-declined = { $to } hat das Angebot im Wert von { $value } abgelehnt: { $by } muss mit { $raise } auf mehr als { $value } erhöhen oder mit { $withdraw } zurückziehen.
moves-plateau-must-give = { $by } bietet { $pieces } an (Wert { $value }); { $to } muss mit { $give } Gefangene im Wert von { $floor } oder von mehr als { $value } geben.
moves-plateau-may-decline = { $by } bietet { $pieces } an (Wert { $value }); { $to } darf mit { $decline } ablehnen oder mit { $give } Gefangene im Wert von mehr als { $value } geben.

## Plateau: die private Ansicht eines Spielers

moves-plateau-you-play = Du spielst { $colour }.
moves-plateau-hand-empty = Deine Hand (0): leer.
# $pieces: Typbuchstaben; $names: die Arten von Scheiben darin.
moves-plateau-hand = Deine Hand ({ $count }): { $pieces } — { $names }
moves-plateau-prisoners = Deine Gefangenen ({ $mine_count }): { $mine } (Wert { $mine_worth }); die des Gegners ({ $theirs_count }): { $theirs } (Wert { $theirs_worth }).
moves-plateau-no-pieces = keine
moves-plateau-last = Zuletzt: { $mover } { $move }.
moves-plateau-task-open = Du bist am Zug: Setze deinen Eröffnungsstapel mit { $move }, in der Form { $example }; eine Scheibe sind zwei Seitenbuchstaben, obere Seite zuerst (x leer, r rot, b blau, o orange).
moves-plateau-task-floor = Du musst auf ein Angebot im Wert von { $value } antworten: Untergrenze = { $floor }; gib mit { $give } Gefangene im Wert von { $floor } oder von mehr als { $value }.
moves-plateau-task-answer = Du musst auf ein Angebot im Wert von { $value } antworten: Lehne mit { $decline } ab, oder gib mit { $give } Gefangene im Wert von mehr als { $value }.
moves-plateau-task-declined = Dein Angebot wurde abgelehnt: Erhöhe mit { $raise } auf mehr als { $value }, oder zieh es mit { $withdraw } zurück.
moves-plateau-task-turn = Du bist am Zug, mit { $move }: { $onboard } zum Einsetzen, { $step } zum Ziehen oder { $tender } zum Anbieten.
moves-plateau-piece-ace = Ass
moves-plateau-piece-twister = Twister
moves-plateau-piece-redmask = Rote Maske
moves-plateau-piece-bluemask = Blaue Maske
moves-plateau-piece-red = Roter
moves-plateau-piece-blue = Blauer
moves-plateau-piece-mute = Stummer
