# Los rechazos de los motores (rules/): lo que una jugada, una opción o un registro no puede ser, y por qué.
# Los valores son notación o texto escrito tal cual ($raw, $option y $name van entre comillas
# como los escribió el jugador); las listas se unen como las unen las reglas.

## Opciones y registros (todos los juegos)

rules-option-choice-too-big = { $name } debe ser uno de { $choices }, no un número tan grande.
rules-option-whole-too-big = { $name } debe ser un número entero, no un número tan grande.
rules-option-kind-too-big = { $name } debe ser de tipo { $kind }, no un número tan grande.
rules-option-choice-not = { $name } debe ser uno de { $choices }, no { $raw }.
rules-option-whole-not = { $name } debe ser un número entero, no { $raw }.
rules-option-kind-not = { $name } debe ser de tipo { $kind }, no { $raw }.
rules-option-unknown = Opción desconocida { $option }; este juego acepta: { $accepted }.
rules-option-unknown-none = Opción desconocida { $option }; este juego no acepta ninguna opción.
rules-entry-needs-seat = «{ $kind }» necesita un puesto: «{ $kind } 0» o «{ $kind } 1».
rules-entry-adjudicate-needs-winner = «adjudicate» necesita el ganador: «adjudicate 0», «adjudicate 1» o «adjudicate draw».
rules-entry-no-argument = «{ $kind }» no lleva ningún argumento.
rules-header-twice = La cabecera fija { $key } dos veces.
rules-record-no-game = Un registro debe empezar con una línea de cabecera «game:».
rules-record-game-not-first = «game:» debe ser la primera línea de la cabecera.
rules-unknown-game = No existe ningún juego llamado { $name }; juegos conocidos: { $known }.
rules-game-over = La partida ha terminado; no se pueden hacer más jugadas.
rules-nothing-to-undo = Todavía no hay ninguna jugada que deshacer.

## Pinch

rules-pinch-not-a-move = No es una jugada de Pinch: { $text } — las jugadas se escriben como e5 o swap.
rules-pinch-off-board-files = { $point } no está en el tablero de { $size }×{ $size } (columnas a–{ $last }, filas 1–{ $size }).
rules-pinch-not-a-move-object = { $move } no es una jugada de Pinch.
rules-pinch-swap-late = swap solo es posible como segunda jugada de la partida.
rules-pinch-occupied = { $point } ya está ocupado.
rules-pinch-off-board = { $point } no está en el tablero de { $size }×{ $size }.

## Les

-les-hint = un turno se escribe como «c4 g7» (punto de contacto, luego punto solitario) o «c4» cuando ya no queda ningún punto solitario; antes de jugar van «setup d4 d5 b2 b4» y «side black» o «side white»

