# Time: time controls, clock reminders and timeouts, vacations, digests.

## Time controls (service/timecontrol.py)

# A time control that could not be read; $presets lists the preset names, $none is the word for no clock.
time-control-unreadable = '{ $text }' is not a time control: use { $presets }, { $none }, or initial+increment/cap such as { $example } (d days, h hours, m minutes).
time-control-too-short = A correspondence clock needs at least { $least } to start with.
time-control-cap-out-of-range = The cap must be at least the starting time and at most { $days ->
    [one] { $days } day
   *[other] { $days } days
}.
time-control-increment-too-long = The increment must be at most { $days ->
    [one] { $days } day
   *[other] { $days } days
}.
# A game without a clock.
time-control-none = no clock
# $initial, $increment, $cap are lengths of time ("3 days"); $auto is yes or no.
time-control-described = { $initial } + { $increment } per move, cap { $cap }; { $auto ->
    [yes] a timeout ends the game
   *[no] a timeout may be claimed
}

## Clock reminders and timeouts (service/clocks.py)

# In the game's thread; $left is a length of time, $title the game's title.
clock-reminder = ⏰ { $player }, { $left } left for your move in { $title }.
# The same reminder by direct message.
clock-reminder-dm = ⏰ { $left } left for your move in { $title }.
# A game without a clock: its player to move has not moved for a while; $days is the
# server's days without a move, $when when the opponent may claim the game, $claim the command.
clock-idle-reminder = ⏰ { $player }, your move in { $title } has waited a long time. After { $days } days without a move your opponent may { $claim } the game: from { $when }.
clock-idle-reminder-dm = ⏰ Your move in { $title } has waited a long time. After { $days } days without a move your opponent may claim the game: from { $when }.
# $late ran out of time; $opponent may claim the win with $claim.
clock-time-up = ⌛ { $late }'s time is up in game { $game }. { $channel ->
    [mail] { $opponent } may claim the win in the game's thread on Discord, or keep waiting for the move.
   *[other] { $opponent } may { $claim } the win, or keep waiting for the move.
}
# The same before $late made a first move: claiming calls the game off.
clock-time-up-before-first-move = ⌛ { $late }'s time is up in game { $game }. { $channel ->
    [mail] { $opponent } may call the game off in its thread on Discord (no first move yet: it counts for nobody), or keep waiting for the move.
   *[other] { $opponent } may { $claim } to call the game off (no first move yet: it counts for nobody), or keep waiting for the move.
}

## Vacations (service/vacations.py)

# A number of whole days of vacation.
vacation-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
# $start is the command that starts a vacation.
vacation-needs-server = A vacation is taken in a server, under its allowance: { $channel ->
    [mail] start it on Discord, in the server whose games should wait.
   *[other] { $start } in the server whose games should wait.
}
# $since is the moment the vacation started; $stop the command that ends it.
vacation-already-on-here = You are already on vacation in this server, since { $since }; { $stop } when you are back.
vacation-already-on = You are already on vacation; { $stop } when you are back.
vacation-none-allowed = This server allows no vacation days; your clocks keep running.
# $allowance is the server's yearly allowance ("30 days").
vacation-all-used = You have no vacation left this year: this server allows { $allowance } a year, all used. Your clocks keep running.
# In a game's thread; $player is the name of the player who left, $left what remains of their allowance.
vacation-away = 🏖️ { $player } is on vacation until they return ({ $left } left this year); their clock is frozen.
# $frozen says where the clock was frozen; $left what remains of the allowance.
vacation-started = Your vacation in this server has started. { $frozen } Games here that come to you while you are away wait with a frozen clock too. You have { $left } of vacation left this year in this server; it ends by itself when that runs out. { $stop } when you are back.
# $here is yes when the vacation was in this server.
vacation-not-on = { $here ->
    [yes] You are not on vacation in this server; { $start } to go on one.
   *[no] You are not on vacation; { $start } to go on one.
}
# $running says where the clocks run again.
vacation-welcome-back = Welcome back! { $running } { $here ->
    [yes] You have { $left } of vacation left this year in this server.
   *[no] You have { $left } of vacation left this year.
}
# By direct message; $year is the calendar year, $allowance the server's yearly allowance.
vacation-ended-used-up = Your vacation has ended: your allowance for { $year } ({ $allowance }) is used up. { $running }
# In a game's thread; $left is the time on the clock.
vacation-back = { $player } is back from vacation; their clock runs again ({ $left } left).
vacation-used-up-clock-runs = { $player }'s vacation allowance is used up; their clock runs again ({ $left } left).
vacation-no-clock-running = No clock of yours was running.
# $games lists game numbers.
vacation-frozen-in = Your clock is frozen in { $count ->
    [one] game
   *[other] games
} { $games }.
vacation-no-game-waiting = No game is waiting on you with a clock.
vacation-runs-again-in = Your clock runs again in { $count ->
    [one] game
   *[other] games
} { $games }.

## The daily digest (service/digests.py)

# The first line of the digest, above the list of games.
digest-heading = Your daily Postboard digest
# The subject of the digest's mail.
digest-subject = Your daily Postboard digest

## Reminders by mail (service/clocks.py): mail only, written as the mail is queued

# $title is the game ("Pinch #3"); $left a length of time.
clock-reminder-mail-subject = { $title }: { $left } left for your move
clock-reminder-mail = { $left } left for your move in { $title }. Reply with your move on the first line.
clock-idle-reminder-mail-subject = { $title }: your move has waited a long time
clock-idle-reminder-mail = Your move in { $title } has waited a long time. After { $days } days without a move your opponent may claim the game: from { $when }. Reply with your move on the first line.
