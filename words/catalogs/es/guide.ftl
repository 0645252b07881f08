# Las reglas de cada juego en resumen (/rules y docs/rules/), y /help.
# Jugadas, puntos, opciones y marcas del tablero son argumentos: se escriben como las reglas.

## Compartido

# Una serie de números enteros: «4 a 19».
guide-range = { $low } a { $high }
# Una elección de valores: «9, 11 o 13» ($some: «9, 11»).
guide-either = { $some } o { $last }
guide-size-option = { $option } { $sizes } puntos por lado (por defecto { $default }).
guide-first-black = { $option } quién juega con negras y mueve primero (por defecto al azar).

## Pinch

guide-pinch-tagline = Un juego de conexión de Craig Duncan (2019): une tus dos bordes; una pinza en forma de L convierte piedras enemigas, en reacciones en cadena.
guide-pinch-board = Un tablero cuadrado de puntos: columnas { $a }, { $b }, { $c }… desde la izquierda, filas { $one }, { $two }, { $three }… desde abajo. Negras mueven primero y son dueñas de los bordes inferior y superior; Blancas, de los bordes izquierdo y derecho. Una esquina pertenece a sus dos bordes.
guide-pinch-turn = En tu turno coloca una piedra de tu color en cualquier punto vacío. No se puede pasar. Las piedras nunca se mueven ni salen del tablero; solo pueden cambiar de color.
guide-pinch-pinch-lead = Pinza:
guide-pinch-pinch = una piedra enemiga con dos de tus piedras como vecinas en ángulo recto (una encima o debajo y otra al lado: una L, nunca una línea recta) pasa a tu color, pero solo si al menos una de las dos se colocó o se convirtió en este turno.
guide-pinch-chain-lead = Reacciones en cadena:
guide-pinch-chain = una piedra convertida en este turno cuenta como nueva, así que puede pinzar la siguiente piedra enemiga, y así sucesivamente. Dos piedras viejas nunca convierten nada, así que colocar dentro de una L enemiga es seguro hasta que tu rival le añada una piedra nueva.
guide-pinch-win-lead = Gana
guide-pinch-win = uniendo tus dos bordes con una cadena de piedras tuyas que se tocan por los lados (el contacto en diagonal no conecta). Las piedras convertidas cuentan. Pinch no tiene tablas.
guide-pinch-pie-lead = Regla del pastel:
guide-pinch-pie = el segundo jugador puede responder a la primera piedra de Negras con { $swap } y pasar a ser Negras (esa piedra es ahora suya); el otro jugador juega entonces con Blancas.
guide-pinch-ex-place = coloca una piedra en e5
guide-pinch-ex-swap = solo en la segunda jugada: quédate con Negras y su primera piedra
guide-pinch-ex-pinch = con Negras en e6 y Blancas en e5: pinza e5, que pasa a negra
guide-pinch-caption = Negras jugaron { $move }: con { $black } forma un ángulo recto alrededor de { $white } de Blancas, que pasó a negra (la { $x } minúscula). { $mark } marca la piedra recién colocada.

## Pletore

