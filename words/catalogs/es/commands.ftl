# La lista de comandos del propio Discord: la descripción de cada comando y opción y
# cada elección, tal como Discord las muestra a quien tiene el cliente en este idioma.
# Los nombres de comandos y opciones, y los valores que se escriben (standard, 3d+1d,
# all), quedan en inglés. Discord admite como mucho 100 caracteres.

## /challenge

cmd-challenge-description = Reta a alguien a una partida, o a cualquiera de aquí.
cmd-challenge-opt-game-description = qué juego
cmd-challenge-opt-opponent-description = con quién quieres jugar; sin él, cualquiera de aquí puede aceptar (un reto abierto)
cmd-challenge-opt-size-description = tamaño del tablero (Pinch: 9, 11 o 13, por defecto 11; Pletore: de 4 a 19, por defecto 13)
cmd-challenge-opt-komi-description = Pletore: un komi fijo para Blancas; sin él, se propone en la partida
cmd-challenge-opt-points-description = Plakoto: la duración del match en puntos (por defecto 5)
cmd-challenge-opt-first-description = quién mueve primero
cmd-challenge-opt-expires-description = horas que el reto sigue abierto (por defecto 48)
cmd-challenge-opt-clock-description = control de tiempo: standard (3d+1d, tope 7d), relaxed, brisk, none, o p. ej. 2d+12h/5d
cmd-challenge-opt-timeout-description = sin tiempo: acaba la partida (auto) o el rival usa /claim (por defecto: el del servidor, si no auto)
cmd-challenge-opt-level-description = contra el ordenador (rétame a mí): de 1 (más fácil) a 5 (más fuerte), por defecto 3
cmd-challenge-opt-rated-description = si el resultado cuenta para la puntuación (por defecto sí; nunca contra el ordenador)
cmd-challenge-opt-min_rating-description = retos abiertos: la puntuación mínima para aceptar
cmd-challenge-opt-max_rating-description = retos abiertos: la puntuación máxima para aceptar

## /accept

cmd-accept-description = Acepta un reto dirigido a ti, o un reto abierto de aquí.
cmd-accept-opt-challenge-description = el número del reto, si tienes varios
cmd-accept-opt-seek-description = el número de un reto abierto (mira /seeks)

## /decline

cmd-decline-description = Rechaza un reto dirigido a ti, o retira el tuyo.
cmd-decline-opt-challenge-description = el número del reto, si tienes varios
cmd-decline-opt-seek-description = el número de tu reto abierto que quieres retirar

## /move

cmd-move-description = Juega una jugada en tu partida.
cmd-move-opt-notation-description = tu jugada, p. ej. e5 (empieza a escribir para ver las jugadas legales)
cmd-move-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-move-opt-ply-description = la media jugada del tablero al que respondes: rechaza la jugada si la partida ha avanzado

## /board

cmd-board-description = Muestra el tablero de una partida, ahora o en cualquier media jugada.
cmd-board-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-board-opt-ply-description = muestra el tablero tras esta cantidad de medias jugadas (0: el inicio); /review las recorre

## /hand

cmd-hand-description = Mira tu mano y tus caras ocultas, en privado (Plateau).
cmd-hand-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /resign

cmd-resign-description = Abandona una partida (te pide confirmación).
cmd-resign-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /games

cmd-games-description = Lista las partidas en curso (primero las que esperan), o las terminadas.
cmd-games-opt-user-description = otra persona cuyas partidas quieres ver (en un MD: las que jugáis juntos)
cmd-games-opt-finished-description = lista las partidas terminadas, las más recientes primero, con resultados y registros
cmd-games-opt-game-description = con finished: solo este juego

## /history

cmd-history-description = Descarga el registro de una partida como archivo de texto.
cmd-history-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /premove

cmd-premove-description = Jugadas condicionales: si tu rival juega X, respondes Y al instante.
cmd-premove-add-description = Tras tu jugada: si juegan X, responde Y al instante.
cmd-premove-add-opt-if-description = la jugada de tu rival que esperas, p. ej. d4 (empieza a escribir para verlas)
cmd-premove-add-opt-then-description = tu respuesta si la juegan, p. ej. c3
cmd-premove-add-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-premove-list-description = Tus jugadas condicionales en una partida (solo para ti).
cmd-premove-list-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-premove-clear-description = Borra tus jugadas condicionales en una partida.
cmd-premove-clear-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /claim

cmd-claim-description = Termina la partida cuando a tu rival se le acaba el tiempo: una victoria, o se anula si nunca movió.
cmd-claim-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /vacation

cmd-vacation-description = Congela tus relojes mientras no estás (un cupo anual de días).
cmd-vacation-start-description = Vete de vacaciones: tus relojes se detienen.
cmd-vacation-stop-description = De vuelta de vacaciones: tus relojes vuelven a correr.

