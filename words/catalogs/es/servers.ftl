# Joining and leaving servers (service/servers, bot/cogs/servers.py).
servers-welcome-hello = 👋 ¡Hola! Soy Postboard: juegos de tablero por correspondencia (Pinch, Pletore, Les, Plakoto y Plateau), una jugada cuando tengas tiempo, cada partida en su propio hilo.
servers-welcome-admins = Administradores, primer paso: { $config } elige el canal donde se juegan las partidas; el mismo comando fija los juegos permitidos, el reloj, el idioma y más.
servers-welcome-everyone = Todos: { $help } muestra los comandos, { $challenge } empieza una partida, { $rules } explica cada juego.
servers-welcome-docs = La guía completa es { $readme } en el código fuente de Postboard.
servers-welcome-back = { $games ->
    [0] 👋 Postboard ha vuelto. Ninguna partida lo esperaba.
    [one] 👋 Postboard ha vuelto: la partida suspendida mientras no estaba sigue, con su reloj en marcha de nuevo.
   *[other] 👋 Postboard ha vuelto: las { $games } partidas suspendidas mientras no estaba siguen, con sus relojes en marcha de nuevo.
}
servers-welcome-back-paused = { $games ->
    [one] Una partida sigue pausada por un moderador hasta que uno la reanude con { $command }.
   *[other] { $games } partidas siguen pausadas por un moderador hasta que uno las reanude con { $command }.
}
servers-game-resumed = La partida { $game } sigue: Postboard ha vuelto a su servidor.
servers-mail-subject-suspended = La partida { $game } está suspendida
servers-mail-subject-resumed = La partida { $game } sigue
