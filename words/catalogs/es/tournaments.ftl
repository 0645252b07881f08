# Torneos: crearlos, apuntarse, retirarse, el comienzo, cada ronda, el final y la
# clasificación. Un argumento `heading` va en negrita en Discord; `place` es el canal
# donde se juegan las partidas del torneo (una mención en Discord).

tournaments-title = Torneo { $tournament }: { $name }
tournaments-kind-swiss = suizo, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
tournaments-kind-swiss-open = suizo, rondas fijadas al comenzar
tournaments-kind-round-robin = liga
tournaments-kind-double-round-robin = liga a doble vuelta
tournaments-format-swiss = suizo
tournaments-format-round-robin = liga
tournaments-terms = { $game } ({ $setup }), { $kind }, reloj { $clock }, { $rated ->
    [yes] puntuable
   *[other] no puntuable
}
tournaments-place = el canal del torneo

## Creado, apuntado, retirado, cancelado

tournaments-opened = 🏆 { $heading } está abierto: { $terms }. Apúntate con { $command } hasta que empiece, el { $starts } ({ $soon }); sus partidas se juegan en { $place }.
tournaments-opened-sized = 🏆 { $heading } está abierto: { $terms }, { $count ->
    [one] como mucho { $count } jugador
   *[other] como mucho { $count } jugadores
}. Apúntate con { $command } hasta que empiece, el { $starts } ({ $soon }); sus partidas se juegan en { $place }.
tournaments-joined = Te has apuntado a { $heading } ({ $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
} hasta ahora). Empieza { $starts }; { $command } antes de entonces no cuesta nada.
tournaments-left = Has dejado { $heading }.
tournaments-withdrew = Te has retirado de { $heading }. Las partidas que terminaste cuentan.
tournaments-withdrew-resigned = Te has retirado de { $heading }; { $count ->
    [one] se ha abandonado { $count } partida en curso
   *[other] se han abandonado { $count } partidas en curso
}. Las partidas que terminaste cuentan.
tournaments-cancelled = { $heading } queda cancelado.
tournaments-cancelled-running = { $heading } queda cancelado. Sus partidas ya empezadas siguen como partidas normales.
tournaments-starting = El torneo { $tournament } está empezando.

## Rechazos

tournaments-create-admins-only = Solo un administrador del servidor (Gestionar servidor) puede crear un torneo.
tournaments-start-admins-only = Solo un administrador del servidor o quien creó el torneo puede empezarlo.
tournaments-cancel-admins-only = Solo un administrador del servidor o quien creó el torneo puede cancelarlo.
tournaments-game-not-here = En este servidor no se juega { $game }; aquí se juega { $games }.
tournaments-bad-format = format debe ser round robin o Swiss, no { $given }.
tournaments-none-such = No existe el torneo { $tournament } en este servidor.
tournaments-none-here = Todavía no hay ningún torneo en este servidor.
tournaments-already-in = Ya estás en { $title }.
tournaments-full = { $title } está completo ({ $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}).
tournaments-join-begun = { $title } ya ha empezado; solo se puede apuntar antes del comienzo.
tournaments-join-over = { $title } ha terminado; solo se puede apuntar antes del comienzo.
tournaments-join-cancelled = { $title } fue cancelado; solo se puede apuntar antes del comienzo.
tournaments-not-in = No estás en { $title }.
tournaments-already-withdrawn = Ya te has retirado de { $title }.
tournaments-nothing-to-withdraw = { $title } ha terminado; no hay nada de lo que retirarse.
tournaments-already-over = { $title } ya ha terminado.
tournaments-start-not-open = { $title } ya ha empezado o ha terminado.
tournaments-start-raced = { $title } se empezó o se canceló mientras tanto.
tournaments-too-few = { $title } tiene { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}; necesita al menos { $least } para empezar.
tournaments-needs-a-clock = Un torneo necesita reloj, para que toda partida termine: usa standard, relaxed, brisk o, por ejemplo, 3d+1d/7d.
tournaments-bad-size = players: una competición de tipo { $format } admite de { $low } a { $high } jugadores, no { $given }.
tournaments-rounds-for-swiss = rounds es para un suizo; en una liga juegan todos contra todos (double: dos veces).
tournaments-double-for-round-robin = double es para una liga; un suizo empareja a cada pareja una sola vez.
tournaments-bad-rounds = rounds debe ir de 1 a { $high }, no { $given }.
tournaments-start-past = start: { $given } ya ha pasado; da una fecha posterior.
tournaments-start-too-far = start: como mucho dentro de { $days } días.
tournaments-start-not-a-date = start: { $given } no es una fecha; usa 2026-06-01, 2026-06-01 18:00 (UTC) o un plazo como 3d o 12h.
tournaments-no-abort = La partida { $game } es de torneo y no se puede anular; { $command } la termina (una derrota), y quien nunca mueve la pierde por tiempo.

## Noticias en el canal de partidas

tournaments-did-not-start = { $heading } no empezó: { $count ->
    [one] se apuntó { $count } jugador
   *[other] se apuntaron { $count } jugadores
} y necesita al menos { $least }. Queda cancelado.
tournaments-how-round-robin = una liga: las { $count } partidas empiezan ya, las de cada jugador a la vez
tournaments-how-double = una liga a doble vuelta: las { $count } partidas empiezan ya, las de cada jugador a la vez
tournaments-how-swiss = un suizo de { $rounds } rondas; la ronda 1 empieza ya
tournaments-begun = 🏁 { $heading } ha empezado con { $count } jugadores, { $how }. { $command } muestra la clasificación.
tournaments-paired = ♟️ La ronda { $round } de { $rounds } de { $heading } está emparejada: { $count ->
    [one] { $count } partida empieza
   *[other] { $count } partidas empiezan
} ya.
tournaments-paired-bye = ♟️ La ronda { $round } de { $rounds } de { $heading } está emparejada: { $count ->
    [one] { $count } partida empieza
   *[other] { $count } partidas empiezan
} ya. { $player } descansa ({ $points } punto).
tournaments-board = { $title }, ronda { $round }, tablero { $board }: partida { $game }.
tournaments-over = 🏆 { $heading } ha terminado: { $verdict }.
tournaments-over-early = 🏆 { $heading } ha terminado (acaba antes de tiempo: { $why }): { $verdict }.
tournaments-over-winner = { $players } gana con { $points } puntos
tournaments-over-shared = { $players } comparten el primer puesto con { $points } puntos
tournaments-round-unpaired = la ronda { $round } no se pudo emparejar ({ $why })
tournaments-too-few-left = quedan menos de dos jugadores

## /tournament show y /tournament list

tournaments-shown = { $heading } — { $terms }; { $status }.
tournaments-players = Jugadores ({ $count }): { $players }.
tournaments-players-none = Jugadores (0): nadie todavía.
tournaments-leader = Líder: { $player } con { $points }.
tournaments-pairing = { $game } { $white }–{ $black }
tournaments-playing = Jugando: { $games }
tournaments-playing-more = Jugando: { $games } …
tournaments-status-open = abierto, empieza { $starts }
tournaments-status-round = en curso, ronda { $round } de { $rounds }
tournaments-status-running = en curso
tournaments-status-over = terminado
tournaments-status-cancelled = cancelado
tournaments-list-in-a-server = Los torneos pertenecen a un servidor; pregunta en uno.
tournaments-list-none = Todavía no hay torneos aquí; un administrador crea uno con { $command }.
tournaments-list-name = { $tournament } { $name }
tournaments-list-item = { $heading } — { $game }, { $kind }, { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}; { $status }
