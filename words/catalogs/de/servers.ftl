# Joining and leaving servers (service/servers, bot/cogs/servers.py).
servers-welcome-hello = 👋 Hallo! Ich bin Postboard: Brettspiele per Fernpartie (Pinch, Pletore, Les, Plakoto und Plateau), ein Zug, wann immer ihr Zeit habt, jede Partie in einem eigenen Thread.
servers-welcome-admins = Admins, der erste Schritt: { $config } wählt den Kanal, in dem gespielt wird; derselbe Befehl legt die erlaubten Spiele, die Uhr, die Sprache und mehr fest.
servers-welcome-everyone = Für alle: { $help } zeigt die Befehle, { $challenge } beginnt eine Partie, { $rules } erklärt jedes Spiel.
servers-welcome-docs = Die ganze Anleitung steht in { $readme } im Quellcode von Postboard.
servers-welcome-back = { $games ->
    [0] 👋 Postboard ist zurück. Keine Partie hat auf ihn gewartet.
    [one] 👋 Postboard ist zurück: Die Partie, die während seiner Abwesenheit ruhte, geht weiter, ihre Uhr läuft wieder.
   *[other] 👋 Postboard ist zurück: Die { $games } Partien, die während seiner Abwesenheit ruhten, gehen weiter, ihre Uhren laufen wieder.
}
servers-welcome-back-paused = { $games ->
    [one] Eine Partie bleibt von einem Moderator pausiert, bis einer sie mit { $command } fortsetzt.
   *[other] { $games } Partien bleiben von einem Moderator pausiert, bis einer sie mit { $command } fortsetzt.
}
servers-game-resumed = Partie { $game } geht weiter: Postboard ist zurück auf ihrem Server.
servers-mail-subject-suspended = Partie { $game } ruht
servers-mail-subject-resumed = Partie { $game } geht weiter
