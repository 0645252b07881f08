# Die Knöpfe auf Discord und die kurzen Antworten des Bots dazu (bot/buttons.py,
# bot/community.py, bot/cogs/direct.py, bot/cogs/play.py).

## Beschriftungen der Knöpfe: höchstens 80 Zeichen (Discords Grenze)

buttons-accept = Annehmen
buttons-decline = Ablehnen
buttons-resign = Aufgeben
buttons-confirm = Bestätigen
buttons-cancel = Abbrechen
buttons-withdraw = Zurückziehen
buttons-previous = ◀ Zurück
buttons-next = Weiter ▶
# Ein Link zur Partie, die als nächste auf den Spieler wartet; $name ist Spiel und Nummer („Pinch #2“).
buttons-next-game = Nächste Partie: { $name }

## Was ein Knopfdruck privat antwortet

buttons-resign-really = Partie { $game } wirklich aufgeben? Das lässt sich nicht rückgängig machen.
buttons-resigned = Du hast Partie { $game } aufgegeben.
buttons-cancelled = Abgebrochen: In Partie { $game } wurde nichts gespielt.
# $command ist /settings confirm:false.
buttons-too-long-to-confirm = Dieser Zug ist zu lang für einen Bestätigen-Knopf und kann hier daher nicht bestätigt werden: Um ihn zu spielen, schalte das Bestätigen aus ({ $command }) und sende ihn erneut.
buttons-no-next-game = Keine andere Partie wartet auf deinen Zug.
# $name ist Spiel und Nummer der Partie („Pinch #2“).
buttons-next-game-too = Auch in { $name } bist du am Zug.
# $seek ist die offene Herausforderung, $place der Thread der neuen Partie.
buttons-seek-taken = Du hast die offene Herausforderung { $seek } angenommen: Partie { $game } läuft in { $place }.
buttons-seek-withdrawn = Die offene Herausforderung { $seek } ist zurückgezogen.
# Unter einer Rangliste oder einer Liste beendeter Partien; $page ist die Nummer der Seite.
buttons-page = Seite { $page }

## Züge per Direktnachricht

buttons-dm-too-long = Das ist zu lang für einen Zug; schick nur den Zug.
buttons-dm-played = Gespielt in Partie { $game }.

## Herausforderungen, getippt oder geklickt (bot/flows.py, bot/cogs/lobby.py); level, rated und opponent sind Optionen des Befehls

# $name ist der Name der Herausforderung (Herausforderung #3, Offene Herausforderung #4), $link ein Link zu ihrem Beitrag.
buttons-posted-in = { $name } ist in { $link } gepostet: Dieser Server spielt seine Partien dort.
buttons-computer-game-on = Partie { $game } gegen den Computer läuft in { $place }.
buttons-level-challenge-me = level gilt nur für Partien gegen den Computer: fordere mich heraus.
# $bot ist der Bot selbst.
buttons-level-challenge-bot = level gilt nur für Partien gegen den Computer: fordere { $bot } heraus.
buttons-rating-range-open-only = Ein Wertungsbereich gilt nur für offene Herausforderungen: lass opponent weg.
buttons-computer-never-rated = Partien gegen den Computer werden nie gewertet; lass rated weg.

## Die Knöpfe des Analysebretts (bot/ui/explore_buttons.py); Titel und Feld eines Dialogs höchstens 45 Zeichen

buttons-explore-note = Notiz…
buttons-explore-name = Name…
buttons-explore-queue = Als /premove einstellen
buttons-explore-note-title = Eine Notiz zu dieser Stellung
buttons-explore-note-field = Deine Notiz (leer: sie wird entfernt)
buttons-explore-name-title = Benenne die Variante, um sie zu behalten
buttons-explore-name-field = Der Name der Variante
