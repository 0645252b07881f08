# Die Textzeilen der Brettdiagramme in der Zugmail als reiner Text.
# Das Brett selbst ist Notation: die Buchstaben X, O, B, W, b, w, o, x, die Marken
# ">" und "*", Züge und Koordinaten bleiben, wie sie sind.

## Allen Spielen gemeinsam

diagrams-black = Schwarz
diagrams-white = Weiß
diagrams-player-colour = { $player } ({ $colour })
diagrams-to-move = Am Zug: { $player }.
diagrams-to-move-task = Am Zug: { $player } ({ $task }).
diagrams-last-move = Letzter Zug: { $move }.
diagrams-result-aborted = Ergebnis: Partie abgebrochen.
diagrams-result-agreed = Ergebnis: Remis nach Vereinbarung.
diagrams-result-adjudicated-draw = Ergebnis: Remis, durch Entscheid eines Moderators.
diagrams-result-drawn = Ergebnis: Remis ({ $reason }).
diagrams-result-wins = Ergebnis: { $player } gewinnt ({ $how }).
diagrams-how-resigned = { $player } hat aufgegeben
diagrams-how-timeout = { $player } hat die Zeit überschritten
diagrams-how-adjudicated = Entscheid eines Moderators
diagrams-sides = B = { $black }   W = { $white }
diagrams-sides-unchosen = B = { $black }   W = { $white }   (Farben noch nicht gewählt: { $player } wählt)

## Pinch

diagrams-pinch-title = Pinch { $size }x{ $size }, Halbzug { $ply }
diagrams-pinch-legend = X = { $black }   O = { $white }
diagrams-pinch-goals = Schwarz verbindet die Reihen 1 und { $size }, Weiß die Linien a und { $last }.
diagrams-pinch-reason-connection = durch Verbindung
diagrams-pinch-swap = Letzter Zug: swap (der zweite Spieler hat Schwarz übernommen).
diagrams-pinch-last-converting = Letzter Zug: { $move }, verwandelt { $stones }.
diagrams-pinch-mark = { $mark } markiert den zuletzt gesetzten Stein.
diagrams-pinch-mark-converted = { $mark } markiert den zuletzt gesetzten Stein; x und o sind die Steine, die er verwandelt hat.

## Pletore

diagrams-pletore-title = Pletore { $size }x{ $size }, Halbzug { $ply }
diagrams-pletore-reason-score = nach Punkten
diagrams-pletore-task-komi = Komi nennen: komi N
diagrams-pletore-task-side = Farbe wählen: side black / side white
diagrams-pletore-score = Punkte: Schwarz { $black }, Weiß { $white } ({ $extras }).
diagrams-pletore-komi-unset = Komi noch nicht festgelegt
diagrams-pletore-komi = Komi { $komi } für Weiß
diagrams-pletore-button-free = Button frei
diagrams-pletore-button-taken = Button genommen von { $colour }
diagrams-pletore-no-button = kein Button
diagrams-pletore-last-flip = Letzter Zug: { $move } (ein Umdrehen).
diagrams-pletore-control = b, w: ein leerer Punkt, den Schwarz bzw. Weiß kontrolliert.
diagrams-pletore-mark = { $mark } markiert den Punkt des letzten Zuges.

## Les

diagrams-les-title = Les, Sechseck mit Seitenlänge { $size }, Halbzug { $ply }
diagrams-les-reason-no-contact = nach Löchern
diagrams-les-task-setup = die vier Anfangssteine setzen
diagrams-les-task-side = eine Farbe wählen
diagrams-les-points = Kontaktpunkte: { $contact }; einzelne Punkte: { $lone }.
diagrams-les-points-no-lone = Kontaktpunkte: { $contact }; einzelne Punkte: 0 (ein Zug ist ein Kontaktstein).
diagrams-les-mark = { $mark } markiert die Steine des letzten Zuges.
diagrams-les-holes = b, w: die leeren Punkte eines Lochs, das Schwarz bzw. Weiß gehört.
diagrams-les-owns = { $colour } besitzt { $count ->
        [one] ein Loch
       *[other] { $count } Löcher
    }{ $count ->
        [0] {""}
        [one] {" "}(Größe { $sizes })
       *[other] {" "}(Größen { $sizes })
    }.
diagrams-les-key = Ein Punkt ist Reihenbuchstabe + Liniennummer; Linien laufen von den Zahlen nach rechts unten.

## Plakoto