## /settings

cmd-settings-description = Cómo te enteras de tus partidas; sin opciones, muestra tus ajustes.
cmd-settings-opt-notify-description = cómo se te avisa de que te toca
cmd-settings-opt-remind_dm-description = recibe también los avisos del reloj por MD
cmd-settings-opt-remind_hours-description = cuántas horas antes de tu plazo llega el aviso (de 1 a 72)
cmd-settings-opt-confirm-description = /move te muestra antes el tablero tras tu jugada, con Confirmar / Cancelar

## /postboard

cmd-postboard-description = Los ajustes de Postboard para este servidor, y la moderación de sus partidas.
cmd-postboard-config-description = Los valores por defecto del servidor; sin opciones, los muestra.
cmd-postboard-config-opt-games-description = los juegos permitidos aquí, separados por comas (p. ej. pinch, les), o all
cmd-postboard-config-opt-channel-description = el canal al que van los retos y los hilos de las partidas
cmd-postboard-config-opt-clock-description = control de tiempo por defecto: standard, relaxed, brisk, none, o p. ej. 3d+1d/7d
cmd-postboard-config-opt-timeout-description = por defecto al acabarse el tiempo: la partida termina, o el rival puede reclamarla
cmd-postboard-config-opt-vacation_days-description = días de vacaciones por jugador y año (de 0 a 365)
cmd-postboard-config-opt-hints-description = el ordenador más fuerte (nivel 1-5) al que se puede pedir jugada con /hint (por defecto, ninguno)
cmd-postboard-config-opt-web_list-description = la lista web de partidas del servidor (en canales que todos leen): sí, no o un enlace nuevo
cmd-postboard-config-opt-reset-description = devuelve un ajuste (o todos) a su valor de fábrica
cmd-postboard-config-opt-abandon_days-description = días sin jugar para poder reclamar una partida sin reloj (de 4 a 365, 0 nunca; por defecto 14)
cmd-postboard-config-opt-moderator_role-description = el rol cuyos miembros pueden moderar partidas aquí (además de Gestionar servidor)
cmd-postboard-game-description = Modera una partida de este servidor: anular, adjudicar, pausar, reanudar.
cmd-postboard-game-opt-action-description = qué hacer con la partida
cmd-postboard-game-opt-reason-description = por qué: se guarda con el registro de la partida y se publica en su hilo
cmd-postboard-game-opt-game-description = el número de la partida (solo fuera del hilo de la partida)
cmd-postboard-game-opt-winner-description = adjudicar: el jugador al que se da la partida
cmd-postboard-game-opt-draw-description = adjudicar: tablas en vez de un ganador
cmd-postboard-status-description = Las partidas de este servidor de un vistazo: tiempo, partidas paradas, correo, fallos.
cmd-postboard-status-opt-idle_days-description = cuántos días sin jugar hacen que una partida esté parada (por defecto: abandon_days)

## /draw

cmd-draw-description = Ofrece tablas, o acepta la oferta de tu rival.
cmd-draw-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /takeback

cmd-takeback-description = Pide deshacer tu última jugada (decide tu rival).
cmd-takeback-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /pause

cmd-pause-description = Pausa el reloj de esta partida de común acuerdo, o reanúdalo.
cmd-pause-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /abort

cmd-abort-description = Anula una partida antes de su segunda jugada (sin resultado).
cmd-abort-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /rematch

cmd-rematch-description = Vuelve a retar a tu rival, con los lados cambiados.
cmd-rematch-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /hint

cmd-hint-description = Pregunta al ordenador qué jugada haría (si está permitido).
cmd-hint-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-hint-opt-level-description = a qué ordenador preguntar, de 1 (más fácil) a 5; por defecto, el más fuerte que permite el servidor

## /analyse

cmd-analyse-description = Tras una partida: las jugadas en las que el ordenador más discrepó (privado).
cmd-analyse-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /email

cmd-email-description = Recibe tus turnos por correo y juega respondiendo.
cmd-email-link-description = Envía un código a esta dirección para demostrar que es tuya.
cmd-email-link-opt-address-description = la dirección a la que deben ir tus correos de turno
cmd-email-verify-description = El código del correo que envió /email link.
cmd-email-verify-opt-code-description = los seis dígitos del correo
cmd-email-unlink-description = Deja de recibir correo y olvida tu dirección.
cmd-email-status-description = A qué dirección van tus partidas, si hay alguna.

## /help

cmd-help-description = Qué hace Postboard, sus comandos, un juego.

## /rules

cmd-rules-description = Las reglas de un juego en breve, con un diagrama y las jugadas.
cmd-rules-opt-game-description = qué juego (sin él, la lista de juegos)

