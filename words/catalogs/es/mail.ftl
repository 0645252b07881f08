# Las palabras propias del canal de correo: las respuestas al correo de un jugador, los
# correos de turno y de final, la comprobación de la dirección, y qué hace quien lee el
# correo en lugar de cada comando.

## Qué hace quien lee el correo en lugar de un comando de Discord

mail-command-move = responde a este correo con tu jugada en la primera línea
mail-command-resign = responde «abandonar» a un correo de turno (se te pedirá que lo confirmes)
mail-command-accept = responde «aceptar» al correo de la oferta
mail-command-decline = responde «rechazar» al correo de la oferta
mail-command-draw = ofrece tablas en el hilo de la partida en Discord
mail-command-takeback = pide deshacer la jugada en el hilo de la partida en Discord
mail-command-pause = pide una pausa en el hilo de la partida en Discord
mail-command-claim = reclama la victoria en el hilo de la partida en Discord
mail-command-abort = anula la partida en su hilo de Discord
mail-command-board = mira el tablero en este correo
mail-command-hand = mira tu mano en tu correo de turno
mail-command-history = pide el registro de la partida en su hilo de Discord
mail-command-hint = pide una pista en el hilo de la partida en Discord
mail-command-premove = deja una jugada anticipada en el hilo de la partida en Discord
mail-command-challenge = desafía a alguien en Discord
mail-command-rematch = pide la revancha en el hilo de la partida en Discord
mail-command-games = consulta tus partidas en Discord
mail-command-settings = cambia tus ajustes en Discord
mail-command-email = cambia tus ajustes de correo en Discord
mail-command-vacation = anota unas vacaciones en Discord
mail-command-rules = lee las reglas en Discord
mail-command-help = pide ayuda en Discord
mail-command-review = repasa la partida en Discord

## Las respuestas al correo de un jugador

mail-no-move-subject = No se encontró ninguna jugada
mail-no-move = No encontré nada que hacer en tu respuesta: escribe tu jugada en la primera línea, encima del correo citado. No se ha jugado nada.
mail-resign-confirm-subject = Confirma: ¿abandonar la partida { $game }?
mail-resign-confirm = Responde «sí» a este correo para abandonar la partida { $game }. Cualquier otra respuesta, o una jugada hecha antes, mantiene la partida en marcha.
mail-not-done-subject = No hecho: partida { $game }
mail-not-done = «{ $command }» no se ha hecho: { $reason }

    Debajo está el tablero tal como está ahora.
mail-played-subject = Jugado: { $move } en la partida { $game }
mail-played = «{ $move }» se ha jugado en la partida { $game }. Se ha avisado a tu rival.
mail-played-over = «{ $move }» se ha jugado en la partida { $game }. La partida ha terminado.
mail-not-resigned-subject = Sin abandonar: partida { $game }
mail-not-resigned = No lo confirmaste, así que no has abandonado; la partida sigue.
mail-resigned-subject = Abandonada: partida { $game }
mail-resigned = Has abandonado.
mail-offer-open-subject = La oferta de la partida { $game } sigue abierta
mail-answer-accept-or-decline = Responde «aceptar» o «rechazar» en la primera línea; no se ha hecho nada.
mail-offer-accepted-subject = Oferta aceptada: partida { $game }
mail-offer-accepted = Has aceptado.
mail-offer-declined-subject = Oferta rechazada: partida { $game }
mail-offer-declined = Has rechazado.
mail-challenge-accepted-subject = Desafío aceptado: partida { $game }
mail-challenge-accepted = La partida { $game } ha empezado. Tus turnos llegarán por correo; el hilo de la partida en Discord también la muestra.
mail-challenge-declined-subject = Desafío { $challenge } rechazado
mail-challenge-declined = Has rechazado el desafío.
mail-challenge-open-subject = El desafío { $challenge } sigue abierto

## Los correos que envía Postboard

mail-turn-subject = { $game } contra { $opponent }: te toca (semijugada { $ply })
mail-turn-time-left = Te quedan { $left } para esta jugada.
mail-turn-how = Responde a este correo con tu jugada en la primera línea, escrita en la notación de la partida (no se lee nada más). Responde «abandonar» para abandonar (se te pedirá que lo confirmes).
mail-ended-subject = { $game } contra { $opponent }: { $status }
mail-ended = La partida ha terminado; gracias por jugar.
mail-verify-subject = Tu código de Postboard: { $code }
mail-verify = Tu código es { $code }.

    Introdúcelo en Discord antes de una hora, con la opción verify del comando email, para recibir tus partidas por correo. Si no lo has pedido, ignora este correo: no se envía nada aquí sin el código.

## The mail command "language"
mail-language-subject = { $changed ->
    [yes] Idioma cambiado
   *[no] El idioma de tu correo
}
mail-language-refused-subject = Idioma sin cambiar
