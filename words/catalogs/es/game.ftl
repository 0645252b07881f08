# El núcleo de las partidas: encontrar una partida, rechazos de una jugada y lo que se dice en su hilo.

## Rechazos

game-not-a-player = No juegas en la partida { $game }.
game-over = La partida { $game } ha terminado; consulta { $command }.
game-hides-nothing = { $name } no oculta nada: { $command } lo muestra todo.
game-resign-not-a-move = «{ $word }» no es una jugada; { $channel ->
    [mail] para abandonar, responde con la palabra resign.
   *[other] usa /resign para eso.
}
game-entry-unavailable = «{ $word }» no es una jugada; eso todavía no está disponible en el bot.
game-not-a-game-thread = Esto no es el hilo de una partida; usa el comando en el hilo de la partida o indica la partida, p. ej. game:7.
game-not-yours-in-dm = La partida { $game } no es una de tus partidas: por mensaje directo solo muestro las partidas en las que juegas. Las demás solo se pueden ver en su propio servidor.
game-no-such-game = No existe la partida { $game }.

## Una jugada que no indica partida

game-none-waiting-dm = Ninguna partida espera tu jugada, así que no hay nada que jugar.
game-none-waiting = { $in_server ->
    [yes] Esto no es el hilo de una partida y ninguna partida de este servidor espera tu jugada, así que aquí no hay nada que jugar. { $command } muestra tus partidas.
   *[other] Esto no es el hilo de una partida y ninguna partida espera tu jugada, así que aquí no hay nada que jugar. { $command } muestra tus partidas.
}
game-waiting-item = { $game } { $name }
game-waiting-more = { $more } más
game-several-waiting = Varias partidas { $in_server ->
        [yes] de este servidor esperan
       *[other] esperan
    } tu jugada: { $games }. Usa { $command } en el hilo de la partida o indica la partida, p. ej. { $example }.
game-several-waiting-dm = Varias partidas esperan tu jugada ({ $games }): empieza con el número de la partida, p. ej. { $example }.

## Resultados: quién ganó y cómo

game-result-aborted = La partida { $game } se anuló.
game-result-draw = La partida { $game } termina en tablas.
game-result-draw-by = La partida { $game } termina en tablas por { $how }.
game-result-won-by = { $winner } gana la partida { $game } por { $how }.
game-result-won = { $winner } gana la partida { $game } ({ $ending }).
game-ending-connection = conexión
game-ending-score = puntuación
game-ending-no-contact = sin contacto
game-ending-borne-off = todas fuera
game-ending-gammon = gammon
game-ending-mother = madre
game-ending-both-mothers = ambas madres
game-ending-six-prisoners = seis prisioneros
game-ending-six-unit = seis en fila
game-ending-resignation = abandono
game-ending-timeout = tiempo agotado
game-ending-agreement = acuerdo
game-ending-aborted = anulada
game-ending-adjudication = decisión de un moderador

## Una partida tal como la ve un jugador (la vista del correo)

game-seat-your-move = Te toca mover.
game-to-move = Mueve { $player }.
game-dice-next = Los dados están a punto de tirarse.
game-seat-played = { $player } jugó { $move }.

## Respuestas solo para quien mueve

game-played-privately = Jugaste { $move } en la partida { $game }.
game-late-aborted-yours = Tu tiempo en la partida { $game } se agotó antes de la primera jugada, así que { $move } no se jugó: la partida se anula y no cuenta para nadie.
game-late-aborted = El tiempo de { $player } en la partida { $game } se agotó antes de la primera jugada, así que { $move } no se jugó: la partida se anula y no cuenta para nadie.
game-late-lost = Tu tiempo en la partida { $game } se agotó antes de que llegara tu jugada, así que { $move } no se jugó: pierdes la partida por tiempo.
game-late-won = El tiempo de { $player } se agotó antes de que llegara tu jugada, así que { $move } no se jugó: ganas la partida { $game } por tiempo.

## Rechazos de una jugada

game-not-your-turn = No es tu turno en la partida { $game }.
game-their-turn = En la partida { $game } le toca a { $player }.
game-nothing-to-claim = No hay nada que reclamar en la partida { $game }: no se ha agotado ningún tiempo.
game-nothing-to-tell = La partida { $game } todavía no tiene nada que contar.
# Another request wrote first: nothing of this one was played.
game-overtaken = La partida { $game } cambió mientras tu jugada estaba en camino; no se jugó nada: mira el tablero y vuelve a intentarlo.

## El hilo de una partida: su mensaje inicial, la línea de cada jugada, el tablero

