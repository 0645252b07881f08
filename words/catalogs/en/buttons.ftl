# Discord's buttons and the bot's own short answers around them (bot/buttons.py,
# bot/community.py, bot/cogs/direct.py, bot/cogs/play.py).

## Button labels: at most 80 characters each (Discord's limit)

buttons-accept = Accept
buttons-decline = Decline
buttons-resign = Resign
buttons-confirm = Confirm
buttons-cancel = Cancel
buttons-withdraw = Withdraw
buttons-previous = ◀ Previous
buttons-next = Next ▶
# A link to the game that waits on the player next; $name is its kind and number ("Pinch #2").
buttons-next-game = Next game: { $name }

## What a button press answers, privately

buttons-resign-really = Really resign game { $game }? This cannot be undone.
buttons-resigned = You resigned game { $game }.
buttons-cancelled = Cancelled: nothing was played in game { $game }.
# $command is /settings confirm:false.
buttons-too-long-to-confirm = This move is too long to fit a Confirm button, so it cannot be confirmed here: to play it, turn confirming off ({ $command }) and send it again.
buttons-no-next-game = No other game waits for your move.
# $name is the game's kind and number ("Pinch #2").
buttons-next-game-too = Your move in { $name } too.
# $seek is the open challenge, $place the new game's thread.
buttons-seek-taken = You took open challenge { $seek } — game { $game } is on in { $place }.
buttons-seek-withdrawn = Open challenge { $seek } is withdrawn.
# Under a leaderboard or a list of finished games; $page is the page's number.
buttons-page = Page { $page }

## Moves sent by DM

buttons-dm-too-long = That is too long for a move; send just the move.
buttons-dm-played = Played in game { $game }.

## Challenges, typed or clicked (bot/flows.py, bot/cogs/lobby.py); level, rated and opponent are the command's options

# $name is the challenge's name (Challenge #3, Open challenge #4), $link a link to its post.
buttons-posted-in = { $name } is posted in { $link } — this server plays its games there.
buttons-computer-game-on = Game { $game } against the computer is on in { $place }.
buttons-level-challenge-me = level is for games against the computer: challenge me.
# $bot is the bot itself.
buttons-level-challenge-bot = level is for games against the computer: challenge { $bot }.
buttons-rating-range-open-only = A rating range is for open challenges: leave out the opponent.
buttons-computer-never-rated = Games against the computer are never rated; leave out rated.

## The analysis board's buttons (bot/ui/explore_buttons.py); a modal's title and field at most 45 characters

buttons-explore-note = Note…
buttons-explore-name = Name…
buttons-explore-queue = Queue as /premove
buttons-explore-note-title = A note on this position
buttons-explore-note-field = Your note (left empty, it is taken away)
buttons-explore-name-title = Name this line to keep it
buttons-explore-name-field = The line's name
