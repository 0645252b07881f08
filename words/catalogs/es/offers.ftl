# Ofertas y acuerdos: tablas, deshacer jugadas, pausas, anulaciones, revanchas; la espera entre avisos.

## La espera entre avisos (service/pings.py)

ping-cooldown = Le pediste algo a { $player } hace { $ago } s; espera { $wait } s antes de volver a avisarle (una petición cada { $period } s al mismo jugador).

## Ofertas (service/agreements.py)

offer-game-over = La partida { $game } ha terminado.
offer-asked-draw = { $player } propone tablas en la partida { $game }. { $opponent }, acepta o rechaza abajo; cualquier jugada cancela la oferta.
offer-asked-takeback = { $player } pide deshacer su última jugada en la partida { $game }. { $opponent }, acepta o rechaza abajo; cualquier jugada cancela la oferta.
offer-asked-pause = { $player } pide pausar la partida { $game }. { $opponent }, acepta o rechaza abajo; cualquier jugada cancela la oferta.
offer-no-longer-open = Esa oferta ya no está abierta; la partida ha avanzado.
offer-own = No puedes responder a tu propia oferta; decide tu rival.
offer-answered-already = Esa oferta ya fue respondida.
offer-declined-draw = { $player } rechazó las tablas en la partida { $game }.
offer-declined-takeback = { $player } rechazó deshacer la última jugada en la partida { $game }.
offer-declined-pause = { $player } rechazó pausar la partida { $game }.
abort-past-first-move = La partida { $game } ya pasó de su primera jugada; ahora solo puede terminar por abandono, acuerdo o el reloj.
abort-dice-shown = Ya has visto tus propios dados en la partida { $game }, y los dados vistos se quedan: ya no se puede anular. { $resign } la termina.
rematch-game-running = La partida { $game } sigue en curso; la revancha viene después.
offer-cannot-be-drawn = { $name } no admite tablas.
offer-no-clock-to-pause = La partida { $game } no tiene reloj que pausar.
offer-takeback-own-move-only = Solo puedes pedir deshacer tu propia jugada, antes de que tu rival responda.
offer-computer-no-draws = El ordenador juega cada partida hasta el final y no acepta tablas; { $resign } termina la partida.
offer-computer-no-takebacks = El ordenador no deshace jugadas; { $abort } anula una partida antes de su segunda jugada.
offer-paused = La partida { $game } está en pausa por acuerdo; cualquiera de los dos puede usar { $pause } para reanudarla.
offer-resumed-already = La partida { $game } ya se reanudó; su reloj corre.
offer-resumed = { $player } reanudó la partida { $game }; el reloj corre de nuevo.
offer-pause-ended-meanwhile = La partida { $game } terminó mientras se acordaba la pausa; no se cambió nada.
offer-pause-moved-on = La partida { $game } avanzó mientras se acordaba la pausa (ahora está en la semijugada { $ply }); no se cambió nada: la oferta caducó con esa jugada, como todas.
offer-resume-ended-meanwhile = La partida { $game } terminó mientras se reanudaba; no se cambió nada.
offer-resume-moved-on = La partida { $game } avanzó mientras se reanudaba (ahora está en el medio movimiento { $ply }); no se cambió nada: usa { $pause } otra vez para reanudarla.
offer-takeback-shown = La última jugada de la partida { $game } reveló { $shown }, y deshacerla no puede volver a ocultarlo: esa jugada se queda.

## Respuestas en Discord (bot/cogs/agreements.py)

offer-agreed = Acordado.
offer-asked-in = Preguntado en { $place }.
abort-done = Partida { $game } anulada.
rematch-on = Revancha: la partida { $game } empieza en { $place }.
rematch-offered = Revancha ofrecida.

## Jugadas condicionales (service/premoves.py)

