# Las palabras propias de cada juego: cómo se leen sus opciones, jugadas, victorias y notas (service/presenters/).
# Las jugadas, los puntos y las piezas en la notación del juego son argumentos y nunca se traducen.

## Compartido

# Una jugada o un punto tal como se escribe.
moves-as-written = { $move }
moves-colour-black = Negras
moves-colour-white = Blancas
# Un color dentro de una frase, como en «(alice con negras, bob con blancas)».
moves-side-black = negras
moves-side-white = blancas

## Pinch

moves-pinch-options = { $size }×{ $size }
moves-pinch-swap = swap, quedándose con Negras
# $converted: la lista de puntos que convirtió la jugada.
moves-pinch-converting = { $move }, que convierte { $converted }
moves-pinch-win-ranks = unir las filas 1 y { $last }
moves-pinch-win-files = unir las columnas a y { $last }
moves-pinch-pie = El segundo jugador puede responder con { $swap } para quedarse con Negras (regla del pastel).

## Pletore

moves-pletore-options-fixed = { $size }×{ $size }, komi fijo de { $komi } para Blancas
moves-pletore-options-protocol = { $size }×{ $size }, komi propuesto por el puesto 0, bando elegido por el puesto 1
moves-pletore-komi = un komi de { $komi } para Blancas
moves-pletore-pass = un pase
moves-pletore-button = el botón (+½ al final)
moves-pletore-flip = { $move }, que voltea la piedra de { $point }
moves-pletore-score = { $high } a { $low }
# La cuenta final de un color: $sum es la suma de sus partes, $total la puntuación.
moves-pletore-tally = { $colour }: { $sum } = { $total }
moves-pletore-plus = { $left } + { $right }
moves-pletore-stones = { $count ->
    [one] 1 piedra
   *[other] { $count } piedras
}
moves-pletore-points = { $count ->
    [one] 1 punto controlado
   *[other] { $count } puntos controlados
}
moves-pletore-komi-part = komi { $komi }
moves-pletore-button-part = botón ½
# $move: el comando para jugar; $example, $black, $white: jugadas tal como se escriben.
moves-pletore-propose = El puesto 0 propone el komi (los puntos que se suman a la puntuación de Blancas) con { $move }, p. ej. { $example }. Después el otro jugador elige bando.
moves-pletore-pick-side = El komi es { $komi }. Elige tu bando { $channel ->
    [discord] con los botones o con { $move }: { $black } o { $white }
   *[other] con { $move }: { $black } o { $white }
}; Negras mueven primero.
moves-pletore-last-pass = Un pase más termina la partida con la puntuación Negras { $black } – Blancas { $white }.

## Les

moves-les-options = hexágono de lado { $side } ({ $points } puntos)
moves-les-setup = la preparación: Negras { $black_first } y { $black_second }, Blancas { $white_first } y { $white_second }
moves-les-turn = { $contact } (contacto) y { $lone } (solitaria)
moves-les-contact-only = { $move } (contacto; no quedaba ningún punto solitario)
moves-les-win = huecos, al no quedar ningún punto de contacto
# $sizes: los tamaños de los huecos de un color, del mayor al menor.
moves-les-owns = { $colour } tienen { $count ->
    [one] 1 hueco (tamaño { $sizes })
   *[other] { $count } huecos (tamaños { $sizes })
}
moves-les-owns-none = { $colour } no tienen ningún hueco
moves-les-holes = { $black }; { $white }.
moves-les-more-holes = { $colour } tienen más huecos: { $black } de Negras, { $white } de Blancas.
moves-les-no-holes = Ningún jugador tiene huecos, así que la partida termina en tablas.
moves-les-on-sizes = Ambos tienen { $count ->
    [one] 1 hueco
   *[other] { $count } huecos
}; { $colour } ganan por el tamaño de los huecos ({ $mine } contra { $theirs }): Negras { $black }, Blancas { $white }.
moves-les-on-boundaries = Ambos tienen huecos de los mismos tamaños ({ $sizes }); { $colour } ganan por las piedras alrededor de sus huecos ({ $mine } contra { $theirs }): Negras { $black }, Blancas { $white }.
moves-les-drawn = Ambos tienen huecos de los mismos tamaños ({ $sizes }) y las mismas piedras a su alrededor ({ $boundaries }), así que la partida termina en tablas.
moves-les-setup-note = El puesto 0 coloca las cuatro piedras iniciales, Negra, Blanca, Negra, Blanca, con { $move }, p. ej. { $example }: las dos primeras juntas, las dos últimas en una misma línea con un punto vacío entre ellas. Después el otro jugador elige bando.
moves-les-side-note = Elige tu bando { $channel ->
    [discord] con los botones o con { $move }: { $black } o { $white }
   *[other] con { $move }: { $black } o { $white }
}; Negras mueven primero.
moves-les-no-lone-note = Ya no queda ningún punto solitario: ahora un turno es una sola piedra de contacto, p. ej. { $example }.
moves-les-turn-note = Un turno es una piedra de contacto (que toca ambos colores) y luego una piedra solitaria (que no toca nada), p. ej. { $example }.

