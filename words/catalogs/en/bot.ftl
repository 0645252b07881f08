# What the Discord bot itself says, whatever the command: a bug's apology, a database
# that is away, a stop, a full queue, an answer that came too late.

# A bug: the player did nothing wrong. $command is /board.
bot-apology = Sorry, something went wrong on our side. If your action was recorded, { $command } shows it; otherwise please try again later.

# The database could not be reached before anything was done.
bot-nothing-done = The database is out of reach for the moment, so nothing was done. Please try again in a minute.

# The connection broke in the middle: the action may or may not have been stored. $command is /board.
bot-maybe-done = The connection to the database broke while this was being done, so I cannot tell whether it was recorded: { $command } shows it once the database is back.

# The bot is stopping (a deploy or a restart): nothing new is taken on.
bot-restarting = Postboard is restarting, so nothing was done. Please try again in a minute.

# Too many moves at once in this process: the move was refused, unplayed. $moves: how many are in hand.
bot-busy = Postboard is busy right now ({ $moves ->
        [one] { $moves } move is being played here
       *[other] { $moves } moves are being played here
    }), so your move was not played. Please send it again in a few seconds.

# The first line of an answer sent by DM or in the channel because Discord's 15 minutes for it ran out.
bot-late-answer = The answer to { $command } came after Discord stopped waiting for it (15 minutes):
# The same, when the answer is to something other than a command (a button).
bot-late-answer-unnamed = The answer to your request came after Discord stopped waiting for it (15 minutes):

## After a move (bot/outbox.py)

bot-played = Played.
bot-played-in = Played in { $place }.
# $said: the answer to the mover; $place: where the board went.
bot-board-posted-in = { $said } The board is posted in { $place }.
# A private view the bot could not send by DM ($player: its reader, pinged).
bot-dm-closed-your-move = { $player }, it is your move, but I could not DM you (are your DMs closed?), so I ping you here instead.
bot-dm-closed-view = { $player }, I could not DM you your private view (are your DMs closed?).
bot-dm-closed-ping = { $player }, your move (your DMs are closed, so I ping you here).
# $said: one of the three above.
bot-dm-closed-hand = { $said } Use { $hand } here: only you will see it.
bot-dm-closed-hand-again = { $said } { $hand } shows it.

## Answering a challenge (bot/flows.py)

bot-challenge-accepted = Challenge accepted — game { $game } is on in { $place }.
bot-challenge-declined = Challenge { $challenge } is closed.
