# Lo que dice el propio bot de Discord, sea cual sea el comando: la disculpa por un
# fallo, una base de datos inaccesible, una parada, una cola llena, una respuesta tardía.

# Un fallo: el jugador no hizo nada mal. $command es /board.
bot-apology = Lo sentimos, algo ha fallado por nuestra parte. Si tu acción quedó registrada, { $command } la muestra; si no, vuelve a intentarlo más tarde.

# No se pudo llegar a la base de datos antes de hacer nada.
bot-nothing-done = La base de datos no está disponible en este momento, así que no se ha hecho nada. Vuelve a intentarlo dentro de un minuto.

# La conexión se cortó a medias: la acción puede haberse guardado o no. $command es /board.
bot-maybe-done = La conexión con la base de datos se cortó mientras se hacía esto, así que no sé si quedó registrado: { $command } lo mostrará cuando la base de datos vuelva.

# El bot se está deteniendo (una actualización o un reinicio): no acepta nada nuevo.
bot-restarting = Postboard se está reiniciando, así que no se ha hecho nada. Vuelve a intentarlo dentro de un minuto.

# Demasiadas jugadas a la vez en este proceso: la jugada se rechazó sin jugarse. $moves: cuántas hay en curso.
bot-busy = Postboard está ocupado ahora mismo ({ $moves ->
        [one] se está jugando { $moves } jugada aquí
       *[other] se están jugando { $moves } jugadas aquí
    }), así que tu jugada no se ha jugado. Vuelve a enviarla dentro de unos segundos.

# La primera línea de una respuesta enviada por MD o en el canal porque se acabaron los 15 minutos de Discord.
bot-late-answer = La respuesta a { $command } llegó cuando Discord ya había dejado de esperarla (15 minutos):
# Lo mismo, cuando la respuesta no es a un comando (un botón).
bot-late-answer-unnamed = La respuesta a tu petición llegó cuando Discord ya había dejado de esperarla (15 minutos):

## Después de una jugada (bot/outbox.py)

bot-played = Jugada hecha.
bot-played-in = Jugada hecha en { $place }.
# $said: la respuesta a quien movió; $place: dónde se publicó el tablero.
bot-board-posted-in = { $said } El tablero está publicado en { $place }.
# Una vista privada que el bot no pudo enviar por MD ($player: su destinatario, mencionado).
bot-dm-closed-your-move = { $player }, te toca mover, pero no pude enviarte un mensaje directo (¿tienes los MD cerrados?), así que te menciono aquí.
bot-dm-closed-view = { $player }, no pude enviarte tu vista privada por mensaje directo (¿tienes los MD cerrados?).
bot-dm-closed-ping = { $player }, te toca mover (tus MD están cerrados, así que te menciono aquí).
# $said: uno de los tres anteriores.
bot-dm-closed-hand = { $said } Usa { $hand } aquí: solo tú lo verás.
bot-dm-closed-hand-again = { $said } { $hand } te la muestra.

## Responder a un desafío (bot/flows.py)

bot-challenge-accepted = Desafío aceptado: la partida { $game } está en marcha en { $place }.
bot-challenge-declined = El desafío { $challenge } está cerrado.