# $setup: las opciones de la partida tal como las dice su presentador.
game-started = { $title } — { $setup }.
# $first y $second, con el color con el que juega cada uno ($first_side, $second_side).
game-started-sides = { $title } — { $setup } ({ $first } con { $first_side }, { $second } con { $second_side }).
game-started-computer-first = { $player } mueve primero; su jugada llega en un momento.
game-started-you-first = { $channel ->
    [discord] { $player }, mueves primero: { $move } en este hilo.
   *[other] { $player } mueve primero.
}
# Una tirada de los dados, en la notación del juego.
game-rolled = 🎲 { $dice }
game-passed = { $player } no tiene ninguna jugada legal; el turno pasa.
# $move: la jugada tal como la describe el presentador del juego.
game-line-played = { $player } jugó { $move }
game-line-end = { $line }.
game-line-to-move = { $line } — mueve { $player }.
# $result: la frase del resultado.
game-line-result = { $line } — { $result }
game-line-fired = { $line } — una jugada condicional, encolada de antemano.
game-entry-resigned = { $player } abandonó
game-entry-timed-out = A { $player } se le acabó el tiempo
game-entry-agreed-draw = Los jugadores acordaron tablas
game-entry-aborted = La partida se anuló
game-entry-adjudicated = Un moderador dio la partida a { $player }
game-entry-adjudicated-draw = Un moderador declaró la partida en tablas
game-held-by-moderator = La partida { $game } está en pausa por un moderador: no hay jugadas, ofertas ni reclamaciones hasta que un moderador la reanude.
game-held-server-gone = La partida { $game } está suspendida: Postboard fue retirado de su servidor. Seguirá si el bot vuelve a añadirse.
game-entry-aborted-on-time = La partida se anuló: el tiempo se agotó antes de la primera jugada, así que no cuenta para nadie
game-entry-taken-back = La última jugada de { $player } se deshizo por acuerdo
game-entry-taken-back-unnamed = La última jugada de un jugador se deshizo por acuerdo
# Tras deshacer una jugada: los dados ya mostrados son los siguientes ($dice: las tiradas).
game-entry-dice-kept = { $line }; { $dice } { $count ->
    [one] se queda para la próxima tirada
   *[other] se quedan para las próximas tiradas
} (los dados ya mostrados no se vuelven a tirar)
game-hand-pointer = { $player }, { $hand } te muestra tu mano y tus caras ocultas (solo tú las ves).
game-owed-dice = La partida { $game } aún esperaba sus dados.
game-hidden-faces = { $count ->
    [one] una cara oculta
   *[other] { $count } caras ocultas
}
game-board = { $title } — semijugada { $ply } — mueve { $player }.
game-board-over = { $title } — semijugada { $ply } — { $result }
game-your-move = Te toca mover en { $title }.
game-your-move-in = Te toca mover en { $title }, en { $place }.
game-private-view = { $title } — semijugada { $ply }, tu vista privada.

## La vista previa de una jugada, solo para quien mueve

game-preview = { $title }, semijugada { $ply } — vista previa, aún sin jugar: jugarías { $move }.
game-preview-reveals = { $title }, semijugada { $ply } — vista previa, aún sin jugar: jugarías { $move }. Revela { $shown }, así que el tablero resultante solo se mostrará cuando se juegue.
game-preview-ends = Esto termina la partida: { $result }
game-preview-ends-hidden = Esto termina la partida.
game-board-dice = { $title } — semijugada { $ply } — los dados están a punto de tirarse.
# Donde un canal no puede enlazar el hilo de una partida.
game-thread = el hilo de la partida
game-entry-aborted-first-move = A { $player } se le acabó el tiempo antes de hacer su primera jugada, así que nadie gana y la partida no cuenta para nadie
game-entry-abandoned = { $player } llevaba { $days } días sin jugar, así que se reclamó la partida y la pierde
game-entry-idle-unbegun = { $player } no había hecho su primera jugada en { $days } días, así que nadie gana y la partida no cuenta para nadie
game-idle-claim-not-yet = Podrás reclamar la partida { $game } cuando { $player } lleve { $days } días sin jugar y haya sido avisado: desde { $when }.
game-idle-claim-off = La partida { $game } no tiene reloj, y este servidor no deja reclamar esas partidas: espera a su jugador.
# El mensaje inicial de una partida que se juega en un canal, no en un hilo.
game-started-you-first-here = { $player }, mueves primero: { $move } aquí.
# Un enlace a la página web de la partida, en su primer mensaje.
game-watch = Síguela jugada a jugada: { $url }
# Una jugada o un botón de una posición anterior ($meant: su semijugada; $ply: la de ahora).
game-stale-ply = Eso era para la semijugada { $meant }, pero la partida { $game } ya va por la semijugada { $ply }; mira primero la nueva posición. No se jugó nada.
# The name shown for a player the bot never saw ($id: their Discord id, as digits).
players-unknown = jugador { $id }
# The computer's name with the level it plays at, in a game's title and on its board.
players-computer = { $name } (nivel { $level })
