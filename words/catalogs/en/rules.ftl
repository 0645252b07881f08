# The engines' refusals (rules/): what a move, an option or a record cannot be, and why.
# Values are notation or typed text shown as written ($raw, $option, $name are quoted
# as the player typed them); lists are joined as the rules join them.

## Options and records (all games)

rules-option-choice-too-big = { $name } must be one of { $choices }, not a number that big.
rules-option-whole-too-big = { $name } must be a whole number, not a number that big.
rules-option-kind-too-big = { $name } must be a { $kind }, not a number that big.
rules-option-choice-not = { $name } must be one of { $choices }, not { $raw }.
rules-option-whole-not = { $name } must be a whole number, not { $raw }.
rules-option-kind-not = { $name } must be a { $kind }, not { $raw }.
rules-option-unknown = Unknown option { $option }; this game accepts: { $accepted }.
rules-option-unknown-none = Unknown option { $option }; this game accepts: none.
rules-entry-needs-seat = '{ $kind }' needs a seat: '{ $kind } 0' or '{ $kind } 1'.
rules-entry-adjudicate-needs-winner = 'adjudicate' needs the winner: 'adjudicate 0', 'adjudicate 1' or 'adjudicate draw'.
rules-entry-no-argument = '{ $kind }' takes no argument.
rules-header-twice = The header sets { $key } twice.
rules-record-no-game = A record must start with a 'game:' header line.
rules-record-game-not-first = 'game:' must be the first header line.
rules-unknown-game = There is no game called { $name }; known games: { $known }.
rules-game-over = The game is over; no more moves can be played.
rules-nothing-to-undo = There is no move to take back yet.

## Pinch

rules-pinch-not-a-move = Not a Pinch move: { $text } — moves look like e5 or swap.
rules-pinch-off-board-files = { $point } is not on the { $size }×{ $size } board (files a–{ $last }, ranks 1–{ $size }).
rules-pinch-not-a-move-object = { $move } is not a Pinch move.
rules-pinch-swap-late = swap is only possible as the second move of the game.
rules-pinch-occupied = { $point } is already occupied.
rules-pinch-off-board = { $point } is not on the { $size }×{ $size } board.

## Les

-les-hint = a turn looks like 'c4 g7' (contact point, then lone point) or 'c4' once no lone point is left; before play come 'setup d4 d5 b2 b4' and 'side black' or 'side white'

