# El vestíbulo: desafíos a un jugador, desafíos abiertos (búsquedas) a cualquiera del
# servidor, y su correo. Un argumento `heading` va en negrita en Discord; uno `struck`
# es el nombre de un desafío cerrado, tachado en Discord.

## Un desafío a un jugador

lobby-challenge-name = Desafío { $challenge }
lobby-challenge = { $heading }: { $challenger } desafía a { $opponent } a { $game } ({ $setup }; { $first }; reloj: { $clock }; { $rated ->
    [yes] puntuable
   *[other] no puntuable
}).
lobby-challenge-answer = { $opponent }, acepta o rechaza; caduca { $expires }.
lobby-first-player = { $player } mueve primero
lobby-first-random = quién mueve primero se sortea
lobby-first-seat-zero = { $player } es el asiento 0
lobby-first-whoever-accepts = quien acepte mueve primero
lobby-opponent-away = 🏖️ { $opponent } está de vacaciones aquí (desde el { $since }) hasta que vuelva, como mucho { $left } más este año. El desafío no le espera: si no lo acepta antes, caduca { $expires }.

## Rechazos

lobby-no-bots = Los demás bots no pueden jugar; desafía a una persona, o a Postboard mismo para jugar contra el ordenador.
lobby-not-yourself = No puedes desafiarte a ti mismo; elige a otro jugador.
lobby-computer-cap = Ya tienes { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} en curso contra el ordenador ({ $games }), el máximo para un jugador; termina una o usa { $command } antes.
lobby-challenge-cap = Ya tienes { $count ->
    [one] { $count } desafío abierto
   *[other] { $count } desafíos abiertos
}; espera respuestas o cancela alguno con { $command }.
lobby-no-challenge = No existe el desafío { $challenge }.
lobby-none-to-accept = No tienes ningún desafío pendiente que aceptar.
lobby-none-to-decline = No tienes ningún desafío pendiente que rechazar.
lobby-several-pending = Tienes varios desafíos pendientes ({ $challenges }); di cuál: { $command }
lobby-challenge-already-accepted = El desafío { $challenge } ya fue aceptado.
lobby-challenge-already-declined = El desafío { $challenge } ya fue rechazado.
lobby-challenge-already-cancelled = El desafío { $challenge } ya fue cancelado.
lobby-challenge-already-expired = El desafío { $challenge } ya ha caducado.
lobby-challenge-already-closed = El desafío { $challenge } ya está cerrado.
lobby-challenge-expired = El desafío { $challenge } ha caducado.
lobby-only-opponent-accepts = Solo { $opponent } puede aceptar el desafío { $challenge }.
lobby-challenge-answered = El desafío { $challenge } ya fue respondido.
lobby-not-yours = El desafío { $challenge } no va dirigido a ti.

## El mensaje de un desafío una vez cerrado

lobby-closed-accepted = { $struck } aceptado: la partida { $game } ha comenzado.
lobby-closed-declined = { $struck } rechazado por { $player }.
lobby-closed-withdrawn = { $struck } retirado por { $player }.
lobby-closed-expired = { $struck } caducó sin respuesta.

## El desafío por correo (el desafiado responde contestando)

lobby-someone = Alguien
lobby-mail-challenge-subject = { $challenger } te desafía a { $game } ({ $challenge })
lobby-mail-challenge =
    { $challenger } te desafía a { $game } ({ $setup }; reloj: { $clock }; { $rated ->
        [yes] puntuable
       *[other] no puntuable
    }).

    Responde “accept” o “decline” en la primera línea. El desafío caduca el { $expires }.

## Desafíos abiertos

lobby-seek-name = Desafío abierto { $seek }
lobby-seek = { $heading }: { $seeker } busca rival para { $game } ({ $setup }; { $first }; reloj: { $clock }; { $rated ->
    [yes] puntuable
   *[other] no puntuable
}).
lobby-seeker = { $player }
lobby-seeker-rated = { $player } ({ $rating })
lobby-seek-anyone = Cualquiera de aquí puede aceptar; el primero en pulsar se lleva la partida; caduca { $expires }.
lobby-seek-anyone-rated = Cualquiera de aquí con una puntuación de { $range } puede aceptar; el primero en pulsar se lleva la partida; caduca { $expires }.
lobby-range-between = { $low }–{ $high }
lobby-range-at-least = { $low } o más
lobby-range-at-most = { $high } o menos
lobby-seek-in-a-server = Los desafíos abiertos se publican en un servidor; en un mensaje directo, nombra a un rival.
lobby-seek-cap = Ya tienes { $count ->
    [one] { $count } desafío abierto
   *[other] { $count } desafíos abiertos
} ({ $seeks }), el máximo para un jugador; retira uno con { $command } antes.
lobby-seek-own = El desafío abierto { $seek } es tuyo; espera a que alguien lo acepte o retíralo con { $command }.
lobby-seek-only-seeker = Solo { $seeker } puede retirar el desafío abierto { $seek }.
lobby-seek-taken = El desafío abierto { $seek } está cerrado: { $player } lo aceptó primero.
lobby-seek-was-withdrawn = El desafío abierto { $seek } está cerrado: fue retirado.
lobby-seek-has-expired = El desafío abierto { $seek } está cerrado: caducó.
lobby-seek-is-closed = El desafío abierto { $seek } está cerrado.
lobby-seek-expired = El desafío abierto { $seek } ha caducado.
lobby-no-seek = No existe el desafío abierto { $seek } en este servidor.
lobby-seek-out-of-range = El desafío abierto { $seek } es para jugadores con una puntuación de { $range }; tu puntuación en { $game } es { $rating }.
lobby-seek-out-of-range-unrated = El desafío abierto { $seek } es para jugadores con una puntuación de { $range }; tu puntuación en { $game } es { $rating } (aún sin partidas puntuables).
lobby-rating-bound = { $option } debe estar entre { $low } y { $high }, no { $given }.
lobby-rating-bounds-swapped = min_rating ({ $low }) es mayor que max_rating ({ $high }); intercámbialos.
lobby-seek-closed-accepted = { $struck } aceptado por { $player }: la partida { $game } ha comenzado.
lobby-seek-closed-withdrawn = { $struck } retirado por { $player }.
lobby-seek-closed-expired = { $struck } caducó: nadie lo aceptó.

## /seeks: los desafíos abiertos del servidor

lobby-seeks-in-a-server = Los desafíos abiertos están en un servidor; pregunta allí.
lobby-seeks-none = No hay desafíos abiertos aquí. Publica uno con { $command } sin rival.
lobby-seeks-number = { $seek }
lobby-seeks-item = { $heading } { $game } de { $seeker } · { $rated ->
    [yes] puntuable
   *[other] no puntuable
} · reloj { $clock } · caduca { $expires } · { $where }
lobby-seeks-item-rated = { $heading } { $game } de { $seeker } · { $rated ->
    [yes] puntuable
   *[other] no puntuable
}, puntuaciones { $range } · reloj { $clock } · caduca { $expires } · { $where }
lobby-seeks-how = Acepta con el botón de su mensaje, o con { $command }.

## Listas demasiado largas para un mensaje

lobby-more = …y { $count } más.