guide-pletore-tagline = Un juego de territorio de Luis Bolaños Mures (2021): los puntos se ganan por línea de visión; las piedras pueden voltearse; el komi y un botón de medio punto hacen imposibles los empates.
guide-pletore-sight = Un tablero cuadrado de puntos, columnas { $a }… desde la izquierda, filas { $one }… desde abajo. Visión: desde cualquier punto, mira en las cuatro direcciones rectas; la primera piedra que encuentras en cada una (a través de los puntos vacíos se ve) es lo que ese punto ve.
guide-pletore-control-lead = Control:
guide-pletore-control = pinzas un punto cuando ve una de tus piedras arriba o abajo y otra a la izquierda o a la derecha. Lo controlas cuando tú lo pinzas y tu rival no; pinzado por ambos o por ninguno, no es de nadie.
guide-pletore-turn-lead = Un turno
guide-pletore-turn = es una de estas cosas: colocar una piedra en un punto vacío que tu rival no controla; voltear una piedra enemiga situada en un punto que tú controlas (pasa a ser tuya); tomar el botón; o pasar, algo permitido solo cuando el botón ya no está y cada punto vacío lo controla alguien.
guide-pletore-komi-lead = Komi y bandos:
guide-pletore-komi = salvo que el desafío fijara un komi, quien desafía propone primero el komi, un número entero que se suma a la puntuación de Blancas ({ $komi }), y luego el rival elige bando ({ $black } o { $white }). Negras hacen la primera jugada en el tablero.
guide-pletore-button-lead = El botón
guide-pletore-button = solo existe cuando el komi y el tamaño del tablero son ambos impares o ambos pares. Mientras esté, nadie puede pasar; tomarlo gasta un turno y vale ½ punto.
guide-pletore-mirror = En un tablero de tamaño par, la primera piedra de Blancas no puede ser la rotación de media vuelta de la primera piedra de Negras (nada de espejos).
guide-pletore-end-lead = Final:
guide-pletore-end = dos pases seguidos. Tu puntuación son tus piedras más los puntos vacíos que controlas, más el komi para Blancas y ½ para quien tomó el botón. No hay empates.
guide-pletore-komi-option = { $option } fija el komi de Blancas en el desafío (un número entero, como mucho el número de puntos, en uno u otro sentido) y se salta las jugadas de komi y bando; omítelo para acordar komi y bandos dentro de la partida.
guide-pletore-first-option = { $option } con { $komi }, quién juega con negras y mueve primero (por defecto al azar). Sin él, quien desafía propone el komi y el rival elige bando.
guide-pletore-ex-komi = primera jugada de la partida: propone un komi de 7 para Blancas
guide-pletore-ex-side = la respuesta al komi: jugar con Blancas
guide-pletore-ex-place = coloca una piedra en b4
guide-pletore-ex-flip = voltea la piedra enemiga de c3
guide-pletore-ex-flip-written = el mismo volteo, escrito entero
guide-pletore-ex-flip-point = otra vez lo mismo: un punto con una piedra enemiga significa voltearla
guide-pletore-ex-button = toma el botón de medio punto
guide-pletore-ex-pass = pasar: solo cuando el botón ya no está y todos los puntos vacíos están controlados
guide-pletore-caption = 5×5, komi 2, mueven Blancas. { $mark } marca un punto vacío que controlan Negras: { $point } ve { $left } a la izquierda y { $below } debajo. { $flipped } ve { $left } arriba y { $below } a la derecha, así que Negras también controlan ese punto y pueden voltear allí la piedra de Blancas.

## Les

guide-les-tagline = Un juego de colocación (2023) en un hexágono de triángulos: cada turno, una piedra que toca ambos colores y luego una piedra que no toca nada; deciden los huecos que encierres.
guide-les-board = Las piedras van en los puntos de un hexágono de triángulos; un punto tiene hasta seis vecinos. Un punto se nombra por su fila, una letra desde abajo, y su línea, un número: las líneas van rectas de abajo a la derecha hacia arriba a la izquierda. El tablero rotula ambas.
guide-les-setup-lead = Preparación:
guide-les-setup = quien desafía coloca cuatro piedras en una sola jugada, Negra, Blanca, Negra, Blanca: las dos primeras juntas, las dos últimas en una misma línea con un punto vacío entre ellas. Después el rival elige bando; Negras mueven primero.
guide-les-points = Un punto de contacto es un punto vacío junto a al menos una piedra negra y una blanca. Un punto solitario es un punto vacío sin ninguna piedra al lado.
guide-les-turn-lead = Un turno:
guide-les-turn = primero coloca una piedra en un punto de contacto. Después, si el tablero (con esa piedra) aún tiene un punto solitario, debes colocar también una piedra en un punto solitario. Cuando ya no queda ningún punto solitario, un turno es una sola piedra. No se pasa ni se captura; las piedras nunca se mueven.
guide-les-end-lead = Final:
guide-les-end = cuando un turno empieza sin ningún punto de contacto en el tablero, aunque queden puntos solitarios.
guide-les-holes-lead = Huecos:
guide-les-holes = un grupo de puntos vacíos conectados es un hueco tuyo cuando todas las piedras que lo tocan son tuyas (el borde del tablero no importa). Gana quien tiene más huecos; si hay igualdad, los huecos más grandes, comparando primero el mayor; luego más piedras a su alrededor; si no, tablas, también cuando nadie tiene hueco.
guide-les-size-option = { $option } puntos por lado del hexágono, { $sizes } (por defecto { $default }; 7, 9 y 11 son los tamaños habituales).
guide-les-first-option = Quien desafía siempre coloca las piedras iniciales y el rival elige bando, así que { $option } aquí no cambia nada.
guide-les-ex-setup = la preparación de quien desafía: Negra, Blanca, Negra, Blanca
guide-les-ex-side = la respuesta a la preparación: jugar con Negras
guide-les-ex-turn = un turno: piedra de contacto en e5, luego piedra solitaria en d1
guide-les-ex-comma = el mismo turno con una coma
guide-les-ex-one = un turno de una sola piedra, cuando ya no queda ningún punto solitario
guide-les-caption = Un hexágono de lado 4 tras la preparación { $setup } y el primer turno de Negras { $turn }: { $contact } toca la negra { $black } y la blanca { $white }; { $lone } no toca nada. { $mark } marca esas dos piedras.

