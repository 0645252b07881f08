# The analysis board: /explore, a player's private lines kept with a game (service/explore).
# Only the line's owner ever reads any of these.

## Where a line stands ($title: the game's name and number; $start: the ply the line
## starts after; $shown: how many of its $length moves are played; $ply: $start + $shown)

explore-head-working = { $title }, your working line from ply { $start }: move { $shown } of { $length } (ply { $ply }).
# $name is the name the player gave the line.
explore-head-named = { $title }, your line “{ $name }” from ply { $start }: move { $shown } of { $length } (ply { $ply }).
explore-at-start = The line's start: the game as it stood after ply { $start }.
# $player played $move in the line.
explore-last = In the line, { $player } played { $move }.
explore-last-roll = In the line, the dice fell { $roll }.
# $some are a few of the legal moves ($count in all); $move is how to play one.
explore-to-move = { $player } to move: { $count ->
    [one] one legal move, { $some }
   *[other] { $count } legal moves, such as { $some }
}. Try one with { $move }.
# $example is one roll as it is typed; $move how to type it.
explore-to-roll = The dice are yours to choose: type the roll for this turn with { $move }, for example { $example }.
explore-ends-won = The line ends the game here: { $player } wins.
explore-ends-drawn = The line ends the game here, drawn.
# $note is what the player wrote about this position.
explore-note = Your note: { $note }
# $kept is how many moves of the line are still valid.
explore-cut = This line no longer follows the rules after { $kept ->
    [one] its first move
   *[other] { $kept } moves
}, so it was cut there.
explore-guessed = Your opponent's hidden pieces in this line are a guess made from what you see, not their real pieces: nothing in the line tells you about those.
explore-private = Only you see this line; nothing in it changes the game.
explore-private-working = Only you see this line; nothing in it changes the game. Name it to keep it: the next { $explore } starts the working line afresh.

## Your lines ($start, $length as above; $notes how many notes; $touched when last looked at)

explore-list-head = Your lines in game { $game } (only you see them), the latest first:
explore-list-named = • “{ $name }”: from ply { $start }, { $length ->
    [one] one move
   *[other] { $length } moves
}, { $notes ->
    [0] no notes
    [one] one note
   *[other] { $notes } notes
}, looked at { $touched }
explore-list-working = • your working line: from ply { $start }, { $length ->
    [one] one move
   *[other] { $length } moves
}, { $notes ->
    [0] no notes
    [one] one note
   *[other] { $notes } notes
}, looked at { $touched }
explore-none = You have no lines in game { $game }; { $explore } starts one.
explore-deleted = Your line “{ $name }” in game { $game } is deleted.

## Refusals

explore-players-only = Only the players of game { $game } can explore it; everyone can look back at it with its review.
explore-no-line = You have no line in game { $game } yet; { $explore } starts one.
explore-line-gone = That line is gone (deleted, or started afresh); { $explore } starts a new one.
# $name is the name typed.
explore-no-such-line = You have no line named “{ $name }” in game { $game }.
explore-move-empty = Type a move to try, for example { $move } with the move: option.
# $word is what was typed instead of a move (resign, draw…).
explore-not-a-move = “{ $word }” is not a move: a line holds moves only, no resignations or offers.
explore-line-over = The line has ended the game here; step back to try something else.
explore-line-too-long = A line holds at most { $count } moves; step back, or start another line.
explore-name-empty = A line's name cannot be empty.
explore-name-too-long = A line's name can be at most { $count } characters long.
explore-name-taken = You already have a line named “{ $name }” in this game; choose another name.
explore-too-many-lines = You can keep at most { $count } named lines in a game; { $delete } drops one you no longer need.
explore-note-too-long = A note can be at most { $count } characters long.
explore-queue-left-the-game = This line has left game { $game }: it does not start where the game now stands, nor do its first moves match what has been played since. Only such a line can be queued.
explore-queue-too-short = This line has no two moves after where game { $game } now stands: its next move must be your opponent's and the one after it your reply.

## In a player's own review ($lines: the lines' names; $count how many)

explore-working-line = your working line
explore-in-review = { $count ->
    [one] Your line from this position
   *[other] Your { $count } lines from this position
} (only you see them): { $lines }. { $open } shows a named one, { $explore } starts another.
# A named line, by its name ($name), in a list or as a heading.
explore-line-named = “{ $name }”
explore-working-line-title = Your working line
explore-line-changed = Your line changed while this was on its way (another press or command at the same moment), so nothing was done; look at it again and try once more.