## /tournament

cmd-tournament-description = Torneos todos contra todos y suizos: apúntate, sigue la clasificación.
cmd-tournament-create-description = Crea un torneo (administradores del servidor).
cmd-tournament-create-opt-game-description = qué juego
cmd-tournament-create-opt-format-description = todos contra todos o suizo
cmd-tournament-create-opt-clock-description = control de tiempo de cada partida: standard (3d+1d, tope 7d), relaxed, brisk, o p. ej. 2d+12h/5d
cmd-tournament-create-opt-rated-description = si las partidas cuentan para la puntuación (por defecto sí)
cmd-tournament-create-opt-rounds-description = suizo: cuántas rondas (por defecto: las suficientes para los participantes)
cmd-tournament-create-opt-double-description = todos contra todos: cada pareja juega dos veces, con los colores cambiados
cmd-tournament-create-opt-players-description = como máximo, cuántos jugadores pueden apuntarse
cmd-tournament-create-opt-start-description = cuándo empieza: 2026-06-01, 2026-06-01 18:00 (UTC) o un plazo como 3d (por defecto una semana)
cmd-tournament-create-opt-name-description = su nombre
cmd-tournament-create-opt-size-description = tamaño del tablero (Pinch: 9, 11 o 13; Pletore: de 4 a 19)
cmd-tournament-create-opt-komi-description = Pletore: un komi fijo para Blancas
cmd-tournament-create-opt-points-description = Plakoto: la duración del match en puntos
cmd-tournament-join-description = Apúntate a un torneo antes de que empiece.
cmd-tournament-join-opt-tournament-description = el número del torneo (mira /tournament list)
cmd-tournament-leave-description = Deja un torneo; si ya empezó, retírate de él.
cmd-tournament-leave-opt-tournament-description = el número del torneo (mira /tournament list)
cmd-tournament-start-description = Empieza un torneo ya (administradores del servidor).
cmd-tournament-start-opt-tournament-description = el número del torneo (mira /tournament list)
cmd-tournament-cancel-description = Cancela un torneo (administradores del servidor).
cmd-tournament-cancel-opt-tournament-description = el número del torneo (mira /tournament list)
cmd-tournament-show-description = Los jugadores, partidas y clasificación de un torneo.
cmd-tournament-show-opt-tournament-description = el número del torneo (por defecto: el último de aquí)
cmd-tournament-list-description = Los torneos de este servidor.

## /review

cmd-review-description = Recorre una partida jugada a jugada, solo tú la ves.
cmd-review-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-review-opt-ply-description = la media jugada desde la que empezar: 0 es el inicio (por defecto: la última)

## /replay

cmd-replay-description = Una repetición animada de una partida, un fotograma por jugada.
cmd-replay-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)

## /export

cmd-export-description = Descarga los registros de las partidas terminadas en un solo archivo.
cmd-export-opt-user-description = otra persona cuyas partidas terminadas quieres (en un MD: las que jugasteis juntos)

## /profile

cmd-profile-description = Las puntuaciones, el historial, la racha y las últimas partidas de un jugador.
cmd-profile-opt-user-description = de quién es el perfil (por defecto: el tuyo)

## /leaderboard

cmd-leaderboard-description = Los jugadores mejor puntuados de un juego.
cmd-leaderboard-opt-game-description = qué juego
cmd-leaderboard-opt-scope-description = los jugadores de este servidor (por defecto) o los de todos
cmd-leaderboard-opt-page-description = qué página (10 jugadores por página)

## /seeks

cmd-seeks-description = Los retos abiertos que cualquiera de aquí puede aceptar.

## choices

cmd-choice-random = al azar
cmd-choice-me-the-challenger = yo (quien reta)
cmd-choice-my-opponent = mi rival
cmd-choice-the-game-ends-auto = la partida termina (auto)
cmd-choice-the-opponent-may-claim-the-win = el rival puede reclamar la victoria
cmd-choice-a-ping-in-the-game-s-thread = una mención en el hilo de la partida
cmd-choice-a-dm-with-the-board-on-my-turn = un MD con el tablero cuando me toque
cmd-choice-a-daily-digest-dm-instead-of-every-move = un MD de resumen diario en vez de cada jugada
cmd-choice-a-mail-with-the-board-see-email = un correo con el tablero (mira /email)
cmd-choice-off = desactivado
cmd-choice-up-to-level-1 = hasta el nivel 1
cmd-choice-up-to-level-2 = hasta el nivel 2
cmd-choice-up-to-level-3 = hasta el nivel 3
cmd-choice-up-to-level-4 = hasta el nivel 4
cmd-choice-up-to-level-5 = hasta el nivel 5
cmd-choice-on-game-pages-link-to-this-server-s-list = activada: las páginas de partidas enlazan a la lista del servidor
cmd-choice-off-no-list-and-no-link-to-it = desactivada: sin lista ni enlace a ella
cmd-choice-new-link-the-old-link-stops-working = enlace nuevo: el antiguo deja de funcionar
cmd-choice-all = todos
cmd-choice-level-1 = nivel 1
cmd-choice-level-2 = nivel 2
cmd-choice-level-3 = nivel 3
cmd-choice-level-4 = nivel 4
cmd-choice-level-5 = nivel 5
cmd-choice-round-robin-everyone-plays-everyone-all-games-at-once = todos contra todos (todas las partidas a la vez)
cmd-choice-swiss-rounds-paired-by-score = suizo (rondas, emparejados por puntos)
cmd-choice-this-server = este servidor
cmd-choice-all-servers = todos los servidores

