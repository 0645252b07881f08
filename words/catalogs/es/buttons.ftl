# Los botones de Discord y las respuestas breves del bot en torno a ellos (bot/buttons.py,
# bot/community.py, bot/cogs/direct.py, bot/cogs/play.py).

## Etiquetas de botones: 80 caracteres como mucho (el límite de Discord)

buttons-accept = Aceptar
buttons-decline = Rechazar
buttons-resign = Abandonar
buttons-confirm = Confirmar
buttons-cancel = Cancelar
buttons-withdraw = Retirar
buttons-previous = ◀ Anterior
buttons-next = Siguiente ▶
# Un enlace a la partida que espera al jugador; $name es su tipo y número («Pinch #2»).
buttons-next-game = Siguiente partida: { $name }

## Lo que responde un botón, en privado

buttons-resign-really = ¿Seguro que quieres abandonar la partida { $game }? No se puede deshacer.
buttons-resigned = Has abandonado la partida { $game }.
buttons-cancelled = Cancelado: no se jugó nada en la partida { $game }.
# $command es /settings confirm:false.
buttons-too-long-to-confirm = Esta jugada es demasiado larga para caber en un botón Confirmar, así que no se puede confirmar aquí: para jugarla, desactiva la confirmación ({ $command }) y envíala de nuevo.
buttons-no-next-game = Ninguna otra partida espera tu jugada.
# $name es el tipo y número de la partida («Pinch #2»).
buttons-next-game-too = También te toca en { $name }.
# $seek es el desafío abierto, $place el hilo de la nueva partida.
buttons-seek-taken = Aceptaste el desafío abierto { $seek }: la partida { $game } está en marcha en { $place }.
buttons-seek-withdrawn = El desafío abierto { $seek } ha sido retirado.
# Bajo una clasificación o una lista de partidas terminadas; $page es el número de la página.
buttons-page = Página { $page }

## Jugadas enviadas por mensaje directo

buttons-dm-too-long = Eso es demasiado largo para una jugada; envía solo la jugada.
buttons-dm-played = Jugada hecha en la partida { $game }.

## Desafíos, escritos o pulsados (bot/flows.py, bot/cogs/lobby.py); level, rated y opponent son opciones del comando

# $name es el nombre del desafío (Desafío #3, Desafío abierto #4), $link un enlace a su mensaje.
buttons-posted-in = { $name } está publicado en { $link }: este servidor juega sus partidas allí.
buttons-computer-game-on = La partida { $game } contra el ordenador está en marcha en { $place }.
buttons-level-challenge-me = level es para partidas contra el ordenador: desafíame a mí.
# $bot es el propio bot.
buttons-level-challenge-bot = level es para partidas contra el ordenador: desafía a { $bot }.
buttons-rating-range-open-only = Un rango de puntuación es para desafíos abiertos: no indiques opponent.
buttons-computer-never-rated = Las partidas contra el ordenador nunca son puntuables; no indiques rated.

## Los botones del tablero de análisis (bot/ui/explore_buttons.py); título y campo de un diálogo de 45 caracteres como mucho

buttons-explore-note = Nota…
buttons-explore-name = Nombre…
buttons-explore-queue = Poner como /premove
buttons-explore-note-title = Una nota sobre esta posición
buttons-explore-note-field = Tu nota (si la dejas vacía, se quita)
buttons-explore-name-title = Pon nombre a la línea para guardarla
buttons-explore-name-field = El nombre de la línea
