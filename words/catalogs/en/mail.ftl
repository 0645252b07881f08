# The mail channel's own words: the answers to a player's mail, the turn and end
# mails, the address check, and what a mail reader does instead of each command.

## What a mail reader does instead of a Discord command (written where a message names
## the command; what mail cannot do is done in the game's thread on Discord)

mail-command-move = reply to this mail with your move on the first line
mail-command-resign = reply "resign" to a turn mail (you will be asked to confirm)
mail-command-accept = reply "accept" to the offer's mail
mail-command-decline = reply "decline" to the offer's mail
mail-command-draw = offer a draw in the game's thread on Discord
mail-command-takeback = ask for a takeback in the game's thread on Discord
mail-command-pause = ask for a pause in the game's thread on Discord
mail-command-claim = claim the win in the game's thread on Discord
mail-command-abort = abort the game in its thread on Discord
mail-command-board = look at the board in this mail
mail-command-hand = look at your hand in your turn mail
mail-command-history = ask for the game's record in its thread on Discord
mail-command-hint = ask for a hint in the game's thread on Discord
mail-command-premove = set a premove in the game's thread on Discord
mail-command-challenge = challenge a player on Discord
mail-command-rematch = ask for a rematch in the game's thread on Discord
mail-command-games = list your games on Discord
mail-command-settings = change your settings on Discord
mail-command-email = change your mail settings on Discord
mail-command-vacation = set a vacation on Discord
mail-command-rules = read the rules on Discord
mail-command-help = ask for help on Discord
mail-command-review = review the game on Discord

## The answers to a player's mail

mail-no-move-subject = No move found
mail-no-move = I could not find anything to do in your reply: write your move on the first line, above the quoted mail. Nothing was played.
mail-resign-confirm-subject = Confirm: resign game { $game }?
mail-resign-confirm = Reply "yes" to this mail to resign game { $game }. Anything else, or a move played first, keeps the game going.
mail-not-done-subject = Not done: game { $game }
# $command: what the player wrote; $reason: why it could not be done.
mail-not-done = "{ $command }" was not done: { $reason }

    The board as it stands now is below.
mail-played-subject = Played: { $move } in game { $game }
mail-played = "{ $move }" is played in game { $game }. Your opponent has been told.
mail-played-over = "{ $move }" is played in game { $game }. The game is over.
mail-not-resigned-subject = Not resigned: game { $game }
mail-not-resigned = You did not confirm, so you have not resigned; the game goes on.
mail-resigned-subject = Resigned: game { $game }
mail-resigned = You resigned.
mail-offer-open-subject = Offer in game { $game } still open
mail-answer-accept-or-decline = Reply "accept" or "decline" on the first line; nothing was done.
mail-offer-accepted-subject = Offer accepted: game { $game }
mail-offer-accepted = You accepted.
mail-offer-declined-subject = Offer declined: game { $game }
mail-offer-declined = You declined.
mail-challenge-accepted-subject = Challenge accepted: game { $game }
mail-challenge-accepted = Game { $game } is on. Your turns come by mail; the game's thread on Discord shows it too.
mail-challenge-declined-subject = Challenge { $challenge } declined
mail-challenge-declined = You declined the challenge.
mail-challenge-open-subject = Challenge { $challenge } still open

## The mails Postboard sends

# $game: the game and its number ("Pinch #12"); $ply: the ply to play.
mail-turn-subject = { $game } vs { $opponent }: your move (ply { $ply })
# $left: the time left, as the clock writes it ("2d 5h").
mail-turn-time-left = You have { $left } left for this move.
mail-turn-how = Reply to this mail with your move on the first line, written as the game's notation writes it (nothing else is read). Reply "resign" to resign (you will be asked to confirm).
mail-ended-subject = { $game } vs { $opponent }: { $status }
mail-ended = The game is over; thank you for playing.
mail-verify-subject = Your Postboard code: { $code }
mail-verify = Your code is { $code }.

    Enter it on Discord within the hour, with the email command's verify option, to receive your games by mail. If you did not ask for this, ignore this mail: nothing is sent here without the code.

## The mail command "language"
mail-language-subject = { $changed ->
    [yes] Language changed
   *[no] Your mail's language
}
mail-language-refused-subject = Language not changed
