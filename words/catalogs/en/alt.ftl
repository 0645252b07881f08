# Alt text: a board image in words, for whoever cannot see it (screen readers,
# Discord's image descriptions, mail and web alt). Each message is one sentence;
# a board's description is these sentences one per line, in this order: the title,
# whose turn it is, the last move, the score or race, then the position.

# $title: the game's title (names both players); $ply: plies played.
alt-title = { $title }, after { $ply } { $ply ->
        [one] ply
       *[other] plies
    }.
alt-to-move = { $player } to move.
alt-dice-due = The dice are to be rolled.
alt-wins = { $player } wins.
alt-drawn = The game is drawn.
# $move: the last move as the game posts it ("e5, converting d5 and e4").
alt-last = Last move: { $move }.
alt-board-empty = The board is empty.
# $colour: Black or White; $points: the points, in reading order.
alt-stones = { $colour }, { $count } { $count ->
        [one] stone
       *[other] stones
    }: { $points }.
alt-stones-count = { $colour }: { $count } { $count ->
        [one] stone
       *[other] stones
    }.

## Pletore

alt-pletore-score = Score: Black { $black }, White { $white }.

## Plakoto: points in White's numbering, 24 down to 1

alt-plakoto-match = Match to { $length }: { $first } { $first_score }, { $second } { $second_score }.
alt-plakoto-rolled = { $colour } rolled { $dice } for the last turn.
alt-plakoto-dice = { $colour } to move with { $dice }.
alt-plakoto-pinned-now = { $colour } pinned a { $pinned } checker on point { $point }.
alt-plakoto-race = Pip count: White { $white }, Black { $black }.
alt-plakoto-off = Borne off: White { $white }, Black { $black }.
alt-plakoto-point = { $point } ({ $count })
alt-plakoto-point-pinning = { $point } ({ $count }, pinning { $pinned })
alt-plakoto-point-pinned = { $point } (pinned)
alt-plakoto-checkers = { $colour } checkers, by point in White's numbering: { $points }.
alt-plakoto-on-board = { $colour }: { $count } { $count ->
        [one] checker
       *[other] checkers
    } on the board.

## Plateau: stacks from a1, each top piece first; a face this reader may not see is hidden

alt-plateau-hand-hidden = { $player } holds { $count } { $count ->
        [one] piece
       *[other] pieces
    } in hand.
alt-plateau-hand = { $player } holds { $count ->
        [0] no pieces
       *[other] { $pieces }
    } in hand.
alt-plateau-prisoners = { $player } holds { $count ->
        [0] no prisoners
        [one] one prisoner worth { $worth }: { $pieces }
       *[other] { $count } prisoners worth { $worth }: { $pieces }
    }.
alt-plateau-square = { $square }, { $count } high: { $pieces }.
alt-plateau-square-top = { $square }, { $count } high, { $colour } { $up } on top.
# A piece: its owner's colour, the face up over the face down.
alt-plateau-piece = { $colour } { $up } over { $down }
alt-plateau-face-x = blank
alt-plateau-face-r = red
alt-plateau-face-b = blue
alt-plateau-face-o = orange
alt-plateau-face-hidden = hidden

## The board in words (/board text:true, /settings board:text), read aloud row by row

text-board-rank = Rank { $row }: { $stones }.
text-board-row = Row { $row }: { $stones }.
# A stone on a point: "e5 Black".
text-board-stone = { $point } { $colour }
text-board-empty = empty
text-board-point = Point { $point }: { $count } { $colour }.
text-board-point-pinning = Point { $point }: { $count } { $colour }, pinning one { $pinned }.
text-board-square-empty = { $square }: empty.

## A tournament's standings (the table image)

alt-standings = Standings of tournament #{ $tournament }, { $name }:
alt-standings-row = { $rank }. { $player }: points { $points }, { $wins } won, { $draws } drawn, { $losses } lost.
alt-standings-more = …and { $count } more.

# /replay's animation: $frames pictures, a move each, up to ply $plies.
alt-replay = An animation of { $title }: { $frames } frames, a move each, from the start to ply { $plies }.
