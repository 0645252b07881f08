# Moderation: /postboard game (service/moderation/). $game is the game; $reason what the
# moderator wrote, kept with the game's record; $player a player of the game.

# Refusals, private to the member who asked.
moderation-needs-manage-server = This needs the Manage Server permission.
moderation-needs-right = Moderating games here needs the Manage Server permission or this server's moderator role.
# $config is the command that sets the moderator role.
moderation-needs-right-no-role = Moderating games here needs the Manage Server permission. (This server has no moderator role; someone with Manage Server can set one with { $config }.)
moderation-needs-reason = Give a reason: it is kept with the game's record and posted in its thread.
# $limit is the most characters a reason may have.
moderation-reason-too-long = The reason is too long: at most { $limit } characters.
moderation-game-over = Game { $game } is already over; a finished game's result stays as it is.
moderation-winner-not-a-player = The winner must be one of the two players of game { $game } (or choose a draw).
moderation-adjudicate-needs-result = An adjudication needs its result: a winner, or a draw (not both).
moderation-result-only-to-adjudicate = A winner or a draw is only for an adjudication.
moderation-already-paused = Game { $game } is already paused by a moderator.
moderation-not-paused = Game { $game } is not paused by a moderator, so there is nothing to resume.
moderation-moved-on = Game { $game } changed while you asked (a move landed first). Look at it again, and repeat if you still mean it.
moderation-busy = Game { $game } kept moving while you asked; try again.
# The moderator's private answer; the thread gets the announcement.
moderation-done = Done; game { $game }'s thread has been told.

# Announced in the game's thread (and by mail to its players).
moderation-aborted = A moderator aborted game { $game }: { $reason }. It counts for nobody.
moderation-adjudicated = A moderator adjudicated game { $game }: { $player } wins. Reason: { $reason }
moderation-adjudicated-draw = A moderator adjudicated game { $game } as a draw. Reason: { $reason }
moderation-paused = A moderator paused game { $game }: { $reason }. No moves, offers or claims until a moderator resumes it; the clock is stopped.
moderation-resumed = A moderator resumed game { $game }: it goes on, and the clock runs again.
moderation-resumed-because = A moderator resumed game { $game }: { $reason }. It goes on, and the clock runs again.

# The subjects of the mails telling a game's players by mail.
moderation-mail-subject-paused = A moderator paused game { $game }
moderation-mail-subject-resumed = A moderator resumed game { $game }

# The server's overview, /postboard status (service/moderation/overview.py): private to
# the admin or moderator who asked. $game is a game; $player who is to move in it (an
# overview-player or overview-dice message); counts are numbers.
overview-title = Postboard in this server
# $title is overview-title, stressed.
overview-head = { $title }: { $running ->
    [one] one running game
   *[other] { $running } running games
}{ $held ->
    [0] {""}
   *[other] {" "}({ $held } on hold)
}.
overview-player = { $player } to move
overview-dice = dice to roll
overview-on-time-head = Time running out within a day:
# $when is when the time runs out ("in 3 hours").
overview-on-time-item = • { $game }: { $player }, time up { $when }
overview-time-up = • { $game }: { $player }, time is up — the opponent may claim the game
overview-on-time-none = No game's time runs out within a day.
# $days is how many days without a move make a game idle here.
overview-idle-head = { $count ->
    [one] One game
   *[other] { $count } games
} without a move for { $days } days or more:
# $since is the day of the game's last move.
overview-idle-item = • { $game }: { $player } since { $since }
overview-idle-none = No game has gone { $days } days without a move.
overview-more = • and { $count } more
overview-mail = Mail about this server's games: { $waiting } waiting to be sent ({ $retrying } after a failed try), { $given_up } given up on in the last 7 days.
# $owed lists what is owed: overview-owed-positions, -offers, -notices.
overview-owed = Not yet posted in the games' threads, a while after they were made: { $owed }. Check that Postboard may post in the games channel and its threads.
overview-owed-positions = { $count ->
    [one] one position
   *[other] { $count } positions
}
overview-owed-offers = { $count ->
    [one] one offer
   *[other] { $count } offers
}
overview-owed-notices = { $count ->
    [one] one notice (a decline, a pause or a resume)
   *[other] { $count } notices (declines, pauses or resumes)
}
overview-dm-failing = { $count ->
    [one] One player of a running game does
   *[other] { $count } players of running games do
} not accept Postboard's direct messages.
overview-no-failures = No failures lately.
overview-rulings-head = Rulings in the last 30 days:
# $moderator who ruled, $when the day, $reason the reason (shortened).
overview-ruling-abort = • { $when }, { $game }: aborted by { $moderator } — { $reason }
overview-ruling-adjudicate = • { $when }, { $game }: adjudicated by { $moderator } — { $reason }
overview-ruling-pause = • { $when }, { $game }: paused by { $moderator } — { $reason }
overview-ruling-resume = • { $when }, { $game }: resumed by { $moderator } — { $reason }
# $least and $most bound the days; $value is what was asked for.
overview-days-invalid = idle_days must be between { $least } and { $most }, not { $value }.
