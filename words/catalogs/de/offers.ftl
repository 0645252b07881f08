# Angebote und Vereinbarungen: Remis, Zurücknahmen, Pausen, Abbrüche, Revanchen; die Wartezeit zwischen Anfragen.

## Die Wartezeit zwischen Anfragen (service/pings.py)

ping-cooldown = Du hast { $player } vor { $ago } s etwas gefragt; warte { $wait } s, bevor du ihn oder sie wieder anpingst (eine Anfrage alle { $period } s an denselben Spieler).

## Angebote (service/agreements.py)

offer-game-over = Partie { $game } ist vorbei.
offer-asked-draw = { $player } bietet in Partie { $game } Remis an. { $opponent }, nimm unten an oder lehne ab; ein Zug von wem auch immer hebt das Angebot auf.
offer-asked-takeback = { $player } möchte in Partie { $game } den letzten Zug zurücknehmen. { $opponent }, nimm unten an oder lehne ab; ein Zug von wem auch immer hebt das Angebot auf.
offer-asked-pause = { $player } möchte Partie { $game } pausieren. { $opponent }, nimm unten an oder lehne ab; ein Zug von wem auch immer hebt das Angebot auf.
offer-no-longer-open = Dieses Angebot gilt nicht mehr; die Partie ist weitergegangen.
offer-own = Du kannst dein eigenes Angebot nicht beantworten; das entscheidet dein Gegenüber.
offer-answered-already = Dieses Angebot wurde schon beantwortet.
offer-declined-draw = { $player } hat das Remis in Partie { $game } abgelehnt.
offer-declined-takeback = { $player } hat die Zurücknahme des letzten Zugs in Partie { $game } abgelehnt.
offer-declined-pause = { $player } hat die Pause in Partie { $game } abgelehnt.
abort-past-first-move = Partie { $game } ist über ihren ersten Zug hinaus; sie kann jetzt nur noch durch Aufgabe, Einigung oder die Uhr enden.
abort-dice-shown = Dir wurden in Partie { $game } deine eigenen Würfel gezeigt, und gezeigte Würfel bleiben: Sie kann nicht mehr abgebrochen werden. { $resign } beendet sie.
rematch-game-running = Partie { $game } läuft noch; eine Revanche kommt danach.
offer-cannot-be-drawn = { $name } kennt kein Remis.
offer-no-clock-to-pause = Partie { $game } hat keine Uhr, die man pausieren könnte.
offer-takeback-own-move-only = Du kannst nur deinen eigenen Zug zurücknehmen lassen, bevor dein Gegenüber darauf antwortet.
offer-computer-no-draws = Der Computer spielt jede Partie zu Ende und nimmt kein Remis an; { $resign } beendet die Partie.
offer-computer-no-takebacks = Der Computer nimmt keine Züge zurück; { $abort } bricht eine Partie vor ihrem zweiten Zug ab.
offer-paused = Partie { $game } ist einvernehmlich pausiert; beide können sie mit { $pause } fortsetzen.
offer-resumed-already = Partie { $game } wurde schon fortgesetzt; ihre Uhr läuft.
offer-resumed = { $player } hat Partie { $game } fortgesetzt; die Uhr läuft wieder.
offer-pause-ended-meanwhile = Partie { $game } endete, während die Pause vereinbart wurde; nichts wurde geändert.
offer-pause-moved-on = Partie { $game } ging weiter, während die Pause vereinbart wurde (sie steht jetzt bei Halbzug { $ply }); nichts wurde geändert: Das Angebot ist mit diesem Zug verfallen, wie alle Angebote.
offer-resume-ended-meanwhile = Partie { $game } endete, während sie fortgesetzt wurde; nichts wurde geändert.
offer-resume-moved-on = Partie { $game } ging weiter, während sie fortgesetzt wurde (sie steht jetzt bei Halbzug { $ply }); nichts wurde geändert: { $pause } noch einmal, um sie fortzusetzen.
offer-takeback-shown = Der letzte Zug in Partie { $game } hat { $shown } aufgedeckt, und eine Zurücknahme kann das nicht wieder verbergen: Dieser Zug bleibt.

## Antworten auf Discord (bot/cogs/agreements.py)

offer-agreed = Einverstanden.
offer-asked-in = Gefragt in { $place }.
abort-done = Partie { $game } abgebrochen.
rematch-on = Revanche: Partie { $game } läuft in { $place }.
rematch-offered = Revanche angeboten.

## Bedingte Züge (service/premoves.py)