## Plakoto

moves-plakoto-options = partido a { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
# Los números de $colour son como quien mueve escribió el turno; $hops, el mismo turno en los de $other.
moves-plakoto-turn = { $move } (en la numeración de { $colour }; { $hops } en la de { $other })
moves-plakoto-match = { $first_score }–{ $second_score } en un partido a { $length }
moves-plakoto-match-last = { $first_score }–{ $second_score } en un partido a { $length } (última partida ganada por { $how }, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
})
moves-plakoto-how-borne-off = sacar todas las fichas
moves-plakoto-how-gammon = un gammon (el perdedor no sacó ninguna ficha)
moves-plakoto-how-mother = inmovilizar la madre
moves-plakoto-how-both-mothers = ambas madres inmovilizadas
moves-plakoto-game-drawn = La partida { $number } termina en tablas ({ $how }); marcador del partido { $first_score }–{ $second_score } (a { $length }). La siguiente partida empieza ya.
moves-plakoto-game-won = { $colour } ganan la partida { $number } por { $how }, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}; marcador del partido { $first_score }–{ $second_score } (a { $length }). La siguiente partida empieza ya.

## Plateau

moves-plateau-options = { $channel ->
    [mail] piezas ocultas: el correo de tu turno te muestra tu mano y tus caras ocultas, solo a ti
   *[other] piezas ocultas: { $hand } te muestra tu mano y tus caras ocultas, solo a ti; con { $notify } te llegan por mensaje directo en tu turno
}
moves-plateau-win = { $how } (prisioneros { $black }–{ $white })
moves-plateau-how-six-prisoners = tener seis prisioneros
moves-plateau-how-six-unit = una unidad de seis
# $example: la forma de una apertura, tal como se escribe.
moves-plateau-open-note = Las aperturas nombran discos ocultos: envía la tuya con { $move }, como { $example } (dos letras de cara por disco, la de arriba primero); solo tú ves la respuesta.
# $pieces: los tipos ofrecidos; $by y $to: los colores.
moves-plateau-declined = { $to } rechazaron la oferta de { $value }: { $by } deben subirla por encima de { $value } ({ $raise }) o retirarla ({ $withdraw }).
moves-plateau-must-give = { $by } ofrecen { $pieces } (valor { $value }); { $to } deben entregar ({ $give }) prisioneros por valor de { $floor } o de más de { $value }.
moves-plateau-may-decline = { $by } ofrecen { $pieces } (valor { $value }); { $to } pueden rechazarla ({ $decline }) o entregar ({ $give }) prisioneros por valor de más de { $value }.

## Plateau: la vista privada de un jugador

moves-plateau-you-play = Juegas con { $colour }.
moves-plateau-hand-empty = Tu mano (0): vacía.
# $pieces: letras de tipo; $names: las clases de disco que contiene.
moves-plateau-hand = Tu mano ({ $count }): { $pieces } — { $names }
moves-plateau-prisoners = Tus prisioneros ({ $mine_count }): { $mine } (valor { $mine_worth }); los de tu rival ({ $theirs_count }): { $theirs } (valor { $theirs_worth }).
moves-plateau-no-pieces = ninguno
moves-plateau-last = Última jugada: { $mover } { $move }.
moves-plateau-task-open = Tu turno: coloca tu pila de apertura con { $move }, como { $example }; cada disco son dos letras de cara, la de arriba primero (x en blanco, r roja, b azul, o naranja).
moves-plateau-task-floor = Debes responder a una oferta de valor { $value }: mínimo = { $floor }; entrega ({ $give }) prisioneros por valor de { $floor } o de más de { $value }.
moves-plateau-task-answer = Debes responder a una oferta de valor { $value }: recházala ({ $decline }) o entrega ({ $give }) prisioneros por valor de más de { $value }.
moves-plateau-task-declined = Rechazaron tu oferta: súbela por encima de { $value } ({ $raise }) o retírala ({ $withdraw }).
moves-plateau-task-turn = Tu turno, con { $move }: { $onboard } para meter un disco en juego, { $step } para mover o { $tender } para ofrecer prisioneros.
moves-plateau-piece-ace = As
moves-plateau-piece-twister = Twister
moves-plateau-piece-redmask = Máscara Roja
moves-plateau-piece-bluemask = Máscara Azul
moves-plateau-piece-red = Rojo
moves-plateau-piece-blue = Azul
moves-plateau-piece-mute = Mudo
