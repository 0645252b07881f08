# Admin: /postboard config, a server's defaults (service/config.py, bot/cogs/admin.py).
# $label is a setting's name as the command's option is called: keep it as it is.

config-head = { $changed ->
    [yes] Saved. This server's Postboard settings now:
   *[no] This server's settings:
}
# $games is the list of games allowed.
config-games = • { $label }: { $games }
config-games-all = all games
# $channel is the games channel; $challenge the command that makes a challenge.
config-channel = • { $label }: { $set ->
    [yes] { $channel } — challenges are posted there and games get their threads there, wherever { $challenge } is typed
   *[no] not set — a challenge is posted where { $challenge } is typed, its game gets a thread there
}
# $clock is the default time control in words; $clock_option and $timeout_option the options of a challenge.
config-clock = • { $label }: { $clock }{ $default ->
    [yes] {" "}(the built-in default)
   *[no] {""}
}; a challenge may still set its own { $clock_option } and { $timeout_option }
config-vacation-days = • { $label }: { $days } a year per player{ $default ->
    [yes] {" "}(the built-in default)
   *[no] {""}
}
# $level is the strongest computer level players may ask a hint of; $hint the command.
config-hints = • { $label }: { $on ->
    [yes] up to level { $level } — players may ask { $hint } for the move the computer would play at that level, or at a lower one with { $level_option }
   *[no] off — { $hint } is refused
}{ $default ->
    [yes] {" "}(the built-in default)
   *[no] {""}
}
config-web-list = • { $label }: { $state }
config-web-list-off = off — game pages link to no list of this server's games
# $url is ": " and the list's link, or nothing when it is not known.
config-web-list-on = on — each game's web page links to the list of this server's games in channels everyone here can read{ $url }; { $new_link } replaces its link{ $default ->
    [yes] {" "}(the built-in default)
   *[no] {""}
}
# $language is the code and the language in its own words: "es (Español)".
config-language = • { $label }: { $set ->
    [yes] { $language } — this server's posts are written in it
   *[no] the server's own — posts are written in the primary language Discord reports for this server (a Community server sets it in Server Settings → Community), English if it is none we speak (the built-in default)
}
# $days is the server's days without a move; $claim the command.
config-abandon-days = • { $label }: { $days ->
    [0] never — a game without a clock waits for its player for ever
   *[other] { $days } days — in a game without a clock, once the player to move has gone that long without a move (and was reminded 3 days before), their opponent may { $claim } the game
}{ $default ->
    [yes] {" "}(the built-in default)
   *[no] {""}
}
# $least and $most bound the days; $value is what was asked for.
config-abandon-days-invalid = abandon_days must be 0 (never) or between { $least } and { $most }, not { $value }.
# $role is the moderator role (a mention on Discord).
config-moderator-role = • { $label }: { $set ->
    [yes] { $role } — its members may moderate this server's games (abort, adjudicate, pause, resume), as may everyone with Manage Server
   *[no] not set — only members with Manage Server may moderate this server's games (the built-in default)
}
config-moderator-role-name = the moderator role
config-moderator-role-everyone = The moderator role cannot be @everyone: choose a role only moderators have.
config-change = Change them with { $command }; { $reset } puts one back to the default.
config-web-list-new-link = The list has a new link: the old one no longer opens it.
# $value is what was asked for, quoted.
config-vacation-days-invalid = vacation_days must be between 0 and { $most }, not { $value }.
config-web-list-invalid = web_list must be one of { $choices }, not { $value }.
config-games-none = Name at least one game (comma-separated), or all.
config-games-unknown = There is no game called { $game }; the games are { $games } (or all).
config-hints-invalid = hints must be off or a level from 1 to { $most }, not { $value }.
config-timeout-invalid = timeout must be auto or claim, not { $value }.
config-reset-invalid = reset must be one of { $choices }, not { $value }.
# Added when the games channel lacks permissions; $channel is it, $missing the permissions.
config-missing-permissions = ⚠️ In { $channel } I lack { $missing }; games there cannot get threads until that is fixed.
