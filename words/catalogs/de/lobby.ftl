# Die Lobby: Herausforderungen an einen Spieler, offene Herausforderungen an alle auf
# dem Server und ihre Mails. Ein Argument `heading` ist auf Discord fett; ein Argument
# `struck` ist der Name einer geschlossenen Herausforderung, auf Discord durchgestrichen.

## Eine Herausforderung an einen Spieler

lobby-challenge-name = Herausforderung { $challenge }
lobby-challenge = { $heading }: { $challenger } fordert { $opponent } zu { $game } heraus ({ $setup }; { $first }; Uhr: { $clock }; { $rated ->
    [yes] gewertet
   *[other] ungewertet
}).
lobby-challenge-answer = { $opponent }, nimm an oder lehne ab – läuft { $expires } ab.
lobby-first-player = { $player } zieht zuerst
lobby-first-random = wer zuerst zieht, wird ausgelost
lobby-first-seat-zero = { $player } hat Platz 0
lobby-first-whoever-accepts = wer annimmt, zieht zuerst
lobby-opponent-away = 🏖️ { $opponent } ist hier im Urlaub (seit { $since }), bis zur Rückkehr, höchstens noch { $left } in diesem Jahr. Die Herausforderung wartet nicht: Wird sie nicht vorher angenommen, läuft sie { $expires } ab.

## Ablehnungen

lobby-no-bots = Andere Bots können nicht spielen; fordere einen Menschen heraus oder Postboard selbst, um gegen den Computer zu spielen.
lobby-not-yourself = Du kannst dich nicht selbst herausfordern; wähle einen anderen Spieler.
lobby-computer-cap = Du hast schon { $count ->
    [one] { $count } laufende Partie
   *[other] { $count } laufende Partien
} gegen den Computer ({ $games }), mehr darf ein Spieler nicht haben; beende eine oder gib mit { $command } eine auf.
lobby-challenge-cap = Du hast schon { $count ->
    [one] { $count } offene Herausforderung
   *[other] { $count } offene Herausforderungen
}; warte auf Antworten oder ziehe einige mit { $command } zurück.
lobby-no-challenge = Es gibt keine Herausforderung { $challenge }.
lobby-none-to-accept = Du hast keine offene Herausforderung zum Annehmen.
lobby-none-to-decline = Du hast keine offene Herausforderung zum Ablehnen.
lobby-several-pending = Du hast mehrere offene Herausforderungen ({ $challenges }); sag, welche: { $command }
lobby-challenge-already-accepted = Herausforderung { $challenge } ist bereits angenommen.
lobby-challenge-already-declined = Herausforderung { $challenge } ist bereits abgelehnt.
lobby-challenge-already-cancelled = Herausforderung { $challenge } ist bereits zurückgezogen.
lobby-challenge-already-expired = Herausforderung { $challenge } ist bereits abgelaufen.
lobby-challenge-already-closed = Herausforderung { $challenge } ist bereits geschlossen.
lobby-challenge-expired = Herausforderung { $challenge } ist abgelaufen.
lobby-only-opponent-accepts = Nur { $opponent } kann Herausforderung { $challenge } annehmen.
lobby-challenge-answered = Herausforderung { $challenge } wurde bereits beantwortet.
lobby-not-yours = Herausforderung { $challenge } ist nicht an dich gerichtet.

## Die Nachricht einer Herausforderung, sobald sie geschlossen ist

lobby-closed-accepted = { $struck } angenommen – Partie { $game } hat begonnen.
lobby-closed-declined = { $struck } abgelehnt von { $player }.
lobby-closed-withdrawn = { $struck } zurückgezogen von { $player }.
lobby-closed-expired = { $struck } unbeantwortet abgelaufen.

## Die Herausforderung per Mail (der Herausgeforderte antwortet per Antwortmail)

lobby-someone = Jemand
lobby-mail-challenge-subject = { $challenger } fordert dich zu { $game } heraus ({ $challenge })
lobby-mail-challenge =
    { $challenger } fordert dich zu { $game } heraus ({ $setup }; Uhr: { $clock }; { $rated ->
        [yes] gewertet
       *[other] ungewertet
    }).

    Antworte in der ersten Zeile mit „accept“ oder „decline“. Die Herausforderung läuft am { $expires } ab.

