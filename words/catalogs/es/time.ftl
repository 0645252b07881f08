# El tiempo: controles de tiempo, recordatorios y fin del tiempo, vacaciones, resúmenes.

## Controles de tiempo (service/timecontrol.py)

time-control-unreadable = '{ $text }' no es un control de tiempo: usa { $presets }, { $none }, o inicial+incremento/tope como { $example } (d días, h horas, m minutos).
time-control-too-short = Un reloj por correspondencia necesita al menos { $least } para empezar.
time-control-cap-out-of-range = El tope debe ser al menos el tiempo inicial y como mucho { $days ->
    [one] { $days } día
   *[other] { $days } días
}.
time-control-increment-too-long = El incremento debe ser como mucho { $days ->
    [one] { $days } día
   *[other] { $days } días
}.
time-control-none = sin reloj
time-control-described = { $initial } + { $increment } por jugada, tope { $cap }; { $auto ->
    [yes] agotar el tiempo termina la partida
   *[no] el tiempo agotado se puede reclamar
}

## Recordatorios y fin del tiempo (service/clocks.py)

clock-reminder = ⏰ { $player }, te quedan { $left } para tu jugada en { $title }.
clock-reminder-dm = ⏰ Te quedan { $left } para tu jugada en { $title }.
clock-idle-reminder = ⏰ { $player }, tu jugada en { $title } lleva mucho esperando. Tras { $days } días sin jugar tu rival puede reclamar la partida con { $claim }: desde { $when }.
clock-idle-reminder-dm = ⏰ Tu jugada en { $title } lleva mucho esperando. Tras { $days } días sin jugar tu rival puede reclamar la partida: desde { $when }.
clock-time-up = ⌛ Se acabó el tiempo de { $late } en la partida { $game }. { $channel ->
    [mail] { $opponent } puede reclamar la victoria en el hilo de la partida en Discord, o seguir esperando la jugada.
   *[other] { $opponent } puede reclamar la victoria con { $claim }, o seguir esperando la jugada.
}
clock-time-up-before-first-move = ⌛ Se acabó el tiempo de { $late } en la partida { $game }. { $channel ->
    [mail] { $opponent } puede anular la partida en su hilo en Discord (aún no hubo primera jugada: no cuenta para nadie), o seguir esperando la jugada.
   *[other] { $opponent } puede anular la partida con { $claim } (aún no hubo primera jugada: no cuenta para nadie), o seguir esperando la jugada.
}

## Vacaciones (service/vacations.py)

vacation-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}
vacation-needs-server = Las vacaciones se toman en un servidor, según su asignación: { $channel ->
    [mail] empiézalas en Discord, en el servidor cuyas partidas deben esperar.
   *[other] { $start } en el servidor cuyas partidas deben esperar.
}
vacation-already-on-here = Ya estás de vacaciones en este servidor, desde { $since }; { $stop } cuando vuelvas.
vacation-already-on = Ya estás de vacaciones; { $stop } cuando vuelvas.
vacation-none-allowed = Este servidor no concede días de vacaciones; tus relojes siguen corriendo.
vacation-all-used = No te quedan vacaciones este año: este servidor concede { $allowance } al año, ya usados. Tus relojes siguen corriendo.
vacation-away = 🏖️ { $player } está de vacaciones hasta que vuelva (le quedan { $left } este año); su reloj está congelado.
vacation-started = Tus vacaciones en este servidor han empezado. { $frozen } Las partidas de aquí que te lleguen mientras estás fuera también esperan con el reloj congelado. Te quedan { $left } de vacaciones este año en este servidor; terminan solas cuando se agoten. { $stop } cuando vuelvas.
vacation-not-on = { $here ->
    [yes] No estás de vacaciones en este servidor; { $start } para irte.
   *[no] No estás de vacaciones; { $start } para irte.
}
vacation-welcome-back = ¡Bienvenido de vuelta! { $running } { $here ->
    [yes] Te quedan { $left } de vacaciones este año en este servidor.
   *[no] Te quedan { $left } de vacaciones este año.
}
vacation-ended-used-up = Tus vacaciones han terminado: tu asignación de { $year } ({ $allowance }) está agotada. { $running }
vacation-back = { $player } ha vuelto de vacaciones; su reloj corre de nuevo (le quedan { $left }).
vacation-used-up-clock-runs = { $player } ha agotado sus días de vacaciones; su reloj corre de nuevo (le quedan { $left }).
vacation-no-clock-running = No corría ningún reloj tuyo.
vacation-frozen-in = Tu reloj está congelado en { $count ->
    [one] la partida
   *[other] las partidas
} { $games }.
vacation-no-game-waiting = Ninguna partida con reloj te está esperando.
vacation-runs-again-in = Tu reloj corre de nuevo en { $count ->
    [one] la partida
   *[other] las partidas
} { $games }.

## El resumen diario (service/digests.py)

digest-heading = Tu resumen diario de Postboard
digest-subject = Tu resumen diario de Postboard

## Recordatorios por correo (service/clocks.py)

clock-reminder-mail-subject = { $title }: te quedan { $left } para tu jugada
clock-reminder-mail = Te quedan { $left } para tu jugada en { $title }. Responde con tu jugada en la primera línea.
clock-idle-reminder-mail-subject = { $title }: tu jugada lleva mucho esperando
clock-idle-reminder-mail = Tu jugada en { $title } lleva mucho esperando. Tras { $days } días sin jugar tu rival puede reclamar la partida: desde { $when }. Responde con tu jugada en la primera línea.
