# Zeit: Bedenkzeiten, Erinnerungen und Zeitüberschreitungen, Urlaub, Tageszusammenfassungen.

## Bedenkzeiten (service/timecontrol.py)

time-control-unreadable = „{ $text }“ ist keine Bedenkzeit: nimm { $presets }, { $none } oder Start+Zuschlag/Obergrenze wie { $example } (d Tage, h Stunden, m Minuten).
time-control-too-short = Eine Fernschach-Uhr braucht zu Beginn mindestens { $least }.
time-control-cap-out-of-range = Die Obergrenze muss mindestens die Startzeit und höchstens { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} betragen.
time-control-increment-too-long = Der Zuschlag darf höchstens { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} betragen.
time-control-none = ohne Uhr
time-control-described = { $initial } + { $increment } pro Zug, höchstens { $cap }; { $auto ->
    [yes] eine Zeitüberschreitung beendet die Partie
   *[no] eine Zeitüberschreitung kann beansprucht werden
}

## Erinnerungen und Zeitüberschreitungen (service/clocks.py)

clock-reminder = ⏰ { $player }, dir bleiben { $left } für deinen Zug in { $title }.
clock-reminder-dm = ⏰ Dir bleiben { $left } für deinen Zug in { $title }.
clock-idle-reminder = ⏰ { $player }, dein Zug in { $title } wartet schon lange. Nach { $days } Tagen ohne Zug darf dein Gegner die Partie mit { $claim } beanspruchen: ab { $when }.
clock-idle-reminder-dm = ⏰ Dein Zug in { $title } wartet schon lange. Nach { $days } Tagen ohne Zug darf dein Gegner die Partie beanspruchen: ab { $when }.
clock-time-up = ⌛ Die Zeit von { $late } ist in Partie { $game } abgelaufen. { $channel ->
    [mail] { $opponent } kann im Thread der Partie auf Discord den Sieg beanspruchen oder weiter auf den Zug warten.
   *[other] { $opponent } kann mit { $claim } den Sieg beanspruchen oder weiter auf den Zug warten.
}
clock-time-up-before-first-move = ⌛ Die Zeit von { $late } ist in Partie { $game } abgelaufen. { $channel ->
    [mail] { $opponent } kann die Partie in ihrem Thread auf Discord absagen (noch kein erster Zug: sie zählt für niemanden) oder weiter auf den Zug warten.
   *[other] { $opponent } kann die Partie mit { $claim } absagen (noch kein erster Zug: sie zählt für niemanden) oder weiter auf den Zug warten.
}

## Urlaub (service/vacations.py)

vacation-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
vacation-needs-server = Urlaub nimmt man in einem Server, im Rahmen seines Kontingents: { $channel ->
    [mail] starte ihn auf Discord, in dem Server, dessen Partien warten sollen.
   *[other] { $start } in dem Server, dessen Partien warten sollen.
}
vacation-already-on-here = Du bist in diesem Server schon im Urlaub, seit { $since }; { $stop }, wenn du zurück bist.
vacation-already-on = Du bist schon im Urlaub; { $stop }, wenn du zurück bist.
vacation-none-allowed = Dieser Server gewährt keine Urlaubstage; deine Uhren laufen weiter.
vacation-all-used = Du hast dieses Jahr keinen Urlaub mehr: Dieser Server gewährt { $allowance } im Jahr, alle verbraucht. Deine Uhren laufen weiter.
vacation-away = 🏖️ { $player } ist im Urlaub, bis er oder sie zurückkommt (noch { $left } in diesem Jahr); die Uhr steht still.
vacation-started = Dein Urlaub in diesem Server hat begonnen. { $frozen } Partien hier, die dich erreichen, während du weg bist, warten ebenfalls mit angehaltener Uhr. Du hast dieses Jahr in diesem Server noch { $left } Urlaub; er endet von selbst, wenn er aufgebraucht ist. { $stop }, wenn du zurück bist.
vacation-not-on = { $here ->
    [yes] Du bist in diesem Server nicht im Urlaub; { $start }, um einen anzutreten.
   *[no] Du bist nicht im Urlaub; { $start }, um einen anzutreten.
}
vacation-welcome-back = Willkommen zurück! { $running } { $here ->
    [yes] Du hast dieses Jahr in diesem Server noch { $left } Urlaub.
   *[no] Du hast dieses Jahr noch { $left } Urlaub.
}
vacation-ended-used-up = Dein Urlaub ist zu Ende: Dein Kontingent für { $year } ({ $allowance }) ist aufgebraucht. { $running }
vacation-back = { $player } ist aus dem Urlaub zurück; die Uhr läuft wieder (noch { $left }).
vacation-used-up-clock-runs = Das Urlaubskontingent von { $player } ist aufgebraucht; die Uhr läuft wieder (noch { $left }).
vacation-no-clock-running = Keine deiner Uhren lief.
vacation-frozen-in = Deine Uhr steht still in { $count ->
    [one] Partie
   *[other] den Partien
} { $games }.
vacation-no-game-waiting = Keine Partie mit Uhr wartet auf dich.
vacation-runs-again-in = Deine Uhr läuft wieder in { $count ->
    [one] Partie
   *[other] den Partien
} { $games }.

## Die Tageszusammenfassung (service/digests.py)

digest-heading = Deine tägliche Postboard-Zusammenfassung
digest-subject = Deine tägliche Postboard-Zusammenfassung

## Erinnerungen per Mail (service/clocks.py)

clock-reminder-mail-subject = { $title }: noch { $left } für deinen Zug
clock-reminder-mail = Dir bleiben { $left } für deinen Zug in { $title }. Antworte mit deinem Zug in der ersten Zeile.
clock-idle-reminder-mail-subject = { $title }: dein Zug wartet schon lange
clock-idle-reminder-mail = Dein Zug in { $title } wartet schon lange. Nach { $days } Tagen ohne Zug darf dein Gegner die Partie beanspruchen: ab { $when }. Antworte mit deinem Zug in der ersten Zeile.
