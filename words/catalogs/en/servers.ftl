# Joining and leaving servers (service/servers, bot/cogs/servers.py). The welcome is
# posted once, in the server's language, when Postboard is added to a server; $config,
# $help, $challenge and $rules are commands, $readme the name of the guide's file.
servers-welcome-hello = 👋 Hello! I am Postboard: board games played by post (Pinch, Pletore, Les, Plakoto and Plateau), a move whenever you have time, each game in a thread of its own.
servers-welcome-admins = Admins, first step: { $config } chooses the channel games are played in; the same command sets the games allowed, the clock, the language and more.
servers-welcome-everyone = Everyone: { $help } lists the commands, { $challenge } starts a game, { $rules } explains each game.
servers-welcome-docs = The full guide is { $readme } in Postboard's source.
# Postboard was added back to a server within the grace period; $games is how many of
# its suspended games go on now.
servers-welcome-back = { $games ->
    [0] 👋 Postboard is back. No game was waiting for it.
    [one] 👋 Postboard is back: the game suspended while it was away goes on, its clock running again.
   *[other] 👋 Postboard is back: the { $games } games suspended while it was away go on, their clocks running again.
}
# $games: how many games a moderator had paused before the bot left; $command resumes one.
servers-welcome-back-paused = { $games ->
    [one] One game stays paused by a moderator until one resumes it with { $command }.
   *[other] { $games } games stay paused by a moderator until one resumes them with { $command }.
}
# Told in each game's thread (and mailed to its players who read it by mail) when it goes on.
servers-game-resumed = Game { $game } goes on: Postboard is back in its server.
servers-mail-subject-suspended = Game { $game } is suspended
servers-mail-subject-resumed = Game { $game } goes on
