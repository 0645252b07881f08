# A player's own web page of a game (issue 33): the personal link, the page, playing from it.

## The personal link

# The private answer to the web link command. $url: the link; $when: the day it stops working; $revoke: the command that makes every link stop working.
webplay-link = Your own page of game { $game }, where you see your side of the board and play: { $url } It works until { $when }, for you alone: do not share it. { $revoke } makes every link you were given stop working.
webplay-no-address = This Postboard has no web address set up, so there is no page to link to; its admin sets one with POSTBOARD_PUBLIC_URL.
# $link: the command that gives a new link.
webplay-revoked = Done: every link to your games' pages, and every page opened with one, has stopped working. { $link } gives you a new link when you want one.
# A line of a turn mail. $url: the player's own page; $when: the day the link stops working.
webplay-mail-link = Or play from your own page: { $url } (for you alone, until { $when }).

## A link or a page that opens nothing: what is wrong and what to do

# $link: the command that gives a new link.
webplay-link-bad = This link opens no page: it was cut short or changed. Ask for a new one with { $link } in the game's thread, or use the link in your latest turn mail.
# $when: the day the link stopped working.
webplay-link-expired = This link stopped working on { $when }. Ask for a new one with { $link } in the game's thread, or use the link in your latest turn mail.
webplay-link-revoked = This link no longer works: you asked for every link to your pages to stop working. Ask for a new one with { $link } in the game's thread.
webplay-link-not-yours = This link is not for a seat of yours in game { $game }, so it opens nothing. Ask for your own with { $link } in the game's thread.
webplay-no-session = This page opens only from your own link to game { $game }. Ask for one with { $link } in the game's thread, or use the link in your latest turn mail.
webplay-session-expired = Your page of game { $game } has expired. Ask for a new link with { $link } in the game's thread, or use the link in your latest turn mail.
webplay-csrf = This form is out of date, so nothing was done: reload the page and try again.
# $seconds: how long to wait, in seconds.
webplay-too-many = Too many requests from this page: wait { $seconds } s and try again. Nothing was done.

## The page

# The page's title; $title is the game's ("Pinch #7 · alice vs bob").
webplay-title = { $title }: your page
webplay-private = Your own page of this game: do not share its address.
webplay-board-heading = Your board
webplay-back-to-now = Latest position
webplay-status-your-move = Your move.
webplay-status-their-move = { $player } to move.
webplay-status-held = Game { $game } is on hold: no move can be made until it is resumed.
webplay-waiting = It is not your move. This page shows the new position as soon as it comes.

## Building a move, step by step

webplay-move-heading = Your move
webplay-first-step = Choose where your move starts.
# $move: the words of the move chosen so far.
webplay-next-step = Your move so far: { $move }. Choose how it goes on.
webplay-complete = Your move: { $move }. Play it, or go back and change it.
webplay-complete-or-more = { $move } is a whole move: play it, or choose how it goes on.
webplay-play = Play { $move }
webplay-back = Back one step
webplay-start-over = Start over
webplay-type-heading = Type your move instead
webplay-type-label = Your move, in the game's notation
webplay-type-play = Play the move typed
# A group of buttons: the points of one row of the board ($row: its number).
webplay-group-row = Row { $row }
# A group of buttons: the moves from one point ($point).
webplay-group-from = From { $point }
webplay-group-other = Other choices

## Offers and resigning

webplay-offers-heading = Offers and resigning
webplay-action-draw = Offer a draw
webplay-action-takeback = Ask to take back your last move
webplay-action-pause = Ask to pause the clock
webplay-action-resume = Resume the clock
webplay-action-abort = Abort the game
webplay-action-resign = Resign…
webplay-accept = Accept
webplay-decline = Decline
# $player: the opponent, who has not answered yet.
webplay-offer-yours-draw = You offered a draw; { $player } has not answered yet.
webplay-offer-yours-takeback = You asked to take back your last move; { $player } has not answered yet.
webplay-offer-yours-pause = You asked to pause the clock; { $player } has not answered yet.
# $player: the opponent, who asks.
webplay-offer-theirs-draw = { $player } offers a draw.
webplay-offer-theirs-takeback = { $player } asks to take back their last move.
webplay-offer-theirs-pause = { $player } asks to pause the clock.
webplay-resign-confirm = Resign game { $game }? Your opponent wins, and it cannot be undone.
webplay-resign-yes = Yes, resign
webplay-resign-no = No, keep playing

## What the page says of the player's request

# $move: the move as the player sent it.
webplay-played = You played { $move } in game { $game }.
webplay-played-over = You played { $move }, and game { $game } is over.
webplay-offered-draw = You offered a draw in game { $game }; your opponent decides.
webplay-offered-takeback = You asked to take back your last move in game { $game }; your opponent decides.
webplay-offered-pause = You asked to pause the clock in game { $game }; your opponent decides.
webplay-accepted = Accepted.
webplay-declined = Declined.
webplay-resigned = You resigned game { $game }.
webplay-done = Done.
webplay-done-played = Your move was played.
webplay-done-offered = Your offer stands; your opponent decides.
webplay-done-resigned = You resigned.
webplay-done-aborted = The game was aborted.

## Refusals of the player's request (nothing was done)

webplay-no-move = Choose or type a move first: nothing was played.
# $most: the most characters a move may have.
webplay-move-too-long = That is longer than any move ({ $most } characters at most): nothing was played.
# $prefix: the words the move was to begin with.
webplay-no-such-step = No legal move begins with { $prefix }: start your move again.
webplay-not-your-turn = It is not your move in game { $game }.
webplay-game-over = Game { $game } is over: there is no move to make.
webplay-no-such-action = This page cannot do that: nothing was done.
# $text: what the form sent where the ply should be, quoted.
webplay-bad-ply = The form's ply must be a whole number, not { $text }: reload the page.

## The web command in the help

guide-help-group-web = Your own page
guide-help-web-link = a private link to your own page of a game, to see your side and play
guide-help-web-revoke = every link to your pages stops working

## The player's analysis lines on their page (web/player_lines.py); $label is the game's name and number

webplay-lines-title = { $label }: your analysis lines
webplay-lines-private = Your own analysis lines of this game: only you see them. Do not share this page's address.
webplay-lines-back = Back to the game
webplay-lines-heading = Your analysis lines
webplay-lines-link = Your analysis lines
# $explore is the Discord command that plays lines.
webplay-lines-how = You play, name and note lines on Discord with { $explore }; here you read them, position by position.
webplay-lines-none = You have no analysis lines in this game yet; { $explore } on Discord starts one.
# $text is what the address held instead of a number.
webplay-lines-bad-address = There is no such line or position here ({ $text }).
webplay-line-steps = Step through the line
webplay-line-first = The line's start
webplay-line-back = One move back
webplay-line-next = One move on
webplay-line-last = The line's last move
# $start is the ply the line starts after.
webplay-line-start = Start (after ply { $start })
webplay-line-moves = The line's moves
webplay-line-try = Try a move here, for either side:
webplay-line-try-button = Play it in the line
# On a page of your lines, in place of "/explore move:" in a sentence ("Try one with …").
web-command-explore-move = the form below the board
