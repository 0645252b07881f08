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