# Time zones and languages (issue 29)
cmd-settings-opt-timezone-description = dónde estás, p. ej. Europe/Madrid (empieza a escribir una ciudad); UTC por defecto
cmd-postboard-config-opt-language-description = el idioma de las publicaciones de este servidor, o el propio del servidor
cmd-choice-the-server-s-own-its-primary-language-on-discord = el del servidor (su idioma principal en Discord)

## issue 31: the board in words
cmd-board-opt-text-description = el tablero en palabras, leído fila por fila, en lugar de la imagen
cmd-settings-opt-board-description = cómo llegan los tableros que solo ves tú: la imagen, en palabras o ambos
cmd-choice-the-picture = la imagen
cmd-choice-the-board-in-words-read-aloud = el tablero en palabras, en voz alta
cmd-choice-both = ambos

## issue 32: bloqueos
cmd-block-description = Impide que un jugador te desafíe o te mencione; sin opción, lista a quién bloqueaste.
cmd-block-opt-user-description = el jugador que bloquear (déjalo vacío para ver a quién bloqueaste)
cmd-unblock-description = Levanta un bloqueo: ese jugador podrá volver a desafiarte.
cmd-unblock-opt-user-description = el jugador que desbloquear
cmd-choice-abort-end-it-with-no-result = anular: termina sin resultado
cmd-choice-adjudicate-decide-the-result = adjudicar: decide el resultado
cmd-choice-pause-no-moves-until-it-is-resumed = pausar: sin jugadas hasta que se reanude
cmd-choice-resume-the-game-goes-on = reanudar: la partida sigue

## issue 32: derechos sobre los datos
cmd-privacy-description = Qué guarda Postboard de ti: verlo, obtenerlo o borrarlo.
cmd-privacy-show-description = Qué guarda Postboard de ti, por qué y durante cuánto tiempo.
cmd-privacy-export-description = Todo lo que Postboard guarda de ti, en un archivo que solo tú ves.
cmd-privacy-forget-description = Borra lo que Postboard guarda de ti, cuando lo confirmes.

## issue 33: la página propia de un jugador
cmd-web-description = Tu propia página web de una partida: un enlace privado a ella, o revocarlos todos.
cmd-web-link-description = Un enlace privado a tu propia página de una partida, para verla y jugar.
cmd-web-link-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-web-revoke-description = Hace que dejen de funcionar todos los enlaces a las páginas de tus partidas.

## /explore y /lines

cmd-explore-description = Un tablero privado para probar jugadas de ambos lados; solo tú lo ves.
cmd-explore-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-explore-opt-ply-description = empezar en esta semijugada: 0 es el inicio (por defecto: ahora)
cmd-explore-opt-move-description = una jugada que probar, p. ej. e5 (empieza a escribir para ver las legales)
cmd-lines-description = Tus líneas guardadas del tablero de análisis (/explore), solo para ti.
cmd-lines-list-description = Tus líneas en una partida, la más reciente primero.
cmd-lines-list-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-lines-open-description = Vuelve a mostrar una línea con nombre donde la dejaste.
cmd-lines-open-opt-name-description = el nombre de la línea (empieza a escribir para ver las tuyas)
cmd-lines-open-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-lines-delete-description = Borra para siempre una línea con nombre.
cmd-lines-delete-opt-name-description = el nombre de la línea (empieza a escribir para ver las tuyas)
cmd-lines-delete-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-lines-name-description = Pon nombre a tu última línea para guardarla, o cámbialo.
cmd-lines-name-opt-name-description = el nombre que darle
cmd-lines-name-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-lines-note-description = Una nota sobre la posición que muestra tu última línea.
cmd-lines-note-opt-text-description = lo que quieres anotar sobre ella
cmd-lines-note-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
cmd-lines-queue-description = Pon las dos jugadas siguientes de tu última línea como /premove.
cmd-lines-queue-opt-game-description = el número de la partida (solo hace falta fuera del hilo de la partida)
