# What players look up: profiles, leaderboards, exports, reviews, replays, analyses.

## Pages of a listing

lookups-page-out-of-range = page must be between 1 and { $most }, not { $page }.

## Hidden pieces (Plateau)

lookups-private-only = That move names a hidden piece, so it can only be sent privately: use { $command } (only you see its reply). Nothing was played.

## Profiles

lookups-profile-title = Profile of { $player }
lookups-profile-ratings = Ratings
# $game: the game's name; $rating: "1623 ±45", with "?" after a provisional one.
lookups-profile-rating = { $game }: { $rating } ({ $games } rated)
lookups-profile-no-ratings = None yet: play a rated game.
lookups-profile-record = Record
lookups-profile-record-key = (won–lost–drawn)
lookups-profile-tally = { $game }: { $won }–{ $lost }–{ $drawn }
lookups-profile-no-record = No finished games yet.
lookups-profile-streak = Streak
lookups-profile-latest = Latest games
lookups-profile-no-latest = None to show here.
lookups-streak-none = none yet
lookups-streak-won = { $count ->
    [one] { $count } win
   *[other] { $count } wins
}
lookups-streak-lost = { $count ->
    [one] { $count } loss
   *[other] { $count } losses
}
lookups-streak-drawn = { $count ->
    [one] { $count } draw
   *[other] { $count } draws
}
# A streak as long as the games looked at: at least $count.
lookups-streak-won-more = { $count }+ wins
lookups-streak-lost-more = { $count }+ losses
lookups-streak-drawn-more = { $count }+ draws

## Leaderboards

lookups-scope-unknown = scope must be server or all, not '{ $scope }'.
lookups-leaderboard-title = { $game } leaderboard — this server
lookups-leaderboard-title-all = { $game } leaderboard — all servers
# $rank: "3."
lookups-leaderboard-row = { $rank } { $player } { $rating } · { $games } rated
lookups-leaderboard-empty = Nobody yet: ratings come with rated games.
lookups-leaderboard-provisional = { $mark }: provisional, listed after the established ratings.

## Exports of finished games

lookups-export-yours = { $count ->
    [one] Records of your { $count } finished game, newest first.
   *[other] Records of your { $count } finished games, newest first.
}
lookups-export-yours-server = { $count ->
    [one] Records of your { $count } finished game in this server, newest first.
   *[other] Records of your { $count } finished games in this server, newest first.
}
lookups-export-together = { $count ->
    [one] Records of { $player }'s { $count } finished game with you, newest first.
   *[other] Records of { $player }'s { $count } finished games with you, newest first.
}
lookups-export-theirs-server = { $count ->
    [one] Records of { $player }'s { $count } finished game in this server, newest first.
   *[other] Records of { $player }'s { $count } finished games in this server, newest first.
}
lookups-export-capped = Only the newest { $most } are here: an export holds at most { $most } games ({ $command } gives any other).
lookups-export-format = The format is explained in { $file } in Postboard's source.
lookups-export-none-yours = You have no finished games yet, so there is nothing to export.
lookups-export-none-yours-server = You have no finished games in this server yet, so there is nothing to export.
lookups-export-none-together = You have no finished games with { $player }: in a DM I only export those.
lookups-export-none-theirs-server = { $player } has no finished games in this server yet.

## Looking back at a game: /board ply:, /review, /replay

