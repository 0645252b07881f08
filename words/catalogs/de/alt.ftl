# Alternativtext: ein Brett in Worten, für alle, die es nicht sehen können
# (Bildschirmleser, Bildbeschreibungen auf Discord, alt in Mail und Web).

alt-title = { $title }, nach { $ply } { $ply ->
        [one] Halbzug
       *[other] Halbzügen
    }.
alt-to-move = { $player } ist am Zug.
alt-dice-due = Die Würfel sind zu werfen.
alt-wins = { $player } gewinnt.
alt-drawn = Die Partie endet remis.
alt-last = Letzter Zug: { $move }.
alt-board-empty = Das Brett ist leer.
alt-stones = { $colour }, { $count } { $count ->
        [one] Stein
       *[other] Steine
    }: { $points }.
alt-stones-count = { $colour }: { $count } { $count ->
        [one] Stein
       *[other] Steine
    }.

## Pletore

alt-pletore-score = Punkte: Schwarz { $black }, Weiß { $white }.

## Plakoto

alt-plakoto-match = Match bis { $length }: { $first } { $first_score }, { $second } { $second_score }.
alt-plakoto-rolled = { $colour } würfelte { $dice } im letzten Zug.
alt-plakoto-dice = { $colour } zieht mit { $dice }.
alt-plakoto-pinned-now = { $colour } hat einen Stein von { $pinned } auf Punkt { $point } festgesetzt.
alt-plakoto-race = Pipzahl: Weiß { $white }, Schwarz { $black }.
alt-plakoto-off = Abgetragen: Weiß { $white }, Schwarz { $black }.
alt-plakoto-point = { $point } ({ $count })
alt-plakoto-point-pinning = { $point } ({ $count }, setzt { $pinned } fest)
alt-plakoto-point-pinned = { $point } (festgesetzt)
alt-plakoto-checkers = Steine von { $colour }, nach Punkten in der Zählung von Weiß: { $points }.
alt-plakoto-on-board = { $colour }: { $count } { $count ->
        [one] Stein
       *[other] Steine
    } auf dem Brett.

## Plateau

alt-plateau-hand-hidden = { $player } hat { $count } { $count ->
        [one] Stück
       *[other] Stücke
    } auf der Hand.
alt-plateau-hand = { $player } hat { $count ->
        [0] keine Stücke
       *[other] { $pieces }
    } auf der Hand.
alt-plateau-prisoners = { $player } hält { $count ->
        [0] keine Gefangenen
        [one] einen Gefangenen im Wert { $worth }: { $pieces }
       *[other] { $count } Gefangene im Wert { $worth }: { $pieces }
    }.
alt-plateau-square = { $square }, { $count } hoch: { $pieces }.
alt-plateau-square-top = { $square }, { $count } hoch, oben { $colour } { $up }.
alt-plateau-piece = { $colour } { $up } über { $down }
alt-plateau-face-x = leer
alt-plateau-face-r = rot
alt-plateau-face-b = blau
alt-plateau-face-o = orange
alt-plateau-face-hidden = verdeckt

## Das Brett in Worten, Reihe für Reihe vorgelesen

text-board-rank = Reihe { $row }: { $stones }.
text-board-row = Reihe { $row }: { $stones }.
text-board-stone = { $point } { $colour }
text-board-empty = leer
text-board-point = Punkt { $point }: { $count } { $colour }.
text-board-point-pinning = Punkt { $point }: { $count } { $colour }, setzt einen von { $pinned } fest.
text-board-square-empty = { $square }: leer.

## Die Tabelle eines Turniers

alt-standings = Tabelle des Turniers #{ $tournament }, { $name }:
alt-standings-row = { $rank }. { $player }: Punkte { $points }, { $wins } gewonnen, { $draws } remis, { $losses } verloren.
alt-standings-more = …und { $count } weitere.

alt-replay = Eine Animation von { $title }: { $frames } Bilder, je ein Zug, vom Anfang bis Halbzug { $plies }.
