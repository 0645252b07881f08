# /games: die laufenden Partien eines Spielers und die tägliche Zusammenfassung, die sie auflistet (service/games/listings.py).

## Eine Zeile je Partie
# $game: die Nummer der Partie (ein Link zu ihrem Thread, wo der Kanal Links hat); $name: der
# Name des Spiels; $opponent: der andere Spieler; $turn: wer am Zug ist (eine listings-turn-*
# Nachricht); $ply: wie viele Halbzüge gespielt wurden; $left: die verbleibende Bedenkzeit;
# $late: dass die Zeit abgelaufen ist (listings-time-up, hervorgehoben).
listings-item = { $game } { $name } gegen { $opponent } — { $turn }, noch { $left }, Halbzug { $ply }
listings-item-paused = { $game } { $name } gegen { $opponent } — { $turn }, pausiert, Halbzug { $ply }
listings-item-time-up = { $game } { $name } gegen { $opponent } — { $turn }, { $late }, Halbzug { $ply }
listings-item-untimed = { $game } { $name } gegen { $opponent } — { $turn }, Halbzug { $ply }
# Hervorgehoben: $late von listings-item-time-up.
listings-time-up = Zeit abgelaufen

## Wer am Zug ist (hervorgehoben, wenn es der Leser ist)
# $player: der Spieler, dessen Partien das sind.
listings-turn-yours = du bist am Zug
listings-turn-theirs = dein Gegner ist am Zug
listings-turn-player = { $player } ist am Zug
listings-turn-opponent = Gegner am Zug

## Keine laufenden Partien
# $command: wie man eine Partie beginnt; $player: der Spieler, nach dessen Partien gefragt wurde.
listings-none-own = { $channel ->
    [mail] Du hast keine laufenden Partien. Um eine zu beginnen: { $command }.
   *[other] Du hast keine laufenden Partien. Beginne eine mit { $command }.
}
listings-none-own-here = Du hast keine laufenden Partien auf diesem Server. Beginne eine mit { $command }.
listings-none-together = Du hast keine laufenden Partien mit { $player }.
listings-none-player-here = { $player } hat keine laufenden Partien auf diesem Server.

## Warum eine Liste kurz sein kann
# $count: wie viele laufende Partien auf anderen Servern sind; $command: wie man alle auflistet.
listings-elsewhere = { $channel ->
    [mail] ({ $count } { $count ->
        [one] weitere laufende Partie
       *[other] weitere laufende Partien
    } auf anderen Servern.)
   *[other] ({ $count } { $count ->
        [one] weitere laufende Partie
       *[other] weitere laufende Partien
    } anderswo: { $command } in einer Direktnachricht an mich listet alle auf.)
}
listings-dm-together = (In einer Direktnachricht liste ich nur die Partien auf, die ihr miteinander spielt.)
