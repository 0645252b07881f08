# /games: a player's running games, and the daily digest that lists them (service/games/listings.py).

## One line per game
# $game: the game's number (a link to its thread where the channel has links); $name: the
# game's name; $opponent: the other player; $turn: whose move it is (a listings-turn-*
# message); $ply: how many plies were played; $left: the time left to move; $late: that
# the time is up (listings-time-up, stressed).
listings-item = { $game } { $name } vs { $opponent } — { $turn }, { $left } left, ply { $ply }
listings-item-paused = { $game } { $name } vs { $opponent } — { $turn }, paused, ply { $ply }
listings-item-time-up = { $game } { $name } vs { $opponent } — { $turn }, { $late }, ply { $ply }
listings-item-untimed = { $game } { $name } vs { $opponent } — { $turn }, ply { $ply }
# Stressed: $late of listings-item-time-up.
listings-time-up = time is up

## Whose move (stressed when it is the reader's)
# $player: the player whose games these are.
listings-turn-yours = your move
listings-turn-theirs = their move
listings-turn-player = { $player }'s move
listings-turn-opponent = opponent's move

## No running games
# $command: how to start a game; $player: the player whose games were asked for.
listings-none-own = { $channel ->
    [mail] You have no running games. To start one: { $command }.
   *[other] You have no running games. Start one with { $command }.
}
listings-none-own-here = You have no running games in this server. Start one with { $command }.
listings-none-together = You have no running games with { $player }.
listings-none-player-here = { $player } has no running games in this server.

## Why a list may be short
# $count: how many running games are in other servers; $command: how to list them all.
listings-elsewhere = { $channel ->
    [mail] ({ $count } more running { $count ->
        [one] game
       *[other] games
    } in other servers.)
   *[other] ({ $count } more running { $count ->
        [one] game
       *[other] games
    } elsewhere: { $command } in a DM with me lists all.)
}
listings-dm-together = (In a DM I only list the games you play in together.)
