# Ajustes: /settings, la dirección de correo de un jugador (/email) y los idiomas y zonas
# horarias que puede elegir un lector.

## /settings (service/settings.py)

settings-head = { $changed ->
    [yes] Guardado. Tus ajustes ahora:
   *[no] Tus ajustes:
}
settings-option = { $name }: { $value }
settings-notify = • { $setting } — { $explained }.
settings-notify-thread = se te menciona en el hilo de la partida cuando te toca mover
settings-notify-dm = recibes un mensaje directo con el tablero cuando te toca mover (si tienes los mensajes directos cerrados, se te menciona en el hilo y se avisa al hilo una vez)
settings-notify-digest = en lugar de un mensaje por cada jugada, un mensaje directo al día enumera las partidas que esperan tu jugada
settings-notify-email = recibes un correo con el tablero cuando te toca mover y lo contestas respondiendo con tu jugada (consulta { $status })
settings-remind = • { $dm }, { $hours } — cuando quedan { $left } h para tu jugada (o la mitad de tu tiempo, si es menos), se te recuerda { $by_dm ->
    [yes] por mensaje directo y en el hilo de la partida
   *[no] en el hilo de la partida
}, una vez por jugada.
settings-confirm = • { $setting } — { $on ->
    [yes] { $move } te muestra primero, en privado, el tablero tras tu jugada, con los botones Confirmar y Cancelar; solo Confirmar la juega.
   *[no] { $move } juega tu jugada de inmediato.
}
settings-timezone = • { $setting } — las horas que se te escriben (en el correo y donde Discord no puede mostrar tu propio reloj) están en esta zona; ahora allí son las { $now }{ $default ->
    [yes] {" "}(la predeterminada)
   *[no] {""}
}.
settings-change = Cámbialos con { $command }.
settings-notify-invalid = notify debe ser thread, dm, digest o email, no { $value }.
settings-remind-hours-invalid = remind_hours debe estar entre 1 y { $most }, no { $value }.
settings-email-needs-address = notify:email necesita antes una dirección verificada: { $link } y luego { $verify } con el código que se te envía por correo.

## Idiomas y zonas horarias (service/locales.py)

locale-not-a-language = { $text } no es un idioma que hable; elige uno de estos: { $languages }.
locale-not-a-zone-nearest = { $text } no es una zona horaria que conozca; ¿quisiste decir { $nearest }?
locale-not-a-zone = { $text } no es una zona horaria que conozca; las zonas horarias se llaman como Europe/Berlin, America/New_York o UTC.

## /email (service/mailing/addresses.py)

email-not-set-up = El correo no está configurado en este bot; su administrador puede activarlo (docs/mail.md).
email-not-an-address = { $address } no es una dirección de correo a la que pueda escribir.
email-link-unchanged = { $address } ya es tu dirección verificada; no ha cambiado nada.
email-link-too-often = Has usado { $link } { $limit } veces en { $window ->
    [one] la última hora
   *[other] las últimas { $window } horas
}, lo máximo que puede un jugador; podrás vincular de nuevo { $retry }.
email-link-sent = Si { $address } se puede vincular, le envío un código. Responde con { $verify } en { $lifetime ->
    [one] { $lifetime } hora
   *[other] { $lifetime } horas
}. Hasta entonces tus partidas no llegan por correo. ¿No llega el código? Una dirección recibe { $codes } códigos en { $window ->
    [one] { $window } hora
   *[other] { $window } horas
}, y ninguno si otro jugador ya la ha verificado.
email-verify-nothing = No hay ninguna dirección que verificar: primero { $link }.
email-verify-already = { $address } ya está verificada.
email-verify-expired = Ese código ha caducado: vuelve a usar { $link } para recibir otro.
email-verify-too-many = Demasiados códigos erróneos para { $address }: { $tries } intentos en { $window ->
    [one] { $window } hora
   *[other] { $window } horas
}, por muchas veces que se vincule; podrás volver a intentarlo { $retry }.
email-verify-wrong = Ese no es el código que envié ({ $left ->
    [one] queda { $left } intento
   *[other] quedan { $left } intentos
}).
email-address-taken = Otro jugador ya ha verificado esa dirección.
email-verified = Verificada: { $address } es tuya. Ahora tus turnos llegan por correo ({ $settings } lo cambia); responde a un correo de turno con tu jugada.
email-unlink-nothing = No tienes ninguna dirección vinculada.
email-unlinked = Desvinculada: no más correos, y las respuestas desde esa dirección no juegan nada. Tus turnos vuelven a anunciarse en el hilo de la partida.
email-status-none = No hay ninguna dirección vinculada. Usa { $link } para jugar por correo.
email-status-waiting = { $address } espera su código: { $verify }. Hasta entonces tus turnos se anuncian en el hilo de la partida.
email-status-verified = { $address } está verificada. { $by_mail ->
    [yes] Tus turnos llegan por correo: responde a un correo de turno con tu jugada, { $resign } (y luego confirma), o { $accept }/{ $decline } a una oferta.
   *[no] Tus turnos se anuncian por { $notify }; { $settings } los envía por correo.
} Los correos a esa dirección se escriben en { $language }: responde a cualquiera de ellos con { $word } y otro idioma para cambiarlo.
email-language-now = Tu correo llega en { $language }. Para cambiarlo, responde con { $word } y uno de estos: { $languages }; por ejemplo, { $example }.
email-language-no-address = No hay ninguna dirección vinculada de la que cambiar el idioma.
email-language-changed = Hecho: ahora tu correo llega en { $language }. Responde { $word } con otro para volver a cambiarlo.
email-code-subject = Tu código de Postboard: { $code }
email-code-text = Tu código es { $code }.

    Escribe { $verify } en Discord antes de que pase una hora para recibir tus partidas por correo. Si no lo has pedido, ignora este correo: no se envía nada aquí sin el código.
settings-board = • { $setting } — { $mode ->
    [text] los tableros que solo ves tú (tus respuestas de { $board }, { $hand } y { $review }, y tus turnos por mensaje privado) llegan como un tablero en palabras, escrito para leerse en voz alta, en lugar de la imagen.
    [both] los tableros que solo ves tú llegan como imagen y como tablero en palabras.
   *[image] los tableros llegan como imágenes, cada una con sus palabras para lectores de pantalla; { $text } te da un tablero en palabras cuando quieras.
}
settings-board-invalid = board debe ser { $choices }, no { $value }.
