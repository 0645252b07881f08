# Derechos sobre los datos: qué guarda Postboard de un jugador, sus datos en un archivo y
# olvidarlo (service/privacy/). Cada respuesta es privada para quien preguntó.

# Cómo nombra cada canal a un jugador que pidió ser olvidado, dondequiera que se muestren
# sus partidas (un título, un registro, una jugada, la clasificación): nunca una mención ni un nombre.
privacy-former-player = exjugador
# Una partida nueva con un exjugador, rechazada (una revancha, por ejemplo).
privacy-former-cannot-play = Ese jugador pidió a Postboard que lo olvidara: no hay nadie con quien jugar.

## Qué se guarda: la respuesta del comando de privacidad, y también docs/privacy.md
privacy-about-head = Qué guarda Postboard de ti, por qué y durante cuánto tiempo:
privacy-about-name = • Tu nombre tal como lo mostró Discord la última vez, para nombrarte en los tableros, los registros y las listas; se reemplaza cada vez que vuelves a usar Postboard.
privacy-about-games = • Tus partidas (quién jugó, las jugadas, el resultado y las puntuaciones que encontró), tus desafíos, desafíos abiertos e inscripciones en torneos, y cada decisión que tomaste sobre una partida como moderador: son las partidas y su registro, tanto de tus rivales como tuyas. Se guardan mientras se guarden las partidas del servidor; una vez olvidado, muestran a un exjugador en tu lugar.
privacy-about-choices = • Tus ajustes y tu zona horaria, a quién bloqueaste, tus vacaciones, tus jugadas condicionales, las líneas y notas de tu tablero de análisis, los análisis que pediste y, durante unos segundos, a quién pediste algo por última vez: para hacer lo que pediste. Se guardan hasta que los cambies o seas olvidado.
privacy-about-ratings = • Tu puntuación en cada juego, hecha con tus resultados puntuables: para los perfiles y las clasificaciones. Se guarda hasta que seas olvidado.
# $unlink es el comando que detiene el correo.
privacy-about-mail = • Si juegas por correo: tu dirección y su idioma, los correos que se te enviaron y, de cada correo que enviaste, quién lo envió, su línea de comando y cuándo (nunca el correo en sí): para jugar por correo y mantener sus límites. Se guarda hasta que seas olvidado; { $unlink } detiene el correo y quita la dirección.
privacy-about-nothing-else = Nada más: ni tus mensajes, ni tus servidores, ni tus mensajes directos. Lo ya publicado en Discord (el hilo de una partida y su nombre, sus mensajes) es de Discord y se queda como se publicó.
# $export y $forget son los comandos.
privacy-about-how = { $export } te envía todo en un archivo, solo a ti; { $forget } lo borra, cuando lo confirmes.

## La exportación
# $rows es cuántas filas guardadas tiene el archivo, $games cuántas partidas.
privacy-export-done = Todo lo que Postboard guarda de ti, en un archivo JSON que solo tú puedes ver: { $rows ->
    [one] una fila guardada
   *[other] { $rows } filas guardadas
}, con { $games ->
    [one] tu única partida
   *[other] tus { $games } partidas
} y sus registros.
privacy-export-empty = Postboard no guarda nada de ti: el archivo solo tiene sus encabezados.
privacy-export-too-large = El archivo con todo lo que Postboard guarda de ti es más grande de lo que Discord deja enviar aquí al bot; pídeselo a quienes administran este Postboard.

## Olvidar
privacy-forget-ask = ¿Olvidarte? Esto borra tu nombre, ajustes, dirección de correo y correos, bloqueos, vacaciones, puntuaciones, jugadas condicionales, líneas de análisis y análisis, y no se puede deshacer. Tus partidas terminadas se quedan para tus rivales, con un exjugador en tu lugar: ya no serán tuyas, en ninguna lista ni perfil.
# $games enumera las partidas (con enlace donde se juegan).
privacy-forget-resigns = { $count ->
    [one] Tu partida en curso { $games } se abandona, y a tu rival se le avisa como en cualquier abandono.
   *[other] Tus { $count } partidas en curso { $games } se abandonan, y a tus rivales se les avisa como en cualquier abandono.
}
privacy-forget-aborts = { $count ->
    [one] Tu partida { $games } contra el ordenador se anula: no cuenta para nadie.
   *[other] Tus { $count } partidas { $games } contra el ordenador se anulan: no cuentan para nadie.
}
# $count: desafíos pendientes, desafíos abiertos e inscripciones en torneos, todos retirados.
privacy-forget-withdraws = { $count ->
    [one] Se retira tu desafío pendiente o tu inscripción en un torneo.
   *[other] Se retiran tus { $count } desafíos pendientes e inscripciones en torneos.
}
# Tras las partidas nombradas una a una, cuántas más («#1, #2 y 3 más»).
privacy-games-more = { $count ->
    [one] una más
   *[other] { $count } más
}
# $confirm y $cancel son las etiquetas de los botones; $within cuánto tiempo vale la pregunta.
privacy-forget-confirm = { $confirm } te olvida ahora; { $cancel } lo conserva todo. Esta pregunta vale durante { $within }.
privacy-button-forget = Olvidarme
privacy-button-keep = Conservarlo todo
privacy-forget-cancelled = No se olvidó nada: todo sigue como estaba.
privacy-forget-nothing = Postboard no guarda nada de ti, así que no hay nada que olvidar.
privacy-forgotten = Hecho: Postboard te ha olvidado. Tus partidas terminadas se quedan para tus rivales, con un exjugador en tu lugar. Si vuelves a jugar, empiezas de cero.
privacy-forgotten-games = { $count ->
    [one] Se terminó una partida.
   *[other] Se terminaron { $count } partidas.
}
privacy-forgotten-challenges = { $count ->
    [one] Se retiró un desafío.
   *[other] Se retiraron { $count } desafíos.
}
# $games: partidas en curso que no se pudieron terminar ahora (una partida en pausa, por ejemplo).
privacy-forget-stuck = No se olvidó nada: { $games } no se pudo terminar ahora mismo. Una partida que los moderadores del servidor dejaron en espera solo termina cuando la liberan; vuelve a pedirlo entonces.
privacy-forget-expired = Esta pregunta para olvidarte tiene más de { $within }: { $forget } la vuelve a hacer.
privacy-forget-changed = Tus partidas en curso cambiaron desde que se hizo esta pregunta: { $forget } la vuelve a hacer, con las partidas como están ahora.
privacy-forget-not-yours = Esta pregunta es de otra persona: { $forget } hace la tuya.
