# Die Worte auf den Brettbildern. Sie werden mit einer Schrift aus lateinischen
# Buchstaben gezeichnet: Akzente fallen weg, „ß“ wird „ss“.

boards-font-sample = Schwarz Weiss

## Teile einer Kopfzeile, verbunden mit „ · “

boards-player-colour = { $player } ({ $colour })
boards-black = Schwarz
boards-white = Weiß
boards-ply = Halbzug { $ply }
boards-last = zuletzt: { $move }
boards-last-by = zuletzt: { $player }: { $move }
boards-last-colour = zuletzt: { $colour } { $move }
boards-to-move = { $player } am Zug
boards-to-roll = { $player } würfelt
boards-to-set-up = { $player } stellt auf
boards-to-choose-side = { $player } wählt die Seite
boards-to-propose-komi = { $player } schlägt das Komi vor
boards-to-open = { $player } setzt einen Eröffnungsstapel
boards-to-answer = { $player } antwortet auf das Angebot
boards-to-raise = { $player } erhöht oder zieht das Angebot zurück
boards-wins = { $player } gewinnt
boards-wins-match = { $player } gewinnt das Match
boards-wins-because = { $player } gewinnt: { $reason }
boards-draw = Remis
boards-draw-agreement = Remis durch Einigung
boards-game-over = Partie vorbei
boards-game-aborted = Partie abgebrochen
boards-draw-adjudicated = Remis durch Entscheid eines Moderators
boards-match-aborted = Match abgebrochen
boards-match-drawn = Match remis

## Plateau

boards-plateau-six-prisoners = sechs Gefangene
boards-plateau-six-unit = eine Sechserreihe
boards-plateau-resigned = { $player } hat aufgegeben
boards-plateau-timeout = { $player } hat die Zeit überschritten
boards-plateau-adjudicated = Entscheid eines Moderators
boards-panel-wins = gewinnt
boards-panel-to-move = am Zug
boards-hand-count = Hand: { $count }
boards-hand = Hand ({ $count }): { $pieces }
boards-hand-empty = Hand: leer
boards-prisoners = Gefangene ({ $count }, Wert { $value }): { $pieces }
boards-prisoners-none = Gefangene: keine
boards-tender = { $player } bietet { $pieces } ({ $value })
boards-tender-declined = { $player } hat abgelehnt
boards-tender-must-raise = { $player } muss erhöhen oder zurückziehen
boards-tender-floor = Mindestwert { $floor }: das Beste, was { $player } geben kann
boards-tender-cap = ohne { $value } zu überschreiten
boards-legend-unseen = Seite, die du nicht gesehen hast
boards-legend-hidden = nicht aufgedeckte Seite
boards-legend-faces = rote Seite oben; kleiner Fleck: Unterseite
boards-legend-hollow = hohler Fleck: eine deiner Seiten, die dein Gegner nicht gesehen hat

## Plakoto

boards-match-score = auf { $length }: { $first } { $first-points } - { $second } { $second-points }
boards-match-game = Partie { $number }

## Pletore

boards-komi = Komi { $komi }
boards-button-free = Knopf frei
boards-button = Knopf { $colour }
boards-pletore-score = S { $black } - W { $white }

## Les

boards-les-no-hole = { $colour }: kein Loch
boards-les-holes = { $colour }: { $count ->
    [one] { $count } Loch, Größe { $sizes }
   *[other] { $count } Löcher, Größen { $sizes }
}
boards-les-boundary = { $holes }; Randsteine { $stones }
boards-les-by-number = Entschieden durch die Zahl der Löcher: { $mine } zu { $theirs }
boards-les-by-size = { $holes ->
    [one] je { $holes } Loch; Stichentscheid nach Lochgröße: { $mine } zu { $theirs }
   *[other] je { $holes } Löcher; Stichentscheid nach Lochgröße: { $mine } zu { $theirs }
}
boards-les-by-stones = Gleiche Größen; Stichentscheid nach Randsteinen: { $mine } zu { $theirs }
boards-les-draw-none = Remis: keiner besitzt ein Loch
boards-les-draw-same = Remis: gleiche Löcher, Größen und Randsteine
