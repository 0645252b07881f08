# The read-only web pages: a game, a server's list of games, the refusals.

## The home page

web-home-title = Postboard
web-home-about = This site shows the games of Postboard, a play-by-post Discord bot. Each game's page is reached through the link in its thread.

## A server's list of games

web-server-title = Postboard: this server's games
web-server-heading = This server's games
web-running = Running
web-finished = Finished
web-none-running = No game is running.
web-none-finished = No game has finished yet.
web-column-game = Game
web-column-players = Players
web-column-plies = Plies
web-column-status = Status
web-column-last-move = Last move
# The two players of a game in the list.
web-players = { $first } vs { $second }

## A game's page

# The link from a game's page to its server's list.
web-crumbs = All games of this server
# The game's time control, as the clock settings describe it.
web-clock = Clock: { $control }
# The hints of the four step buttons, with the key that does the same.
web-step-first = first position (Home)
web-step-previous = previous move (left arrow)
web-step-next = next move (right arrow)
web-step-last = latest position (End)
# Where the page is in the game: a ply is one move of one player.
web-where = ply { $ply } of { $plies }
# The board image's description; $label is the game and its number ("Pinch #7").
web-board-alt = The board of { $label } at ply { $ply }
web-board-alt-live = The board at ply { $ply }
web-keys = Keys: the left and right arrows step, Home and End jump.
web-moves = Moves
# Who "played" a line of the move list that is a roll of the dice.
web-dice = dice
# A move of a game with hidden information that spectators may not read yet.
web-hidden-move = (a hidden move)
# The game's name and its options, as the challenge set them.
web-options = { $game }: { $options }

## What a game's page says of the game now

web-status-dice = The dice are about to be rolled.
web-status-to-move = { $player } to move.
web-status-aborted = The game was aborted.
web-status-draw = A draw.
# $how: the rules' own account of how the game was decided.
web-status-draw-by = A draw on { $how }.
web-status-wins-by = { $player } wins by { $how }.
# $ending: how the game ended (one of the web-ending messages).
web-status-wins-as = { $player } wins ({ $ending }).
web-status-wins = { $player } wins.

## The status column of a server's list

web-summary-to-move = { $player } to move
web-summary-dice = dice to roll
web-summary-aborted = aborted
web-summary-draw = draw
web-summary-draw-as = draw ({ $ending })
web-summary-won = { $player } won
web-summary-won-as = { $player } won ({ $ending })

## How a game ended, inside a status

web-ending-connection = connection
web-ending-score = score
web-ending-no-contact = no contact point left
web-ending-borne-off = bearing off
web-ending-gammon = gammon
web-ending-mother = mother checker pinned
web-ending-both-mothers = both mothers pinned
web-ending-six-prisoners = six prisoners
web-ending-six-unit = a run of six
web-ending-resignation = resignation
web-ending-timeout = timeout
web-ending-agreement = agreement
web-ending-aborted = aborted
web-ending-adjudication = a moderator's ruling

## Refusals: a page the site cannot show

# The title of a refusal's page: the HTTP status and what is wrong.
web-error-title = { $status }: { $message }
web-no-such-page = There is no such page here.
web-get-only = This site only shows pages: it takes GET requests only.
web-cannot-answer = This request cannot be answered.
# $seconds: how long to wait, in seconds.
web-too-many = Too many requests from your address: wait { $seconds } s, then reload.
web-unavailable = The games cannot be read right now; try again shortly.
web-failed = Something went wrong on our side; it has been logged.
# $text: what the address has where the ply should be, quoted.
web-bad-board-ply = The ply in the address must be a whole number, not { $text }.
web-bad-ply = The ply in the address must be a whole number from 0 to { $plies }, not { $text }.
# $number: the game's number as the address wrote it.
web-no-such-game = There is no game #{ $number } here: check that the link was copied whole.
web-no-such-server = There is no such list of games: check that the link was copied whole. A server's admins can replace its link; ask them for the new one.
web-list-off = This server's admins have turned its list of games off.
# $label: the game and its number ("Pinch #7"); $plies: how many plies it has.
web-no-such-ply = { $plies ->
    [0] { $label } has no moves yet: there is no ply { $ply }.
   *[other] { $label } has plies 0 to { $plies }: there is no ply { $ply }.
}

## The players and the clock

# A player's colour beside their name.
web-colour = ({ $colour })
web-colour-black = black
web-colour-white = white
# A time control: each player starts with $initial, gains $increment per move and never holds more than $cap.
web-clock-control-timeout = { $initial } + { $increment } per move, cap { $cap }; a timeout ends the game
web-clock-control-claim = { $initial } + { $increment } per move, cap { $cap }; a timeout may be claimed

## A clock's time left, in short units ("2d 5h", "3h 20m", "4m 05s")

web-clock-day = { $n }d
web-clock-hour = { $n }h
web-clock-minute = { $n }m
web-clock-second = { $n }s
