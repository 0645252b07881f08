# La página propia de un jugador para una partida (issue 33): el enlace personal, la página, jugar desde ella.

## El enlace personal

webplay-link = Tu propia página de la partida { $game }, donde ves tu lado del tablero y juegas: { $url } Funciona hasta el { $when }, solo para ti: no la compartas. { $revoke } hace que dejen de funcionar todos los enlaces que te dieron.
webplay-no-address = Este Postboard no tiene una dirección web configurada, así que no hay ninguna página a la que enlazar; su administrador la fija con POSTBOARD_PUBLIC_URL.
webplay-revoked = Hecho: todos los enlaces a las páginas de tus partidas, y todas las páginas abiertas con ellos, han dejado de funcionar. { $link } te da un enlace nuevo cuando lo quieras.
webplay-mail-link = O juega desde tu propia página: { $url } (solo para ti, hasta el { $when }).

## Un enlace o una página que no abre nada: qué pasa y qué hacer

webplay-link-bad = Este enlace no abre ninguna página: se cortó o se cambió. Pide uno nuevo con { $link } en el hilo de la partida, o usa el enlace de tu último correo de turno.
webplay-link-expired = Este enlace dejó de funcionar el { $when }. Pide uno nuevo con { $link } en el hilo de la partida, o usa el enlace de tu último correo de turno.
webplay-link-revoked = Este enlace ya no funciona: pediste que dejaran de funcionar todos los enlaces a tus páginas. Pide uno nuevo con { $link } en el hilo de la partida.
webplay-link-not-yours = Este enlace no es para un puesto tuyo en la partida { $game }, así que no abre nada. Pide el tuyo con { $link } en el hilo de la partida.
webplay-no-session = Esta página solo se abre desde tu propio enlace a la partida { $game }. Pide uno con { $link } en el hilo de la partida, o usa el enlace de tu último correo de turno.
webplay-session-expired = Tu página de la partida { $game } ha caducado. Pide un enlace nuevo con { $link } en el hilo de la partida, o usa el enlace de tu último correo de turno.
webplay-csrf = Este formulario está desfasado, así que no se hizo nada: vuelve a cargar la página e inténtalo de nuevo.
webplay-too-many = Demasiadas peticiones desde esta página: espera { $seconds } s e inténtalo de nuevo. No se hizo nada.

## La página

webplay-title = { $title }: tu página
webplay-private = Tu propia página de esta partida: no compartas su dirección.
webplay-board-heading = Tu tablero
webplay-back-to-now = Posición actual
webplay-status-your-move = Te toca mover.
webplay-status-their-move = Mueve { $player }.
webplay-status-held = La partida { $game } está en espera: no se puede mover hasta que se reanude.
webplay-waiting = No te toca mover. Esta página muestra la nueva posición en cuanto llega.

## Construir una jugada paso a paso

webplay-move-heading = Tu jugada
webplay-first-step = Elige dónde empieza tu jugada.
webplay-next-step = Tu jugada hasta ahora: { $move }. Elige cómo sigue.
webplay-complete = Tu jugada: { $move }. Juégala, o vuelve atrás y cámbiala.
webplay-complete-or-more = { $move } es una jugada completa: juégala, o elige cómo sigue.
webplay-play = Jugar { $move }
webplay-back = Un paso atrás
webplay-start-over = Empezar de nuevo
webplay-type-heading = Escribe tu jugada
webplay-type-label = Tu jugada, en la notación del juego
webplay-type-play = Jugar la jugada escrita
webplay-group-row = Fila { $row }
webplay-group-from = Desde { $point }
webplay-group-other = Otras opciones

## Ofertas y abandono