diagrams-plakoto-title = Plakoto, Match auf { $length }, Spiel { $game }: { $first } { $first-score } - { $second } { $second-score }
diagrams-plakoto-legend = O = { $white }   X = { $black }
diagrams-plakoto-reason-borne-off = durch Abtragen
diagrams-plakoto-reason-gammon = durch Gammon
diagrams-plakoto-reason-mother = durch Festsetzen des Muttersteins
diagrams-plakoto-reason-both-mothers = beide Muttersteine festgesetzt
diagrams-plakoto-to-move = Am Zug: { $player } mit { $dice }.
diagrams-plakoto-opening = Am Wurf: der Eröffnungswurf, ein Würfel für jeden; der höhere beginnt.
diagrams-plakoto-to-roll = Am Wurf: { $player }.
diagrams-plakoto-game-drawn = Letztes beendetes Spiel: unentschieden ({ $how }).
diagrams-plakoto-game-won = Letztes beendetes Spiel: gewonnen von { $player }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } ({ $how }).
diagrams-plakoto-last-turn = Letzter Zug: { $colour } { $move }.
diagrams-plakoto-last-turn-dice = Letzter Zug: { $colour } { $move } mit { $dice }.
diagrams-plakoto-last-turn-here = Letzter Zug: { $colour } { $move } (in der Zählung von { $colour }; hier { $here }).
diagrams-plakoto-last-turn-dice-here = Letzter Zug: { $colour } { $move } mit { $dice } (in der Zählung von { $colour }; hier { $here }).
diagrams-plakoto-last = Zuletzt: { $move }.
diagrams-plakoto-last-move = Letzter Zug: { $colour } { $move }.
diagrams-plakoto-last-move-here = Letzter Zug: { $colour } { $move } (in der Zählung von { $colour }; hier { $here }).
diagrams-plakoto-numbers = Zählung von { $colour }: { $letter } zieht 24 -> 1, Heimfeld unten rechts.
diagrams-plakoto-borne-off = Abgetragen: Weiß { $white }, Schwarz { $black }.
diagrams-plakoto-pinned = Festgesetzt: { $pinned }.
diagrams-plakoto-pinned-none = Festgesetzt: keine.
diagrams-plakoto-pins = { $count } { $colour } (auf { $points })
diagrams-plakoto-key = o, x: festgesetzter Stein (am Rand); Zahl: wie viele von der oberen Farbe.

## Plateau

diagrams-plateau-title-public = Plateau, Halbzug { $ply }, öffentliche Ansicht
diagrams-plateau-title-seen = Plateau, Halbzug { $ply }, gesehen von { $player }
diagrams-plateau-reason-six-prisoners = sechs Gefangene
diagrams-plateau-reason-six-unit = eine Sechserreihe
diagrams-plateau-task-open = einen Eröffnungsstapel setzen: open <Randfeld> <unten> <oben>
diagrams-plateau-task-answer = auf das Angebot antworten
diagrams-plateau-task-declined = das Angebot erhöhen oder zurückziehen
diagrams-plateau-worth = { $pieces } (Wert { $worth })
diagrams-plateau-tender-declined = Angebot: { $player } bietet { $offer }; abgelehnt, { $by } muss erhöhen oder zurückziehen.
diagrams-plateau-tender-floor = Angebot: { $player } bietet { $offer }; { $responder } muss { $floor } geben oder mehr als { $value }.
diagrams-plateau-tender-open = Angebot: { $player } bietet { $offer }; { $responder } darf ablehnen oder mehr als { $value } geben.
diagrams-plateau-last-move = Letzter Zug: { $move }
diagrams-plateau-last-move-by = Letzter Zug: { $player }: { $move }
diagrams-plateau-hand-hidden = Hand von { $player }: { $count ->
        [one] 1 Stein
       *[other] { $count } Steine
    }, nicht gezeigt.
diagrams-plateau-hand = Hand von { $player }: { $pieces } ({ $count }).
diagrams-plateau-hand-empty = Hand von { $player }: leer ({ $count }).
diagrams-plateau-prisoners = Gefangene von { $player }: { $held }.
diagrams-plateau-prisoners-none = Gefangene von { $player }: keine.
diagrams-plateau-key = Ein Stein ist Besitzer:obere Seite+Unterseite, davor seine Höhe im Stapel.
diagrams-plateau-faces = Seiten: x leer, r rot, b blau, o orange, ? für diese Ansicht verborgen.
diagrams-plateau-mark = { $mark } markiert die Felder, die der letzte Zug berührt hat.