rules-les-empty = Un mensaje vacío no es una jugada de Les; { -les-hint }.
rules-les-setup-count = Una preparación nombra exactamente cuatro puntos, Negra, Blanca, Negra, Blanca (como «setup d4 d5 b2 b4»), pero { $typed } nombra { $count }.
rules-les-not-a-side = No es una elección de bando: { $typed } — escribe «side black» o «side white».
rules-les-no-pass = En Les no se pasa: cada turno empieza con una piedra en un punto de contacto, y la partida termina sola cuando ya no queda ningún punto de contacto.
rules-les-too-many = No es una jugada de Les: { $typed } — un turno coloca como mucho dos piedras; { -les-hint }.
rules-les-not-a-point = No es un punto: { $word } — un punto es una letra de fila y un número de línea, como «d4»; { -les-hint }.
rules-les-off-row = { $point } no es un punto del tablero de lado { $size }: la fila { $row } va de { $low } a { $high }.
rules-les-off-rows = { $point } no es un punto del tablero de lado { $size }: sus filas van de a a { $last }.
rules-les-not-a-move-object = { $move } no es una jugada de Les.
rules-les-game-over = La partida ha terminado: ya no queda ningún punto de contacto, así que no se pueden hacer más jugadas.
rules-les-off-board = { $point } no es un punto del tablero de lado { $size }.
rules-les-setup-first = La partida no ha empezado: primero el puesto 0 coloca las cuatro piedras iniciales, p. ej. «setup d4 d5 b2 b4» (Negra y Blanca juntas; Negra y Blanca separadas por un salto de un punto).
rules-les-side-first = La partida no ha empezado: primero el puesto 1 elige color con «side black» o «side white».
rules-les-occupied = No puedes colocar en { $point }: está ocupado.
rules-les-occupied-did-you-mean = No puedes colocar en { $point }: está ocupado. La colocación de contacto va primero: ¿querías decir «{ $swapped }»?
rules-les-not-contact-black = { $point } no es un punto de contacto: la primera piedra de un turno debe tocar a la vez una piedra negra y una blanca, y ese punto solo toca piedras negras ({ $stones }). Puntos de contacto ahora: { $contact }.
rules-les-not-contact-black-did-you-mean = { $point } no es un punto de contacto: la primera piedra de un turno debe tocar a la vez una piedra negra y una blanca, y ese punto solo toca piedras negras ({ $stones }). Puntos de contacto ahora: { $contact }. La colocación de contacto va primero: ¿querías decir «{ $swapped }»?
rules-les-not-contact-white = { $point } no es un punto de contacto: la primera piedra de un turno debe tocar a la vez una piedra negra y una blanca, y ese punto solo toca piedras blancas ({ $stones }). Puntos de contacto ahora: { $contact }.
rules-les-not-contact-white-did-you-mean = { $point } no es un punto de contacto: la primera piedra de un turno debe tocar a la vez una piedra negra y una blanca, y ese punto solo toca piedras blancas ({ $stones }). Puntos de contacto ahora: { $contact }. La colocación de contacto va primero: ¿querías decir «{ $swapped }»?
rules-les-not-contact-none = { $point } no es un punto de contacto: la primera piedra de un turno debe tocar a la vez una piedra negra y una blanca, y ese punto no toca ninguna piedra. Puntos de contacto ahora: { $contact }.
rules-les-not-contact-none-did-you-mean = { $point } no es un punto de contacto: la primera piedra de un turno debe tocar a la vez una piedra negra y una blanca, y ese punto no toca ninguna piedra. Puntos de contacto ahora: { $contact }. La colocación de contacto va primero: ¿querías decir «{ $swapped }»?
rules-les-lone-required = Después de { $contact } aún hace falta una colocación solitaria: quedan puntos solitarios ({ $lone }), p. ej. «{ $contact } { $example }».
rules-les-not-lone-same-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: las dos colocaciones deben ir en puntos distintos. La segunda piedra no debe tocar ninguna piedra; puntos solitarios tras { $contact }: { $lone }.
rules-les-not-lone-same-none-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: las dos colocaciones deben ir en puntos distintos. La segunda piedra no debe tocar ninguna piedra; tras { $contact } no queda ningún punto solitario, así que juega solo «{ $contact }».
rules-les-not-lone-occupied-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: { $point } está ocupado. La segunda piedra no debe tocar ninguna piedra; puntos solitarios tras { $contact }: { $lone }.
rules-les-not-lone-occupied-none-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: { $point } está ocupado. La segunda piedra no debe tocar ninguna piedra; tras { $contact } no queda ningún punto solitario, así que juega solo «{ $contact }».
rules-les-not-lone-touches-new-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: { $point } toca { $contact }, la piedra que acabas de colocar. La segunda piedra no debe tocar ninguna piedra; puntos solitarios tras { $contact }: { $lone }.
rules-les-not-lone-touches-new-none-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: { $point } toca { $contact }, la piedra que acabas de colocar. La segunda piedra no debe tocar ninguna piedra; tras { $contact } no queda ningún punto solitario, así que juega solo «{ $contact }».
rules-les-not-lone-touches-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: { $point } toca { $stones }. La segunda piedra no debe tocar ninguna piedra; puntos solitarios tras { $contact }: { $lone }.
rules-les-not-lone-touches-none-left = { $point } no es un punto solitario con la piedra de { $contact } ya colocada: { $point } toca { $stones }. La segunda piedra no debe tocar ninguna piedra; tras { $contact } no queda ningún punto solitario, así que juega solo «{ $contact }».
rules-les-setup-done = Las piedras iniciales ya están colocadas; la preparación se hace una sola vez.
rules-les-setup-repeats = Los cuatro puntos de la preparación deben ser distintos: «{ $setup }» repite uno.
rules-les-setup-not-adjacent = La primera piedra negra y la primera blanca de la preparación deben estar juntas, pero { $black } y { $white } no son vecinos.
rules-les-setup-jump-off-line = La segunda piedra negra y la segunda blanca de la preparación deben estar a un salto de un punto (en una misma línea con un punto vacío entre ellas), pero { $black } y { $white } están a dos pasos sin compartir ninguna línea (sus vecinos comunes son { $first } y { $second }).
rules-les-setup-jump-far = La segunda piedra negra y la segunda blanca de la preparación deben estar a un salto de un punto (en una misma línea con un punto vacío entre ellas), pero { $black } y { $white } no están a dos puntos de distancia en una misma línea.
rules-les-setup-middle = El punto entre { $black } y { $white } es { $middle }, que debe quedar vacío, pero la preparación pone una piedra ahí.
rules-les-sides-chosen-black = Los bandos ya están elegidos: el puesto 0 juega con negras y el puesto 1 con blancas.
rules-les-sides-chosen-white = Los bandos ya están elegidos: el puesto 0 juega con blancas y el puesto 1 con negras.
rules-side-black-or-white = El bando debe ser negras o blancas.

