# Was Spieler nachschlagen: Profile, Bestenlisten, Exporte, Rückblicke, Wiederholungen, Analysen.

## Seiten einer Liste

lookups-page-out-of-range = page muss zwischen 1 und { $most } liegen, nicht { $page }.

## Verdeckte Steine (Plateau)

lookups-private-only = Dieser Zug nennt einen verdeckten Stein und kann deshalb nur privat gesendet werden: Nutze { $command } (nur du siehst die Antwort). Es wurde nichts gespielt.

## Profile

lookups-profile-title = Profil von { $player }
lookups-profile-ratings = Wertungen
# $game: der Name des Spiels; $rating: „1623 ±45“, mit „?“ hinter einer vorläufigen Wertung.
lookups-profile-rating = { $game }: { $rating } ({ $games } gewertet)
lookups-profile-no-ratings = Noch keine: Spiel eine gewertete Partie.
lookups-profile-record = Bilanz
lookups-profile-record-key = (gewonnen–verloren–remis)
lookups-profile-tally = { $game }: { $won }–{ $lost }–{ $drawn }
lookups-profile-no-record = Noch keine beendeten Partien.
lookups-profile-streak = Serie
lookups-profile-latest = Letzte Partien
lookups-profile-no-latest = Hier gibt es keine zu zeigen.
lookups-streak-none = noch keine
lookups-streak-won = { $count ->
    [one] { $count } Sieg
   *[other] { $count } Siege
}
lookups-streak-lost = { $count ->
    [one] { $count } Niederlage
   *[other] { $count } Niederlagen
}
lookups-streak-drawn = { $count ->
    [one] { $count } Remis
   *[other] { $count } Remis
}
# Eine Serie so lang wie die betrachteten Partien: mindestens $count.
lookups-streak-won-more = { $count }+ Siege
lookups-streak-lost-more = { $count }+ Niederlagen
lookups-streak-drawn-more = { $count }+ Remis

## Bestenlisten

lookups-scope-unknown = scope muss server oder all sein, nicht '{ $scope }'.
lookups-leaderboard-title = Bestenliste { $game } — dieser Server
lookups-leaderboard-title-all = Bestenliste { $game } — alle Server
# $rank: „3.“
lookups-leaderboard-row = { $rank } { $player } { $rating } · { $games } gewertet
lookups-leaderboard-empty = Noch niemand: Wertungen kommen mit gewerteten Partien.
lookups-leaderboard-provisional = { $mark }: vorläufig, nach den gefestigten Wertungen aufgeführt.

## Exporte beendeter Partien

lookups-export-yours = { $count ->
    [one] Die Aufzeichnung deiner { $count } beendeten Partie, die neueste zuerst.
   *[other] Die Aufzeichnungen deiner { $count } beendeten Partien, die neuesten zuerst.
}
lookups-export-yours-server = { $count ->
    [one] Die Aufzeichnung deiner { $count } beendeten Partie auf diesem Server, die neueste zuerst.
   *[other] Die Aufzeichnungen deiner { $count } beendeten Partien auf diesem Server, die neuesten zuerst.
}
lookups-export-together = { $count ->
    [one] Die Aufzeichnung von { $count } beendeten Partie von { $player } mit dir, die neueste zuerst.
   *[other] Die Aufzeichnungen von { $count } beendeten Partien von { $player } mit dir, die neuesten zuerst.
}
lookups-export-theirs-server = { $count ->
    [one] Die Aufzeichnung von { $count } beendeten Partie von { $player } auf diesem Server, die neueste zuerst.
   *[other] Die Aufzeichnungen von { $count } beendeten Partien von { $player } auf diesem Server, die neuesten zuerst.
}
lookups-export-capped = Hier sind nur die neuesten { $most }: Ein Export enthält höchstens { $most } Partien ({ $command } liefert jede andere).
lookups-export-format = Das Format ist in { $file } im Quellcode von Postboard erklärt.
lookups-export-none-yours = Du hast noch keine beendeten Partien, es gibt also nichts zu exportieren.
lookups-export-none-yours-server = Du hast auf diesem Server noch keine beendeten Partien, es gibt also nichts zu exportieren.
lookups-export-none-together = Du hast keine beendeten Partien mit { $player }: In einer Direktnachricht exportiere ich nur diese.
lookups-export-none-theirs-server = { $player } hat auf diesem Server noch keine beendeten Partien.

## Auf eine Partie zurückblicken: /board ply:, /review, /replay