rules-les-empty = An empty message is not a Les move; { -les-hint }.
rules-les-setup-count = A setup names exactly four points, Black, White, Black, White (like 'setup d4 d5 b2 b4'), but { $typed } names { $count }.
rules-les-not-a-side = Not a side choice: { $typed } — write 'side black' or 'side white'.
rules-les-no-pass = Les has no pass: every turn starts with a stone on a contact point, and the game ends by itself once no contact point is left.
rules-les-too-many = Not a Les move: { $typed } — a turn places at most two stones; { -les-hint }.
rules-les-not-a-point = Not a point: { $word } — points are a row letter and a line number, like 'd4'; { -les-hint }.
rules-les-off-row = { $point } is not a point of the size-{ $size } board: row { $row } runs from { $low } to { $high }.
rules-les-off-rows = { $point } is not a point of the size-{ $size } board: its rows run from a to { $last }.
rules-les-not-a-move-object = { $move } is not a Les move.
rules-les-game-over = The game is over: no contact point is left, so no more moves can be played.
rules-les-off-board = { $point } is not a point of the size-{ $size } board.
rules-les-setup-first = The game has not started: seat 0 first places the four starting stones, e.g. 'setup d4 d5 b2 b4' (Black, White adjacent; Black, White a one-point jump apart).
rules-les-side-first = The game has not started: seat 1 first picks a colour with 'side black' or 'side white'.
rules-les-occupied = You cannot place on { $point }: it is occupied.
rules-les-occupied-did-you-mean = You cannot place on { $point }: it is occupied. The contact placement comes first: did you mean '{ $swapped }'?
rules-les-not-contact-black = { $point } is not a contact point: the first stone of a turn must touch both a Black and a White stone, and it touches only Black stones ({ $stones }). Contact points now: { $contact }.
rules-les-not-contact-black-did-you-mean = { $point } is not a contact point: the first stone of a turn must touch both a Black and a White stone, and it touches only Black stones ({ $stones }). Contact points now: { $contact }. The contact placement comes first: did you mean '{ $swapped }'?
rules-les-not-contact-white = { $point } is not a contact point: the first stone of a turn must touch both a Black and a White stone, and it touches only White stones ({ $stones }). Contact points now: { $contact }.
rules-les-not-contact-white-did-you-mean = { $point } is not a contact point: the first stone of a turn must touch both a Black and a White stone, and it touches only White stones ({ $stones }). Contact points now: { $contact }. The contact placement comes first: did you mean '{ $swapped }'?
rules-les-not-contact-none = { $point } is not a contact point: the first stone of a turn must touch both a Black and a White stone, and it touches no stone at all. Contact points now: { $contact }.
rules-les-not-contact-none-did-you-mean = { $point } is not a contact point: the first stone of a turn must touch both a Black and a White stone, and it touches no stone at all. Contact points now: { $contact }. The contact placement comes first: did you mean '{ $swapped }'?
rules-les-lone-required = A lone placement is still required after { $contact }: lone points remain ({ $lone }), e.g. '{ $contact } { $example }'.
rules-les-not-lone-same-left = { $point } is not a lone point once { $contact } is down: the two placements must be on different points. The second stone must touch no stone at all; lone points after { $contact }: { $lone }.
rules-les-not-lone-same-none-left = { $point } is not a lone point once { $contact } is down: the two placements must be on different points. The second stone must touch no stone at all; no lone point is left after { $contact }, so play '{ $contact }' alone.
rules-les-not-lone-occupied-left = { $point } is not a lone point once { $contact } is down: { $point } is occupied. The second stone must touch no stone at all; lone points after { $contact }: { $lone }.
rules-les-not-lone-occupied-none-left = { $point } is not a lone point once { $contact } is down: { $point } is occupied. The second stone must touch no stone at all; no lone point is left after { $contact }, so play '{ $contact }' alone.
rules-les-not-lone-touches-new-left = { $point } is not a lone point once { $contact } is down: { $point } touches { $contact }, the stone you have just placed. The second stone must touch no stone at all; lone points after { $contact }: { $lone }.
rules-les-not-lone-touches-new-none-left = { $point } is not a lone point once { $contact } is down: { $point } touches { $contact }, the stone you have just placed. The second stone must touch no stone at all; no lone point is left after { $contact }, so play '{ $contact }' alone.
rules-les-not-lone-touches-left = { $point } is not a lone point once { $contact } is down: { $point } touches { $stones }. The second stone must touch no stone at all; lone points after { $contact }: { $lone }.
rules-les-not-lone-touches-none-left = { $point } is not a lone point once { $contact } is down: { $point } touches { $stones }. The second stone must touch no stone at all; no lone point is left after { $contact }, so play '{ $contact }' alone.
rules-les-setup-done = The starting stones are already placed; the setup happens once.
rules-les-setup-repeats = The four setup points must be distinct: '{ $setup }' repeats one.
rules-les-setup-not-adjacent = The first Black and White setup stones must be adjacent, but { $black } and { $white } are not neighbours.
rules-les-setup-jump-off-line = The second Black and White setup stones must be a one-point jump (on one line with one empty point between), but for { $black } and { $white } they are two steps apart but not on a common line (they share the neighbours { $first } and { $second }).
rules-les-setup-jump-far = The second Black and White setup stones must be a one-point jump (on one line with one empty point between), but for { $black } and { $white } they are not two points apart on a line.
rules-les-setup-middle = The point between { $black } and { $white } is { $middle }, which must stay empty, but the setup puts a stone there.
rules-les-sides-chosen-black = Sides are already chosen: seat 0 plays black, seat 1 plays white.
rules-les-sides-chosen-white = Sides are already chosen: seat 0 plays white, seat 1 plays black.
rules-side-black-or-white = The side must be black or white.

## Pletore

-pletore-hint = moves look like d4, d4x, place d4, flip d4, pass, button, komi 7 or side black

