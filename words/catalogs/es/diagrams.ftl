# Las líneas de texto de los diagramas del correo de turno en texto plano.
# El tablero es notación: las letras X, O, B, W, b, w, o, x, las marcas ">" y "*",
# las jugadas y las coordenadas se quedan como están.

## Común a todos los juegos

diagrams-black = Negras
diagrams-white = Blancas
diagrams-player-colour = { $player } ({ $colour })
diagrams-to-move = Juega: { $player }.
diagrams-to-move-task = Juega: { $player } ({ $task }).
diagrams-last-move = Última jugada: { $move }.
diagrams-result-aborted = Resultado: partida anulada.
diagrams-result-agreed = Resultado: tablas por acuerdo.
diagrams-result-adjudicated-draw = Resultado: tablas, por decisión de un moderador.
diagrams-result-drawn = Resultado: tablas ({ $reason }).
diagrams-result-wins = Resultado: gana { $player } ({ $how }).
diagrams-how-resigned = { $player } abandonó
diagrams-how-timeout = a { $player } se le acabó el tiempo
diagrams-how-adjudicated = decisión de un moderador
diagrams-sides = B = { $black }   W = { $white }
diagrams-sides-unchosen = B = { $black }   W = { $white }   (colores aún sin elegir: elige { $player })

## Pinch

diagrams-pinch-title = Pinch { $size }x{ $size }, semijugada { $ply }
diagrams-pinch-legend = X = { $black }   O = { $white }
diagrams-pinch-goals = Las negras unen las filas 1 y { $size }; las blancas, las columnas a y { $last }.
diagrams-pinch-reason-connection = por conexión
diagrams-pinch-swap = Última jugada: swap (el segundo jugador se quedó con las negras).
diagrams-pinch-last-converting = Última jugada: { $move }, que convierte { $stones }.
diagrams-pinch-mark = { $mark } señala la última piedra colocada.
diagrams-pinch-mark-converted = { $mark } señala la última piedra colocada; x y o son las piedras que convirtió.

## Pletore

diagrams-pletore-title = Pletore { $size }x{ $size }, semijugada { $ply }
diagrams-pletore-reason-score = por puntos
diagrams-pletore-task-komi = propone el komi: komi N
diagrams-pletore-task-side = elige color: side black / side white
diagrams-pletore-score = Puntos: negras { $black }, blancas { $white } ({ $extras }).
diagrams-pletore-komi-unset = komi aún sin fijar
diagrams-pletore-komi = komi { $komi } para las blancas
diagrams-pletore-button-free = botón libre
diagrams-pletore-button-taken = botón tomado por las { $colour }
diagrams-pletore-no-button = sin botón
diagrams-pletore-last-flip = Última jugada: { $move } (un volteo).
diagrams-pletore-control = b, w: un punto vacío que controlan las negras o las blancas.
diagrams-pletore-mark = { $mark } señala el punto de la última jugada.

## Les

diagrams-les-title = Les, hexágono de lado { $size }, semijugada { $ply }
diagrams-les-reason-no-contact = por agujeros
diagrams-les-task-setup = coloca las cuatro piedras iniciales
diagrams-les-task-side = elige color
diagrams-les-points = Puntos de contacto: { $contact }; puntos aislados: { $lone }.
diagrams-les-points-no-lone = Puntos de contacto: { $contact }; puntos aislados: 0 (un turno es una piedra de contacto).
diagrams-les-mark = { $mark } señala las piedras de la última jugada.
diagrams-les-holes = b, w: los puntos vacíos de un agujero de las negras o de las blancas.
diagrams-les-owns = { $colour }: { $count ->
        [one] un agujero
       *[other] { $count } agujeros
    }{ $count ->
        [0] {""}
        [one] {" "}(tamaño { $sizes })
       *[other] {" "}(tamaños { $sizes })
    }.
diagrams-les-key = Un punto es letra de fila + número de línea; las líneas bajan a la derecha desde las etiquetas.

## Plakoto