## Plakoto

guide-plakoto-tagline = Backgammon griego (también Tsilitón, Tapa, Mahbusa): no se golpea; caer sobre una ficha enemiga sola la inmoviliza. El bot tira los dados; se juega a partidos.
guide-plakoto-board = Un tablero de backgammon, 15 fichas cada uno, todas empezando en tu propio punto 24. Las llevas hasta tu punto 1 y las sacas desde tu casa (puntos 6 a 1). Cada jugador cuenta los puntos desde su propio lado, y las jugadas se escriben así.
guide-plakoto-dice-lead = Dados:
guide-plakoto-dice = para empezar un partido cada jugador tira un dado (si empatan, vuelven a tirar); empieza el más alto, con dos dados nuevos. Quien gana una partida empieza la siguiente. El bot tira cada dado y lo registra antes de que nadie lo vea.
guide-plakoto-turn-lead = Un turno:
guide-plakoto-turn = mueve una ficha por dado, tantos puntos como marca; los dobles se juegan cuatro veces. Usa todos los dados que puedas; si solo se puede usar uno, el mayor cuando sea posible. Sin jugada legal, tu turno pasa solo.
guide-plakoto-pins = Un punto con dos o más fichas enemigas está cerrado. Caer sobre una ficha enemiga sola la inmoviliza: no puede moverse mientras sigas encima (no se golpea, no hay barra). Un punto donde una ficha tuya está inmovilizada está cerrado para ti.
guide-plakoto-bearing-off-lead = Sacar fichas:
guide-plakoto-bearing-off = cuando todas tus fichas están en tu casa y ninguna está inmovilizada, saca una ficha con el número exacto, o con uno mayor desde tu punto ocupado más alto.
guide-plakoto-mother-lead = Madre:
guide-plakoto-mother = tu última ficha en tu punto 24. Si queda inmovilizada y quien la inmoviliza no tiene ya ninguna ficha en su propio punto 24, este gana 2 puntos. Si las dos madres están inmovilizadas, la partida es tablas.
guide-plakoto-winning-lead = Ganar una partida:
guide-plakoto-winning = saca las 15 primero: 1 punto, 2 si tu rival no ha sacado ninguna. El primero en llegar a la longitud del partido gana el partido.
guide-plakoto-points-option = { $option } la longitud del partido, de 1 a { $most } (por defecto { $default }); 1 juega una sola partida.
guide-plakoto-first-option = { $option } quién juega con blancas (por defecto al azar). Los colores son solo aspecto: la tirada inicial decide quién empieza.
guide-plakoto-ex-two = dos fichas, una por dado (aquí una tirada de 6-4)
guide-plakoto-ex-one = una ficha juega los dos dados
guide-plakoto-ex-dashes = lo mismo, con guiones y el punto intermedio
guide-plakoto-ex-pin = cae sobre una ficha enemiga sola y la inmoviliza (una tirada de 6-5)
guide-plakoto-ex-doubles = dobles 4-4: cada salto dos veces
guide-plakoto-ex-off = sacar fichas con 6-5
guide-plakoto-caption = Blancas ({ $white }) jugaron { $move } con 6-5 e inmovilizaron la ficha sola de Negras en el punto 7 de Blancas: la { $x } minúscula junto al borde, bajo la ficha blanca. Los números son los de Blancas.

