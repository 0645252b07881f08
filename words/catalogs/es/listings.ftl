# /games: las partidas en curso de un jugador, y el resumen diario que las lista (service/games/listings.py).

## Una línea por partida
# $game: el número de la partida (un enlace a su hilo donde el canal tiene enlaces); $name: el
# nombre del juego; $opponent: el otro jugador; $turn: a quién le toca (un mensaje
# listings-turn-*); $ply: cuántas jugadas se han hecho; $left: el tiempo que queda para mover;
# $late: que el tiempo se acabó (listings-time-up, resaltado).
listings-item = { $game } { $name } contra { $opponent } — { $turn }, tiempo restante: { $left }, semijugada { $ply }
listings-item-paused = { $game } { $name } contra { $opponent } — { $turn }, en pausa, semijugada { $ply }
listings-item-time-up = { $game } { $name } contra { $opponent } — { $turn }, { $late }, semijugada { $ply }
listings-item-untimed = { $game } { $name } contra { $opponent } — { $turn }, semijugada { $ply }
# Resaltado: $late de listings-item-time-up.
listings-time-up = se acabó el tiempo

## A quién le toca (resaltado cuando es al lector)
# $player: el jugador cuyas partidas son.
listings-turn-yours = te toca
listings-turn-theirs = le toca a tu rival
listings-turn-player = le toca a { $player }
listings-turn-opponent = le toca al rival

## Sin partidas en curso
# $command: cómo empezar una partida; $player: el jugador cuyas partidas se pidieron.
listings-none-own = { $channel ->
    [mail] No tienes partidas en curso. Para empezar una: { $command }.
   *[other] No tienes partidas en curso. Empieza una con { $command }.
}
listings-none-own-here = No tienes partidas en curso en este servidor. Empieza una con { $command }.
listings-none-together = No tienes partidas en curso con { $player }.
listings-none-player-here = { $player } no tiene partidas en curso en este servidor.

## Por qué una lista puede ser corta
# $count: cuántas partidas en curso hay en otros servidores; $command: cómo listarlas todas.
listings-elsewhere = { $channel ->
    [mail] ({ $count } { $count ->
        [one] partida más en curso
       *[other] partidas más en curso
    } en otros servidores.)
   *[other] ({ $count } { $count ->
        [one] partida más en curso
       *[other] partidas más en curso
    } en otros sitios: { $command } en un mensaje directo conmigo las muestra todas.)
}
listings-dm-together = (En un mensaje directo solo muestro las partidas que juegas con esa persona.)