## Pletore

-pletore-hint = las jugadas se escriben como d4, d4x, place d4, flip d4, pass, button, komi 7 o side black

rules-pletore-empty = Un mensaje vacío no es una jugada de Pletore; { -pletore-hint }.
rules-pletore-not-komi = No es una jugada de komi: { $typed } — el komi debe ser un número entero, como «komi 7» o «komi -2» (el botón aporta el medio punto que haga falta).
rules-pletore-takes-a-point = No es una jugada de Pletore: { $typed } — «{ $head }» lleva un punto, como «{ $head } d4».
rules-pletore-not-a-move = No es una jugada de Pletore: { $typed } — { -pletore-hint }.
rules-pletore-off-board-files = { $point } no es un punto del tablero de { $size }×{ $size } (columnas a–{ $last }, filas 1–{ $size }).
rules-pletore-komi-range = El komi debe ser un número entero de -{ $limit } a { $limit } en un tablero de { $size }×{ $size }; más allá, el resultado estaría decidido antes de la primera jugada.
rules-pletore-komi-in-choose = komi no se puede fijar con komi_mode choose: el puesto 0 lo propone con una jugada; usa komi_mode fixed para un komi acordado en el desafío.
rules-pletore-fixed-needs-komi = komi_mode fixed necesita una opción komi, p. ej. komi: 7.
rules-pletore-komi-option-range = komi debe ser un número entero de -{ $limit } a { $limit } en un tablero de { $size }×{ $size }, no { $komi }.
rules-pletore-not-a-move-object = { $move } no es una jugada de Pletore.
rules-pletore-own-stone = No puedes jugar { $move }: ahí hay una piedra tuya, y solo se pueden voltear piedras enemigas.
rules-pletore-komi-first = La partida no ha empezado: primero el puesto 0 propone el komi, p. ej. «komi 7» (un número entero de -{ $limit } a { $limit }).
rules-pletore-off-board = { $point } no es un punto del tablero de { $size }×{ $size }.
rules-pletore-occupied-enemy = No puedes colocar en { $point }: está ocupado; para voltear la piedra enemiga que hay ahí, juega «{ $point }x».
rules-pletore-occupied = No puedes colocar en { $point }: está ocupado.
rules-pletore-controlled-black = No puedes colocar en { $point }: lo controlan Negras (Negras lo pinzan y tú no).
rules-pletore-controlled-white = No puedes colocar en { $point }: lo controlan Blancas (Blancas lo pinzan y tú no).
rules-pletore-anti-mirror = No puedes colocar en { $point } en el primer turno de Blancas: es la imagen a 180° de la piedra de Negras en { $black }, algo que la regla antiespejo de los tableros pares prohíbe.
rules-pletore-flip-own = No puedes voltear { $point }: es una piedra tuya; solo se pueden voltear piedras enemigas.
rules-pletore-flip-empty = No puedes voltear { $point }: está vacío, así que no hay nada que voltear; juega «{ $point }» para colocar ahí una piedra.
rules-pletore-flip-both = No puedes voltear { $point }: lo pinzan ambos jugadores, así que no lo controla nadie.
rules-pletore-flip-unpinched-black = No puedes voltear { $point }: Negras no lo pinzan (para eso debe ver una piedra negra tanto en vertical como en horizontal).
rules-pletore-flip-unpinched-white = No puedes voltear { $point }: Blancas no lo pinzan (para eso debe ver una piedra blanca tanto en vertical como en horizontal).
rules-pletore-pass-button = No puedes pasar mientras el botón siga disponible; tómalo con «button» o juega en el tablero.
rules-pletore-pass-free = No puedes pasar mientras haya un punto vacío que no controla nadie ({ $points }); coloca ahí una piedra.
rules-pletore-no-button = Esta partida no tiene botón: el komi { $komi } y el tamaño del tablero { $size } tienen distinta paridad.
rules-pletore-button-black = Negras ya tomaron el botón.
rules-pletore-button-white = Blancas ya tomaron el botón.
rules-pletore-komi-set = El komi ya está fijado en { $komi }; no puede cambiar.
rules-pletore-komi-whole = komi debe ser un número entero, como «komi 7» o «komi -2».
rules-pletore-sides-chosen-black = Los bandos ya están elegidos: el puesto 0 juega con Negras y el puesto 1 con Blancas.
rules-pletore-sides-chosen-white = Los bandos ya están elegidos: el puesto 0 juega con Blancas y el puesto 1 con Negras.

