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
