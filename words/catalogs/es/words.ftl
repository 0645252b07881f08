# Lo que necesita el renderizador de cada canal, sea cual sea el mensaje.

# Un número escrito con las cifras y separadores del idioma.
words-number = { $n }

# Solo se muestra cuando un mensaje falta en todos los catálogos: un error, registrado como tal.
words-missing = Algo salió mal al escribir este mensaje.

# Un comando de Discord nombrado en un correo, cuando el correo no tiene forma propia de hacerlo.
mail-command-on-discord = { $command } en Discord

# A sentence written before the message model, or a rule's own: shown as it is.
words-verbatim = { $text }