## Plateau

guide-plateau-tagline = El juego de apilar de Jim Albea (1986): discos de dos caras en un tablero de 4×4, manos y caras ocultas, inmovilizaciones, capturas e intercambios de prisioneros.
guide-plateau-board = Un tablero de 4×4, columnas { $first_file }–{ $last_file } y filas { $first_rank }–{ $last_rank } desde el lado de Negras. Cada jugador tiene 12 discos en una mano oculta: 4 Mudos { $mute }, 2 Azules { $blue }, 2 Rojos { $red }, una Máscara Azul { $blue_mask }, una Máscara Roja { $red_mask }, un Twister { $twister } y un As { $ace } (caras: { $blank_face } en blanco, { $red_face } roja, { $blue_face } azul, { $orange_face } naranja; la cara de arriba se escribe primero). Negras mueven primero.
guide-plateau-opening-lead = Apertura:
guide-plateau-opening = Negras, y luego Blancas, ponen una pila de dos de sus propios discos en una casilla vacía del borde. Después, un turno es una de estas cosas: meter en juego un disco de tu mano, mover la unidad superior de una pila tuya, u ofrecer prisioneros para un intercambio.
guide-plateau-onboard-lead = Mete en juego
guide-plateau-onboard = un disco, con la cara que quieras arriba, en una casilla vacía o dentro de una pila junto a uno de tus propios discos de ahí: nunca encima de un disco enemigo.
guide-plateau-move-lead = Mover:
guide-plateau-move = tu unidad superior (tus discos en lo alto de una pila) vuela hasta tantas casillas como discos tiene; su cara de arriba marca el camino: roja en recto, azul en diagonal, en blanco cualquiera de los dos, naranja un salto de caballo. Primero puedes voltear el disco de arriba (máscaras, Twister, As); por el camino puedes dejar discos de su base o recoger los tuyos.
guide-plateau-capture-lead = Captura:
guide-plateau-capture = una unidad que muestra un color y cae sobre discos enemigos captura uno de ellos por cada disco de tu unidad superior allí; pasan a ser tus prisioneros. Una unidad en blanco no puede caer sobre un enemigo. Un grupo de color que se deja sobre un enemigo lo inmoviliza. { $stomp } captura debajo de tu propia unidad, sin moverla.
guide-plateau-exchange-lead = Intercambio:
guide-plateau-exchange = ofrece prisioneros ({ $tender }); tu rival te devuelve prisioneros que valgan exactamente lo mismo, si no, el total más cercano por debajo, o más si quiere; solo puede rechazar cuando cualquier respuesta valdría más, y entonces tú subes la oferta o la retiras. Valores: Mudo 1, Azul 4, Rojo 5, Máscara Azul 8, Máscara Roja 10, Twister 15, As 21.
guide-plateau-hidden-lead = Oculto:
guide-plateau-hidden = las manos y las caras no vistas son secretas; tu propia vista llega por mensaje directo o con { $hand }. { $open } y { $on } nombran un disco oculto, así que envíalas solo con { $move } o por mensaje directo.
guide-plateau-win-lead = Gana
guide-plateau-win = con 6 prisioneros, o con 6 de tus discos seguidos en una misma pila, aunque estén enterrados. Quien no puede hacer nada pasa (lo juega el bot).
guide-plateau-no-options = Sin opciones de juego.
guide-plateau-ex-open = pila de apertura en a1: un Mudo, y encima el As con el rojo arriba
guide-plateau-ex-open-white = la apertura de Blancas: un Azul, y encima el Twister con el naranja arriba
guide-plateau-ex-onboard = mete en juego la Máscara Azul, con el azul arriba, en c2
guide-plateau-ex-onboard-stack = mete un Mudo en la pila de a1, como su segundo disco
guide-plateau-ex-flip-move = voltea el As a azul y mueve la unidad en diagonal a c3
guide-plateau-ex-drop = mueve desde a1, deja el disco de abajo en a2, cae en a3
guide-plateau-ex-jump = el salto de caballo de una unidad Twister, capturando en d2
guide-plateau-ex-stomp = captura los discos enemigos bajo tu unidad en d4
guide-plateau-ex-tender = ofrece el As que tienes como prisionero (vale 21)
guide-plateau-ex-give = responde a una oferta con Twister, Rojo y Mudo (21)
guide-plateau-ex-decline = rechaza una oferta que cualquier respuesta pagaría de más
guide-plateau-ex-raise = tras un rechazo: una oferta mayor
guide-plateau-ex-withdraw = tras un rechazo: retira la oferta y sigue jugando
guide-plateau-caption = Tras las dos aperturas, Negras jugaron { $move }: el As, volteado con el azul arriba, llevó el Mudo que tenía debajo dos casillas en diagonal. { $unseen } es una cara aún no mostrada; { $mark } marca las casillas que tocó la jugada.

