# Der Kern der Partien: eine Partie finden, abgelehnte Züge und was im Thread einer Partie steht.

## Ablehnungen

game-not-a-player = Du spielst nicht in Partie { $game } mit.
game-over = Partie { $game } ist beendet; siehe { $command }.
game-hides-nothing = { $name } verbirgt nichts: { $command } zeigt alles.
game-resign-not-a-move = „{ $word }“ ist kein Zug; { $channel ->
    [mail] um aufzugeben, antworte mit dem Wort resign.
   *[other] nutze dafür /resign.
}
game-entry-unavailable = „{ $word }“ ist kein Zug; das gibt es im Bot noch nicht.
game-not-a-game-thread = Das ist kein Thread einer Partie; nutze den Befehl im Thread der Partie oder nenne die Partie, z. B. game:7.
game-not-yours-in-dm = Partie { $game } ist keine deiner Partien: In einer Direktnachricht zeige ich nur Partien, in denen du mitspielst. Andere Partien sind nur auf ihrem eigenen Server zu sehen.
game-no-such-game = Es gibt keine Partie { $game }.

## Ein Zug, der keine Partie nennt

game-none-waiting-dm = Keine Partie wartet auf deinen Zug, also gibt es nichts zu spielen.
game-none-waiting = { $in_server ->
    [yes] Das ist kein Thread einer Partie, und keine Partie auf diesem Server wartet auf deinen Zug, also gibt es hier nichts zu spielen. { $command } listet deine Partien auf.
   *[other] Das ist kein Thread einer Partie, und keine Partie wartet auf deinen Zug, also gibt es hier nichts zu spielen. { $command } listet deine Partien auf.
}
game-waiting-item = { $game } { $name }
game-waiting-more = { $more } weitere
game-several-waiting = Mehrere Partien { $in_server ->
        [yes] auf diesem Server warten
       *[other] warten
    } auf deinen Zug: { $games }. Nutze { $command } im Thread der Partie oder nenne die Partie, z. B. { $example }.
game-several-waiting-dm = Mehrere Partien warten auf deinen Zug ({ $games }): Beginne mit der Nummer der Partie, z. B. { $example }.

## Ergebnisse: wer gewonnen hat und wie

game-result-aborted = Partie { $game } wurde abgebrochen.
game-result-draw = Partie { $game } endet unentschieden.
game-result-draw-by = Partie { $game } endet unentschieden durch { $how }.
game-result-won-by = { $winner } gewinnt Partie { $game } durch { $how }.
game-result-won = { $winner } gewinnt Partie { $game } ({ $ending }).
game-ending-connection = Verbindung
game-ending-score = Punkte
game-ending-no-contact = kein Kontakt
game-ending-borne-off = alle abgetragen
game-ending-gammon = Gammon
game-ending-mother = Mutter
game-ending-both-mothers = beide Mütter
game-ending-six-prisoners = sechs Gefangene
game-ending-six-unit = sechs in einer Reihe
game-ending-resignation = Aufgabe
game-ending-timeout = Zeitüberschreitung
game-ending-agreement = Einigung
game-ending-aborted = abgebrochen
game-ending-adjudication = Entscheid eines Moderators

## Eine Partie, wie ein Spieler sie sieht (die Ansicht der Mail)

game-seat-your-move = Du bist am Zug.
game-to-move = { $player } ist am Zug.
game-dice-next = Gleich wird gewürfelt.
game-seat-played = { $player } hat { $move } gespielt.

## Antworten nur für den, der zieht

game-played-privately = { $move } in Partie { $game } gespielt.
game-late-aborted-yours = Deine Zeit in Partie { $game } ist vor dem ersten Zug abgelaufen, also wurde { $move } nicht gespielt: Die Partie ist abgebrochen und zählt für niemanden.
game-late-aborted = Die Zeit von { $player } in Partie { $game } ist vor dem ersten Zug abgelaufen, also wurde { $move } nicht gespielt: Die Partie ist abgebrochen und zählt für niemanden.
game-late-lost = Deine Zeit in Partie { $game } ist abgelaufen, bevor dein Zug ankam, also wurde { $move } nicht gespielt: Die Partie ist auf Zeit verloren.
game-late-won = Die Zeit von { $player } ist abgelaufen, bevor dein Zug ankam, also wurde { $move } nicht gespielt: Du gewinnst Partie { $game } auf Zeit.

## Abgelehnte Züge

game-not-your-turn = In Partie { $game } bist du nicht am Zug.
game-their-turn = In Partie { $game } ist { $player } am Zug.
game-nothing-to-claim = In Partie { $game } gibt es nichts zu beanspruchen: Keine Zeit ist abgelaufen.
game-nothing-to-tell = Partie { $game } hat noch nichts zu berichten.
# Another request wrote first: nothing of this one was played.
game-overtaken = Partie { $game } hat sich geändert, während dein Zug unterwegs war; es wurde nichts gespielt. Sieh dir das Brett an und versuche es noch einmal.

## Der Thread einer Partie: ihr erster Beitrag, die Zeile jedes Zuges, das Brett

