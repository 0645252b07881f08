# Moderación: /postboard game (service/moderation/).

moderation-needs-manage-server = Esto requiere el permiso Gestionar servidor.
moderation-needs-right = Moderar partidas aquí requiere el permiso Gestionar servidor o el rol de moderador de este servidor.
moderation-needs-right-no-role = Moderar partidas aquí requiere el permiso Gestionar servidor. (Este servidor no tiene rol de moderador; quien tenga Gestionar servidor puede fijar uno con { $config }.)
moderation-needs-reason = Indica un motivo: se guarda con el registro de la partida y se publica en su hilo.
moderation-reason-too-long = El motivo es demasiado largo: como mucho { $limit } caracteres.
moderation-game-over = La partida { $game } ya terminó; el resultado de una partida terminada no cambia.
moderation-winner-not-a-player = El ganador debe ser uno de los dos jugadores de la partida { $game } (o elige tablas).
moderation-adjudicate-needs-result = Una adjudicación necesita su resultado: un ganador o tablas (no ambos).
moderation-result-only-to-adjudicate = Un ganador o unas tablas solo sirven para una adjudicación.
moderation-already-paused = La partida { $game } ya está en pausa por un moderador.
moderation-not-paused = La partida { $game } no está en pausa por un moderador, así que no hay nada que reanudar.
moderation-moved-on = La partida { $game } cambió mientras lo pedías (llegó antes una jugada). Mírala de nuevo y repítelo si sigues queriéndolo.
moderation-busy = La partida { $game } siguió moviéndose mientras lo pedías; inténtalo de nuevo.
moderation-done = Hecho; se ha avisado en el hilo de la partida { $game }.
moderation-aborted = Un moderador anuló la partida { $game }: { $reason }. No cuenta para nadie.
moderation-adjudicated = Un moderador adjudicó la partida { $game }: gana { $player }. Motivo: { $reason }
moderation-adjudicated-draw = Un moderador adjudicó la partida { $game } como tablas. Motivo: { $reason }
moderation-paused = Un moderador pausó la partida { $game }: { $reason }. No hay jugadas, ofertas ni reclamaciones hasta que un moderador la reanude; el reloj está parado.
moderation-resumed = Un moderador reanudó la partida { $game }: sigue, y el reloj vuelve a correr.
moderation-resumed-because = Un moderador reanudó la partida { $game }: { $reason }. Sigue, y el reloj vuelve a correr.

moderation-mail-subject-paused = Un moderador pausó la partida { $game }
moderation-mail-subject-resumed = Un moderador reanudó la partida { $game }

overview-title = Postboard en este servidor
overview-head = { $title }: { $running ->
    [one] una partida en curso
   *[other] { $running } partidas en curso
}{ $held ->
    [0] {""}
   *[other] {" "}({ $held } en pausa)
}.
overview-player = le toca a { $player }
overview-dice = dados por tirar
overview-on-time-head = Tiempo que se acaba en menos de un día:
overview-on-time-item = • { $game }: { $player }, el tiempo se acaba { $when }
overview-time-up = • { $game }: { $player }, se acabó el tiempo — el rival puede reclamar la partida
overview-on-time-none = A ninguna partida se le acaba el tiempo en menos de un día.
overview-idle-head = { $count ->
    [one] Una partida
   *[other] { $count } partidas
} sin jugadas desde hace { $days } días o más:
overview-idle-item = • { $game }: { $player } desde el { $since }
overview-idle-none = Ninguna partida lleva { $days } días sin jugadas.
overview-more = • y { $count } más
overview-mail = Correo sobre las partidas de este servidor: { $waiting } por enviar ({ $retrying } tras un intento fallido), { $given_up } abandonados en los últimos 7 días.
overview-owed = Sin publicar todavía en los hilos de las partidas, desde hace un rato: { $owed }. Comprueba que Postboard puede publicar en el canal de partidas y sus hilos.
overview-owed-positions = { $count ->
    [one] una posición
   *[other] { $count } posiciones
}
overview-owed-offers = { $count ->
    [one] una oferta
   *[other] { $count } ofertas
}
overview-owed-notices = { $count ->
    [one] un aviso (un rechazo, una pausa o una reanudación)
   *[other] { $count } avisos (rechazos, pausas o reanudaciones)
}
overview-dm-failing = { $count ->
    [one] Un jugador de una partida en curso no acepta
   *[other] { $count } jugadores de partidas en curso no aceptan
} los mensajes directos de Postboard.
overview-no-failures = Ningún fallo últimamente.
overview-rulings-head = Decisiones de los últimos 30 días:
overview-ruling-abort = • { $when }, { $game }: anulada por { $moderator } — { $reason }
overview-ruling-adjudicate = • { $when }, { $game }: adjudicada por { $moderator } — { $reason }
overview-ruling-pause = • { $when }, { $game }: pausada por { $moderator } — { $reason }
overview-ruling-resume = • { $when }, { $game }: reanudada por { $moderator } — { $reason }
overview-days-invalid = idle_days debe estar entre { $least } y { $most }, no { $value }.