## Offene Herausforderungen

lobby-seek-name = Offene Herausforderung { $seek }
lobby-seek = { $heading }: { $seeker } sucht einen Gegner für { $game } ({ $setup }; { $first }; Uhr: { $clock }; { $rated ->
    [yes] gewertet
   *[other] ungewertet
}).
lobby-seeker = { $player }
lobby-seeker-rated = { $player } ({ $rating })
lobby-seek-anyone = Jeder hier darf annehmen – wer zuerst klickt, bekommt die Partie; läuft { $expires } ab.
lobby-seek-anyone-rated = Jeder hier mit einer Wertung von { $range } darf annehmen – wer zuerst klickt, bekommt die Partie; läuft { $expires } ab.
lobby-range-between = { $low }–{ $high }
lobby-range-at-least = { $low } oder mehr
lobby-range-at-most = { $high } oder weniger
lobby-seek-in-a-server = Offene Herausforderungen werden auf einem Server gepostet; in einer Direktnachricht nenne einen Gegner.
lobby-seek-cap = Du hast schon { $count ->
    [one] { $count } offene Herausforderung
   *[other] { $count } offene Herausforderungen
} ({ $seeks }), mehr darf ein Spieler nicht haben; ziehe zuerst eine mit { $command } zurück.
lobby-seek-own = Offene Herausforderung { $seek } ist deine eigene; warte, bis jemand annimmt, oder ziehe sie mit { $command } zurück.
lobby-seek-only-seeker = Nur { $seeker } kann die offene Herausforderung { $seek } zurückziehen.
lobby-seek-taken = Offene Herausforderung { $seek } ist geschlossen: { $player } hat sie zuerst angenommen.
lobby-seek-was-withdrawn = Offene Herausforderung { $seek } ist geschlossen: Sie wurde zurückgezogen.
lobby-seek-has-expired = Offene Herausforderung { $seek } ist geschlossen: Sie ist abgelaufen.
lobby-seek-is-closed = Offene Herausforderung { $seek } ist geschlossen.
lobby-seek-expired = Offene Herausforderung { $seek } ist abgelaufen.
lobby-no-seek = Auf diesem Server gibt es keine offene Herausforderung { $seek }.
lobby-seek-out-of-range = Offene Herausforderung { $seek } ist für Spieler mit einer Wertung von { $range }; deine { $game }-Wertung ist { $rating }.
lobby-seek-out-of-range-unrated = Offene Herausforderung { $seek } ist für Spieler mit einer Wertung von { $range }; deine { $game }-Wertung ist { $rating } (noch keine gewerteten Partien).
lobby-rating-bound = { $option } muss zwischen { $low } und { $high } liegen, nicht { $given }.
lobby-rating-bounds-swapped = min_rating ({ $low }) ist größer als max_rating ({ $high }); vertausche sie.
lobby-seek-closed-accepted = { $struck } angenommen von { $player } – Partie { $game } hat begonnen.
lobby-seek-closed-withdrawn = { $struck } zurückgezogen von { $player }.
lobby-seek-closed-expired = { $struck } abgelaufen: Niemand hat angenommen.

## /seeks: die offenen Herausforderungen des Servers

lobby-seeks-in-a-server = Offene Herausforderungen gibt es auf einem Server; frag dort.
lobby-seeks-none = Hier gibt es keine offenen Herausforderungen. Poste eine mit { $command } ohne Gegner.
lobby-seeks-number = { $seek }
lobby-seeks-item = { $heading } { $game } von { $seeker } · { $rated ->
    [yes] gewertet
   *[other] ungewertet
} · Uhr { $clock } · läuft { $expires } ab · { $where }
lobby-seeks-item-rated = { $heading } { $game } von { $seeker } · { $rated ->
    [yes] gewertet
   *[other] ungewertet
}, Wertungen { $range } · Uhr { $clock } · läuft { $expires } ab · { $where }
lobby-seeks-how = Nimm mit dem Knopf an ihrer Nachricht an oder mit { $command }.

## Listen, zu lang für eine Nachricht

lobby-more = …und { $count } weitere.