diagrams-plakoto-title = Plakoto, match a { $length }, partida { $game }: { $first } { $first-score } - { $second } { $second-score }
diagrams-plakoto-legend = O = { $white }   X = { $black }
diagrams-plakoto-reason-borne-off = por sacar todas las fichas
diagrams-plakoto-reason-gammon = por gammon
diagrams-plakoto-reason-mother = por clavar la ficha madre
diagrams-plakoto-reason-both-mothers = ambas madres clavadas
diagrams-plakoto-to-move = Mueve: { $player } con { $dice }.
diagrams-plakoto-opening = Tira: la tirada inicial, un dado cada uno; empieza quien saque más.
diagrams-plakoto-to-roll = Tira: { $player }.
diagrams-plakoto-game-drawn = Última partida terminada: tablas ({ $how }).
diagrams-plakoto-game-won = Última partida terminada: la ganó { $player }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } ({ $how }).
diagrams-plakoto-last-turn = Último turno: { $colour } { $move }.
diagrams-plakoto-last-turn-dice = Último turno: { $colour } { $move } con { $dice }.
diagrams-plakoto-last-turn-here = Último turno: { $colour } { $move } (en la numeración de las { $colour }; aquí { $here }).
diagrams-plakoto-last-turn-dice-here = Último turno: { $colour } { $move } con { $dice } (en la numeración de las { $colour }; aquí { $here }).
diagrams-plakoto-last = Lo último: { $move }.
diagrams-plakoto-last-move = Última jugada: { $colour } { $move }.
diagrams-plakoto-last-move-here = Última jugada: { $colour } { $move } (en la numeración de las { $colour }; aquí { $here }).
diagrams-plakoto-numbers = Numeración de las { $colour }: { $letter } va de 24 -> 1, casa abajo a la derecha.
diagrams-plakoto-borne-off = Fichas fuera: blancas { $white }, negras { $black }.
diagrams-plakoto-pinned = Clavadas: { $pinned }.
diagrams-plakoto-pinned-none = Clavadas: ninguna.
diagrams-plakoto-pins = { $count } { $colour } (en { $points })
diagrams-plakoto-key = o, x: ficha clavada (junto al borde); número: cuántas hay del color de arriba.

## Plateau

diagrams-plateau-title-public = Plateau, semijugada { $ply }, vista pública
diagrams-plateau-title-seen = Plateau, semijugada { $ply }, vista de { $player }
diagrams-plateau-reason-six-prisoners = seis prisioneros
diagrams-plateau-reason-six-unit = una fila de seis
diagrams-plateau-task-open = coloca una pila de apertura: open <casilla del borde> <abajo> <arriba>
diagrams-plateau-task-answer = responde a la oferta
diagrams-plateau-task-declined = sube o retira la oferta
diagrams-plateau-worth = { $pieces } (valor { $worth })
diagrams-plateau-tender-declined = Oferta: { $player } ofrece { $offer }; rechazada, { $by } debe subirla o retirarla.
diagrams-plateau-tender-floor = Oferta: { $player } ofrece { $offer }; { $responder } debe dar { $floor } o más de { $value }.
diagrams-plateau-tender-open = Oferta: { $player } ofrece { $offer }; { $responder } puede rechazarla o dar más de { $value }.
diagrams-plateau-last-move = Última jugada: { $move }
diagrams-plateau-last-move-by = Última jugada: { $player }: { $move }
diagrams-plateau-hand-hidden = Mano de { $player }: { $count ->
        [one] 1 pieza
       *[other] { $count } piezas
    }, no se muestran.
diagrams-plateau-hand = Mano de { $player }: { $pieces } ({ $count }).
diagrams-plateau-hand-empty = Mano de { $player }: vacía ({ $count }).
diagrams-plateau-prisoners = Prisioneros de { $player }: { $held }.
diagrams-plateau-prisoners-none = Prisioneros de { $player }: ninguno.
diagrams-plateau-key = Una pieza es dueño:cara de arriba+cara de abajo, con su altura en la pila delante.
diagrams-plateau-faces = Caras: x en blanco, r roja, b azul, o naranja, ? oculta a esta vista.
diagrams-plateau-mark = { $mark } señala las casillas que tocó la última jugada.