webplay-offers-heading = Ofertas y abandono
webplay-action-draw = Ofrecer tablas
webplay-action-takeback = Pedir deshacer tu última jugada
webplay-action-pause = Pedir pausar el reloj
webplay-action-resume = Reanudar el reloj
webplay-action-abort = Anular la partida
webplay-action-resign = Abandonar…
webplay-accept = Aceptar
webplay-decline = Rechazar
webplay-offer-yours-draw = Ofreciste tablas; { $player } aún no ha respondido.
webplay-offer-yours-takeback = Pediste deshacer tu última jugada; { $player } aún no ha respondido.
webplay-offer-yours-pause = Pediste pausar el reloj; { $player } aún no ha respondido.
webplay-offer-theirs-draw = { $player } ofrece tablas.
webplay-offer-theirs-takeback = { $player } pide deshacer su última jugada.
webplay-offer-theirs-pause = { $player } pide pausar el reloj.
webplay-resign-confirm = ¿Abandonar la partida { $game }? Tu rival gana, y no se puede deshacer.
webplay-resign-yes = Sí, abandonar
webplay-resign-no = No, seguir jugando

## Lo que dice la página de la petición del jugador

webplay-played = Jugaste { $move } en la partida { $game }.
webplay-played-over = Jugaste { $move }, y la partida { $game } ha terminado.
webplay-offered-draw = Ofreciste tablas en la partida { $game }; decide tu rival.
webplay-offered-takeback = Pediste deshacer tu última jugada en la partida { $game }; decide tu rival.
webplay-offered-pause = Pediste pausar el reloj en la partida { $game }; decide tu rival.
webplay-accepted = Aceptado.
webplay-declined = Rechazado.
webplay-resigned = Abandonaste la partida { $game }.
webplay-done = Hecho.
webplay-done-played = Tu jugada se jugó.
webplay-done-offered = Tu oferta sigue en pie; decide tu rival.
webplay-done-resigned = Abandonaste.
webplay-done-aborted = La partida se anuló.

## Rechazos de la petición del jugador (no se hizo nada)

webplay-no-move = Elige o escribe una jugada primero: no se jugó nada.
webplay-move-too-long = Eso es más largo que cualquier jugada ({ $most } caracteres como mucho): no se jugó nada.
webplay-no-such-step = Ninguna jugada legal empieza por { $prefix }: empieza tu jugada de nuevo.
webplay-not-your-turn = No te toca mover en la partida { $game }.
webplay-game-over = La partida { $game } ha terminado: no hay jugada que hacer.
webplay-no-such-action = Esta página no puede hacer eso: no se hizo nada.
webplay-bad-ply = La jugada del formulario debe ser un número entero, no { $text }: vuelve a cargar la página.

## La orden web en la ayuda

guide-help-group-web = Tu propia página
guide-help-web-link = un enlace privado a tu página de una partida, para ver tu lado y jugar
guide-help-web-revoke = todos los enlaces a tus páginas dejan de funcionar

## Las líneas de análisis del jugador en su página (web/player_lines.py); $label es el nombre y el número de la partida

webplay-lines-title = { $label }: tus líneas de análisis
webplay-lines-private = Tus propias líneas de análisis de esta partida: solo tú las ves. No compartas la dirección de esta página.
webplay-lines-back = Volver a la partida
webplay-lines-heading = Tus líneas de análisis
webplay-lines-link = Tus líneas de análisis
# $explore es el comando de Discord que juega líneas.
webplay-lines-how = Juegas, nombras y anotas líneas en Discord con { $explore }; aquí las lees, posición a posición.
webplay-lines-none = Aún no tienes líneas de análisis en esta partida; { $explore } en Discord empieza una.
# $text es lo que la dirección tenía en lugar de un número.
webplay-lines-bad-address = Aquí no hay tal línea ni tal posición ({ $text }).
webplay-line-steps = Recorrer la línea
webplay-line-first = El comienzo de la línea
webplay-line-back = Una jugada atrás
webplay-line-next = Una jugada adelante
webplay-line-last = La última jugada de la línea
# $start es la semijugada tras la que empieza la línea.
webplay-line-start = Comienzo (tras la semijugada { $start })
webplay-line-moves = Las jugadas de la línea
webplay-line-try = Prueba aquí una jugada, de cualquiera de los dos bandos:
webplay-line-try-button = Jugarla en la línea
# En la página de tus líneas, en lugar de "/explore move:" en una frase ("Prueba una con …").
web-command-explore-move = el formulario bajo el tablero