lookups-ply-none-yet = Partie { $game } hat noch keine Züge; ply muss 0 sein.
lookups-ply-out-of-range = { $plies ->
    [one] Partie { $game } hat { $plies } Halbzug; ply muss zwischen 0 und { $last } liegen.
   *[other] Partie { $game } hat { $plies } Halbzüge; ply muss zwischen 0 und { $last } liegen.
}
lookups-review-start = Die Ausgangsstellung.
# $entry: ein Eintrag der Partie, wie der Thread ihn erzählt (eine Aufgabe, ein vereinbartes Remis).
lookups-review-entry = { $entry }.
lookups-review-roll = 🎲 { $roll }.
lookups-review-passed = { $player } hat gepasst.
lookups-review-played = { $player } spielte { $move }.
lookups-review-played-hidden = { $player } hat einen Zug gemacht.
lookups-review-own-view = Deine eigene Ansicht, mit deinen verdeckten Seiten: Nur du siehst das.
lookups-board-at = { $title }, Halbzug { $ply } von { $plies }: { $line }
lookups-review-at = { $title }, Halbzug { $ply } von { $plies }
lookups-review-at-running = { $title }, Halbzug { $ply } von { $plies }, läuft
lookups-review-step = { $at }: { $line }
lookups-replay = Wiederholung von { $title }: { $positions } Stellungen, Halbzug 0 bis { $plies }.
lookups-replay-so-far = Wiederholung von { $title }: { $positions } Stellungen, Halbzug 0 bis { $plies }, bisher.
# $note: welche Stellungen ausgelassen wurden, und warum (lookups-replay-every-…).
lookups-replay-cut = Wiederholung von { $title }: { $positions } Stellungen, Halbzug 0 bis { $plies } ({ $note }).
lookups-replay-so-far-cut = Wiederholung von { $title }: { $positions } Stellungen, Halbzug 0 bis { $plies }, bisher ({ $note }).
# $every: eine von je $every Stellungen wird gezeigt.
lookups-replay-every-capped = gezeigt wird jede { $every }. Stellung (eine Wiederholung hat höchstens { $most } Bilder)
# $size: das Upload-Limit, „8 MB“.
lookups-replay-every-limit = gezeigt wird jede { $every }. Stellung, um unter dem Upload-Limit von { $size } zu bleiben

## Analysen (/analyse)

lookups-analysis-players-only = Nur die Spieler von Partie { $game } können ihre Analyse anfordern.
lookups-analysis-still-playing = Partie { $game } läuft noch; fordere ihre Analyse an, wenn sie vorbei ist.
lookups-analysis-no-computer = Der Computer ist auf diesem Bot nicht verfügbar.
lookups-analysis-wait = { $minutes ->
    [one] Du kannst alle 10 Minuten eine neue Analyse anfordern; versuch es in { $minutes } Minute noch einmal.
   *[other] Du kannst alle 10 Minuten eine neue Analyse anfordern; versuch es in { $minutes } Minuten noch einmal.
}
lookups-analysis-under-way = Partie { $game } wird schon analysiert; frag in einer Minute noch einmal.
# $title: der Titel der Partie; $level: die Stufe der Engine; $moves: die betrachteten Züge.
lookups-analysis-header = Analyse von { $title } durch die Engine der Stufe { $level } ({ $moves ->
    [one] { $moves } Zug betrachtet
   *[other] { $moves } Züge betrachtet
}; die Chancen sind das erwartete Ergebnis jedes Spielers, ein Sieg 100 %, ein Remis 50 %):
lookups-analysis-none = Die Engine hat keinen Zug gefunden, der viel verschenkt hat. Gut gespielt.
# Ein Zug, mit dem die Engine nicht einverstanden war: $number ist seine Stelle in der Partie.
lookups-analysis-move = - Zug { $number }, { $player }: { $played } ({ $played_chance }); die Engine hätte { $best } vorgezogen ({ $best_chance }).

## Die Aufzeichnung einer Partie (/history)

# $title: der Titel der Partie; $moves: die Zeilen ihrer Aufzeichnung.
lookups-history = { $moves ->
    [one] Aufzeichnung von { $title } ({ $moves } Zug, beendet).
   *[other] Aufzeichnung von { $title } ({ $moves } Züge, beendet).
}
lookups-history-running = { $moves ->
    [one] Aufzeichnung von { $title } ({ $moves } Zug, läuft).
   *[other] Aufzeichnung von { $title } ({ $moves } Züge, läuft).
}

## Beendete Partien (/games finished)

lookups-finished-title = Beendete Partien von { $player }
# $name: the game's name (Pinch, Les), not translated.
lookups-finished-title-game = Beendete { $name }-Partien von { $player }
lookups-finished-title-server = Beendete Partien dieses Servers
lookups-finished-title-server-game = Beendete { $name }-Partien dieses Servers
lookups-finished-none = Noch keine.
lookups-finished-past-last = Keine weiteren: Diese Seite liegt hinter der letzten.
lookups-finished-record = Die Aufzeichnung einer Partie: { $command }.
# What a thread is called where it cannot be a mention.
lookups-finished-thread = der Thread der Partie
# One finished game: $game its number, $result a lookups-finished-won/drawn/aborted,
# $day its date, $plies a count, $rated and $in_server yes or no, $where its thread, $record the command.
lookups-finished-line = { $game } { $name } · { $first } gegen { $second } — { $result } · { $day } · { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}{ $rated ->
    [yes] {" "}· gewertet
   *[other] {""}
}{ $in_server ->
    [yes] {" "}· { $where }
   *[other] {""}
} · { $record }
lookups-finished-aborted = abgebrochen
# $ending: one of the game-ending messages.
lookups-finished-drawn = remis ({ $ending })
lookups-finished-won = { $winner } gewann ({ $ending })

## Bildunterschriften unter den Bildern von /replay (reiner Text in einem Bild)

lookups-frame-start = Ausgangsstellung
# $line: was der Zug war; $ply: seine Nummer.
lookups-frame = { $ply }. { $line }
lookups-frame-roll = { $ply }. { $roll }.
