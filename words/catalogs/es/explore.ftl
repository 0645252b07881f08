# El tablero de análisis: /explore, las líneas privadas de un jugador, guardadas con una partida (service/explore).
# Solo el dueño de la línea lee alguno de estos mensajes.

## Dónde está una línea ($title: el nombre y el número de la partida; $start: la semijugada tras la
## que empieza la línea; $shown: cuántas de sus $length jugadas se han jugado; $ply: $start + $shown)

explore-head-working = { $title }, tu línea de trabajo desde la semijugada { $start }: jugada { $shown } de { $length } (semijugada { $ply }).
# $name es el nombre que el jugador dio a la línea.
explore-head-named = { $title }, tu línea «{ $name }» desde la semijugada { $start }: jugada { $shown } de { $length } (semijugada { $ply }).
explore-at-start = El inicio de la línea: la partida tal como estaba tras la semijugada { $start }.
# $player jugó $move en la línea.
explore-last = En la línea, { $player } jugó { $move }.
explore-last-roll = En la línea, la tirada fue { $roll }.
# $some son algunas de las jugadas legales ($count en total); $move, cómo jugar una.
explore-to-move = Le toca a { $player }: { $count ->
    [one] una jugada legal, { $some }
   *[other] { $count } jugadas legales, como { $some }
}. Prueba una con { $move }.
# $example es una tirada tal como se escribe; $move, cómo escribirla.
explore-to-roll = Los dados los eliges tú: escribe la tirada de este turno con { $move }, por ejemplo { $example }.
explore-ends-won = La línea termina la partida aquí: gana { $player }.
explore-ends-drawn = La línea termina la partida aquí, en tablas.
# $note es lo que el jugador escribió sobre esta posición.
explore-note = Tu nota: { $note }
# $kept es cuántas jugadas de la línea siguen siendo válidas.
explore-cut = Esta línea ya no sigue las reglas después de { $kept ->
    [one] una jugada
   *[other] { $kept } jugadas
}, así que se cortó ahí.
explore-guessed = Las piezas ocultas de tu rival en esta línea son una suposición hecha a partir de lo que ves tú, no sus piezas reales: nada en la línea te dice nada de ellas.
explore-private = Solo tú ves esta línea; nada en ella cambia la partida.
explore-private-working = Solo tú ves esta línea; nada en ella cambia la partida. Ponle nombre para guardarla: el próximo { $explore } empieza la línea de trabajo de cero.

## Tus líneas ($start, $length como arriba; $notes cuántas notas; $touched cuándo se consultó por última vez)

explore-list-head = Tus líneas en la partida { $game } (solo tú las ves), de la más reciente a la más antigua:
explore-list-named = • «{ $name }»: desde la semijugada { $start }, { $length ->
    [one] una jugada
   *[other] { $length } jugadas
}, { $notes ->
    [0] sin notas
    [one] una nota
   *[other] { $notes } notas
}, consultada { $touched }
explore-list-working = • tu línea de trabajo: desde la semijugada { $start }, { $length ->
    [one] una jugada
   *[other] { $length } jugadas
}, { $notes ->
    [0] sin notas
    [one] una nota
   *[other] { $notes } notas
}, consultada { $touched }
explore-none = No tienes líneas en la partida { $game }; { $explore } empieza una.
explore-deleted = Tu línea «{ $name }» de la partida { $game } se ha borrado.

## Rechazos

explore-players-only = Solo los jugadores de la partida { $game } pueden explorarla; cualquiera puede volver sobre ella con su repaso.
explore-no-line = Aún no tienes ninguna línea en la partida { $game }; { $explore } empieza una.
explore-line-gone = Esa línea ya no existe (se borró o se empezó de cero); { $explore } empieza una nueva.
# $name es el nombre escrito.
explore-no-such-line = No tienes ninguna línea llamada «{ $name }» en la partida { $game }.
explore-move-empty = Escribe una jugada para probarla, por ejemplo con { $move } y la opción move:.
# $word es lo que se escribió en lugar de una jugada (resign, draw…).
explore-not-a-move = «{ $word }» no es una jugada: una línea solo contiene jugadas, ni abandonos ni ofertas.
explore-line-over = La línea ha terminado la partida aquí; retrocede para probar otra cosa.
explore-line-too-long = Una línea tiene como mucho { $count } jugadas; retrocede o empieza otra línea.
explore-name-empty = El nombre de una línea no puede estar vacío.
explore-name-too-long = El nombre de una línea puede tener como mucho { $count } caracteres.
explore-name-taken = Ya tienes una línea llamada «{ $name }» en esta partida; elige otro nombre.
explore-too-many-lines = Puedes guardar como mucho { $count } líneas con nombre en una partida; { $delete } borra una que ya no necesites.
explore-note-too-long = Una nota puede tener como mucho { $count } caracteres.
explore-queue-left-the-game = Esta línea se ha separado de la partida { $game }: no empieza donde está ahora la partida, ni sus primeras jugadas coinciden con lo jugado desde entonces. Solo se puede encolar como jugada condicional una línea que cumpla una de las dos cosas.
explore-queue-too-short = Esta línea no tiene dos jugadas después de donde está ahora la partida { $game }: su siguiente jugada debe ser la de tu rival, y la de después, tu respuesta.

## En el repaso propio de un jugador ($lines: los nombres de las líneas; $count cuántas)

explore-working-line = tu línea de trabajo
explore-in-review = { $count ->
    [one] Tu línea desde esta posición (solo tú la ves)
   *[other] Tus { $count } líneas desde esta posición (solo tú las ves)
}: { $lines }. { $open } muestra una con nombre, { $explore } empieza otra.
# A named line, by its name ($name), in a list or as a heading.
explore-line-named = «{ $name }»
explore-working-line-title = Tu línea de trabajo
explore-line-changed = Tu línea cambió mientras esto iba de camino (otra pulsación u orden en el mismo momento), así que no se hizo nada; mírala otra vez y vuelve a intentarlo.
