# Tournaments: creating, joining, leaving, the start, each round, the end, and the
# standings. A `heading` argument is bold on Discord; `place` is the channel the
# tournament's games are played in (a mention on Discord).

tournaments-title = Tournament { $tournament }: { $name }
tournaments-kind-swiss = Swiss, { $rounds } rounds
tournaments-kind-swiss-open = Swiss, rounds chosen at the start
tournaments-kind-round-robin = round robin
tournaments-kind-double-round-robin = double round robin
tournaments-format-swiss = Swiss
tournaments-format-round-robin = round robin
tournaments-terms = { $game } ({ $setup }), { $kind }, clock { $clock }, { $rated ->
    [yes] rated
   *[other] unrated
}
tournaments-place = the tournament's channel

## Created, joined, left, cancelled

tournaments-opened = 🏆 { $heading } is open: { $terms }. Join with { $command } until it starts { $starts } ({ $soon }); its games are played in { $place }.
tournaments-opened-sized = 🏆 { $heading } is open: { $terms }, at most { $count } players. Join with { $command } until it starts { $starts } ({ $soon }); its games are played in { $place }.
tournaments-joined = You joined { $heading } ({ $count ->
    [one] { $count } player
   *[other] { $count } players
} so far). It starts { $starts }; { $command } before then costs nothing.
tournaments-left = You left { $heading }.
tournaments-withdrew = You withdrew from { $heading }. The games you finished stand.
tournaments-withdrew-resigned = You withdrew from { $heading }; { $count ->
    [one] { $count } running game
   *[other] { $count } running games
} resigned. The games you finished stand.
tournaments-cancelled = { $heading } is cancelled.
tournaments-cancelled-running = { $heading } is cancelled. Its games already started go on as ordinary games.
tournaments-starting = Tournament { $tournament } is starting.

## Refusals

tournaments-create-admins-only = Only a server admin (Manage Server) can create a tournament.
tournaments-start-admins-only = Only a server admin or the tournament's creator can start it.
tournaments-cancel-admins-only = Only a server admin or the tournament's creator can cancel it.
tournaments-game-not-here = { $game } is not played in this server; the games here are { $games }.
tournaments-bad-format = format must be round robin or Swiss, not { $given }.
tournaments-none-such = There is no tournament { $tournament } in this server.
tournaments-none-here = There is no tournament in this server yet.
tournaments-already-in = You are already in { $title }.
tournaments-full = { $title } is full ({ $count } players).
tournaments-join-begun = { $title } has already begun; players join only before it starts.
tournaments-join-over = { $title } is over; players join only before it starts.
tournaments-join-cancelled = { $title } was cancelled; players join only before it starts.
tournaments-not-in = You are not in { $title }.
tournaments-already-withdrawn = You have already withdrawn from { $title }.
tournaments-nothing-to-withdraw = { $title } is over; there is nothing to withdraw from.
tournaments-already-over = { $title } is already over.
tournaments-start-not-open = { $title } has already begun or is over.
tournaments-start-raced = { $title } was started or cancelled meanwhile.
tournaments-too-few = { $title } has { $count ->
    [one] { $count } player
   *[other] { $count } players
}; it needs at least { $least } to start.
tournaments-needs-a-clock = A tournament needs a clock, so that every game ends: use standard, relaxed, brisk, or e.g. 3d+1d/7d.
tournaments-bad-size = players: a { $format } takes { $low } to { $high } players, not { $given }.
tournaments-rounds-for-swiss = rounds is for a Swiss; a round robin plays everyone (double: twice).
tournaments-double-for-round-robin = double is for a round robin; a Swiss pairs each pair once.
tournaments-bad-rounds = rounds must be 1 to { $high }, not { $given }.
tournaments-start-past = start: { $given } is already past; give a later date.
tournaments-start-too-far = start: at most { $days } days from now.
tournaments-start-not-a-date = start: { $given } is not a date; use 2026-06-01, 2026-06-01 18:00 (UTC) or a delay such as 3d or 12h.
tournaments-no-abort = Game { $game } is a tournament game and cannot be aborted; { $command } ends it (a loss), and a player who never moves loses it on time.

## News in the games channel

tournaments-did-not-start = { $heading } did not start: { $count ->
    [one] { $count } player joined
   *[other] { $count } players joined
}, and it needs at least { $least }. It is cancelled.
tournaments-how-round-robin = a round robin: all { $count } games start now, each player's side by side
tournaments-how-double = a double round robin: all { $count } games start now, each player's side by side
tournaments-how-swiss = a Swiss of { $rounds } rounds; round 1 starts now
tournaments-begun = 🏁 { $heading } has begun with { $count } players, { $how }. { $command } shows the standings.
tournaments-paired = ♟️ Round { $round } of { $rounds } of { $heading } is paired: { $count ->
    [one] { $count } game starts
   *[other] { $count } games start
} now.
tournaments-paired-bye = ♟️ Round { $round } of { $rounds } of { $heading } is paired: { $count ->
    [one] { $count } game starts
   *[other] { $count } games start
} now. { $player } has the bye ({ $points } point).
tournaments-board = { $title }, round { $round }, board { $board }: game { $game }.
tournaments-over = 🏆 { $heading } is over: { $verdict }.
tournaments-over-early = 🏆 { $heading } is over (it ends early: { $why }): { $verdict }.
tournaments-over-winner = { $players } wins with { $points } points
tournaments-over-shared = { $players } share first place with { $points } points
tournaments-round-unpaired = round { $round } could not be paired ({ $why })
tournaments-too-few-left = fewer than two players are left

## /tournament show and /tournament list

tournaments-shown = { $heading } — { $terms }; { $status }.
tournaments-players = Players ({ $count }): { $players }.
tournaments-players-none = Players (0): nobody yet.
tournaments-leader = Leader: { $player } with { $points }.
tournaments-pairing = { $game } { $white }–{ $black }
tournaments-playing = Playing: { $games }
tournaments-playing-more = Playing: { $games } …
tournaments-status-open = open, starts { $starts }
tournaments-status-round = running, round { $round } of { $rounds }
tournaments-status-running = running
tournaments-status-over = over
tournaments-status-cancelled = cancelled
tournaments-list-in-a-server = Tournaments belong to a server; ask in one.
tournaments-list-none = No tournaments here yet; an admin creates one with { $command }.
tournaments-list-name = { $tournament } { $name }
tournaments-list-item = { $heading } — { $game }, { $kind }, { $count ->
    [one] { $count } player
   *[other] { $count } players
}; { $status }