## Plakoto

-plakoto-hint = un turno se escribe ficha a ficha en tu propia numeración, como «24/18 13/9», «24/14», «8/4(2)» o «6/off»

# Un turno escrito que no es legal: el motivo y luego lo que es legal (-pass: solo «pass»; -legal:
# los primeros turnos legales, $legal, y cuántos más hay, $more).
rules-plakoto-no-checker-pinned-pass = Ninguna ficha tuya puede moverse desde tu punto { $point }: tu ficha de ahí está inmovilizada. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-no-checker-pinned-legal = Ninguna ficha tuya puede moverse desde tu punto { $point }: tu ficha de ahí está inmovilizada. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-no-checker-theirs-pass = Ninguna ficha tuya puede moverse desde tu punto { $point }: las fichas de ahí son de tu rival. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-no-checker-theirs-legal = Ninguna ficha tuya puede moverse desde tu punto { $point }: las fichas de ahí son de tu rival. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-no-checker-none-pass = Ninguna ficha tuya puede moverse desde tu punto { $point }: no tienes ninguna ficha ahí. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-no-checker-none-legal = Ninguna ficha tuya puede moverse desde tu punto { $point }: no tienes ninguna ficha ahí. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-too-few-pass = Solo tienes { $count } { $count ->
        [one] ficha
       *[other] fichas
    } en tu punto { $point }, no { $used }. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-too-few-legal = Solo tienes { $count } { $count ->
        [one] ficha
       *[other] fichas
    } en tu punto { $point }, no { $used }. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-closed-pinned-pass = Tu punto { $point } está cerrado: tu ficha está inmovilizada ahí. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-closed-pinned-legal = Tu punto { $point } está cerrado: tu ficha está inmovilizada ahí. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-closed-held-pass = Tu punto { $point } está cerrado: hay dos o más fichas rivales ahí. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-closed-held-legal = Tu punto { $point } está cerrado: hay dos o más fichas rivales ahí. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-bear-pinned-pass = No puedes sacar fichas: una de tus fichas está inmovilizada. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-bear-pinned-legal = No puedes sacar fichas: una de tus fichas está inmovilizada. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-bear-not-home-pass = No puedes sacar fichas: no todas tus fichas están en casa. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-bear-not-home-legal = No puedes sacar fichas: no todas tus fichas están en casa. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-bear-higher-pass = Un { $die } no puede sacar una ficha de tu punto { $point } mientras tengas una ficha en tu punto { $higher }. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-bear-higher-legal = Un { $die } no puede sacar una ficha de tu punto { $point } mientras tengas una ficha en tu punto { $higher }. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-ends-after-pass = La partida termina tras { $turn }; después no puede venir nada. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-ends-after-legal = La partida termina tras { $turn }; después no puede venir nada. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-use-both-pass = El turno { $turn } usa un solo dado, pero debes usar los dos. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-use-both-legal = El turno { $turn } usa un solo dado, pero debes usar los dos. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-use-more-pass = El turno { $turn } usa { $used ->
        [one] un dado
       *[other] { $used } dados
    }, pero puedes usar { $best }. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-use-more-legal = El turno { $turn } usa { $used ->
        [one] un dado
       *[other] { $used } dados
    }, pero puedes usar { $best }. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-larger-die-pass = Debes jugar el dado mayor ({ $die }): solo se puede usar un dado. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-larger-die-legal = Debes jugar el dado mayor ({ $die }): solo se puede usar un dado. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-not-legal-pass = El turno { $turn } no es legal. Ninguna ficha puede moverse con { $dice }: juega «pass».
