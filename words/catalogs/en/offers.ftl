# Offers and agreements: draws, takebacks, pauses, aborts, rematches; the ping cooldown.

## The ping cooldown (service/pings.py)

# $ago and $wait are seconds; $period the seconds between two requests to the same player.
ping-cooldown = You asked { $player } something { $ago } s ago; wait { $wait } s before pinging them again (one request per { $period } s to the same player).

## Offers (service/agreements.py)

offer-game-over = Game { $game } is over.
# Posted with the answer buttons; $player asks, $opponent answers.
offer-asked-draw = { $player } asks a draw in game { $game }. { $opponent }, accept or decline below; a move by anyone cancels the offer.
offer-asked-takeback = { $player } asks to take back their last move in game { $game }. { $opponent }, accept or decline below; a move by anyone cancels the offer.
offer-asked-pause = { $player } asks to pause in game { $game }. { $opponent }, accept or decline below; a move by anyone cancels the offer.
offer-no-longer-open = That offer is no longer open; the game has moved on.
offer-own = You cannot answer your own offer; your opponent decides.
offer-answered-already = That offer was answered already.
offer-declined-draw = { $player } declined a draw in game { $game }.
offer-declined-takeback = { $player } declined to take back their last move in game { $game }.
offer-declined-pause = { $player } declined to pause in game { $game }.
abort-past-first-move = Game { $game } is past its first move; it can only end by resignation, agreement or the clock now.
# $resign is the command that resigns.
abort-dice-shown = You have been shown your own dice in game { $game }, and dice once shown stay: it can no longer be aborted. { $resign } ends it.
rematch-game-running = Game { $game } is still running; a rematch comes after it.
# $name is the name of a kind of game.
offer-cannot-be-drawn = { $name } cannot be drawn.
offer-no-clock-to-pause = Game { $game } has no clock to pause.
offer-takeback-own-move-only = You can only ask to take back your own move, before your opponent answers it.
offer-computer-no-draws = The computer plays every game to its end and takes no draw offers; { $resign } ends the game.
offer-computer-no-takebacks = The computer does not take moves back; { $abort } cancels a game before its second move.
# $pause is the command that pauses and resumes.
offer-paused = Game { $game } is paused by agreement; either player can { $pause } to resume.
offer-resumed-already = Game { $game } was resumed already; its clock runs.
offer-resumed = { $player } resumed game { $game }; the clock runs again.
offer-pause-ended-meanwhile = Game { $game } ended while the pause was being agreed; nothing was changed.
# $ply is the number of the game's current ply.
offer-pause-moved-on = Game { $game } moved on while the pause was being agreed (it is at ply { $ply } now); nothing was changed: the offer lapsed with that move, as offers do.
offer-resume-ended-meanwhile = Game { $game } ended while it was being resumed; nothing was changed.
offer-resume-moved-on = Game { $game } moved on while it was being resumed (it is at ply { $ply } now); nothing was changed: { $pause } again to resume it.
# $shown is what the move showed, in the rules' own words.
offer-takeback-shown = The last move in game { $game } revealed { $shown }, and a takeback cannot hide it again: that move stands.

## Answers on Discord (bot/cogs/agreements.py)

offer-agreed = Agreed.
# $place is the game's thread.
offer-asked-in = Asked in { $place }.
# $game is the aborted game.
abort-done = Game { $game } aborted.
# $place is the new game's thread.
rematch-on = Rematch: game { $game } is on in { $place }.
rematch-offered = Rematch offered.

## Conditional moves (service/premoves.py); every answer is for its owner alone

