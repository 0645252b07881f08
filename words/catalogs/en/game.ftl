# The game core: finding a game, refusals of a move, and what a game's thread is told.

## Refusals

game-not-a-player = You are not playing in game { $game }.
game-over = Game { $game } is over; see { $command }.
# $name: the game's name (Pinch, Plateau), not translated.
game-hides-nothing = { $name } hides nothing: { $command } shows everything.
# $word: what the player typed.
game-resign-not-a-move = '{ $word }' is not a move; { $channel ->
    [mail] reply with the word resign to resign.
   *[other] use /resign for that.
}
game-entry-unavailable = '{ $word }' is not a move; that is not available in the bot yet.
game-not-a-game-thread = This is not a game thread; use the command in the game's thread or name the game, e.g. game:7.
game-not-yours-in-dm = Game { $game } is not one of your games: in a DM I only show games you play in. Other games can be seen only in their own server.
game-no-such-game = There is no game { $game }.

## A move that names no game

game-none-waiting-dm = No game is waiting for your move, so there is nothing to play.
# $in_server: yes when asked in a server.
game-none-waiting = { $in_server ->
    [yes] This is not a game thread, and no game in this server is waiting for your move, so there is nothing to play here. { $command } lists your games.
   *[other] This is not a game thread, and no game is waiting for your move, so there is nothing to play here. { $command } lists your games.
}
# One game of a list: its number and its game's name.
game-waiting-item = { $game } { $name }
# The last item of a list cut short: how many more games there are.
game-waiting-more = { $more } more
# $games: the list of games.
game-several-waiting = Several games { $in_server ->
        [yes] in this server wait
       *[other] wait
    } for your move: { $games }. Use { $command } in the game's thread, or name the game, e.g. { $example }.
game-several-waiting-dm = Several games wait for your move ({ $games }): start with the game's number, e.g. { $example }.

## Results: who won and how, one sentence each, on every channel

game-result-aborted = Game { $game } was aborted.
game-result-draw = Game { $game } ends in a draw.
# $how: how the game's rules ended it, in the game's own words.
game-result-draw-by = Game { $game } ends in a draw on { $how }.
game-result-won-by = { $winner } wins game { $game } by { $how }.
# $ending: one of the game-ending messages.
game-result-won = { $winner } wins game { $game } ({ $ending }).
# How a game ended, for a result without the rules' own words (Termination's values).
game-ending-connection = connection
game-ending-score = score
game-ending-no-contact = no contact
game-ending-borne-off = borne off
game-ending-gammon = gammon
game-ending-mother = mother
game-ending-both-mothers = both mothers
game-ending-six-prisoners = six prisoners
game-ending-six-unit = six in a row
game-ending-resignation = resignation
game-ending-timeout = timeout
game-ending-agreement = agreement
game-ending-aborted = aborted
game-ending-adjudication = a moderator's ruling

## A game as one player sees it (the seat view of mail)

game-seat-your-move = Your move.
game-to-move = { $player } to move.
game-dice-next = The dice are about to be rolled.
# $move: the move as the game's presenter describes it.
game-seat-played = { $player } played { $move }.

## Answers to the mover alone

# A move of a game with hidden information, answered privately.
game-played-privately = Played { $move } in game { $game }.
# A move that came after the deadline, not played ($move: what they sent).
game-late-aborted-yours = Your time in game { $game } ran out before a first move, so { $move } was not played: the game is aborted and counts for nobody.
game-late-aborted = { $player }'s time in game { $game } ran out before a first move, so { $move } was not played: the game is aborted and counts for nobody.
game-late-lost = Your time in game { $game } ran out before your move arrived, so { $move } was not played: the game is lost on time.
game-late-won = { $player }'s time ran out before your move arrived, so { $move } was not played: you win game { $game } on time.

## Refusals of a move in the pipeline

game-not-your-turn = It is not your turn in game { $game }.
game-their-turn = It is { $player }'s turn in game { $game }.
game-nothing-to-claim = There is nothing to claim in game { $game }: no time is up.
game-nothing-to-tell = Game { $game } has nothing to tell yet.
# Another request wrote first: nothing of this one was played.
game-overtaken = Game { $game } changed while your move was on its way; nothing was played — look at the board and try again.

## A game's thread: its opening post, each move's line, the board

