# Die eigene Seite eines Spielers zu einer Partie (Issue 33): der persönliche Link, die Seite, von ihr aus spielen.

## Der persönliche Link

webplay-link = Deine eigene Seite der Partie { $game }, wo du deine Seite des Bretts siehst und spielst: { $url } Sie gilt bis { $when }, nur für dich: Teile sie mit niemandem. { $revoke } macht alle Links ungültig, die du bekommen hast.
webplay-no-address = Dieses Postboard hat keine Webadresse eingerichtet, daher gibt es keine Seite, auf die verlinkt werden kann; der Betreiber setzt sie mit POSTBOARD_PUBLIC_URL.
webplay-revoked = Erledigt: Alle Links zu den Seiten deiner Partien und alle damit geöffneten Seiten funktionieren nicht mehr. { $link } gibt dir einen neuen Link, wenn du einen willst.
webplay-mail-link = Oder spiele auf deiner eigenen Seite: { $url } (nur für dich, bis { $when }).

## Ein Link oder eine Seite, die nichts öffnet: was los ist und was zu tun ist

webplay-link-bad = Dieser Link öffnet keine Seite: Er wurde abgeschnitten oder verändert. Hol dir einen neuen mit { $link } im Thread der Partie oder nimm den Link aus deiner letzten Zug-Mail.
webplay-link-expired = Dieser Link gilt seit { $when } nicht mehr. Hol dir einen neuen mit { $link } im Thread der Partie oder nimm den Link aus deiner letzten Zug-Mail.
webplay-link-revoked = Dieser Link funktioniert nicht mehr: Du hast alle Links zu deinen Seiten ungültig gemacht. Hol dir einen neuen mit { $link } im Thread der Partie.
webplay-link-not-yours = Dieser Link ist für keinen deiner Plätze in Partie { $game }, daher öffnet er nichts. Hol dir deinen eigenen mit { $link } im Thread der Partie.
webplay-no-session = Diese Seite öffnet sich nur über deinen eigenen Link zu Partie { $game }. Hol dir einen mit { $link } im Thread der Partie oder nimm den Link aus deiner letzten Zug-Mail.
webplay-session-expired = Deine Seite der Partie { $game } ist abgelaufen. Hol dir einen neuen Link mit { $link } im Thread der Partie oder nimm den Link aus deiner letzten Zug-Mail.
webplay-csrf = Dieses Formular ist veraltet, daher wurde nichts getan: Lade die Seite neu und versuche es noch einmal.
webplay-too-many = Zu viele Anfragen von dieser Seite: Warte { $seconds } s und versuche es noch einmal. Es wurde nichts getan.

## Die Seite

webplay-title = { $title }: deine Seite
webplay-private = Deine eigene Seite dieser Partie: Teile ihre Adresse mit niemandem.
webplay-board-heading = Dein Brett
webplay-back-to-now = Aktuelle Stellung
webplay-status-your-move = Du bist am Zug.
webplay-status-their-move = { $player } ist am Zug.
webplay-status-held = Partie { $game } ist angehalten: Bis sie fortgesetzt wird, kann kein Zug gemacht werden.
webplay-waiting = Du bist nicht am Zug. Diese Seite zeigt die neue Stellung, sobald sie kommt.

## Einen Zug Schritt für Schritt bauen

webplay-move-heading = Dein Zug
webplay-first-step = Wähle, wo dein Zug beginnt.
webplay-next-step = Dein Zug bisher: { $move }. Wähle, wie er weitergeht.
webplay-complete = Dein Zug: { $move }. Spiele ihn, oder geh zurück und ändere ihn.
webplay-complete-or-more = { $move } ist ein ganzer Zug: Spiele ihn, oder wähle, wie er weitergeht.
webplay-play = { $move } spielen
webplay-back = Einen Schritt zurück
webplay-start-over = Neu beginnen
webplay-type-heading = Gib deinen Zug stattdessen ein
webplay-type-label = Dein Zug in der Notation des Spiels
webplay-type-play = Den eingegebenen Zug spielen
webplay-group-row = Reihe { $row }
webplay-group-from = Von { $point }
webplay-group-other = Weitere Möglichkeiten

## Angebote und Aufgeben

