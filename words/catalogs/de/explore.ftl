# Das Analysebrett: /explore, die privaten Varianten eines Spielers zu einer Partie (service/explore).
# Nur wem die Variante gehört, liest je eine dieser Nachrichten.

## Wo eine Variante steht ($title: Name und Nummer der Partie; $start: der Halbzug, nach dem
## die Variante beginnt; $shown: wie viele ihrer $length Züge gespielt sind; $ply: $start + $shown)

explore-head-working = { $title }, deine Arbeitsvariante ab Halbzug { $start }: Zug { $shown } von { $length } (Halbzug { $ply }).
# $name ist der Name, den der Spieler der Variante gegeben hat.
explore-head-named = { $title }, deine Variante „{ $name }“ ab Halbzug { $start }: Zug { $shown } von { $length } (Halbzug { $ply }).
explore-at-start = Der Anfang der Variante: die Partie, wie sie nach Halbzug { $start } stand.
# $player hat in der Variante $move gespielt.
explore-last = In der Variante spielte { $player } { $move }.
explore-last-roll = In der Variante wurde { $roll } gewürfelt.
# $some sind einige der legalen Züge ($count insgesamt); $move, wie man einen spielt.
explore-to-move = { $player } ist am Zug: { $count ->
    [one] ein legaler Zug, { $some }
   *[other] { $count } legale Züge, etwa { $some }
}. Probier einen mit { $move } aus.
# $example ist ein Wurf, wie er getippt wird; $move, wie man ihn tippt.
explore-to-roll = Die Würfel wählst du: Tippe den Wurf für diesen Zug mit { $move } ein, zum Beispiel { $example }.
explore-ends-won = Die Variante beendet die Partie hier: { $player } gewinnt.
explore-ends-drawn = Die Variante beendet die Partie hier mit einem Remis.
# $note ist, was der Spieler zu dieser Stellung notiert hat.
explore-note = Deine Notiz: { $note }
# $kept ist, wie viele Züge der Variante noch gültig sind.
explore-cut = Diese Variante folgt nach { $kept ->
    [one] einem Zug
   *[other] { $kept } Zügen
} nicht mehr den Regeln und wurde deshalb dort abgeschnitten.
explore-guessed = Die verdeckten Steine deines Gegenübers sind in dieser Variante nur geraten, aus dem, was du siehst, und nicht seine echten Steine: Nichts in der Variante verrät dir etwas über diese.
explore-private = Nur du siehst diese Variante; nichts darin ändert die Partie.
explore-private-working = Nur du siehst diese Variante; nichts darin ändert die Partie. Gib ihr einen Namen, um sie zu behalten: Das nächste { $explore } beginnt die Arbeitsvariante von vorn.

## Deine Varianten ($start, $length wie oben; $notes wie viele Notizen; $touched wann zuletzt angesehen)

explore-list-head = Deine Varianten in Partie { $game } (nur du siehst sie), die zuletzt angesehene zuerst:
explore-list-named = • „{ $name }“: ab Halbzug { $start }, { $length ->
    [one] ein Zug
   *[other] { $length } Züge
}, { $notes ->
    [0] keine Notizen
    [one] eine Notiz
   *[other] { $notes } Notizen
}, zuletzt angesehen { $touched }
explore-list-working = • deine Arbeitsvariante: ab Halbzug { $start }, { $length ->
    [one] ein Zug
   *[other] { $length } Züge
}, { $notes ->
    [0] keine Notizen
    [one] eine Notiz
   *[other] { $notes } Notizen
}, zuletzt angesehen { $touched }
explore-none = Du hast in Partie { $game } keine Varianten; { $explore } beginnt eine.
explore-deleted = Deine Variante „{ $name }“ in Partie { $game } ist gelöscht.

## Ablehnungen

explore-players-only = Nur die Spieler von Partie { $game } können sie auf dem Analysebrett erkunden; ansehen kann sie jeder in ihrem Rückblick.
explore-no-line = Du hast in Partie { $game } noch keine Variante; { $explore } beginnt eine.
explore-line-gone = Diese Variante gibt es nicht mehr (gelöscht oder neu begonnen); { $explore } beginnt eine neue.
# $name ist der getippte Name.
explore-no-such-line = Du hast in Partie { $game } keine Variante namens „{ $name }“.
explore-move-empty = Tippe einen Zug zum Ausprobieren ein, zum Beispiel mit { $move } und der Option move:.
# $word ist, was statt eines Zugs getippt wurde (resign, draw…).
explore-not-a-move = „{ $word }“ ist kein Zug: Eine Variante enthält nur Züge, keine Aufgaben oder Angebote.
explore-line-over = Die Variante hat die Partie hier beendet; geh zurück, um etwas anderes zu probieren.
explore-line-too-long = Eine Variante hat höchstens { $count } Züge; geh zurück oder beginne eine andere Variante.
explore-name-empty = Der Name einer Variante darf nicht leer sein.
explore-name-too-long = Der Name einer Variante darf höchstens { $count } Zeichen lang sein.
explore-name-taken = Du hast in dieser Partie schon eine Variante namens „{ $name }“; wähle einen anderen Namen.
explore-too-many-lines = Du kannst in einer Partie höchstens { $count } benannte Varianten behalten; { $delete } löscht eine, die du nicht mehr brauchst.
explore-note-too-long = Eine Notiz darf höchstens { $count } Zeichen lang sein.
explore-queue-left-the-game = Diese Variante hat Partie { $game } verlassen: Sie beginnt nicht dort, wo die Partie jetzt steht, und ihre ersten Züge stimmen auch nicht mit dem überein, was seitdem gespielt wurde. Als bedingter Zug vormerken lässt sich nur eine Variante, für die eins von beiden gilt.
explore-queue-too-short = Diese Variante hat nach der jetzigen Stellung von Partie { $game } keine zwei Züge mehr: Ihr nächster Zug muss der deines Gegenübers sein und der danach deine Antwort.

## Im eigenen Rückblick eines Spielers ($lines: die Namen der Varianten; $count wie viele)

explore-working-line = deine Arbeitsvariante
explore-in-review = { $count ->
    [one] Deine Variante ab dieser Stellung
   *[other] Deine { $count } Varianten ab dieser Stellung
} (nur du siehst sie): { $lines }. { $open } zeigt eine benannte, { $explore } beginnt eine weitere.
# A named line, by its name ($name), in a list or as a heading.
explore-line-named = „{ $name }“
explore-working-line-title = Deine Arbeitsvariante
explore-line-changed = Deine Variante hat sich geändert, während dies unterwegs war (ein anderer Klick oder Befehl im selben Moment), darum ist nichts geschehen; sieh sie dir noch einmal an und versuche es erneut.