rules-plakoto-not-legal-legal = El turno { $turn } no es legal. Turnos legales con { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-opening-due = Toca la tirada inicial: cada puesto tira un dado, que se registra como «open A-B», con el dado del puesto 0 primero y sin empate.
rules-plakoto-dice-due = Tocan los dados: el puesto { $seat } tira a continuación, y se registra como «roll a-b».
rules-plakoto-match-over = El partido ha terminado ({ $score }); no se pueden hacer más jugadas.
rules-plakoto-match-length = match_length debe ser un número entero de 1 a { $most }, no { $length }.
rules-plakoto-already-rolled = Le toca mover al puesto { $seat } con { $dice }; los dados ya están tirados.
rules-plakoto-dice-rolled = Los dados ya están tirados ({ $dice }); mueve el puesto { $seat }.
rules-plakoto-no-pass = No puedes pasar: con { $dice } tienes turnos legales, p. ej. { $legal }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
rules-plakoto-only-pass = Ninguna ficha tuya puede moverse con { $dice }; la única jugada legal es «pass».
rules-plakoto-ambiguous = «{ $typed }» encaja con { $count } turnos distintos: { $turns }; escribe el que quieres con sus puntos intermedios.
rules-plakoto-bad-stack = Pila incorrecta { $stack } en { $text }.
rules-plakoto-bad-pin = Inmovilización incorrecta { $pin } en { $text }.
rules-plakoto-not-fifteen = { $text } tiene { $white } fichas blancas y { $black } negras, no 15.
rules-plakoto-empty = Un mensaje vacío no es una jugada de Plakoto; { -plakoto-hint }.
rules-plakoto-not-dice = No es un resultado de dados: { $typed } — escribe «roll 6-3» u «open 5-2», con dados del 1 al 6.
rules-plakoto-no-bar = En Plakoto no hay barra: nunca se golpea nada; en su lugar, una ficha sola queda inmovilizada donde está; { -plakoto-hint }.
rules-plakoto-not-a-move = No es una jugada de Plakoto: { $word } — { -plakoto-hint }.
rules-plakoto-off-last = «off» solo puede terminar un camino, como en «6/off», no { $word }.
rules-plakoto-no-point = No existe el punto { $point }: los puntos se numeran del 1 al 24 desde tu propio lado, y tu punto 24 es donde empiezan tus fichas.
rules-plakoto-backwards = { $word } no avanza: las fichas solo se mueven de números de punto más altos a más bajos en tu propia numeración.
rules-plakoto-repeat = Una repetición como «(2)» cuenta de 2 a 4 fichas, no { $repeat }.
rules-plakoto-too-many = { $typed } nombra { $count } movimientos de fichas, pero un turno tiene como mucho cuatro pasos.

## Plateau
# $command es el nombre del comando rechazado, $seat un puesto (0 Negras, 1 Blancas), $piece la letra
# de tipo de un disco (A As, T Twister, RM Máscara Roja, BM Máscara Azul, R Rojo, B Azul, M Mudo).

-plateau-hint = los comandos de Plateau se escriben como «open a1 xx rb», «on rb b2/1», «m a1! a2-1 a3+2 a4», «stomp d4», «x A M M», «give T R M», «decline», «raise A B M M», «withdraw» o «pass»

rules-plateau-phase-over = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: la partida ha terminado, así que no se pueden hacer más jugadas.
rules-plateau-phase-opening = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: { $seat ->
         [0] Negras
        *[1] Blancas
    } deben colocar primero una pila de apertura, en privado, con «open <casilla> <código de abajo> <código de arriba>» (p. ej. «open a1 xx rb»).
rules-plateau-phase-answer = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: una oferta de valor { $worth } espera la respuesta de { $seat ->
         [0] Negras
        *[1] Blancas
    }: «give …» o «decline».
rules-plateau-phase-declined = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: se rechazó la oferta de { $seat ->
         [0] Negras
        *[1] Blancas
    }: súbela con una oferta mayor («raise …») o retírala («withdraw») y juega.
rules-plateau-phase-no-tender = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: no hay ninguna oferta esperando respuesta.
rules-plateau-phase-no-declined = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: no hay ninguna oferta rechazada que subir o retirar.
rules-plateau-phase-opened = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: las colocaciones de apertura ya terminaron; mete los discos en juego con «on <código> <casilla>».
rules-plateau-phase-withdrew = Ahora no puedes { $command ->
         [open] colocar la apertura
         [onboard] meter un disco en juego
         [move] mover
         [tender] ofrecer prisioneros
         [give] entregar prisioneros
         [decline] rechazar la oferta
         [raise] subir la oferta
         [withdraw] retirar la oferta
         [pass] pasar
        *[play] jugar
    }: { $seat ->
         [0] Negras
        *[1] Blancas
    } retiraron una oferta en este turno y ahora deben meter un disco en juego o mover.
rules-plateau-bad-square = No existe la casilla { $square } en el tablero de 4×4.
rules-plateau-bad-code = No existe el disco { $code }: un código son dos caras, la de arriba primero, de un disco real (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).
rules-plateau-no-pass = No puedes pasar: puedes meter un disco en juego, mover u ofrecer prisioneros. Solo se pasa cuando no hay nada más posible.
rules-plateau-not-a-move-object = { $move } no es una jugada de Plateau.
rules-plateau-not-perimeter = La pila de apertura debe ir en una casilla del borde (columna a o d, fila 1 o 4), y { $square } no lo es.
rules-plateau-open-occupied = La casilla { $square } está ocupada: la pila de apertura va en una casilla vacía del borde.
rules-plateau-only-one = Solo tienes { $piece ->
         [A] un As
         [T] un Twister
         [RM] una Máscara Roja
         [BM] una Máscara Azul
         [R] un Rojo
         [B] un Azul
        *[M] un Mudo
    }, así que no puede ser a la vez los dos discos de la pila de apertura.
rules-plateau-not-in-hand = No tienes { $piece ->
         [A] ningún As
         [T] ningún Twister
         [RM] ninguna Máscara Roja
         [BM] ninguna Máscara Azul
         [R] ningún Rojo
         [B] ningún Azul
        *[M] ningún Mudo
    } en la mano para meter en juego.
rules-plateau-bad-height = La pila de { $square } tiene { $size } { $size ->
        [one] disco
       *[other] discos
    }, así que la altura tras «/» debe ser de 0 a { $size } (0 es abajo, { $size } arriba).
rules-plateau-onboard-enemy-top = No puedes meter un disco en juego en { $place }: no puedes meterlo encima de una pila que controla tu rival.
rules-plateau-onboard-not-touching = No puedes meter un disco en juego en { $place }: un disco puesto en la base de una pila debe tocar uno de tus propios discos, y el disco de abajo ahí es de tu rival.
rules-plateau-onboard-inside-enemy = No puedes meter un disco en juego en { $place }: no puedes meterlo entre dos discos de tu rival; un disco insertado debe tocar uno de los tuyos.
rules-plateau-name-prisoners = Nombra los prisioneros con letras de tipo (A T RM BM R B M), al menos uno.
rules-plateau-not-held = No tienes todos esos prisioneros; solo puedes ofrecer prisioneros que tengas.
rules-plateau-no-opp-prisoners = No puedes ofrecer prisioneros: tu rival no tiene ninguno, así que no podría volver nada.
rules-plateau-give-floor = Esos prisioneros valen { $worth }; la respuesta a una oferta de valor { $tender } debe valer exactamente { $floor } (lo máximo que puedes dar sin pasarte) o más de { $tender }.
rules-plateau-give-more = Esos prisioneros valen { $worth }; una respuesta a una oferta de valor { $tender } debe valer más de { $tender }, o puedes rechazarla.
rules-plateau-cannot-decline = No puedes rechazar la oferta: puedes entregar prisioneros por valor de exactamente { $floor } sin pasar de los { $tender } de la oferta, así que debes responder con «give».
rules-plateau-raise-higher = Una subida debe valer más que la oferta rechazada ({ $tender }); esos prisioneros valen { $worth }.
rules-plateau-blank-cannot-land = Tu pila en movimiento muestra una cara en blanco arriba, así que no puede caer en { $square }, donde hay un disco de tu rival arriba: una unidad en blanco no puede inmovilizar ni capturar.
rules-plateau-not-your-stack-empty = La casilla { $square } está vacía: solo puedes mover la unidad superior de una pila cuyo disco de arriba sea tuyo.
rules-plateau-not-your-stack-theirs = La casilla { $square } la controla tu rival: solo puedes mover la unidad superior de una pila cuyo disco de arriba sea tuyo.
rules-plateau-cannot-flip = El disco de arriba en { $square } es { $piece ->
         [A] un As
         [T] un Twister
         [RM] una Máscara Roja
         [BM] una Máscara Azul
         [R] un Rojo
         [B] un Azul
        *[M] un Mudo
    }, que tiene la misma cara por ambos lados y no se puede voltear.
rules-plateau-stop-no-action = La parada { $square } necesita una acción: «{ $square }+k» recoge k de tus discos de ahí, «{ $square }-k» deja los k discos de abajo de la pila en movimiento. Las casillas que se sobrevuelan no se escriben.
rules-plateau-pickup-not-friendly = No puedes recoger en { $square }: su disco de arriba no es tuyo.
rules-plateau-pickup-too-many = Puedes recoger como mucho { $most } { $most ->
        [one] disco
       *[other] discos
    } en { $square }: es toda tu unidad de arriba ahí.
rules-plateau-drop-too-many = No puedes dejar { $count } { $count ->
        [one] disco
       *[other] discos
    } en { $square }: la pila en movimiento tiene { $moving } y al menos uno debe seguir volando.
rules-plateau-blank-cannot-pin = No puedes dejar { $count } en { $square } sobre el disco de tu rival: el grupo dejado mostraría una cara en blanco arriba, y solo un grupo con una cara de color arriba puede inmovilizar.
rules-plateau-stomp-stops = Un stomp levanta la unidad de { $square } y la vuelve a posar: no tiene paradas.
rules-plateau-stomp-blank = No puedes hacer stomp en { $square }: tu unidad de ahí muestra una cara en blanco arriba, y solo captura una unidad con una cara de color arriba.
rules-plateau-stomp-nothing = No puedes hacer stomp en { $square }: no hay ningún disco enemigo bajo tu unidad ahí.
rules-plateau-not-crooked = Una unidad con el naranja arriba hace el movimiento torcido, un paso recto y luego un paso en diagonal: desde { $origin } puede llegar a { $targets }, no a { $dest }.
rules-plateau-crooked-stop = En el movimiento torcido de { $origin } a { $dest }, la única casilla donde parar es la casilla de giro, { $turn }.
rules-plateau-direction-x = Una unidad con una cara en blanco arriba se mueve en línea recta, y { $dest } no está en esa dirección desde { $origin }.
rules-plateau-direction-r = Una unidad con el rojo arriba se mueve en ortogonal, y { $dest } no está en esa dirección desde { $origin }.
rules-plateau-direction-b = Una unidad con el azul arriba se mueve en diagonal, y { $dest } no está en esa dirección desde { $origin }.
rules-plateau-too-far = La casilla { $dest } está a { $distance } casillas de { $origin }, pero tu unidad de ahí tiene { $height } { $height ->
        [one] disco
       *[other] discos
    }, así que se mueve como mucho { $height }.
rules-plateau-line-stop = La casilla { $square } no es una parada en el camino de { $origin } a { $dest }: las paradas están en esa línea, entre las dos, en orden.
rules-plateau-no-square = No existe la casilla { $word } en { $typed }: las casillas van de a1 a d4; { -plateau-hint }.
rules-plateau-plain-square = Se esperaba una casilla simple en { $typed }, no { $word }; { -plateau-hint }.
rules-plateau-no-code = No existe el disco { $word } en { $typed }: un código son dos caras, la de arriba primero, de un disco real (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).
rules-plateau-no-prisoner = El comando { $typed } no nombra ningún prisionero: añade letras de tipo como «A M M».
rules-plateau-no-type = No existe el tipo de disco { $word } en { $typed }: usa A T RM BM R B M (o ace, twister, redmask, bluemask, red, blue, mute).
rules-plateau-empty = Un mensaje vacío no es un comando de Plateau; { -plateau-hint }.
rules-plateau-bad-stomp = Un stomp se escribe «stomp d4» o «stomp d4!», no { $typed }.
rules-plateau-not-a-command = No es un comando de Plateau: { $typed }; { -plateau-hint }.
rules-plateau-bad-onboard = Para meter un disco en juego se nombra una casilla y quizá «/altura», no { $place }.
rules-plateau-bad-origin = El origen de una jugada es una casilla, quizá con «!», no { $word }.
rules-plateau-no-destination = Una jugada nombra su casilla de destino al final: { $typed } no tiene ninguna.
rules-plateau-bad-stop = Una parada es «a2+k» o «a2-k», no { $word }.
rules-plateau-bad-disc = Disco incorrecto { $item } en { $stack }.
rules-plateau-bad-prisoner = Tipo de prisionero incorrecto { $item } en pris.{ $letter }.
rules-plateau-unreadable = No se puede leer { $rest } en una posición.
rules-plateau-too-many-pieces = { $owner } tiene más discos de algún tipo que los del juego de doce discos.
