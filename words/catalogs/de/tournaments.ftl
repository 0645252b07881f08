# Turniere: anlegen, beitreten, austreten, der Start, jede Runde, das Ende und die
# Tabelle. Ein Argument `heading` ist auf Discord fett; `place` ist der Kanal, in dem
# die Partien des Turniers gespielt werden (auf Discord eine Erwähnung).

tournaments-title = Turnier { $tournament }: { $name }
tournaments-kind-swiss = Schweizer System, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
tournaments-kind-swiss-open = Schweizer System, Runden beim Start festgelegt
tournaments-kind-round-robin = Rundenturnier
tournaments-kind-double-round-robin = doppeltes Rundenturnier
tournaments-format-swiss = Turnier im Schweizer System
tournaments-format-round-robin = Rundenturnier
tournaments-terms = { $game } ({ $setup }), { $kind }, Uhr { $clock }, { $rated ->
    [yes] gewertet
   *[other] ungewertet
}
tournaments-place = dem Kanal des Turniers

## Angelegt, beigetreten, ausgetreten, abgesagt

tournaments-opened = 🏆 { $heading } ist offen: { $terms }. Tritt mit { $command } bei, bis es am { $starts } beginnt ({ $soon }); seine Partien werden in { $place } gespielt.
tournaments-opened-sized = 🏆 { $heading } ist offen: { $terms }, { $count ->
    [one] höchstens { $count } Spieler
   *[other] höchstens { $count } Spieler
}. Tritt mit { $command } bei, bis es am { $starts } beginnt ({ $soon }); seine Partien werden in { $place } gespielt.
tournaments-joined = Du bist { $heading } beigetreten ({ $count ->
    [one] bisher { $count } Spieler
   *[other] bisher { $count } Spieler
}). Es beginnt { $starts }; { $command } vorher kostet nichts.
tournaments-left = Du hast { $heading } verlassen.
tournaments-withdrew = Du hast dich von { $heading } zurückgezogen. Deine beendeten Partien bleiben gültig.
tournaments-withdrew-resigned = Du hast dich von { $heading } zurückgezogen; { $count ->
    [one] { $count } laufende Partie wurde aufgegeben
   *[other] { $count } laufende Partien wurden aufgegeben
}. Deine beendeten Partien bleiben gültig.
tournaments-cancelled = { $heading } ist abgesagt.
tournaments-cancelled-running = { $heading } ist abgesagt. Bereits begonnene Partien laufen als normale Partien weiter.
tournaments-starting = Turnier { $tournament } startet.

## Ablehnungen

tournaments-create-admins-only = Nur ein Server-Admin (Server verwalten) kann ein Turnier anlegen.
tournaments-start-admins-only = Nur ein Server-Admin oder wer das Turnier angelegt hat, kann es starten.
tournaments-cancel-admins-only = Nur ein Server-Admin oder wer das Turnier angelegt hat, kann es absagen.
tournaments-game-not-here = { $game } wird auf diesem Server nicht gespielt; hier gespielt wird { $games }.
tournaments-bad-format = format muss round robin oder Swiss sein, nicht { $given }.
tournaments-none-such = Auf diesem Server gibt es kein Turnier { $tournament }.
tournaments-none-here = Auf diesem Server gibt es noch kein Turnier.
tournaments-already-in = Du bist schon in { $title }.
tournaments-full = { $title } ist voll ({ $count } Spieler).
tournaments-join-begun = { $title } hat schon begonnen; beitreten kann man nur vor dem Start.
tournaments-join-over = { $title } ist vorbei; beitreten kann man nur vor dem Start.
tournaments-join-cancelled = { $title } wurde abgesagt; beitreten kann man nur vor dem Start.
tournaments-not-in = Du bist nicht in { $title }.
tournaments-already-withdrawn = Du hast dich bereits von { $title } zurückgezogen.
tournaments-nothing-to-withdraw = { $title } ist vorbei; es gibt nichts, wovon du dich zurückziehen könntest.
tournaments-already-over = { $title } ist bereits vorbei.
tournaments-start-not-open = { $title } hat schon begonnen oder ist vorbei.
tournaments-start-raced = { $title } wurde inzwischen gestartet oder abgesagt.
tournaments-too-few = { $title } hat { $count } Spieler; zum Start braucht es mindestens { $least }.
tournaments-needs-a-clock = Ein Turnier braucht eine Uhr, damit jede Partie endet: nimm standard, relaxed, brisk oder z. B. 3d+1d/7d.
tournaments-bad-size = players: Ein { $format } hat { $low } bis { $high } Spieler, nicht { $given }.
tournaments-rounds-for-swiss = rounds gilt für das Schweizer System; im Rundenturnier spielt jeder gegen jeden (double: zweimal).
tournaments-double-for-round-robin = double gilt für ein Rundenturnier; das Schweizer System paart jedes Paar nur einmal.
tournaments-bad-rounds = rounds muss zwischen 1 und { $high } liegen, nicht { $given }.
tournaments-start-past = start: { $given } liegt schon in der Vergangenheit; gib ein späteres Datum an.
tournaments-start-too-far = start: höchstens { $days } Tage ab jetzt.
tournaments-start-not-a-date = start: { $given } ist kein Datum; nimm 2026-06-01, 2026-06-01 18:00 (UTC) oder eine Frist wie 3d oder 12h.
tournaments-no-abort = Partie { $game } ist eine Turnierpartie und kann nicht abgebrochen werden; { $command } beendet sie (als Niederlage), und wer nie zieht, verliert sie auf Zeit.