lookups-ply-none-yet = Game { $game } has no moves yet; ply must be 0.
lookups-ply-out-of-range = { $plies ->
    [one] Game { $game } has { $plies } ply; ply must be 0-{ $last }.
   *[other] Game { $game } has { $plies } plies; ply must be 0-{ $last }.
}
lookups-review-start = The start position.
# $entry: a game-level entry as the thread tells it (a resignation, an agreed draw).
lookups-review-entry = { $entry }.
lookups-review-roll = 🎲 { $roll }.
lookups-review-passed = { $player } passed.
lookups-review-played = { $player } played { $move }.
lookups-review-played-hidden = { $player } played a move.
lookups-review-own-view = Your own view, with your hidden faces: only you see this.
lookups-board-at = { $title }, ply { $ply } of { $plies }: { $line }
lookups-review-at = { $title }, ply { $ply } of { $plies }
lookups-review-at-running = { $title }, ply { $ply } of { $plies }, running
lookups-review-step = { $at }: { $line }
lookups-replay = Replay of { $title }: { $positions } positions, ply 0 to { $plies }.
lookups-replay-so-far = Replay of { $title }: { $positions } positions, ply 0 to { $plies }, so far.
# $note: which positions were left out, and why (lookups-replay-every-…).
lookups-replay-cut = Replay of { $title }: { $positions } positions, ply 0 to { $plies } ({ $note }).
lookups-replay-so-far-cut = Replay of { $title }: { $positions } positions, ply 0 to { $plies }, so far ({ $note }).
# $every: one position in $every is shown, as an ordinal ("every 2nd position").
lookups-replay-every-capped = every { $every ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
    [31] 31st
    [32] 32nd
    [33] 33rd
   *[other] { $every }th
} position shown (a replay holds at most { $most } frames)
# $size: the upload limit, "8 MB".
lookups-replay-every-limit = every { $every ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
    [31] 31st
    [32] 32nd
    [33] 33rd
   *[other] { $every }th
} position shown to fit the { $size } upload limit

## Analyses (/analyse)

lookups-analysis-players-only = Only the players of game { $game } may ask for its analysis.
lookups-analysis-still-playing = Game { $game } is still being played; ask for its analysis once it is over.
lookups-analysis-no-computer = The computer is not available on this bot.
lookups-analysis-wait = { $minutes ->
    [one] You may ask for one new analysis every 10 minutes; try again in { $minutes } minute.
   *[other] You may ask for one new analysis every 10 minutes; try again in { $minutes } minutes.
}
lookups-analysis-under-way = Game { $game } is being analysed already; ask again in a minute.
# $title: the game's title; $level: the engine's level number; $moves: the moves it looked at.
lookups-analysis-header = Analysis of { $title } by the level { $level } engine ({ $moves } moves looked at; chances are each player's expected result, a win 100%, a draw 50%):
lookups-analysis-none = The engine found no move that gave away much. Well played.
# One move the engine disagreed with: $number is its place in the game; chances are percentages.
lookups-analysis-move = - move { $number }, { $player }: { $played } ({ $played_chance }); the engine preferred { $best } ({ $best_chance }).

## A game's record (/history)

# $title: the game's title; $moves: the lines of its record.
lookups-history = { $moves ->
    [one] Record of { $title } ({ $moves } move, finished).
   *[other] Record of { $title } ({ $moves } moves, finished).
}
lookups-history-running = { $moves ->
    [one] Record of { $title } ({ $moves } move, in progress).
   *[other] Record of { $title } ({ $moves } moves, in progress).
}

## Finished games (/games finished)

lookups-finished-title = { $player }'s finished games
# $name: the game's name (Pinch, Les), not translated.
lookups-finished-title-game = { $player }'s finished { $name } games
lookups-finished-title-server = This server's finished games
lookups-finished-title-server-game = This server's finished { $name } games
lookups-finished-none = None yet.
lookups-finished-past-last = No more: this page is past the last.
lookups-finished-record = A game's record: { $command }.
# What a thread is called where it cannot be a mention.
lookups-finished-thread = the game's thread
# One finished game: $game its number, $result a lookups-finished-won/drawn/aborted,
# $day its date, $plies a count, $rated and $in_server yes or no, $where its thread, $record the command.
lookups-finished-line = { $game } { $name } · { $first } vs { $second } — { $result } · { $day } · { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}{ $rated ->
    [yes] {" "}· rated
   *[other] {""}
}{ $in_server ->
    [yes] {" "}· { $where }
   *[other] {""}
} · { $record }
lookups-finished-aborted = aborted
# $ending: one of the game-ending messages.
lookups-finished-drawn = drawn ({ $ending })
lookups-finished-won = { $winner } won ({ $ending })

## Captions under the frames of /replay (plain text in a picture)

lookups-frame-start = start
# $line: what the move was; $ply: its number.
lookups-frame = { $ply }. { $line }
lookups-frame-roll = { $ply }. { $roll }.