premove-unavailable-dice = Bedingte Züge gibt es in { $name } nicht: Die Würfel entscheiden, welche Züge dein Gegenüber haben wird, also lässt sich keine Bedingung an seinen Zug im Voraus stellen.
premove-unavailable-hidden = Bedingte Züge gibt es in { $name } nicht: Das Spiel verbirgt Informationen, also lässt sich aus dem, was du siehst, keine Bedingung an den Zug deines Gegenübers stellen.
premove-not-a-move = { $option }: „{ $word }“ ist kein Zug; nur Züge können vorgemerkt werden.
premove-too-many = Du hast für diesen Zug in Partie { $game } schon { $count } bedingte Züge; { $clear } löscht sie.
premove-moved-on = Partie { $game } ging weiter, während dein bedingter Zug unterwegs war; nichts wurde vorgemerkt.
premove-queued = Vorgemerkt in Partie { $game } (nur du siehst das): Wenn sie { $their } spielen, antwortest du sofort mit { $mine }. { $count ->
    [one] { $count } Zeile wartet
   *[other] { $count } Zeilen warten
} auf ihren Zug: { $list } zeigt sie, { $clear } löscht sie.
premove-list-head = Deine bedingten Züge in Partie { $game }, für ihren Zug bei Halbzug { $ply } (nur du siehst das):
premove-list-line = • wenn sie { $their } spielen → antwortest du mit { $mine }
premove-none-waiting = In Partie { $game } warten keine bedingten Züge.
premove-last-lines-played = { $none } Deine letzten Zeilen, für ihren Zug bei Halbzug { $ply } (gespielt wurde { $played }):
premove-last-lines = { $none } Deine letzten Zeilen, für ihren Zug bei Halbzug { $ply }:
premove-fate-fired = • wenn sie { $their } spielen → { $mine }: gespielt
premove-fate-dropped = • wenn sie { $their } spielen → { $mine }: verworfen
premove-fate-never = • wenn sie { $their } spielen → { $mine }: nie gespielt
premove-more = …und { $count } weitere.
premove-none-to-clear = In Partie { $game } warteten keine bedingten Züge von dir.
premove-dropped = { $count ->
    [one] { $count } bedingter Zug
   *[other] { $count } bedingte Züge
} in Partie { $game } verworfen; für dich wird nichts gespielt.
premove-your-turn = In Partie { $game } bist du am Zug: spiel ihn mit { $move }. Bedingte Züge werden nach deinem Zug vorgemerkt, für die Antwort deines Gegenübers.
premove-not-waiting = Partie { $game } wartet nicht auf den Zug deines Gegenübers.
premove-option-refused = { $option }: { $error }
premove-if-game-over = { $option }: nach { $their } wäre die Partie vorbei; es gibt nichts zu antworten.
premove-if-not-your-turn = { $option }: nach { $their } wärst du nicht am Zug, also lässt sich keine Antwort vormerken.
premove-if-only-pass = { $option }: nach { $their } hättest du keinen anderen Zug als { $only }, und der wird ohnehin für dich gespielt.

## Der Computer und Tipps (service/computer.py)

computer-level-out-of-range = Die Stufe muss zwischen 1 (am leichtesten) und { $most } (am stärksten) liegen, nicht { $level }.
computer-hint-levels-range = { $first } bis { $last }
computer-hint-level-too-high = Dieser Server erlaubt Tipps bis Stufe { $allowed }, nicht Stufe { $asked }; frag mit { $choices } oder ohne { $option } für Stufe { $allowed }.
computer-hint-not-a-player = Du spielst nicht in Partie { $game }; Tipps sind für die Spieler.
computer-hint-game-over = Partie { $game } ist vorbei; es gibt nichts mehr zu raten.
computer-hint-not-your-turn = In Partie { $game } bist du nicht am Zug; frag, wenn du dran bist.
computer-hint = Tipp für Partie { $game } (Halbzug { $ply }): { $move } – das würde der Computer der Stufe { $level } spielen. Spiel ihn mit { $play }, wenn du einverstanden bist.
computer-hint-used = { $player } hat den Computer um einen Tipp der Stufe { $level } gebeten ({ $name } { $game }, Halbzug { $ply }).
computer-hints-outside-server = Partie { $game } wird in keinem Server gespielt; Tipps sind Sache des Servers, also bekommen Partien außerhalb keine.
computer-hints-off = Tipps sind in diesem Server ausgeschaltet; wer den Server verwaltet, kann sie mit { $config } bis zu einer Stufe erlauben.
computer-hints-rated = Partie { $game } ist gewertet; in gewerteten Partien gibt es nie Tipps.
computer-unavailable = Der Computergegner ist in diesem Bot nicht verfügbar.

## Spielvorschläge (service/proposals.py)

proposal-game-not-played-here = { $name } wird in diesem Server nicht gespielt; hier gibt es { $games }.
proposal-first-unknown = first muss { $choices } sein, nicht { $first }.
proposal-timeout-unknown = timeout muss { $choices } sein, nicht { $timeout }.

## Angebote per Mail (service/agreements.py)

offer-mail-your-opponent = Dein Gegenüber
offer-mail-subject-draw = { $player } bietet in Partie { $game } Remis an
offer-mail-subject-takeback = { $player } möchte in Partie { $game } den letzten Zug zurücknehmen
offer-mail-subject-pause = { $player } möchte Partie { $game } pausieren
offer-mail-draw = { $player } bietet in { $title } Remis an.
offer-mail-takeback = { $player } möchte in { $title } den letzten Zug zurücknehmen.
offer-mail-pause = { $player } möchte { $title } pausieren.
offer-mail-reply = Antworte mit { $accept } oder { $decline } (erste Zeile). Ein Zug von wem auch immer hebt das Angebot auf.