## Neuigkeiten im Partienkanal

tournaments-did-not-start = { $heading } hat nicht begonnen: { $count ->
    [one] { $count } Spieler ist beigetreten
   *[other] { $count } Spieler sind beigetreten
}, nötig sind mindestens { $least }. Es ist abgesagt.
tournaments-how-round-robin = ein Rundenturnier: Alle { $count } Partien beginnen jetzt, die jedes Spielers gleichzeitig
tournaments-how-double = ein doppeltes Rundenturnier: Alle { $count } Partien beginnen jetzt, die jedes Spielers gleichzeitig
tournaments-how-swiss = ein Schweizer System mit { $rounds } Runden; Runde 1 beginnt jetzt
tournaments-begun = 🏁 { $heading } hat mit { $count } Spielern begonnen, { $how }. { $command } zeigt die Tabelle.
tournaments-paired = ♟️ Runde { $round } von { $rounds } von { $heading } ist gepaart: { $count ->
    [one] { $count } Partie beginnt
   *[other] { $count } Partien beginnen
} jetzt.
tournaments-paired-bye = ♟️ Runde { $round } von { $rounds } von { $heading } ist gepaart: { $count ->
    [one] { $count } Partie beginnt
   *[other] { $count } Partien beginnen
} jetzt. { $player } hat spielfrei ({ $points } Punkt).
tournaments-board = { $title }, Runde { $round }, Brett { $board }: Partie { $game }.
tournaments-over = 🏆 { $heading } ist vorbei: { $verdict }.
tournaments-over-early = 🏆 { $heading } ist vorbei (es endet vorzeitig: { $why }): { $verdict }.
tournaments-over-winner = { $players } gewinnt mit { $points } Punkten
tournaments-over-shared = { $players } teilen sich den ersten Platz mit { $points } Punkten
tournaments-round-unpaired = Runde { $round } konnte nicht gepaart werden ({ $why })
tournaments-too-few-left = es sind weniger als zwei Spieler übrig

## /tournament show und /tournament list

tournaments-shown = { $heading } — { $terms }; { $status }.
tournaments-players = Spieler ({ $count }): { $players }.
tournaments-players-none = Spieler (0): noch niemand.
tournaments-leader = In Führung: { $player } mit { $points }.
tournaments-pairing = { $game } { $white }–{ $black }
tournaments-playing = Es spielen: { $games }
tournaments-playing-more = Es spielen: { $games } …
tournaments-status-open = offen, beginnt { $starts }
tournaments-status-round = läuft, Runde { $round } von { $rounds }
tournaments-status-running = läuft
tournaments-status-over = vorbei
tournaments-status-cancelled = abgesagt
tournaments-list-in-a-server = Turniere gehören zu einem Server; frag auf einem.
tournaments-list-none = Hier gibt es noch keine Turniere; ein Admin legt eines mit { $command } an.
tournaments-list-name = { $tournament } { $name }
tournaments-list-item = { $heading } — { $game }, { $kind }, { $count } Spieler; { $status }
