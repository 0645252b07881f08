# The words drawn on the board images: who is to do what, how the game ended, the
# last move, scores and captions. Board images are drawn with a font of Latin letters:
# accents fold away ("é" draws as "e"); a language the font cannot draw at all is
# drawn in English until a font that can ships.

# Letters of this language, to check the font can draw them (never shown).
boards-font-sample = Black White

## Pieces of a header, joined with " · "

# A player and the colour they play.
boards-player-colour = { $player } ({ $colour })
boards-black = Black
boards-white = White
boards-ply = ply { $ply }
boards-last = last: { $move }
# The last move and who played it.
boards-last-by = last: { $player }: { $move }
# Plakoto: the last turn, by colour, as hops.
boards-last-colour = last: { $colour } { $move }
boards-to-move = { $player } to move
boards-to-roll = { $player } to roll
boards-to-set-up = { $player } to set up
boards-to-choose-side = { $player } to choose a side
boards-to-propose-komi = { $player } to propose the komi
boards-to-open = { $player } to place an opening stack
boards-to-answer = { $player } to answer the tender
boards-to-raise = { $player } to raise or withdraw the tender
boards-wins = { $player } wins
boards-wins-match = { $player } wins the match
# Plateau: the winner and why.
boards-wins-because = { $player } wins: { $reason }
boards-draw = draw
boards-draw-agreement = draw by agreement
boards-game-over = game over
boards-game-aborted = game aborted
boards-draw-adjudicated = draw by a moderator's ruling
boards-match-aborted = match aborted
boards-match-drawn = match drawn

## Plateau

boards-plateau-six-prisoners = six prisoners
boards-plateau-six-unit = a run of six
boards-plateau-resigned = { $player } resigned
boards-plateau-timeout = { $player } ran out of time
boards-plateau-adjudicated = a moderator's ruling
# Beside a player's name in their panel.
boards-panel-wins = wins
boards-panel-to-move = to move
# A hand the viewer may not see: only how many pieces it holds.
boards-hand-count = hand: { $count }
boards-hand = hand ({ $count }): { $pieces }
boards-hand-empty = hand: empty
boards-prisoners = prisoners ({ $count }, worth { $value }): { $pieces }
boards-prisoners-none = prisoners: none
boards-tender = { $player } offers { $pieces } ({ $value })
boards-tender-declined = { $player } declined
boards-tender-must-raise = { $player } must raise or withdraw
boards-tender-floor = floor { $floor }: the best { $player } can give
boards-tender-cap = without going over { $value }
boards-legend-unseen = face you have not seen
boards-legend-hidden = face not revealed
boards-legend-faces = red face up; small patch: underside
boards-legend-hollow = hollow patch: a face of yours your opponent has not seen

## Plakoto

# The match score: $length points to win, then each player and their points.
boards-match-score = to { $length }: { $first } { $first-points } - { $second } { $second-points }
# After the title: which game of the match this is.
boards-match-game = game { $number }

## Pletore

boards-komi = komi { $komi }
boards-button-free = button free
boards-button = button { $colour }
# The running score: Black's, then White's, by their initials.
boards-pletore-score = B { $black } - W { $white }

## Les: the tally of the holes under a finished board

boards-les-no-hole = { $colour }: no hole
boards-les-holes = { $colour }: { $count ->
    [one] { $count } hole, size { $sizes }
   *[other] { $count } holes, sizes { $sizes }
}
# The holes' line, then their boundary stones (compared when the sizes tied).
boards-les-boundary = { $holes }; boundary stones { $stones }
boards-les-by-number = Decided by the number of holes: { $mine } to { $theirs }
boards-les-by-size = { $holes ->
    [one] { $holes } hole each; tie-break on hole size: { $mine } to { $theirs }
   *[other] { $holes } holes each; tie-break on hole size: { $mine } to { $theirs }
}
boards-les-by-stones = Same sizes; tie-break on boundary stones: { $mine } to { $theirs }
boards-les-draw-none = Draw: neither owns a hole
boards-les-draw-same = Draw: same holes, sizes and boundary stones
