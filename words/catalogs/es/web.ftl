# Las páginas web de solo lectura: una partida, la lista de partidas de un servidor, los rechazos.

## La página de inicio

web-home-title = Postboard
web-home-about = Este sitio muestra las partidas de Postboard, un bot de Discord para jugar por turnos con mensajes. A la página de cada partida se llega con el enlace de su hilo.

## La lista de partidas de un servidor

web-server-title = Postboard: las partidas de este servidor
web-server-heading = Las partidas de este servidor
web-running = En curso
web-finished = Terminadas
web-none-running = No hay ninguna partida en curso.
web-none-finished = Todavía no ha terminado ninguna partida.
web-column-game = Partida
web-column-players = Jugadores
web-column-plies = Jugadas
web-column-status = Estado
web-column-last-move = Última jugada
web-players = { $first } contra { $second }

## La página de una partida

web-crumbs = Todas las partidas de este servidor
web-clock = Reloj: { $control }
web-step-first = posición inicial (Inicio)
web-step-previous = jugada anterior (flecha izquierda)
web-step-next = jugada siguiente (flecha derecha)
web-step-last = última posición (Fin)
web-where = semijugada { $ply } de { $plies }
web-board-alt = El tablero de { $label } en la semijugada { $ply }
web-board-alt-live = El tablero en la semijugada { $ply }
web-keys = Teclas: las flechas izquierda y derecha avanzan o retroceden; Inicio y Fin saltan al principio y al final.
web-moves = Jugadas
web-dice = dados
web-hidden-move = (una jugada oculta)
web-options = { $game }: { $options }

## Lo que dice la página de una partida sobre su estado

web-status-dice = Están a punto de tirarse los dados.
web-status-to-move = Le toca a { $player }.
web-status-aborted = La partida se anuló.
web-status-draw = Tablas.
web-status-draw-by = Tablas por { $how }.
web-status-wins-by = { $player } gana por { $how }.
web-status-wins-as = { $player } gana ({ $ending }).
web-status-wins = { $player } gana.

## La columna de estado de la lista de un servidor

web-summary-to-move = le toca a { $player }
web-summary-dice = hay que tirar los dados
web-summary-aborted = anulada
web-summary-draw = tablas
web-summary-draw-as = tablas ({ $ending })
web-summary-won = ganó { $player }
web-summary-won-as = ganó { $player } ({ $ending })

## Cómo terminó una partida, dentro de un estado

web-ending-connection = conexión
web-ending-score = puntuación
web-ending-no-contact = no queda ningún punto de contacto
web-ending-borne-off = sacar todas las fichas
web-ending-gammon = gammon
web-ending-mother = ficha madre atrapada
web-ending-both-mothers = ambas madres atrapadas
web-ending-six-prisoners = seis prisioneros
web-ending-six-unit = una fila de seis
web-ending-resignation = abandono
web-ending-timeout = tiempo agotado
web-ending-agreement = acuerdo
web-ending-aborted = anulada
web-ending-adjudication = decisión de un moderador

## Rechazos: una página que el sitio no puede mostrar

web-error-title = { $status }: { $message }
web-no-such-page = Aquí no hay ninguna página así.
web-get-only = Este sitio solo muestra páginas: solo acepta peticiones GET.
web-cannot-answer = No se puede responder a esta petición.
web-too-many = Demasiadas peticiones desde tu dirección: espera { $seconds } s y vuelve a cargar.
web-unavailable = Ahora mismo no se pueden leer las partidas; inténtalo de nuevo en un momento.
web-failed = Algo ha fallado por nuestra parte; ha quedado registrado.
web-bad-board-ply = La semijugada de la dirección debe ser un número entero, no { $text }.
web-bad-ply = La semijugada de la dirección debe ser un número entero de 0 a { $plies }, no { $text }.
web-no-such-game = Aquí no hay ninguna partida #{ $number }: comprueba que el enlace se copió entero.
web-no-such-server = No existe esa lista de partidas: comprueba que el enlace se copió entero. Los administradores de un servidor pueden cambiar su enlace; pídeles el nuevo.
web-list-off = Los administradores de este servidor han desactivado su lista de partidas.
web-no-such-ply = { $plies ->
    [0] { $label } todavía no tiene jugadas: no existe la semijugada { $ply }.
   *[other] { $label } tiene las semijugadas de 0 a { $plies }: no existe la semijugada { $ply }.
}

## Los jugadores y el reloj

web-colour = ({ $colour })
web-colour-black = negras
web-colour-white = blancas
web-clock-control-timeout = { $initial } + { $increment } por jugada, máximo { $cap }; quien agota su tiempo pierde
web-clock-control-claim = { $initial } + { $increment } por jugada, máximo { $cap }; se puede reclamar la victoria por tiempo

## El tiempo que queda en un reloj, en unidades cortas

web-clock-day = { $n } d
web-clock-hour = { $n } h
web-clock-minute = { $n } min
web-clock-second = { $n } s
