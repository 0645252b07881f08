# The prose lines of the monospace board diagrams in a plain-text turn mail
# (rendering/text). The board itself is notation and stays as it is: keep the
# letters X, O, B, W, b, w, o, x, the marks ">" and "*", moves and coordinates
# exactly as written here. Lines are wrapped at 72 columns.

## Shared by every game

diagrams-black = Black
diagrams-white = White
# A player and the colour they play.
diagrams-player-colour = { $player } ({ $colour })
diagrams-to-move = To move: { $player }.
# To move, with the task of this turn.
diagrams-to-move-task = To move: { $player } ({ $task }).
diagrams-last-move = Last move: { $move }.
diagrams-result-aborted = Result: game aborted.
diagrams-result-agreed = Result: drawn by agreement.
diagrams-result-adjudicated-draw = Result: a draw, by a moderator's ruling.
diagrams-result-drawn = Result: drawn ({ $reason }).
# $how: how the game was won (one of the reasons below, or who resigned).
diagrams-result-wins = Result: { $player } wins ({ $how }).
diagrams-how-resigned = { $player } resigned
diagrams-how-timeout = { $player } ran out of time
diagrams-how-adjudicated = a moderator's ruling
# B and W are the stones' letters on the board.
diagrams-sides = B = { $black }   W = { $white }
diagrams-sides-unchosen = B = { $black }   W = { $white }   (sides not chosen yet: { $player } chooses)

## Pinch

diagrams-pinch-title = Pinch { $size }x{ $size }, ply { $ply }
diagrams-pinch-legend = X = { $black }   O = { $white }
# $last: the last file letter (notation).
diagrams-pinch-goals = Black joins ranks 1 and { $size }, White joins files a and { $last }.
diagrams-pinch-reason-connection = connection
diagrams-pinch-swap = Last move: swap (the second player took Black).
# $stones: the converted points, in notation.
diagrams-pinch-last-converting = Last move: { $move }, converting { $stones }.
diagrams-pinch-mark = { $mark } marks the last stone placed.
diagrams-pinch-mark-converted = { $mark } marks the last stone placed; x and o are the stones it converted.

## Pletore

diagrams-pletore-title = Pletore { $size }x{ $size }, ply { $ply }
diagrams-pletore-reason-score = on score
diagrams-pletore-task-komi = name the komi: komi N
diagrams-pletore-task-side = choose a side: side black / side white
# $extras: the komi and the button, joined with ", ".
diagrams-pletore-score = Score: Black { $black }, White { $white } ({ $extras }).
diagrams-pletore-komi-unset = komi not set yet
diagrams-pletore-komi = komi { $komi } for White
diagrams-pletore-button-free = button free
diagrams-pletore-button-taken = button taken by { $colour }
diagrams-pletore-no-button = no button
diagrams-pletore-last-flip = Last move: { $move } (a flip).
diagrams-pletore-control = b, w: an empty point Black, White controls.
diagrams-pletore-mark = { $mark } marks the point of the last move.

## Les

diagrams-les-title = Les, hexagon of side { $size }, ply { $ply }
diagrams-les-reason-no-contact = on holes
diagrams-les-task-setup = place the four starting stones
diagrams-les-task-side = choose a side
diagrams-les-points = Contact points: { $contact }; lone points: { $lone }.
diagrams-les-points-no-lone = Contact points: { $contact }; lone points: 0 (a turn is one contact stone).
diagrams-les-mark = { $mark } marks the stones of the last move.
diagrams-les-holes = b, w: the empty points of a hole Black, White owns.
# $sizes: the holes' sizes, joined with ", ".
diagrams-les-owns = { $colour } owns { $count } hole(s){ $count ->
        [0] {""}
       *[other] {" "}(sizes { $sizes })
    }.
diagrams-les-key = A point is row letter + line number; lines run down-right from labels.

## Plakoto