rules-pletore-empty = An empty message is not a Pletore move; { -pletore-hint }.
rules-pletore-not-komi = Not a komi move: { $typed } — komi must be a whole number, like 'komi 7' or 'komi -2' (the button supplies any half point).
rules-pletore-takes-a-point = Not a Pletore move: { $typed } — '{ $head }' takes a point, like '{ $head } d4'.
rules-pletore-not-a-move = Not a Pletore move: { $typed } — { -pletore-hint }.
rules-pletore-off-board-files = { $point } is not a point of the { $size }×{ $size } board (files a–{ $last }, ranks 1–{ $size }).
rules-pletore-komi-range = The komi must be a whole number from -{ $limit } to { $limit } on a { $size }×{ $size } board; beyond that the result would be fixed before the first move.
rules-pletore-komi-in-choose = komi cannot be set in komi_mode choose: seat 0 names it with a move; use komi_mode fixed for a komi agreed in the challenge.
rules-pletore-fixed-needs-komi = komi_mode fixed needs a komi option, e.g. komi: 7.
rules-pletore-komi-option-range = komi must be a whole number from -{ $limit } to { $limit } on a { $size }×{ $size } board, not { $komi }.
rules-pletore-not-a-move-object = { $move } is not a Pletore move.
rules-pletore-own-stone = You cannot play { $move }: it holds your own stone, and only enemy stones can be flipped.
rules-pletore-komi-first = The game has not started: seat 0 first names the komi, e.g. 'komi 7' (a whole number from -{ $limit } to { $limit }).
rules-pletore-off-board = { $point } is not a point of the { $size }×{ $size } board.
rules-pletore-occupied-enemy = You cannot place on { $point }: it is occupied; to flip the enemy stone there, play '{ $point }x'.
rules-pletore-occupied = You cannot place on { $point }: it is occupied.
rules-pletore-controlled-black = You cannot place on { $point }: Black controls it (Black pinches it and you do not).
rules-pletore-controlled-white = You cannot place on { $point }: White controls it (White pinches it and you do not).
rules-pletore-anti-mirror = You cannot place on { $point } on White's first turn: it is the 180° image of Black's { $black }, which the anti-mirror rule of even boards forbids.
rules-pletore-flip-own = You cannot flip { $point }: it is your own stone; only enemy stones can be flipped.
rules-pletore-flip-empty = You cannot flip { $point }: it is empty, so there is nothing to flip; play '{ $point }' to place a stone there.
rules-pletore-flip-both = You cannot flip { $point }: both players pinch it, so nobody controls it.
rules-pletore-flip-unpinched-black = You cannot flip { $point }: Black does not pinch it (that needs a Black stone in sight both vertically and horizontally).
rules-pletore-flip-unpinched-white = You cannot flip { $point }: White does not pinch it (that needs a White stone in sight both vertically and horizontally).
rules-pletore-pass-button = You cannot pass while the button is still available; take it with 'button' or play on the board.
rules-pletore-pass-free = You cannot pass while an empty point is controlled by nobody ({ $points }); place a stone there instead.
rules-pletore-no-button = This game has no button: the komi { $komi } and the board size { $size } differ in parity.
rules-pletore-button-black = The button has already been taken by Black.
rules-pletore-button-white = The button has already been taken by White.
rules-pletore-komi-set = The komi is already set to { $komi }; it cannot change.
rules-pletore-komi-whole = komi must be a whole number, like 'komi 7' or 'komi -2'.
rules-pletore-sides-chosen-black = Sides are already chosen: seat 0 plays Black, seat 1 plays White.
rules-pletore-sides-chosen-white = Sides are already chosen: seat 0 plays White, seat 1 plays Black.

## Plakoto

-plakoto-hint = a turn is written checker by checker in your own numbering, like '24/18 13/9', '24/14', '8/4(2)' or '6/off'

# A typed turn that is not legal: the reason, then what is legal (-pass: only 'pass'; -legal:
# the first legal turns, $legal, and how many more, $more).
rules-plakoto-no-checker-pinned-pass = No checker of yours can move from your { $point }-point: your checker there is pinned. No checker can move with { $dice }: play 'pass'.
rules-plakoto-no-checker-pinned-legal = No checker of yours can move from your { $point }-point: your checker there is pinned. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-no-checker-theirs-pass = No checker of yours can move from your { $point }-point: the checkers there are your opponent's. No checker can move with { $dice }: play 'pass'.
rules-plakoto-no-checker-theirs-legal = No checker of yours can move from your { $point }-point: the checkers there are your opponent's. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-no-checker-none-pass = No checker of yours can move from your { $point }-point: you have no checker there. No checker can move with { $dice }: play 'pass'.
rules-plakoto-no-checker-none-legal = No checker of yours can move from your { $point }-point: you have no checker there. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-too-few-pass = You have only { $count } { $count ->
        [one] checker
       *[other] checkers
    } on your { $point }-point, not { $used }. No checker can move with { $dice }: play 'pass'.
rules-plakoto-too-few-legal = You have only { $count } { $count ->
        [one] checker
       *[other] checkers
    } on your { $point }-point, not { $used }. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-closed-pinned-pass = Your { $point }-point is closed: your checker is pinned there. No checker can move with { $dice }: play 'pass'.