# $name is the name of a kind of game.
premove-unavailable-dice = Conditional moves are not available in { $name }: the dice decide which moves your opponent will have, so a condition on their move cannot be stated in advance.
premove-unavailable-hidden = Conditional moves are not available in { $name }: it hides information, so a condition on your opponent's move cannot be stated from what you see.
# $option is the command's option (if, then); $word what was typed instead of a move.
premove-not-a-move = { $option }: '{ $word }' is not a move; only moves can be queued.
premove-too-many = You already have { $count } conditional moves for this move in game { $game }; { $clear } drops them.
premove-moved-on = Game { $game } moved on while your conditional move was on its way; nothing was queued.
# $their is the opponent's move waited for, $mine the reply; $count the lines now waiting.
premove-queued = Queued in game { $game } (only you see this): if they play { $their }, you reply { $mine } at once. { $count ->
    [one] { $count } line waits
   *[other] { $count } lines wait
} for their move: { $list } shows them, { $clear } drops them.
# $ply is the number of the ply the lines are for.
premove-list-head = Your conditional moves in game { $game }, for their move at ply { $ply } (only you see this):
premove-list-line = • if they play { $their } → you reply { $mine }
premove-none-waiting = No conditional moves wait in game { $game }.
# $none is the sentence saying no line waits; $played the move the opponent played.
premove-last-lines-played = { $none } Your last lines, for their move at ply { $ply } (they played { $played }):
premove-last-lines = { $none } Your last lines, for their move at ply { $ply }:
premove-fate-fired = • if they play { $their } → { $mine }: played
premove-fate-dropped = • if they play { $their } → { $mine }: dropped
premove-fate-never = • if they play { $their } → { $mine }: never played
# The last line of a list cut short.
premove-more = …and { $count } more.
premove-none-to-clear = You had no conditional moves waiting in game { $game }.
premove-dropped = Dropped { $count ->
    [one] { $count } conditional move
   *[other] { $count } conditional moves
} in game { $game }; nothing will be played for you.
# $move is the command that plays a move.
premove-your-turn = It is your turn in game { $game }: play it with { $move }. Conditional moves are queued after your move, for your opponent's answer.
premove-not-waiting = Game { $game } is not waiting for your opponent's move.
# $error is the rules' own sentence.
premove-option-refused = { $option }: { $error }
premove-if-game-over = { $option }: after { $their } the game would be over; nothing to reply.
premove-if-not-your-turn = { $option }: after { $their } it would not be your turn, so no reply can be queued.
# $only is the one move left (pass).
premove-if-only-pass = { $option }: after { $their } you would have no move but { $only }, which is played for you anyway.

## The computer opponent and hints (service/computer.py)

# $most is the strongest level; $level the one asked for.
computer-level-out-of-range = level must be 1 (easiest) to { $most } (strongest), not { $level }.
# $first and $last are the options of the weakest and strongest level allowed.
computer-hint-levels-range = { $first } to { $last }
# $choices are the options allowed; $option the option itself.
computer-hint-level-too-high = This server allows hints up to level { $allowed }, not level { $asked }; ask with { $choices }, or without { $option } for level { $allowed }.
computer-hint-not-a-player = You are not playing in game { $game }; hints are for players.
computer-hint-game-over = Game { $game } is over; there is nothing left to hint.
computer-hint-not-your-turn = It is not your turn in game { $game }; ask on your turn.
# For the asker alone; $move is the move suggested, $play the command that plays it.
computer-hint = Hint for game { $game } (ply { $ply }): { $move } — what the level { $level } computer would play. Play it with { $play } if you agree.
# In the game's thread: that a hint was used, never which move; $name is the kind of game.
computer-hint-used = { $player } asked the computer for a hint at level { $level } ({ $name } { $game }, ply { $ply }).
computer-hints-outside-server = Game { $game } is not played in a server; hints are a server's choice, so games outside one get none.
# $config is the command that sets hints.
computer-hints-off = Hints are off in this server; a server manager can allow them up to a level with { $config }.
computer-hints-rated = Game { $game } is rated; hints are never given in rated games.
computer-unavailable = The computer player is not available on this bot.

## Proposals to play (service/proposals.py)

# $name is the kind of game; $games lists those played in the server.
proposal-game-not-played-here = { $name } is not played in this server; the games here are { $games }.
# $choices are the values the option takes; $first the value given.
proposal-first-unknown = first must be one of { $choices }, not { $first }.
proposal-timeout-unknown = timeout must be { $choices }, not { $timeout }.

## Offers by mail (service/agreements.py): mail only, answered by reply

# Who asks, when their name is not known.
offer-mail-your-opponent = Your opponent
offer-mail-subject-draw = { $player } asks a draw in game { $game }
offer-mail-subject-takeback = { $player } asks to take back their last move in game { $game }
offer-mail-subject-pause = { $player } asks to pause in game { $game }
# $title is the game ("Pinch #3").
offer-mail-draw = { $player } asks a draw in { $title }.
offer-mail-takeback = { $player } asks to take back their last move in { $title }.
offer-mail-pause = { $player } asks to pause in { $title }.
# $accept and $decline are the words to reply with.
offer-mail-reply = Reply { $accept } or { $decline } (first line). A move by anyone cancels the offer.