diagrams-plakoto-title = Plakoto, match to { $length }, game { $game }: { $first } { $first-score } - { $second } { $second-score }
diagrams-plakoto-legend = O = { $white }   X = { $black }
diagrams-plakoto-reason-borne-off = bearing off
diagrams-plakoto-reason-gammon = a gammon
diagrams-plakoto-reason-mother = pinning the mother checker
diagrams-plakoto-reason-both-mothers = both mothers pinned
diagrams-plakoto-to-move = To move: { $player } with { $dice }.
diagrams-plakoto-opening = To roll: the opening roll, one die each; the higher one starts.
diagrams-plakoto-to-roll = To roll: { $player }.
diagrams-plakoto-game-drawn = Last finished game: drawn ({ $how }).
diagrams-plakoto-game-won = Last finished game: won by { $player }, { $points ->
        [one] 1 point
       *[other] { $points } points
    } ({ $how }).
# $colour: the colour that moved; $move: the turn in that colour's numbers.
diagrams-plakoto-last-turn = Last turn: { $colour } { $move }.
diagrams-plakoto-last-turn-dice = Last turn: { $colour } { $move } with { $dice }.
# $here: the same hops in the numbers of this diagram.
diagrams-plakoto-last-turn-here = Last turn: { $colour } { $move } (in { $colour }'s numbers; { $here } here).
diagrams-plakoto-last-turn-dice-here = Last turn: { $colour } { $move } with { $dice } (in { $colour }'s numbers; { $here } here).
diagrams-plakoto-last = Last: { $move }.
diagrams-plakoto-last-move = Last move: { $colour } { $move }.
diagrams-plakoto-last-move-here = Last move: { $colour } { $move } (in { $colour }'s numbers; { $here } here).
# $letter: the letter of that colour's checkers.
diagrams-plakoto-numbers = Numbers are { $colour }'s: { $letter } moves 24 -> 1, home board bottom right.
diagrams-plakoto-borne-off = Borne off: White { $white }, Black { $black }.
# $pinned: a list of diagrams-plakoto-pins, joined with ", ".
diagrams-plakoto-pinned = Pinned: { $pinned }.
diagrams-plakoto-pinned-none = Pinned: none.
diagrams-plakoto-pins = { $count } { $colour } (on { $points })
diagrams-plakoto-key = o, x: pinned checker (at the rim); number: how many of the top colour.

## Plateau

diagrams-plateau-title-public = Plateau, ply { $ply }, public view
diagrams-plateau-title-seen = Plateau, ply { $ply }, seen by { $player }
diagrams-plateau-reason-six-prisoners = six prisoners
diagrams-plateau-reason-six-unit = a run of six
diagrams-plateau-task-open = place an opening stack: open <edge square> <bottom> <top>
diagrams-plateau-task-answer = answer the tender
diagrams-plateau-task-declined = raise or withdraw the tender
# $pieces: piece letters (notation); $worth: their total value.
diagrams-plateau-worth = { $pieces } (worth { $worth })
diagrams-plateau-tender-declined = Tender: { $player } offers { $offer }; declined, { $by } must raise or withdraw.
diagrams-plateau-tender-floor = Tender: { $player } offers { $offer }; { $responder } must give { $floor }, or more than { $value }.
diagrams-plateau-tender-open = Tender: { $player } offers { $offer }; { $responder } may decline, or give more than { $value }.
diagrams-plateau-last-move = Last move: { $move }
diagrams-plateau-last-move-by = Last move: { $player }: { $move }
diagrams-plateau-hand-hidden = Hand of { $player }: { $count } piece(s), not shown.
diagrams-plateau-hand = Hand of { $player }: { $pieces } ({ $count }).
diagrams-plateau-hand-empty = Hand of { $player }: empty ({ $count }).
diagrams-plateau-prisoners = Prisoners held by { $player }: { $held }.
diagrams-plateau-prisoners-none = Prisoners held by { $player }: none.
diagrams-plateau-key = A piece is owner:up face+underside, its height in the stack before it.
diagrams-plateau-faces = Faces: x blank, r red, b blue, o orange, ? not shown to this view.
diagrams-plateau-mark = { $mark } marks the squares the last move touched.
