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
