# Each game's own words: how its options, moves, wins and notes read (service/presenters/).
# Moves, points and pieces in the game's notation are arguments and never translated.

## Shared

# A move or a point shown as it is written.
moves-as-written = { $move }
moves-colour-black = Black
moves-colour-white = White
# A colour inside a sentence, as in "(alice black, bob white)".
moves-side-black = black
moves-side-white = white

## Pinch

moves-pinch-options = { $size }×{ $size }
moves-pinch-swap = swap, taking Black
# $converted: the list of points the move converted.
moves-pinch-converting = { $move }, converting { $converted }
moves-pinch-win-ranks = connecting ranks 1 and { $last }
moves-pinch-win-files = connecting files a and { $last }
moves-pinch-pie = The second player may answer with { $swap } to take Black (pie rule).

## Pletore

moves-pletore-options-fixed = { $size }×{ $size }, fixed komi { $komi } for White
moves-pletore-options-protocol = { $size }×{ $size }, komi proposed by seat 0, side chosen by seat 1
moves-pletore-komi = a komi of { $komi } for White
moves-pletore-pass = a pass
moves-pletore-button = the button (+½ at the end)
moves-pletore-flip = { $move }, flipping the stone on { $point }
moves-pletore-score = { $high } to { $low }
# One colour's final count: $sum is its parts added up, $total the score.
moves-pletore-tally = { $colour }: { $sum } = { $total }
moves-pletore-plus = { $left } + { $right }
moves-pletore-stones = { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
moves-pletore-points = { $count ->
    [one] 1 controlled point
   *[other] { $count } controlled points
}
moves-pletore-komi-part = komi { $komi }
moves-pletore-button-part = button ½
# $move: the command to move; $example, $black, $white: moves as typed.
moves-pletore-propose = Seat 0 proposes the komi (points added to White's score) with { $move }, e.g. { $example }. Then the other player picks a side.
moves-pletore-pick-side = Komi is { $komi }. Pick your side { $channel ->
    [discord] with the buttons or { $move }: { $black } or { $white }
   *[other] with { $move }: { $black } or { $white }
}; Black moves first.
moves-pletore-last-pass = One more pass ends the game with the score Black { $black } – White { $white }.

## Les

moves-les-options = hexagon of side { $side } ({ $points } points)
moves-les-setup = the setup: Black { $black_first } and { $black_second }, White { $white_first } and { $white_second }
moves-les-turn = { $contact } (contact) and { $lone } (lone)
moves-les-contact-only = { $move } (contact; no lone point was left)
moves-les-win = holes, as no contact point is left
# $sizes: the sizes of the holes one colour owns, largest first.
moves-les-owns = { $colour } owns { $count ->
    [one] 1 hole (size { $sizes })
   *[other] { $count } holes (sizes { $sizes })
}
moves-les-owns-none = { $colour } owns no hole
moves-les-holes = { $black }; { $white }.
moves-les-more-holes = { $colour } owns more holes: { $black } for Black, { $white } for White.
moves-les-no-holes = Neither player owns a hole, so the game is a draw.
moves-les-on-sizes = Both own { $count ->
    [one] 1 hole
   *[other] { $count } holes
}; { $colour } wins on hole sizes ({ $mine } against { $theirs }): Black { $black }, White { $white }.
moves-les-on-boundaries = Both own holes of the same sizes ({ $sizes }); { $colour } wins on boundary stones ({ $mine } against { $theirs }): Black { $black }, White { $white }.
moves-les-drawn = Both own holes of the same sizes ({ $sizes }) and boundary counts ({ $boundaries }), so the game is a draw.
moves-les-setup-note = Seat 0 places the four starting stones, Black White Black White, with { $move }, e.g. { $example }: the first two next to each other, the last two a one-point jump apart on a line. Then the other player picks a side.
moves-les-side-note = Pick your side { $channel ->
    [discord] with the buttons or { $move }: { $black } or { $white }
   *[other] with { $move }: { $black } or { $white }
}; Black moves first.
moves-les-no-lone-note = No lone point is left: a turn is now a single contact stone, e.g. { $example }.
moves-les-turn-note = A turn is a contact stone (touching both colours) and then a lone stone (touching nothing), e.g. { $example }.

## Plakoto

moves-plakoto-options = match to { $points ->
    [one] 1 point
   *[other] { $points } points
}
# $colour's numbers are how the mover typed the turn; $hops the same turn in $other's.
moves-plakoto-turn = { $move } ({ $colour }'s numbers; { $hops } in { $other }'s)
moves-plakoto-match = { $first_score }–{ $second_score } in a match to { $length }
moves-plakoto-match-last = { $first_score }–{ $second_score } in a match to { $length } (last game: { $how }, { $points ->
    [one] 1 point
   *[other] { $points } points
})
moves-plakoto-how-borne-off = bearing off
moves-plakoto-how-gammon = a gammon (the loser bore off nothing)
moves-plakoto-how-mother = pinning the mother checker
moves-plakoto-how-both-mothers = both mothers pinned
moves-plakoto-game-drawn = Game { $number } is drawn ({ $how }); match score { $first_score }–{ $second_score } (to { $length }). The next game starts now.
moves-plakoto-game-won = Game { $number } is won by { $colour } with { $how }, { $points ->
    [one] 1 point
   *[other] { $points } points
}; match score { $first_score }–{ $second_score } (to { $length }). The next game starts now.

## Plateau

moves-plateau-options = { $channel ->
    [mail] hidden pieces: your turn mail shows you your hand and hidden faces, and only you
   *[other] hidden pieces: { $hand } shows you your hand and hidden faces, and only you; with { $notify } they come by DM on your turn
}
moves-plateau-win = { $how } (prisoners { $black }–{ $white })
moves-plateau-how-six-prisoners = holding six prisoners
moves-plateau-how-six-unit = a unit of six
# $example: the shape of an opening, as typed.
moves-plateau-open-note = Openings name hidden pieces: send yours with { $move }, as { $example } (two face letters per piece, up face first); only you see the reply.
# $pieces: the types tendered; $by and $to: the colours.
moves-plateau-declined = { $to } declined the tender of { $value }: { $by } must { $raise } to more than { $value } or { $withdraw }.
moves-plateau-must-give = { $by } tenders { $pieces } (worth { $value }); { $to } must { $give } prisoners worth { $floor } or more than { $value }.
moves-plateau-may-decline = { $by } tenders { $pieces } (worth { $value }); { $to } may { $decline }, or { $give } prisoners worth more than { $value }.

## Plateau: a player's private view

moves-plateau-you-play = You play { $colour }.
moves-plateau-hand-empty = Your hand (0): none.
# $pieces: type letters; $names: the kinds of disc in it.
moves-plateau-hand = Your hand ({ $count }): { $pieces } — { $names }
moves-plateau-prisoners = Your prisoners ({ $mine_count }): { $mine } (worth { $mine_worth }); theirs ({ $theirs_count }): { $theirs } (worth { $theirs_worth }).
moves-plateau-no-pieces = none
moves-plateau-last = Last: { $mover } { $move }.
moves-plateau-task-open = Your turn: place your opening stack with { $move }, as { $example }; a piece is two face letters, up face first (x blank, r red, b blue, o orange).
moves-plateau-task-floor = You must answer a tender worth { $value }: floor = { $floor }; { $give } prisoners worth { $floor }, or more than { $value }.
moves-plateau-task-answer = You must answer a tender worth { $value }: { $decline }, or { $give } prisoners worth more than { $value }.
moves-plateau-task-declined = Your tender was declined: { $raise } above { $value }, or { $withdraw }.
moves-plateau-task-turn = Your turn, with { $move }: { $onboard } to onboard, { $step } to move, or { $tender } to tender.
moves-plateau-piece-ace = Ace
moves-plateau-piece-twister = Twister
moves-plateau-piece-redmask = Red Mask
moves-plateau-piece-bluemask = Blue Mask
moves-plateau-piece-red = Red
moves-plateau-piece-blue = Blue
moves-plateau-piece-mute = Mute