rules-plakoto-closed-pinned-legal = Your { $point }-point is closed: your checker is pinned there. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-closed-held-pass = Your { $point }-point is closed: two or more opposing checkers stand there. No checker can move with { $dice }: play 'pass'.
rules-plakoto-closed-held-legal = Your { $point }-point is closed: two or more opposing checkers stand there. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-bear-pinned-pass = You cannot bear off: one of your checkers is pinned. No checker can move with { $dice }: play 'pass'.
rules-plakoto-bear-pinned-legal = You cannot bear off: one of your checkers is pinned. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-bear-not-home-pass = You cannot bear off: not all your checkers are home. No checker can move with { $dice }: play 'pass'.
rules-plakoto-bear-not-home-legal = You cannot bear off: not all your checkers are home. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-bear-higher-pass = A { $die } cannot bear off from your { $point }-point while you have a checker on your { $higher }-point. No checker can move with { $dice }: play 'pass'.
rules-plakoto-bear-higher-legal = A { $die } cannot bear off from your { $point }-point while you have a checker on your { $higher }-point. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-ends-after-pass = The game ends after { $turn }; nothing can follow it. No checker can move with { $dice }: play 'pass'.
rules-plakoto-ends-after-legal = The game ends after { $turn }; nothing can follow it. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-use-both-pass = The turn { $turn } uses one die, but you must use both dice. No checker can move with { $dice }: play 'pass'.
rules-plakoto-use-both-legal = The turn { $turn } uses one die, but you must use both dice. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-use-more-pass = The turn { $turn } uses { $used } of the dice, but you can play { $best }. No checker can move with { $dice }: play 'pass'.
rules-plakoto-use-more-legal = The turn { $turn } uses { $used } of the dice, but you can play { $best }. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-larger-die-pass = You must play the larger die ({ $die }): only one die can be used. No checker can move with { $dice }: play 'pass'.
rules-plakoto-larger-die-legal = You must play the larger die ({ $die }): only one die can be used. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-not-legal-pass = The turn { $turn } is not legal. No checker can move with { $dice }: play 'pass'.
rules-plakoto-not-legal-legal = The turn { $turn } is not legal. Legal turns with { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-opening-due = The opening roll is due: each seat rolls one die, logged as 'open A-B' with seat 0's die first and no tie.
rules-plakoto-dice-due = The dice are due: seat { $seat } rolls next, logged as 'roll a-b'.
rules-plakoto-match-over = The match is over ({ $score }); no more moves can be played.
rules-plakoto-match-length = match_length must be a whole number from 1 to { $most }, not { $length }.
rules-plakoto-already-rolled = It is seat { $seat }'s turn to move with { $dice }; the dice are already rolled.
rules-plakoto-dice-rolled = The dice are already rolled ({ $dice }); seat { $seat } is to move.
rules-plakoto-no-pass = You cannot pass: with { $dice } you have legal turns, e.g. { $legal }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
rules-plakoto-only-pass = No checker of yours can move with { $dice }; the only legal move is 'pass'.
rules-plakoto-ambiguous = '{ $typed }' fits { $count } different turns: { $turns }; write the one you mean with its intermediate points.
rules-plakoto-bad-stack = Bad stack { $stack } in { $text }.
rules-plakoto-bad-pin = Bad pin { $pin } in { $text }.
rules-plakoto-not-fifteen = { $text } has { $white } White and { $black } Black checkers, not 15.
rules-plakoto-empty = An empty message is not a Plakoto move; { -plakoto-hint }.
rules-plakoto-not-dice = Not a dice result: { $typed } — write 'roll 6-3' or 'open 5-2' with dice 1 to 6.
rules-plakoto-no-bar = There is no bar in Plakoto: nothing is ever hit, a lone checker is pinned where it stands instead; { -plakoto-hint }.
rules-plakoto-not-a-move = Not a Plakoto move: { $word } — { -plakoto-hint }.
rules-plakoto-off-last = 'off' can only end a path, as in '6/off', not { $word }.
rules-plakoto-no-point = There is no point { $point }: points are numbered 1 to 24 from your own side, your 24-point being where your checkers start.
rules-plakoto-backwards = { $word } does not move forward: checkers only move from higher to lower point numbers in your own numbering.
rules-plakoto-repeat = A repeat like '(2)' counts 2 to 4 checkers, not { $repeat }.
rules-plakoto-too-many = { $typed } names { $count } checker moves, but a turn has at most four steps.

## Plateau
# $command is the refused command's name, $seat a seat (0 Black, 1 White), $piece a piece's
# type letter (A Ace, T Twister, RM Red Mask, BM Blue Mask, R Red, B Blue, M Mute).

-plateau-hint = Plateau commands look like 'open a1 xx rb', 'on rb b2/1', 'm a1! a2-1 a3+2 a4', 'stomp d4', 'x A M M', 'give T R M', 'decline', 'raise A B M M', 'withdraw' or 'pass'

rules-plateau-phase-over = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: the game is over, so no more moves can be played.
rules-plateau-phase-opening = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: { $seat ->
         [0] Black
        *[1] White
    } must first place an opening stack, privately, with 'open <square> <bottom code> <top code>' (e.g. 'open a1 xx rb').
rules-plateau-phase-answer = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: a tender worth { $worth } is waiting for { $seat ->
         [0] Black
        *[1] White
    }'s answer: 'give …' or 'decline'.
rules-plateau-phase-declined = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: { $seat ->
         [0] Black
        *[1] White
    }'s tender was declined: 'raise …' it with a larger offer or 'withdraw' it and play.
rules-plateau-phase-no-tender = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: no tender is waiting for an answer.
rules-plateau-phase-no-declined = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: there is no declined tender to raise or withdraw.
rules-plateau-phase-opened = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: the opening placements are over; onboard with 'on <code> <square>' instead.
rules-plateau-phase-withdrew = You cannot { $command ->
         [open] open
         [onboard] onboard
         [move] move
         [tender] tender
         [give] give
         [decline] decline
         [raise] raise
         [withdraw] withdraw
         [pass] pass
        *[play] play
    } now: { $seat ->
         [0] Black
        *[1] White
    } withdrew a tender this turn and must now onboard or move.
rules-plateau-bad-square = There is no square { $square } on the 4×4 board.
rules-plateau-bad-code = There is no piece { $code }: a code is two faces, up face first, of a real piece (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).
rules-plateau-no-pass = You cannot pass: you have a legal onboard, move or tender. A pass is only played when nothing else is possible.
rules-plateau-not-a-move-object = { $move } is not a Plateau move.
rules-plateau-not-perimeter = The opening stack must go on an edge square (file a or d, rank 1 or 4), and { $square } is not one.
rules-plateau-open-occupied = The square { $square } is occupied: the opening stack goes on an empty edge square.
rules-plateau-only-one = You have only one { $piece ->
         [A] Ace
         [T] Twister
         [RM] Red Mask
         [BM] Blue Mask
         [R] Red
         [B] Blue
        *[M] Mute
    }, so it cannot be both pieces of the opening stack.
rules-plateau-not-in-hand = You have no { $piece ->
         [A] Ace
         [T] Twister
         [RM] Red Mask
         [BM] Blue Mask
         [R] Red
         [B] Blue
        *[M] Mute
    } in your hand to onboard.
rules-plateau-bad-height = The stack on { $square } holds { $size } { $size ->
        [one] piece
       *[other] pieces
    }, so the height after '/' must be 0 to { $size } (0 is the bottom, { $size } on top).
rules-plateau-onboard-enemy-top = You cannot onboard at { $place }: you cannot onboard on top of a stack your opponent controls.
rules-plateau-onboard-not-touching = You cannot onboard at { $place }: a piece put at the bottom of a stack must touch one of your own pieces, and the bottom piece there is your opponent's.
rules-plateau-onboard-inside-enemy = You cannot onboard at { $place }: you cannot onboard between two of your opponent's pieces; an inserted piece must touch one of your own.
rules-plateau-name-prisoners = Name the prisoners by type letters (A T RM BM R B M), at least one.
rules-plateau-not-held = You do not hold all of those prisoners; you can only offer prisoners you hold.
rules-plateau-no-opp-prisoners = You cannot tender: your opponent holds no prisoners, so nothing could come back.
rules-plateau-give-floor = Those prisoners are worth { $worth }; the answer to a tender worth { $tender } must be worth exactly { $floor } (the best you can give without going over) or more than { $tender }.
rules-plateau-give-more = Those prisoners are worth { $worth }; an answer to a tender worth { $tender } must be worth more than { $tender }, or you may decline.
rules-plateau-cannot-decline = You cannot decline: you can give prisoners worth exactly { $floor } without going over the tender's { $tender }, so you must answer with 'give'.
rules-plateau-raise-higher = A raise must be worth more than the declined tender ({ $tender }); those prisoners are worth { $worth }.
rules-plateau-blank-cannot-land = Your moving stack shows a blank face on top, so it cannot land on { $square }, where your opponent's piece is on top: a blank unit can neither pin nor capture.
rules-plateau-not-your-stack-empty = The square { $square } is empty: you can only move the top unit of a stack whose top piece is yours.
rules-plateau-not-your-stack-theirs = The square { $square } is controlled by your opponent: you can only move the top unit of a stack whose top piece is yours.
rules-plateau-cannot-flip = The top piece on { $square } is a { $piece ->
         [A] Ace
         [T] Twister
         [RM] Red Mask
         [BM] Blue Mask
         [R] Red
         [B] Blue
        *[M] Mute
    }, which has the same face on both sides and cannot be flipped.
rules-plateau-stop-no-action = The stop { $square } needs an action: '{ $square }+k' picks up k of your pieces there, '{ $square }-k' drops off the bottom k pieces of the moving stack. Squares flown over are not written.
rules-plateau-pickup-not-friendly = You cannot pick up at { $square }: its top piece is not yours.
rules-plateau-pickup-too-many = You can pick up at most { $most } { $most ->
        [one] piece
       *[other] pieces
    } at { $square }: that is your whole unit on top there.
rules-plateau-drop-too-many = You cannot drop off { $count } { $count ->
        [one] piece
       *[other] pieces
    } at { $square }: the moving stack has { $moving } and at least one must fly on.
rules-plateau-blank-cannot-pin = You cannot drop off { $count } at { $square } onto your opponent's piece: the dropped group would show a blank face on top, and only a group topped by a coloured face can pin.
rules-plateau-stomp-stops = A stomp lifts the unit on { $square } and sets it down again: it has no stops.
rules-plateau-stomp-blank = You cannot stomp on { $square }: your unit there shows a blank face on top, and only a unit topped by a coloured face captures.
rules-plateau-stomp-nothing = You cannot stomp on { $square }: there is no enemy piece beneath your unit there.
rules-plateau-not-crooked = A unit with orange on top makes the crooked move, one straight step then one diagonal step: from { $origin } it can reach { $targets }, not { $dest }.
rules-plateau-crooked-stop = On the crooked move from { $origin } to { $dest } the only square to stop on is the turning square { $turn }.
rules-plateau-direction-x = A unit with blank on top moves in a straight line, and { $dest } is not that way from { $origin }.
rules-plateau-direction-r = A unit with red on top moves orthogonally, and { $dest } is not that way from { $origin }.
rules-plateau-direction-b = A unit with blue on top moves diagonally, and { $dest } is not that way from { $origin }.
rules-plateau-too-far = The square { $dest } is { $distance } squares from { $origin }, but your unit there has { $height } { $height ->
        [one] piece
       *[other] pieces
    }, so it moves at most { $height }.
rules-plateau-line-stop = The square { $square } is not a stop on the way from { $origin } to { $dest }: stops lie on that line, between the two, in order.
rules-plateau-no-square = There is no square { $word } in { $typed }: squares are a1 to d4; { -plateau-hint }.
rules-plateau-plain-square = Expected a plain square in { $typed }, not { $word }; { -plateau-hint }.
rules-plateau-no-code = There is no piece { $word } in { $typed }: a code is two faces, up face first, of a real piece (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).
rules-plateau-no-prisoner = The command { $typed } names no prisoner: add type letters like 'A M M'.
rules-plateau-no-type = There is no piece type { $word } in { $typed }: use A T RM BM R B M (or ace, twister, redmask, bluemask, red, blue, mute).
rules-plateau-empty = An empty message is not a Plateau command; { -plateau-hint }.
rules-plateau-bad-stomp = A stomp is written 'stomp d4' or 'stomp d4!', not { $typed }.
rules-plateau-not-a-command = Not a Plateau command: { $typed }; { -plateau-hint }.
rules-plateau-bad-onboard = An onboard names a square and maybe '/height', not { $place }.
rules-plateau-bad-origin = The origin of a move is a square, maybe with '!', not { $word }.
rules-plateau-no-destination = A move names its destination square last: { $typed } has none.
rules-plateau-bad-stop = A stop is 'a2+k' or 'a2-k', not { $word }.
rules-plateau-bad-disc = Bad disc { $item } in { $stack }.
rules-plateau-bad-prisoner = Bad prisoner type { $item } in pris.{ $letter }.
rules-plateau-unreadable = Cannot read { $rest } in a position.
rules-plateau-too-many-pieces = { $owner } has more pieces of some type than the twelve-piece set.