premove-unavailable-dice = Las jugadas condicionales no están disponibles en { $name }: los dados deciden qué jugadas tendrá tu rival, así que no se puede poner una condición sobre su jugada de antemano.
premove-unavailable-hidden = Las jugadas condicionales no están disponibles en { $name }: oculta información, así que no se puede poner una condición sobre la jugada de tu rival a partir de lo que ves.
premove-not-a-move = { $option }: '{ $word }' no es una jugada; solo se pueden encolar jugadas.
premove-too-many = Ya tienes { $count } jugadas condicionales para esta jugada en la partida { $game }; { $clear } las borra.
premove-moved-on = La partida { $game } avanzó mientras tu jugada condicional iba de camino; no se encoló nada.
premove-queued = Encolada en la partida { $game } (solo tú lo ves): si juegan { $their }, respondes { $mine } al instante. { $count ->
    [one] { $count } línea espera
   *[other] { $count } líneas esperan
} su jugada: { $list } las muestra, { $clear } las borra.
premove-list-head = Tus jugadas condicionales en la partida { $game }, para su jugada en la semijugada { $ply } (solo tú lo ves):
premove-list-line = • si juegan { $their } → respondes { $mine }
premove-none-waiting = No hay jugadas condicionales esperando en la partida { $game }.
premove-last-lines-played = { $none } Tus últimas líneas, para su jugada en la semijugada { $ply } (jugaron { $played }):
premove-last-lines = { $none } Tus últimas líneas, para su jugada en la semijugada { $ply }:
premove-fate-fired = • si juegan { $their } → { $mine }: jugada
premove-fate-dropped = • si juegan { $their } → { $mine }: descartada
premove-fate-never = • si juegan { $their } → { $mine }: nunca jugada
premove-more = …y { $count } más.
premove-none-to-clear = No tenías jugadas condicionales esperando en la partida { $game }.
premove-dropped = { $count ->
    [one] Se descartó { $count } jugada condicional
   *[other] Se descartaron { $count } jugadas condicionales
} en la partida { $game }; no se jugará nada por ti.
premove-your-turn = Es tu turno en la partida { $game }: juega con { $move }. Las jugadas condicionales se encolan después de tu jugada, para la respuesta de tu rival.
premove-not-waiting = La partida { $game } no está esperando la jugada de tu rival.
premove-option-refused = { $option }: { $error }
premove-if-game-over = { $option }: tras { $their } la partida terminaría; no hay nada que responder.
premove-if-not-your-turn = { $option }: tras { $their } no sería tu turno, así que no se puede encolar una respuesta.
premove-if-only-pass = { $option }: tras { $their } no tendrías más jugada que { $only }, que se juega por ti de todos modos.

## El ordenador y las pistas (service/computer.py)

computer-level-out-of-range = el nivel debe ir de 1 (el más fácil) a { $most } (el más fuerte), no { $level }.
computer-hint-levels-range = de { $first } a { $last }
computer-hint-level-too-high = Este servidor permite pistas hasta el nivel { $allowed }, no el nivel { $asked }; pide con { $choices }, o sin { $option } para el nivel { $allowed }.
computer-hint-not-a-player = No juegas en la partida { $game }; las pistas son para los jugadores.
computer-hint-game-over = La partida { $game } ha terminado; no queda nada que sugerir.
computer-hint-not-your-turn = No es tu turno en la partida { $game }; pide en tu turno.
computer-hint = Pista para la partida { $game } (medio movimiento { $ply }): { $move }, lo que jugaría el ordenador de nivel { $level }. Juégala con { $play } si estás de acuerdo.
computer-hint-used = { $player } pidió una pista al ordenador de nivel { $level } ({ $name } { $game }, medio movimiento { $ply }).
computer-hints-outside-server = La partida { $game } no se juega en un servidor; las pistas las decide cada servidor, así que las partidas fuera de uno no tienen.
computer-hints-off = Las pistas están desactivadas en este servidor; quien administre el servidor puede permitirlas hasta un nivel con { $config }.
computer-hints-rated = La partida { $game } es puntuable; nunca se dan pistas en partidas puntuables.
computer-unavailable = El jugador ordenador no está disponible en este bot.

## Propuestas de partida (service/proposals.py)

proposal-game-not-played-here = En este servidor no se juega { $name }; aquí se juega a { $games }.
proposal-first-unknown = first debe ser { $choices }, no { $first }.
proposal-timeout-unknown = timeout debe ser { $choices }, no { $timeout }.

## Ofertas por correo (service/agreements.py)

offer-mail-your-opponent = Tu rival
offer-mail-subject-draw = { $player } propone tablas en la partida { $game }
offer-mail-subject-takeback = { $player } pide deshacer su última jugada en la partida { $game }
offer-mail-subject-pause = { $player } pide pausar la partida { $game }
offer-mail-draw = { $player } propone tablas en { $title }.
offer-mail-takeback = { $player } pide deshacer su última jugada en { $title }.
offer-mail-pause = { $player } pide pausar { $title }.
offer-mail-reply = Responde { $accept } o { $decline } (en la primera línea). Cualquier jugada cancela la oferta.