# $setup: the game's options as its presenter says them.
game-started = { $title } — { $setup }.
# $first and $second with the colour each plays ($first_side, $second_side).
game-started-sides = { $title } — { $setup } ({ $first } { $first_side }, { $second } { $second_side }).
game-started-computer-first = { $player } moves first; its move follows in a moment.
game-started-you-first = { $channel ->
    [discord] { $player }, you move first: { $move } in this thread.
   *[other] { $player } moves first.
}
# A roll of the dice, in the game's notation.
game-rolled = 🎲 { $dice }
game-passed = { $player } has no legal move; the turn passes.
# $move: the move as the game's presenter describes it.
game-line-played = { $player } played { $move }
game-line-end = { $line }.
game-line-to-move = { $line } — { $player } to move.
# $result: the result's sentence.
game-line-result = { $line } — { $result }
game-line-fired = { $line } — a conditional move, queued in advance.
game-entry-resigned = { $player } resigned
game-entry-timed-out = { $player } ran out of time
game-entry-agreed-draw = The players agreed to a draw
game-entry-aborted = The game was aborted
game-entry-adjudicated = A moderator gave the game to { $player }
game-entry-adjudicated-draw = A moderator ruled the game a draw
# A player's request refused while a moderator holds the game.
game-held-by-moderator = Game { $game } is paused by a moderator: no moves, offers or claims until a moderator resumes it.
# A player's request refused while the game's server has removed the bot.
game-held-server-gone = Game { $game } is suspended: Postboard was removed from its server. It goes on if the bot is added back.
game-entry-aborted-on-time = The game was aborted: time ran out before a first move, so it counts for nobody
game-entry-taken-back = { $player }'s last move was taken back by agreement
game-entry-taken-back-unnamed = A player's last move was taken back by agreement
# After a takeback: the dice already shown come next ($dice: the rolls).
game-entry-dice-kept = { $line }; { $dice } { $count ->
    [one] stays for the next roll
   *[other] stay for the next rolls
} (dice once shown are not rolled again)
game-hand-pointer = { $player }, your hand and hidden faces are one { $hand } away (only you see it).
game-owed-dice = Game { $game } was still waiting for its dice.
game-hidden-faces = { $count ->
    [one] a hidden face
   *[other] { $count } hidden faces
}
game-board = { $title } — ply { $ply } — { $player } to move.
game-board-over = { $title } — ply { $ply } — { $result }
game-your-move = Your move in { $title }.
game-your-move-in = Your move in { $title } in { $place }.
game-private-view = { $title } — ply { $ply }, your private view.

## A preview of a move, for its mover alone

game-preview = { $title }, ply { $ply } — preview, not played yet: you would play { $move }.
game-preview-reveals = { $title }, ply { $ply } — preview, not played yet: you would play { $move }. It brings { $shown } to light, so the board after it is shown once it is played.
game-preview-ends = This ends the game: { $result }
game-preview-ends-hidden = This ends the game.
game-board-dice = { $title } — ply { $ply } — the dice are about to be rolled.
# Where a channel cannot link a game's thread.
game-thread = the game's thread
game-entry-aborted-first-move = { $player } ran out of time before making a first move, so nobody wins and the game counts for nobody
# A game without a clock claimed: $player had not moved for $days days (the server's limit).
game-entry-abandoned = { $player } had not moved for { $days } days, so the game was claimed and they lose
game-entry-idle-unbegun = { $player } had not made a first move in { $days } days, so nobody wins and the game counts for nobody
# /claim in a game without a clock, refused: $when is when the claim opens, $days the server's days.
game-idle-claim-not-yet = You can claim game { $game } once { $player } has gone { $days } days without a move and was reminded: from { $when }.
game-idle-claim-off = Game { $game } has no clock, and this server lets no such game be claimed: it waits for its player.
# The opening post of a game played in a channel, not a thread.
game-started-you-first-here = { $player }, you move first: { $move } here.
# A link to the game's web page, in its first post.
game-watch = Watch it, move by move: { $url }
# A move or a button for an older position ($meant: its ply; $ply: the game's now).
game-stale-ply = That was meant for ply { $meant }, but game { $game } is at ply { $ply } now; look at the new position first. Nothing was played.
# The name shown for a player the bot never saw ($id: their Discord id, as digits).
players-unknown = player { $id }
# The computer's name with the level it plays at, in a game's title and on its board.
players-computer = { $name } (level { $level })
