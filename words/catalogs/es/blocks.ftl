# Bloqueos: /block y /unblock (service/preferences/blocks.py). Cada respuesta es privada
# para quien preguntó; $player es el otro jugador, $unblock y $block los comandos.

block-done = Has bloqueado a { $player }. Ninguno de los dos puede ya desafiar al otro ni aceptar sus desafíos abiertos, y sus ofertas en una partida que aún jugáis juntos ya no te mencionan. Las partidas que ya se están jugando entre vosotros siguen como antes. { $unblock } levanta el bloqueo.
block-already = Ya has bloqueado a { $player }. { $unblock } levanta el bloqueo.
block-self = No puedes bloquearte a ti mismo.
block-bot = Los bots no se pueden bloquear: nunca desafían a nadie ni te piden nada. Para dejar de jugar contra el ordenador, simplemente no lo desafíes.
# $count es el máximo de jugadores que una persona puede bloquear.
block-cap = Has bloqueado a { $count } jugadores, el máximo posible; usa { $unblock } con alguien primero.
unblock-done = Has desbloqueado a { $player }: podéis volver a desafiaros.
unblock-not-blocked = No has bloqueado a { $player }, así que no hay nada que levantar. { $block } bloquea a un jugador.
block-list-none = No has bloqueado a nadie. { $block } bloquea a un jugador.
# La cabecera de la lista de jugadores bloqueados; $count es cuántos.
block-list-head = { $count ->
    [one] Has bloqueado a un jugador:
   *[other] Has bloqueado a { $count } jugadores:
}
# Un jugador bloqueado; $since es la fecha del bloqueo.
block-list-item = • { $player }, desde el { $since }
block-list-how = { $unblock } levanta un bloqueo.
# Una partida nueva rechazada porque quien pregunta bloqueó al otro jugador.
block-you-blocked = Has bloqueado a { $player }; usa { $unblock } primero para jugar con esa persona.
# Una partida nueva rechazada porque el otro jugador bloqueó a quien pregunta: no dice más.
block-refused = { $player } no acepta desafíos tuyos.