# $setup: die Optionen der Partie, wie ihr Presenter sie nennt.
game-started = { $title } — { $setup }.
# $first und $second mit der Farbe, die jeder spielt ($first_side, $second_side).
game-started-sides = { $title } — { $setup } ({ $first }: { $first_side }, { $second }: { $second_side }).
game-started-computer-first = { $player } zieht zuerst; der Zug folgt gleich.
game-started-you-first = { $channel ->
    [discord] { $player }, du ziehst zuerst: { $move } in diesem Thread.
   *[other] { $player } zieht zuerst.
}
# Ein Wurf der Würfel, in der Notation des Spiels.
game-rolled = 🎲 { $dice }
game-passed = { $player } hat keinen legalen Zug und setzt aus.
# $move: der Zug, wie der Presenter des Spiels ihn beschreibt.
game-line-played = { $player } spielte { $move }
game-line-end = { $line }.
game-line-to-move = { $line } — { $player } ist am Zug.
# $result: der Satz des Ergebnisses.
game-line-result = { $line } — { $result }
game-line-fired = { $line } — ein bedingter Zug, im Voraus vorgemerkt.
game-entry-resigned = { $player } hat aufgegeben
game-entry-timed-out = { $player } hat die Zeit überschritten
game-entry-agreed-draw = Die Spieler haben sich auf Remis geeinigt
game-entry-aborted = Die Partie wurde abgebrochen
game-entry-adjudicated = Ein Moderator hat die Partie { $player } zugesprochen
game-entry-adjudicated-draw = Ein Moderator hat die Partie remis gegeben
game-held-by-moderator = Partie { $game } ist von einem Moderator angehalten: keine Züge, Angebote oder Ansprüche, bis ein Moderator sie fortsetzt.
game-held-server-gone = Partie { $game } ruht: Postboard wurde von ihrem Server entfernt. Sie geht weiter, wenn der Bot wieder hinzugefügt wird.
game-entry-aborted-on-time = Die Partie wurde abgebrochen: Die Zeit ist vor dem ersten Zug abgelaufen, also zählt sie für niemanden
game-entry-taken-back = Der letzte Zug von { $player } wurde einvernehmlich zurückgenommen
game-entry-taken-back-unnamed = Der letzte Zug eines Spielers wurde einvernehmlich zurückgenommen
# Nach einer Zurücknahme: Die schon gezeigten Würfel kommen als Nächstes ($dice: die Würfe).
game-entry-dice-kept = { $line }; { $dice } { $count ->
    [one] bleibt für den nächsten Wurf
   *[other] bleiben für die nächsten Würfe
} (einmal gezeigte Würfel werden nicht neu geworfen)
game-hand-pointer = { $player }, { $hand } zeigt dir deine Hand und deine verdeckten Seiten (nur du siehst sie).
game-owed-dice = Partie { $game } wartete noch auf ihre Würfel.
game-hidden-faces = { $count ->
    [one] eine verdeckte Seite
   *[other] { $count } verdeckte Seiten
}
game-board = { $title } — Halbzug { $ply } — { $player } ist am Zug.
game-board-over = { $title } — Halbzug { $ply } — { $result }
game-your-move = In { $title } bist du am Zug.
game-your-move-in = In { $title } bist du am Zug; siehe { $place }.
game-private-view = { $title } — Halbzug { $ply }, deine private Ansicht.

## Die Vorschau eines Zuges, nur für den, der zieht

game-preview = { $title }, Halbzug { $ply } — Vorschau, noch nicht gespielt: Du würdest { $move } spielen.
game-preview-reveals = { $title }, Halbzug { $ply } — Vorschau, noch nicht gespielt: Du würdest { $move } spielen. Der Zug deckt { $shown } auf, daher wird das Brett danach erst gezeigt, wenn er gespielt ist.
game-preview-ends = Damit endet die Partie: { $result }
game-preview-ends-hidden = Damit endet die Partie.
game-board-dice = { $title } — Halbzug { $ply } — gleich wird gewürfelt.
# Wo ein Kanal nicht auf den Thread einer Partie verlinken kann (nach „siehe“).
game-thread = Thread der Partie
game-entry-aborted-first-move = Die Zeit von { $player } ist vor dem ersten Zug abgelaufen, also gewinnt niemand, und die Partie zählt für niemanden
game-entry-abandoned = { $player } hatte { $days } Tage nicht gezogen, also wurde die Partie beansprucht, und { $player } verliert
game-entry-idle-unbegun = { $player } hatte in { $days } Tagen keinen ersten Zug gemacht, also gewinnt niemand, und die Partie zählt für niemanden
game-idle-claim-not-yet = Du kannst Partie { $game } beanspruchen, sobald { $player } { $days } Tage nicht gezogen hat und erinnert wurde: ab { $when }.
game-idle-claim-off = Partie { $game } hat keine Uhr, und dieser Server lässt solche Partien nicht beanspruchen: Sie wartet auf ihren Spieler.
# Der erste Beitrag einer Partie, die in einem Kanal statt in einem Thread gespielt wird.
game-started-you-first-here = { $player }, du ziehst zuerst: { $move } hier.
# Ein Link zur Webseite der Partie, in ihrem ersten Beitrag.
game-watch = Verfolge sie Zug für Zug: { $url }
# Ein Zug oder Knopf für eine ältere Stellung ($meant: sein Halbzug; $ply: der jetzige).
game-stale-ply = Das war für Halbzug { $meant } gedacht, aber Partie { $game } steht jetzt bei Halbzug { $ply }; sieh dir zuerst die neue Stellung an. Es wurde nichts gespielt.
# The name shown for a player the bot never saw ($id: their Discord id, as digits).
players-unknown = Spieler { $id }
# The computer's name with the level it plays at, in a game's title and on its board.
players-computer = { $name } (Stufe { $level })
