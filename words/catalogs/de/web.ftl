# Die schreibgeschützten Webseiten: eine Partie, die Partienliste eines Servers, die Ablehnungen.

## Die Startseite

web-home-title = Postboard
web-home-about = Diese Seite zeigt die Partien von Postboard, einem Discord-Bot für Fernpartien per Nachricht. Die Seite einer Partie erreicht man über den Link in ihrem Thread.

## Die Partienliste eines Servers

web-server-title = Postboard: die Partien dieses Servers
web-server-heading = Die Partien dieses Servers
web-running = Laufend
web-finished = Beendet
web-none-running = Keine Partie läuft.
web-none-finished = Noch keine Partie ist beendet.
web-column-game = Partie
web-column-players = Spieler
web-column-plies = Halbzüge
web-column-status = Stand
web-column-last-move = Letzter Zug
web-players = { $first } gegen { $second }

## Die Seite einer Partie

web-crumbs = Alle Partien dieses Servers
web-clock = Uhr: { $control }
web-step-first = Anfangsstellung (Pos1)
web-step-previous = vorheriger Zug (Pfeil nach links)
web-step-next = nächster Zug (Pfeil nach rechts)
web-step-last = aktuelle Stellung (Ende)
web-where = Halbzug { $ply } von { $plies }
web-board-alt = Das Brett von { $label } nach Halbzug { $ply }
web-board-alt-live = Das Brett nach Halbzug { $ply }
web-keys = Tasten: Pfeil links und rechts blättern, Pos1 und Ende springen.
web-moves = Züge
web-dice = Würfel
web-hidden-move = (ein verdeckter Zug)
web-options = { $game }: { $options }

## Was die Seite einer Partie über ihren Stand sagt

web-status-dice = Gleich wird gewürfelt.
web-status-to-move = { $player } ist am Zug.
web-status-aborted = Die Partie wurde abgebrochen.
web-status-draw = Remis.
web-status-draw-by = Remis durch { $how }.
web-status-wins-by = { $player } gewinnt durch { $how }.
web-status-wins-as = { $player } gewinnt ({ $ending }).
web-status-wins = { $player } gewinnt.

## Die Spalte „Stand“ in der Liste eines Servers

web-summary-to-move = { $player } am Zug
web-summary-dice = Würfeln steht an
web-summary-aborted = abgebrochen
web-summary-draw = Remis
web-summary-draw-as = Remis ({ $ending })
web-summary-won = { $player } hat gewonnen
web-summary-won-as = { $player } hat gewonnen ({ $ending })

## Wie eine Partie endete, innerhalb eines Stands

web-ending-connection = Verbindung
web-ending-score = Punkte
web-ending-no-contact = kein Kontaktpunkt mehr
web-ending-borne-off = Abtragen
web-ending-gammon = Gammon
web-ending-mother = Mutterstein festgesetzt
web-ending-both-mothers = beide Muttersteine festgesetzt
web-ending-six-prisoners = sechs Gefangene
web-ending-six-unit = eine Sechserreihe
web-ending-resignation = Aufgabe
web-ending-timeout = Zeitüberschreitung
web-ending-agreement = Einigung
web-ending-aborted = abgebrochen
web-ending-adjudication = Entscheid eines Moderators

## Ablehnungen: eine Seite, die die Website nicht zeigen kann

web-error-title = { $status }: { $message }
web-no-such-page = Eine solche Seite gibt es hier nicht.
web-get-only = Diese Website zeigt nur Seiten an: Sie nimmt nur GET-Anfragen an.
web-cannot-answer = Diese Anfrage kann nicht beantwortet werden.
web-too-many = Zu viele Anfragen von deiner Adresse: Warte { $seconds } s und lade dann neu.
web-unavailable = Die Partien können gerade nicht gelesen werden; versuche es gleich noch einmal.
web-failed = Bei uns ist etwas schiefgegangen; es wurde protokolliert.
web-bad-board-ply = Der Halbzug in der Adresse muss eine ganze Zahl sein, nicht { $text }.
web-bad-ply = Der Halbzug in der Adresse muss eine ganze Zahl von 0 bis { $plies } sein, nicht { $text }.
web-no-such-game = Hier gibt es keine Partie #{ $number }: Prüfe, ob der Link vollständig kopiert wurde.
web-no-such-server = Diese Partienliste gibt es nicht: Prüfe, ob der Link vollständig kopiert wurde. Die Admins eines Servers können seinen Link ersetzen; frag sie nach dem neuen.
web-list-off = Die Admins dieses Servers haben seine Partienliste abgeschaltet.
web-no-such-ply = { $plies ->
    [0] { $label } hat noch keine Züge: Einen Halbzug { $ply } gibt es nicht.
   *[other] { $label } hat die Halbzüge 0 bis { $plies }: Einen Halbzug { $ply } gibt es nicht.
}

## Die Spieler und die Uhr

web-colour = ({ $colour })
web-colour-black = Schwarz
web-colour-white = Weiß
web-clock-control-timeout = { $initial } + { $increment } pro Zug, höchstens { $cap }; wer die Zeit überschreitet, verliert
web-clock-control-claim = { $initial } + { $increment } pro Zug, höchstens { $cap }; eine Zeitüberschreitung kann reklamiert werden

## Die Restzeit einer Uhr, in kurzen Einheiten

web-clock-day = { $n } T
web-clock-hour = { $n } Std.
web-clock-minute = { $n } Min.
web-clock-second = { $n } s
