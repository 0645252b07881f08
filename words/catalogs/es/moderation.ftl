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
