# Lo que consultan los jugadores: perfiles, clasificaciones, exportaciones, repasos, repeticiones, análisis.

## Páginas de un listado

lookups-page-out-of-range = la página debe estar entre 1 y { $most }, no { $page }.

## Piezas ocultas (Plateau)

lookups-private-only = Esa jugada nombra una pieza oculta, así que solo puede enviarse en privado: usa { $command } (solo tú ves su respuesta). No se jugó nada.

## Perfiles

lookups-profile-title = Perfil de { $player }
lookups-profile-ratings = Puntuaciones
# $game: el nombre del juego; $rating: «1623 ±45», con «?» tras una provisional.
lookups-profile-rating = { $game }: { $rating } ({ $games ->
    [one] { $games } puntuada
   *[other] { $games } puntuadas
})
lookups-profile-no-ratings = Ninguna todavía: juega una partida puntuada.
lookups-profile-record = Historial
lookups-profile-record-key = (ganadas–perdidas–tablas)
lookups-profile-tally = { $game }: { $won }–{ $lost }–{ $drawn }
lookups-profile-no-record = Aún no hay partidas terminadas.
lookups-profile-streak = Racha
lookups-profile-latest = Últimas partidas
lookups-profile-no-latest = Ninguna que mostrar aquí.
lookups-streak-none = ninguna todavía
lookups-streak-won = { $count ->
    [one] { $count } victoria
   *[other] { $count } victorias
}
lookups-streak-lost = { $count ->
    [one] { $count } derrota
   *[other] { $count } derrotas
}
lookups-streak-drawn = { $count ->
    [one] { $count } tablas
   *[other] { $count } tablas
}
# Una racha tan larga como las partidas consultadas: al menos $count.
lookups-streak-won-more = { $count }+ victorias
lookups-streak-lost-more = { $count }+ derrotas
lookups-streak-drawn-more = { $count }+ tablas

## Clasificaciones

lookups-scope-unknown = scope debe ser server o all, no '{ $scope }'.
lookups-leaderboard-title = Clasificación de { $game } — este servidor
lookups-leaderboard-title-all = Clasificación de { $game } — todos los servidores
# $rank: «3.»
lookups-leaderboard-row = { $rank } { $player } { $rating } · { $games ->
    [one] { $games } puntuada
   *[other] { $games } puntuadas
}
lookups-leaderboard-empty = Nadie todavía: las puntuaciones llegan con las partidas puntuadas.
lookups-leaderboard-provisional = { $mark }: provisional, listada después de las puntuaciones establecidas.

## Exportaciones de partidas terminadas

lookups-export-yours = { $count ->
    [one] Registro de tu { $count } partida terminada, de la más reciente a la más antigua.
   *[other] Registros de tus { $count } partidas terminadas, de la más reciente a la más antigua.
}
lookups-export-yours-server = { $count ->
    [one] Registro de tu { $count } partida terminada en este servidor, de la más reciente a la más antigua.
   *[other] Registros de tus { $count } partidas terminadas en este servidor, de la más reciente a la más antigua.
}
lookups-export-together = { $count ->
    [one] Registro de { $count } partida terminada de { $player } contigo, de la más reciente a la más antigua.
   *[other] Registros de { $count } partidas terminadas de { $player } contigo, de la más reciente a la más antigua.
}
lookups-export-theirs-server = { $count ->
    [one] Registro de { $count } partida terminada de { $player } en este servidor, de la más reciente a la más antigua.
   *[other] Registros de { $count } partidas terminadas de { $player } en este servidor, de la más reciente a la más antigua.
}
lookups-export-capped = Aquí solo están las { $most } más recientes: una exportación contiene como mucho { $most } partidas ({ $command } da cualquier otra).
lookups-export-format = El formato se explica en { $file }, en el código fuente de Postboard.
lookups-export-none-yours = Aún no tienes partidas terminadas, así que no hay nada que exportar.
lookups-export-none-yours-server = Aún no tienes partidas terminadas en este servidor, así que no hay nada que exportar.
lookups-export-none-together = No tienes partidas terminadas con { $player }: en un mensaje directo solo exporto esas.
lookups-export-none-theirs-server = { $player } aún no tiene partidas terminadas en este servidor.

## Repasar una partida: /board ply:, /review, /replay