webplay-offers-heading = Angebote und Aufgeben
webplay-action-draw = Remis anbieten
webplay-action-takeback = Bitten, deinen letzten Zug zurückzunehmen
webplay-action-pause = Bitten, die Uhr anzuhalten
webplay-action-resume = Die Uhr weiterlaufen lassen
webplay-action-abort = Die Partie abbrechen
webplay-action-resign = Aufgeben…
webplay-accept = Annehmen
webplay-decline = Ablehnen
webplay-offer-yours-draw = Du hast Remis angeboten; { $player } hat noch nicht geantwortet.
webplay-offer-yours-takeback = Du hast gebeten, deinen letzten Zug zurückzunehmen; { $player } hat noch nicht geantwortet.
webplay-offer-yours-pause = Du hast gebeten, die Uhr anzuhalten; { $player } hat noch nicht geantwortet.
webplay-offer-theirs-draw = { $player } bietet Remis an.
webplay-offer-theirs-takeback = { $player } bittet, den eigenen letzten Zug zurückzunehmen.
webplay-offer-theirs-pause = { $player } bittet, die Uhr anzuhalten.
webplay-resign-confirm = Partie { $game } aufgeben? Dein Gegner gewinnt, und das lässt sich nicht rückgängig machen.
webplay-resign-yes = Ja, aufgeben
webplay-resign-no = Nein, weiterspielen

## Was die Seite zur Anfrage des Spielers sagt

webplay-played = Du hast { $move } in Partie { $game } gespielt.
webplay-played-over = Du hast { $move } gespielt, und Partie { $game } ist zu Ende.
webplay-offered-draw = Du hast in Partie { $game } Remis angeboten; dein Gegner entscheidet.
webplay-offered-takeback = Du hast in Partie { $game } gebeten, deinen letzten Zug zurückzunehmen; dein Gegner entscheidet.
webplay-offered-pause = Du hast in Partie { $game } gebeten, die Uhr anzuhalten; dein Gegner entscheidet.
webplay-accepted = Angenommen.
webplay-declined = Abgelehnt.
webplay-resigned = Du hast Partie { $game } aufgegeben.
webplay-done = Erledigt.
webplay-done-played = Dein Zug wurde gespielt.
webplay-done-offered = Dein Angebot steht; dein Gegner entscheidet.
webplay-done-resigned = Du hast aufgegeben.
webplay-done-aborted = Die Partie wurde abgebrochen.

## Ablehnungen der Anfrage des Spielers (es wurde nichts getan)

webplay-no-move = Wähle oder gib zuerst einen Zug ein: Es wurde nichts gespielt.
webplay-move-too-long = Das ist länger als jeder Zug (höchstens { $most } Zeichen): Es wurde nichts gespielt.
webplay-no-such-step = Kein legaler Zug beginnt mit { $prefix }: Beginne deinen Zug noch einmal.
webplay-not-your-turn = Du bist in Partie { $game } nicht am Zug.
webplay-game-over = Partie { $game } ist zu Ende: Es gibt keinen Zug mehr.
webplay-no-such-action = Das kann diese Seite nicht: Es wurde nichts getan.
webplay-bad-ply = Der Halbzug im Formular muss eine ganze Zahl sein, nicht { $text }: Lade die Seite neu.

## Der Web-Befehl in der Hilfe

guide-help-group-web = Deine eigene Seite
guide-help-web-link = ein privater Link zu deiner Seite einer Partie: deine Seite sehen und spielen
guide-help-web-revoke = alle Links zu deinen Seiten werden ungültig

## Die Analysevarianten des Spielers auf seiner Seite (web/player_lines.py); $label ist Name und Nummer der Partie

webplay-lines-title = { $label }: deine Analysevarianten
webplay-lines-private = Deine eigenen Analysevarianten dieser Partie: Nur du siehst sie. Teile die Adresse dieser Seite nicht.
webplay-lines-back = Zurück zur Partie
webplay-lines-heading = Deine Analysevarianten
webplay-lines-link = Deine Analysevarianten
# $explore ist der Discord-Befehl, mit dem man Varianten spielt.
webplay-lines-how = Varianten spielst, benennst und kommentierst du auf Discord mit { $explore }; hier liest du sie, Stellung für Stellung.
webplay-lines-none = Du hast in dieser Partie noch keine Analysevarianten; { $explore } auf Discord beginnt eine.
# $text ist, was die Adresse statt einer Zahl enthielt.
webplay-lines-bad-address = Eine solche Variante oder Stellung gibt es hier nicht ({ $text }).
webplay-line-steps = Durch die Variante gehen
webplay-line-first = Der Anfang der Variante
webplay-line-back = Einen Zug zurück
webplay-line-next = Einen Zug weiter
webplay-line-last = Der letzte Zug der Variante
# $start ist der Halbzug, nach dem die Variante beginnt.
webplay-line-start = Anfang (nach Halbzug { $start })
webplay-line-moves = Die Züge der Variante
webplay-line-try = Probiere hier einen Zug, für beide Seiten:
webplay-line-try-button = In der Variante spielen
# Auf der Seite deiner Varianten statt "/explore move:" in einem Satz ("Probier einen mit … aus").
web-command-explore-move = dem Formular unter dem Brett
