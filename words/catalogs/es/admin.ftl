# Administración: /postboard config, los valores predeterminados de un servidor.

config-head = { $changed ->
    [yes] Guardado. Los ajustes de Postboard de este servidor ahora:
   *[no] Los ajustes de este servidor:
}
config-games = • { $label }: { $games }
config-games-all = todos los juegos
config-channel = • { $label }: { $set ->
    [yes] { $channel } — los desafíos se publican allí y las partidas tienen allí sus hilos, dondequiera que se escriba { $challenge }
   *[no] sin definir — un desafío se publica donde se escribe { $challenge }, y su partida tiene un hilo allí
}
config-clock = • { $label }: { $clock }{ $default ->
    [yes] {" "}(el predeterminado)
   *[no] {""}
}; un desafío aún puede fijar sus propios { $clock_option } y { $timeout_option }
config-vacation-days = • { $label }: { $days } al año por jugador{ $default ->
    [yes] {" "}(el predeterminado)
   *[no] {""}
}
config-hints = • { $label }: { $on ->
    [yes] hasta el nivel { $level } — los jugadores pueden pedir con { $hint } la jugada que el ordenador haría a ese nivel, o a uno menor con { $level_option }
   *[no] desactivadas — { $hint } se rechaza
}{ $default ->
    [yes] {" "}(el predeterminado)
   *[no] {""}
}
config-web-list = • { $label }: { $state }
config-web-list-off = desactivada — las páginas de las partidas no enlazan ninguna lista de las partidas de este servidor
config-web-list-on = activada — la página web de cada partida enlaza la lista de las partidas de este servidor en canales que todos aquí pueden leer{ $url }; { $new_link } sustituye su enlace{ $default ->
    [yes] {" "}(el predeterminado)
   *[no] {""}
}
config-language = • { $label }: { $set ->
    [yes] { $language } — las publicaciones de este servidor se escriben en él
   *[no] el del servidor — las publicaciones se escriben en el idioma principal que Discord indica para este servidor (un servidor de comunidad lo fija en Ajustes del servidor → Comunidad), en inglés si no es ninguno que hablemos (el predeterminado)
}
config-abandon-days = • { $label }: { $days ->
    [0] nunca — una partida sin reloj espera a su jugador para siempre
   *[other] { $days } días — en una partida sin reloj, cuando el jugador al que le toca lleva ese tiempo sin jugar (y fue avisado 3 días antes), su rival puede reclamar la partida con { $claim }
}{ $default ->
    [yes] {" "}(el valor por defecto)
   *[no] {""}
}
config-abandon-days-invalid = abandon_days debe ser 0 (nunca) o estar entre { $least } y { $most }, no { $value }.
config-moderator-role = • { $label }: { $set ->
    [yes] { $role } — sus miembros pueden moderar las partidas de este servidor (anular, adjudicar, pausar, reanudar), como todos los que tienen Gestionar servidor
   *[no] sin fijar — solo los miembros con Gestionar servidor pueden moderar las partidas de este servidor (el valor por defecto)
}
config-moderator-role-name = el rol de moderador
config-moderator-role-everyone = El rol de moderador no puede ser @everyone: elige un rol que solo tengan los moderadores.
config-change = Cámbialos con { $command }; { $reset } devuelve uno a su valor predeterminado.
config-web-list-new-link = La lista tiene un enlace nuevo: el anterior ya no la abre.
config-vacation-days-invalid = vacation_days debe estar entre 0 y { $most }, no { $value }.
config-web-list-invalid = web_list debe ser uno de { $choices }, no { $value }.
config-games-none = Nombra al menos un juego (separados por comas), o all.
config-games-unknown = No hay ningún juego llamado { $game }; los juegos son { $games } (o all).
config-hints-invalid = hints debe ser off o un nivel del 1 al { $most }, no { $value }.
config-timeout-invalid = timeout debe ser auto o claim, no { $value }.
config-reset-invalid = reset debe ser uno de { $choices }, no { $value }.
config-missing-permissions = ⚠️ En { $channel } me falta: { $missing }; las partidas de allí no pueden tener hilos hasta que se arregle.