lookups-ply-none-yet = La partida { $game } aún no tiene jugadas; ply debe ser 0.
lookups-ply-out-of-range = { $plies ->
    [one] La partida { $game } tiene { $plies } semijugada; ply debe estar entre 0 y { $last }.
   *[other] La partida { $game } tiene { $plies } semijugadas; ply debe estar entre 0 y { $last }.
}
lookups-review-start = La posición inicial.
# $entry: una entrada de la partida tal como la cuenta el hilo (un abandono, tablas acordadas).
lookups-review-entry = { $entry }.
lookups-review-roll = 🎲 { $roll }.
lookups-review-passed = { $player } pasó.
lookups-review-played = { $player } jugó { $move }.
lookups-review-played-hidden = { $player } hizo una jugada.
lookups-review-own-view = Tu propia vista, con tus caras ocultas: solo tú ves esto.
lookups-board-at = { $title }, semijugada { $ply } de { $plies }: { $line }
lookups-review-at = { $title }, semijugada { $ply } de { $plies }
lookups-review-at-running = { $title }, semijugada { $ply } de { $plies }, en curso
lookups-review-step = { $at }: { $line }
lookups-replay = Repetición de { $title }: { $positions } posiciones, de la semijugada 0 a la { $plies }.
lookups-replay-so-far = Repetición de { $title }: { $positions } posiciones, de la semijugada 0 a la { $plies }, hasta ahora.
# $note: qué posiciones se omitieron, y por qué (lookups-replay-every-…).
lookups-replay-cut = Repetición de { $title }: { $positions } posiciones, de la semijugada 0 a la { $plies } ({ $note }).
lookups-replay-so-far-cut = Repetición de { $title }: { $positions } posiciones, de la semijugada 0 a la { $plies }, hasta ahora ({ $note }).
# $every: se muestra una posición de cada $every.
lookups-replay-every-capped = se muestra una posición de cada { $every } (una repetición tiene como mucho { $most } fotogramas)
# $size: el límite de subida, «8 MB».
lookups-replay-every-limit = se muestra una posición de cada { $every } para no pasar del límite de subida de { $size }

## Análisis (/analyse)

lookups-analysis-players-only = Solo los jugadores de la partida { $game } pueden pedir su análisis.
lookups-analysis-still-playing = La partida { $game } aún se está jugando; pide su análisis cuando termine.
lookups-analysis-no-computer = La computadora no está disponible en este bot.
lookups-analysis-wait = { $minutes ->
    [one] Puedes pedir un análisis nuevo cada 10 minutos; vuelve a intentarlo dentro de { $minutes } minuto.
   *[other] Puedes pedir un análisis nuevo cada 10 minutos; vuelve a intentarlo dentro de { $minutes } minutos.
}
lookups-analysis-under-way = La partida { $game } ya se está analizando; vuelve a preguntar en un minuto.
# $title: el título de la partida; $level: el nivel del motor; $moves: las jugadas que miró.
lookups-analysis-header = Análisis de { $title } por el motor de nivel { $level } ({ $moves ->
    [one] { $moves } jugada examinada
   *[other] { $moves } jugadas examinadas
}; las probabilidades son el resultado esperado de cada jugador, una victoria 100 %, unas tablas 50 %):
lookups-analysis-none = El motor no encontró ninguna jugada que regalara mucho. Bien jugado.
# Una jugada con la que el motor no estuvo de acuerdo: $number es su lugar en la partida.
lookups-analysis-move = - jugada { $number }, { $player }: { $played } ({ $played_chance }); el motor prefería { $best } ({ $best_chance }).

## El registro de una partida (/history)

# $title: el título de la partida; $moves: las líneas de su registro.
lookups-history = { $moves ->
    [one] Registro de { $title } ({ $moves } jugada, terminada).
   *[other] Registro de { $title } ({ $moves } jugadas, terminada).
}
lookups-history-running = { $moves ->
    [one] Registro de { $title } ({ $moves } jugada, en curso).
   *[other] Registro de { $title } ({ $moves } jugadas, en curso).
}

## Partidas terminadas (/games finished)

lookups-finished-title = Partidas terminadas de { $player }
# $name: the game's name (Pinch, Les), not translated.
lookups-finished-title-game = Partidas de { $name } terminadas de { $player }
lookups-finished-title-server = Partidas terminadas de este servidor
lookups-finished-title-server-game = Partidas de { $name } terminadas de este servidor
lookups-finished-none = Ninguna todavía.
lookups-finished-past-last = No hay más: esta página va después de la última.
lookups-finished-record = El registro de una partida: { $command }.
# What a thread is called where it cannot be a mention.
lookups-finished-thread = el hilo de la partida
# One finished game: $game its number, $result a lookups-finished-won/drawn/aborted,
# $day its date, $plies a count, $rated and $in_server yes or no, $where its thread, $record the command.
lookups-finished-line = { $game } { $name } · { $first } contra { $second } — { $result } · { $day } · { $plies ->
    [one] { $plies } semijugada
   *[other] { $plies } semijugadas
}{ $rated ->
    [yes] {" "}· puntuada
   *[other] {""}
}{ $in_server ->
    [yes] {" "}· { $where }
   *[other] {""}
} · { $record }
lookups-finished-aborted = anulada
# $ending: one of the game-ending messages.
lookups-finished-drawn = tablas ({ $ending })
lookups-finished-won = { $winner } ganó ({ $ending })

## Leyendas bajo los fotogramas de /replay (texto plano en una imagen)

lookups-frame-start = inicio
# $line: qué fue la jugada; $ply: su número.
lookups-frame = { $ply }. { $line }
lookups-frame-roll = { $ply }. { $roll }.
