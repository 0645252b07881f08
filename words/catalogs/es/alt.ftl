# Texto alternativo: un tablero en palabras, para quien no puede verlo (lectores de
# pantalla, descripciones de imágenes de Discord, alt del correo y de la web).

alt-title = { $title }, tras { $ply } { $ply ->
        [one] semijugada
       *[other] semijugadas
    }.
alt-to-move = Mueve { $player }.
alt-dice-due = Hay que tirar los dados.
alt-wins = Gana { $player }.
alt-drawn = La partida termina en tablas.
alt-last = Última jugada: { $move }.
alt-board-empty = El tablero está vacío.
alt-stones = { $colour }, { $count } { $count ->
        [one] piedra
       *[other] piedras
    }: { $points }.
alt-stones-count = { $colour }: { $count } { $count ->
        [one] piedra
       *[other] piedras
    }.

## Pletore

alt-pletore-score = Puntuación: Negras { $black }, Blancas { $white }.

## Plakoto

alt-plakoto-match = Partido a { $length }: { $first } { $first_score }, { $second } { $second_score }.
alt-plakoto-rolled = { $colour } sacó { $dice } en el último turno.
alt-plakoto-dice = { $colour } mueve con { $dice }.
alt-plakoto-pinned-now = { $colour } inmovilizó una ficha de { $pinned } en el punto { $point }.
alt-plakoto-race = Recuento de puntos: Blancas { $white }, Negras { $black }.
alt-plakoto-off = Fichas sacadas: Blancas { $white }, Negras { $black }.
alt-plakoto-point = { $point } ({ $count })
alt-plakoto-point-pinning = { $point } ({ $count }, inmovilizando a { $pinned })
alt-plakoto-point-pinned = { $point } (inmovilizada)
alt-plakoto-checkers = Fichas de { $colour }, por punto en la numeración de las blancas: { $points }.
alt-plakoto-on-board = { $colour }: { $count } { $count ->
        [one] ficha
       *[other] fichas
    } en el tablero.

## Plateau

alt-plateau-hand-hidden = { $player } tiene { $count } { $count ->
        [one] pieza
       *[other] piezas
    } en la mano.
alt-plateau-hand = { $player } tiene { $count ->
        [0] la mano vacía
       *[other] en la mano: { $pieces }
    }.
alt-plateau-prisoners = { $player } tiene { $count ->
        [0] ningún prisionero
        [one] un prisionero que vale { $worth }: { $pieces }
       *[other] { $count } prisioneros que valen { $worth }: { $pieces }
    }.
alt-plateau-square = { $square }, altura { $count }: { $pieces }.
alt-plateau-square-top = { $square }, altura { $count }, arriba { $colour } { $up }.
alt-plateau-piece = { $colour } { $up } sobre { $down }
alt-plateau-face-x = en blanco
alt-plateau-face-r = rojo
alt-plateau-face-b = azul
alt-plateau-face-o = naranja
alt-plateau-face-hidden = oculta

## El tablero en palabras, leído en voz alta fila por fila

text-board-rank = Fila { $row }: { $stones }.
text-board-row = Fila { $row }: { $stones }.
text-board-stone = { $point } { $colour }
text-board-empty = vacía
text-board-point = Punto { $point }: { $count } { $colour }.
text-board-point-pinning = Punto { $point }: { $count } { $colour }, inmovilizando una de { $pinned }.
text-board-square-empty = { $square }: vacía.

## La clasificación de un torneo

alt-standings = Clasificación del torneo #{ $tournament }, { $name }:
alt-standings-row = { $rank }. { $player }: puntos { $points }, { $wins } ganadas, { $draws } tablas, { $losses } perdidas.
alt-standings-more = …y { $count } más.

alt-replay = Una animación de { $title }: { $frames } fotogramas, una jugada cada uno, desde el inicio hasta la semijugada { $plies }.
