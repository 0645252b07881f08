# Las palabras dibujadas en las imágenes de los tableros. Se dibujan con una fuente de
# letras latinas: los acentos se pierden («á» se dibuja «a»).

boards-font-sample = Negras Blancas

## Piezas de una cabecera, unidas con « · »

boards-player-colour = { $player } ({ $colour })
boards-black = Negras
boards-white = Blancas
boards-ply = semijugada { $ply }
boards-last = última: { $move }
boards-last-by = última: { $player }: { $move }
boards-last-colour = última: { $colour } { $move }
boards-to-move = le toca a { $player }
boards-to-roll = { $player } tira los dados
boards-to-set-up = { $player } coloca la apertura
boards-to-choose-side = { $player } elige bando
boards-to-propose-komi = { $player } propone el komi
boards-to-open = { $player } coloca una pila de apertura
boards-to-answer = { $player } responde a la oferta
boards-to-raise = { $player } sube o retira la oferta
boards-wins = gana { $player }
boards-wins-match = { $player } gana el match
boards-wins-because = gana { $player }: { $reason }
boards-draw = tablas
boards-draw-agreement = tablas de mutuo acuerdo
boards-game-over = partida terminada
boards-game-aborted = partida anulada
boards-draw-adjudicated = tablas por decisión de un moderador
boards-match-aborted = match anulado
boards-match-drawn = match en tablas

## Plateau

boards-plateau-six-prisoners = seis prisioneros
boards-plateau-six-unit = una fila de seis
boards-plateau-resigned = { $player } abandonó
boards-plateau-timeout = a { $player } se le acabó el tiempo
boards-plateau-adjudicated = decisión de un moderador
boards-panel-wins = gana
boards-panel-to-move = le toca
boards-hand-count = mano: { $count }
boards-hand = mano ({ $count }): { $pieces }
boards-hand-empty = mano: vacía
boards-prisoners = prisioneros ({ $count }, valen { $value }): { $pieces }
boards-prisoners-none = prisioneros: ninguno
boards-tender = { $player } ofrece { $pieces } ({ $value })
boards-tender-declined = { $player } rechazó
boards-tender-must-raise = { $player } debe subir o retirar
boards-tender-floor = mínimo { $floor }: lo mejor que { $player } puede dar
boards-tender-cap = sin pasar de { $value }
boards-legend-unseen = cara que no has visto
boards-legend-hidden = cara no revelada
boards-legend-faces = cara roja arriba; mancha pequeña: la de abajo
boards-legend-hollow = mancha hueca: una cara tuya que tu rival no ha visto

## Plakoto

boards-match-score = a { $length }: { $first } { $first-points } - { $second } { $second-points }
boards-match-game = partida { $number }

## Pletore

boards-komi = komi { $komi }
boards-button-free = botón libre
boards-button = botón { $colour }
boards-pletore-score = N { $black } - B { $white }

## Les

boards-les-no-hole = { $colour }: ningún agujero
boards-les-holes = { $colour }: { $count ->
    [one] { $count } agujero, tamaño { $sizes }
   *[other] { $count } agujeros, tamaños { $sizes }
}
boards-les-boundary = { $holes }; piedras de borde { $stones }
boards-les-by-number = Decidido por el número de agujeros: { $mine } a { $theirs }
boards-les-by-size = { $holes ->
    [one] { $holes } agujero cada uno; desempate por tamaño: { $mine } a { $theirs }
   *[other] { $holes } agujeros cada uno; desempate por tamaño: { $mine } a { $theirs }
}
boards-les-by-stones = Mismos tamaños; desempate por piedras de borde: { $mine } a { $theirs }
boards-les-draw-none = Tablas: ninguno tiene un agujero
boards-les-draw-same = Tablas: mismos agujeros, tamaños y piedras de borde