## /help y el marco de /rules

guide-help-intro = Postboard organiza partidas por turnos diferidos de cinco juegos de tablero para dos, Pinch, Pletore, Les, Plakoto y Plateau, entre miembros de un servidor o contra el propio bot. Una partida dura días: tiene su propio hilo, cada jugada se comprueba y se responde con un tablero nuevo, y los relojes cuentan en días. { $rules } explica cada juego.
guide-help-flow-title = Cómo va una partida
guide-help-flow-challenge = { $command } publica un desafío con los botones { $accept } y { $decline }. Desafía al propio bot para jugar contra la computadora.
guide-help-flow-thread = Una vez aceptado, el bot abre un hilo para la partida, publica el tablero y avisa a quien mueve primero.
# $dm y $numbered: una jugada enviada por mensaje directo, sola o tras un número de partida.
guide-help-flow-move = En tu turno juega con { $command } en el hilo (empieza a escribir: se sugieren las jugadas legales), con los botones que ofrece una partida, por mensaje directo al bot ({ $dm }, o { $numbered } cuando te esperan varias partidas), o respondiendo al correo de tu turno.
guide-help-flow-wrong = Una jugada errónea se responde solo a ti, con el motivo, y no cambia nada.
guide-help-flow-end = La partida termina según sus reglas, con { $resign }, con unas { $draw } acordadas o por el reloj. Se publica el resultado y se archiva el hilo; { $history } da el registro.
guide-help-group-start = Empezar una partida
guide-help-challenge = { $required }, y si quieres { $optional } (mira { $rules }); sin { $opponent }: un desafío abierto que cualquiera de aquí puede aceptar, { $ratings } si quieres
guide-help-accept = acepta un desafío que te hicieron (o pulsa { $accept })
guide-help-decline = rechaza un desafío que te hicieron, o retira el tuyo
guide-help-rematch = el mismo rival y juego otra vez, con los puestos cambiados
guide-help-group-play = Jugar
guide-help-move = { $notation } tu jugada; se sugieren las jugadas legales mientras escribes
guide-help-board = el tablero actual otra vez; { $ply } el tablero en cualquier semijugada
guide-help-hand = Plateau: tu mano y tus caras ocultas, solo para ti
guide-help-games = tus partidas en curso, primero las que te esperan; con { $finished } las terminadas
guide-help-history = el registro de la partida como archivo de texto
guide-help-review = recorre una partida con ◀ ▶, solo tú lo ves
guide-help-replay = una repetición animada de toda la partida
guide-help-export = los registros de tus partidas terminadas (o de las de { $user }), en un archivo
guide-help-premove-add = después de tu jugada: { $condition } su jugada, { $reply } tu respuesta al instante
guide-help-premove-list = tus jugadas condicionales, mostradas solo a ti
guide-help-premove-clear = descarta tus jugadas condicionales
guide-help-hint = la sugerencia de la computadora, { $level } hasta lo que permita el servidor
guide-help-analyse = tras una partida: las jugadas con las que la computadora más discrepó
guide-help-group-explore = El tablero de análisis
guide-help-explore = un tablero privado para probar jugadas de ambos lados, desde ahora o { $ply }; { $move } juega una
guide-help-lines-list = tus líneas en la partida, solo para ti
guide-help-lines-open = una línea con nombre otra vez ({ $name })
guide-help-lines-name = pon nombre a tu última línea para guardarla
guide-help-lines-note = una nota sobre la posición que muestra
guide-help-lines-queue = sus dos jugadas siguientes como { $premove }
guide-help-lines-delete = borra una línea con nombre
guide-help-group-offers = Ofertas y finales
guide-help-draw = ofrece tablas, o acepta las de tu rival
guide-help-takeback = pide deshacer tu última jugada
guide-help-pause = pausa el reloj de común acuerdo, o reanúdalo
guide-help-abort = anula una partida antes de su segunda jugada
guide-help-resign = abandona, tras una confirmación
guide-help-claim = rival sin tiempo: llévate la victoria (una anulación si nunca movió)
guide-help-group-you = Tú y tu tiempo
guide-help-settings = cómo te enteras de tus turnos: hilo, mensaje directo, resumen diario o correo; tu zona horaria
guide-help-block = { $user } ni desafíos ni menciones entre vosotros; sin opción, a quién bloqueaste
guide-help-unblock = levanta un bloqueo
guide-help-privacy-show = qué guarda Postboard de ti, por qué y cuánto tiempo
guide-help-privacy-export = todo en un archivo, solo para ti
guide-help-privacy-forget = bórralo, cuando lo confirmes; las partidas en curso se abandonan
guide-help-vacation-start = congela tus relojes en las partidas de este servidor mientras estás fuera
guide-help-vacation-stop = de vuelta de vacaciones: tus relojes vuelven a correr
guide-help-email-link = { $address } te envía un código por correo, para jugar por correo electrónico (abajo)
guide-help-email-verify = { $code } el código de ese correo
guide-help-email-unlink = deja de recibir correo y olvida tu dirección
guide-help-email-status = adónde van los correos de tus turnos
guide-help-group-ratings = Puntuaciones y desafíos abiertos
guide-help-profile = puntuaciones, historial, racha y últimas partidas; { $user } las de otra persona
guide-help-leaderboard = { $game } los mejor puntuados, de este servidor o ({ $scope }) de todos
guide-help-seeks = los desafíos abiertos de aquí; { $accept } acepta uno
guide-help-group-tournaments = Torneos
guide-help-tournament-list = los torneos de este servidor
guide-help-tournament-show = jugadores, partidas y clasificación (una imagen); { $tournament }
guide-help-tournament-join = { $tournament } apúntate a uno antes de que empiece
guide-help-tournament-leave = sal; una vez empezado, retírate (las partidas en curso se abandonan)
guide-help-tournament-create = administradores: { $options }…
guide-help-tournament-start = administradores: empiézalo antes de su fecha
guide-help-tournament-cancel = administradores: cancélalo
guide-help-group-admins = Administradores del servidor
guide-help-postboard-config = juegos, canal, reloj, la lista web y más para este servidor
guide-help-postboard-game = moderadores: { $action } anular, adjudicar, pausar o reanudar una partida de este servidor, con un motivo
guide-help-postboard-status = moderadores: las partidas de este servidor de un vistazo, en privado: tiempo, partidas paradas, correo, fallos
guide-help-group-learn = Aprender
guide-help-help = este resumen
guide-help-rules = { $game } las reglas de un juego en resumen, un diagrama y la notación de las jugadas
guide-help-game-option = Los comandos sobre una partida llevan { $game } (su número) cuando se usan fuera del hilo de la partida.
guide-help-email-title = Jugar por correo electrónico
guide-help-email = Si el administrador del servidor configuró el correo: { $link }, y luego { $verify } con el código que te llegue. Tus turnos llegarán entonces por correo, con el tablero; responde con tu jugada en la primera línea ({ $pinch }, { $plakoto }), igual que con { $move }. { $settings } lo cambia de nuevo.
guide-help-docs = Las reglas completas de cada juego: { $docs } en el código fuente de Postboard ({ $rules } las resume).
guide-help-rules-title = { $game }: las reglas en resumen
guide-help-rules-moves = Jugadas (escríbelas con { $command })
guide-help-rules-options = Opciones del desafío
guide-help-rules-more = Más
guide-help-rules-more-text = Las reglas completas: { $docs } en el código fuente de Postboard. { $help } enumera los comandos.
guide-help-games-title = Los juegos
