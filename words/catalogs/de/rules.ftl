# Die Ablehnungen der Engines (rules/): was ein Zug, eine Option oder eine Aufzeichnung nicht sein kann, und warum.
# Werte sind Notation oder getippter Text, so gezeigt, wie er geschrieben wurde ($raw, $option, $name stehen in
# Anführungszeichen, so wie der Spieler sie getippt hat); Listen werden so verbunden, wie die Regeln sie verbinden.

## Optionen und Aufzeichnungen (alle Spiele)

rules-option-choice-too-big = { $name } muss eins von { $choices } sein, keine so große Zahl.
rules-option-whole-too-big = { $name } muss eine ganze Zahl sein, keine so große Zahl.
rules-option-kind-too-big = { $name } muss vom Typ { $kind } sein, keine so große Zahl.
rules-option-choice-not = { $name } muss eins von { $choices } sein, nicht { $raw }.
rules-option-whole-not = { $name } muss eine ganze Zahl sein, nicht { $raw }.
rules-option-kind-not = { $name } muss vom Typ { $kind } sein, nicht { $raw }.
rules-option-unknown = Unbekannte Option { $option }; dieses Spiel akzeptiert: { $accepted }.
rules-option-unknown-none = Unbekannte Option { $option }; dieses Spiel akzeptiert keine Optionen.
rules-entry-needs-seat = „{ $kind }“ braucht einen Platz: „{ $kind } 0“ oder „{ $kind } 1“.
rules-entry-adjudicate-needs-winner = „adjudicate“ braucht den Sieger: „adjudicate 0“, „adjudicate 1“ oder „adjudicate draw“.
rules-entry-no-argument = „{ $kind }“ nimmt kein Argument.
rules-header-twice = Die Kopfzeilen setzen { $key } zweimal.
rules-record-no-game = Eine Aufzeichnung muss mit einer Kopfzeile „game:“ beginnen.
rules-record-game-not-first = „game:“ muss die erste Kopfzeile sein.
rules-unknown-game = Es gibt kein Spiel namens { $name }; bekannte Spiele: { $known }.
rules-game-over = Die Partie ist vorbei; es können keine Züge mehr gespielt werden.
rules-nothing-to-undo = Es gibt noch keinen Zug, der zurückgenommen werden könnte.

## Pinch

rules-pinch-not-a-move = Kein Pinch-Zug: { $text } — Züge lauten etwa e5 oder swap.
rules-pinch-off-board-files = { $point } liegt nicht auf dem Brett { $size }×{ $size } (Linien a–{ $last }, Reihen 1–{ $size }).
rules-pinch-not-a-move-object = { $move } ist kein Pinch-Zug.
rules-pinch-swap-late = swap ist nur als zweiter Zug der Partie möglich.
rules-pinch-occupied = { $point } ist schon besetzt.
rules-pinch-off-board = { $point } liegt nicht auf dem Brett { $size }×{ $size }.

## Les

-les-hint = ein Zug lautet etwa „c4 g7“ (Kontaktpunkt, dann einsamer Punkt) oder „c4“, sobald kein einsamer Punkt mehr übrig ist; vor dem Spiel kommen „setup d4 d5 b2 b4“ und „side black“ oder „side white“

rules-les-empty = Eine leere Nachricht ist kein Les-Zug; { -les-hint }.
rules-les-setup-count = Ein Aufbau nennt genau vier Punkte, Schwarz, Weiß, Schwarz, Weiß (wie „setup d4 d5 b2 b4“), aber { $typed } nennt { $count }.
rules-les-not-a-side = Keine Seitenwahl: { $typed } — schreib „side black“ oder „side white“.
rules-les-no-pass = Les kennt kein Passen: Jeder Zug beginnt mit einem Stein auf einem Kontaktpunkt, und die Partie endet von selbst, sobald kein Kontaktpunkt mehr übrig ist.
rules-les-too-many = Kein Les-Zug: { $typed } — ein Zug setzt höchstens zwei Steine; { -les-hint }.
rules-les-not-a-point = Kein Punkt: { $word } — ein Punkt ist ein Reihenbuchstabe und eine Liniennummer, wie „d4“; { -les-hint }.
rules-les-off-row = { $point } ist kein Punkt des Bretts der Größe { $size }: Reihe { $row } reicht von { $low } bis { $high }.
rules-les-off-rows = { $point } ist kein Punkt des Bretts der Größe { $size }: Seine Reihen reichen von a bis { $last }.
rules-les-not-a-move-object = { $move } ist kein Les-Zug.
rules-les-game-over = Die Partie ist vorbei: Es ist kein Kontaktpunkt mehr übrig, also können keine Züge mehr gespielt werden.
rules-les-off-board = { $point } ist kein Punkt des Bretts der Größe { $size }.
rules-les-setup-first = Die Partie hat noch nicht begonnen: Zuerst setzt Platz 0 die vier Startsteine, z. B. „setup d4 d5 b2 b4“ (Schwarz, Weiß nebeneinander; Schwarz, Weiß auf einer Linie mit einem leeren Punkt dazwischen).
rules-les-side-first = Die Partie hat noch nicht begonnen: Zuerst wählt Platz 1 eine Farbe mit „side black“ oder „side white“.
rules-les-occupied = Du kannst nicht auf { $point } setzen: Der Punkt ist besetzt.
rules-les-occupied-did-you-mean = Du kannst nicht auf { $point } setzen: Der Punkt ist besetzt. Der Kontaktstein kommt zuerst: Meintest du „{ $swapped }“?
rules-les-not-contact-black = { $point } ist kein Kontaktpunkt: Der erste Stein eines Zuges muss sowohl einen schwarzen als auch einen weißen Stein berühren, und { $point } berührt nur schwarze Steine ({ $stones }). Kontaktpunkte jetzt: { $contact }.
rules-les-not-contact-black-did-you-mean = { $point } ist kein Kontaktpunkt: Der erste Stein eines Zuges muss sowohl einen schwarzen als auch einen weißen Stein berühren, und { $point } berührt nur schwarze Steine ({ $stones }). Kontaktpunkte jetzt: { $contact }. Der Kontaktstein kommt zuerst: Meintest du „{ $swapped }“?
rules-les-not-contact-white = { $point } ist kein Kontaktpunkt: Der erste Stein eines Zuges muss sowohl einen schwarzen als auch einen weißen Stein berühren, und { $point } berührt nur weiße Steine ({ $stones }). Kontaktpunkte jetzt: { $contact }.
rules-les-not-contact-white-did-you-mean = { $point } ist kein Kontaktpunkt: Der erste Stein eines Zuges muss sowohl einen schwarzen als auch einen weißen Stein berühren, und { $point } berührt nur weiße Steine ({ $stones }). Kontaktpunkte jetzt: { $contact }. Der Kontaktstein kommt zuerst: Meintest du „{ $swapped }“?
rules-les-not-contact-none = { $point } ist kein Kontaktpunkt: Der erste Stein eines Zuges muss sowohl einen schwarzen als auch einen weißen Stein berühren, und { $point } berührt überhaupt keinen Stein. Kontaktpunkte jetzt: { $contact }.
rules-les-not-contact-none-did-you-mean = { $point } ist kein Kontaktpunkt: Der erste Stein eines Zuges muss sowohl einen schwarzen als auch einen weißen Stein berühren, und { $point } berührt überhaupt keinen Stein. Kontaktpunkte jetzt: { $contact }. Der Kontaktstein kommt zuerst: Meintest du „{ $swapped }“?
rules-les-lone-required = Nach { $contact } ist noch ein einsamer Stein nötig: Es gibt noch einsame Punkte ({ $lone }), z. B. „{ $contact } { $example }“.
rules-les-not-lone-same-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: Die beiden Steine müssen auf verschiedene Punkte. Der zweite Stein darf überhaupt keinen Stein berühren; einsame Punkte nach { $contact }: { $lone }.
rules-les-not-lone-same-none-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: Die beiden Steine müssen auf verschiedene Punkte. Der zweite Stein darf überhaupt keinen Stein berühren; nach { $contact } ist kein einsamer Punkt mehr übrig, also spiel „{ $contact }“ allein.
rules-les-not-lone-occupied-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: { $point } ist besetzt. Der zweite Stein darf überhaupt keinen Stein berühren; einsame Punkte nach { $contact }: { $lone }.
rules-les-not-lone-occupied-none-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: { $point } ist besetzt. Der zweite Stein darf überhaupt keinen Stein berühren; nach { $contact } ist kein einsamer Punkt mehr übrig, also spiel „{ $contact }“ allein.
rules-les-not-lone-touches-new-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: { $point } berührt { $contact }, den Stein, den du gerade gesetzt hast. Der zweite Stein darf überhaupt keinen Stein berühren; einsame Punkte nach { $contact }: { $lone }.
rules-les-not-lone-touches-new-none-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: { $point } berührt { $contact }, den Stein, den du gerade gesetzt hast. Der zweite Stein darf überhaupt keinen Stein berühren; nach { $contact } ist kein einsamer Punkt mehr übrig, also spiel „{ $contact }“ allein.
rules-les-not-lone-touches-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: { $point } berührt { $stones }. Der zweite Stein darf überhaupt keinen Stein berühren; einsame Punkte nach { $contact }: { $lone }.
rules-les-not-lone-touches-none-left = { $point } ist kein einsamer Punkt, sobald { $contact } steht: { $point } berührt { $stones }. Der zweite Stein darf überhaupt keinen Stein berühren; nach { $contact } ist kein einsamer Punkt mehr übrig, also spiel „{ $contact }“ allein.
rules-les-setup-done = Die Startsteine stehen schon; der Aufbau geschieht nur einmal.
rules-les-setup-repeats = Die vier Punkte des Aufbaus müssen verschieden sein: „{ $setup }“ wiederholt einen.
rules-les-setup-not-adjacent = Die ersten Aufbausteine von Schwarz und Weiß müssen nebeneinander stehen, aber { $black } und { $white } sind keine Nachbarn.
rules-les-setup-jump-off-line = Die zweiten Aufbausteine von Schwarz und Weiß müssen einen Punkt auseinanderliegen (auf einer Linie mit einem leeren Punkt dazwischen), aber { $black } und { $white } sind zwar zwei Schritte voneinander entfernt, liegen aber nicht auf einer gemeinsamen Linie (sie haben die Nachbarn { $first } und { $second } gemeinsam).
rules-les-setup-jump-far = Die zweiten Aufbausteine von Schwarz und Weiß müssen einen Punkt auseinanderliegen (auf einer Linie mit einem leeren Punkt dazwischen), aber { $black } und { $white } liegen nicht zwei Punkte voneinander entfernt auf einer Linie.
rules-les-setup-middle = Der Punkt zwischen { $black } und { $white } ist { $middle } und muss leer bleiben, aber der Aufbau setzt dort einen Stein.
rules-les-sides-chosen-black = Die Seiten sind schon gewählt: Platz 0 spielt Schwarz, Platz 1 spielt Weiß.
rules-les-sides-chosen-white = Die Seiten sind schon gewählt: Platz 0 spielt Weiß, Platz 1 spielt Schwarz.
rules-side-black-or-white = Die Seite muss Schwarz oder Weiß sein.

## Pletore

-pletore-hint = Züge lauten etwa d4, d4x, place d4, flip d4, pass, button, komi 7 oder side black

rules-pletore-empty = Eine leere Nachricht ist kein Pletore-Zug; { -pletore-hint }.
rules-pletore-not-komi = Kein Komi-Zug: { $typed } — komi muss eine ganze Zahl sein, wie „komi 7“ oder „komi -2“ (den halben Punkt liefert der Knopf).
rules-pletore-takes-a-point = Kein Pletore-Zug: { $typed } — „{ $head }“ braucht einen Punkt, wie „{ $head } d4“.
rules-pletore-not-a-move = Kein Pletore-Zug: { $typed } — { -pletore-hint }.
rules-pletore-off-board-files = { $point } ist kein Punkt des Bretts { $size }×{ $size } (Linien a–{ $last }, Reihen 1–{ $size }).
rules-pletore-komi-range = Das Komi muss auf einem Brett { $size }×{ $size } eine ganze Zahl von -{ $limit } bis { $limit } sein; darüber hinaus stünde das Ergebnis schon vor dem ersten Zug fest.
rules-pletore-komi-in-choose = komi kann in komi_mode choose nicht gesetzt werden: Platz 0 nennt es mit einem Zug; nimm komi_mode fixed für ein in der Herausforderung vereinbartes Komi.
rules-pletore-fixed-needs-komi = komi_mode fixed braucht eine Option komi, z. B. komi: 7.
rules-pletore-komi-option-range = komi muss auf einem Brett { $size }×{ $size } eine ganze Zahl von -{ $limit } bis { $limit } sein, nicht { $komi }.
rules-pletore-not-a-move-object = { $move } ist kein Pletore-Zug.
rules-pletore-own-stone = Du kannst { $move } nicht spielen: Dort steht dein eigener Stein, und nur gegnerische Steine können umgedreht werden.
rules-pletore-komi-first = Die Partie hat noch nicht begonnen: Zuerst nennt Platz 0 das Komi, z. B. „komi 7“ (eine ganze Zahl von -{ $limit } bis { $limit }).
rules-pletore-off-board = { $point } ist kein Punkt des Bretts { $size }×{ $size }.
rules-pletore-occupied-enemy = Du kannst nicht auf { $point } setzen: Der Punkt ist besetzt; um den gegnerischen Stein dort umzudrehen, spiel „{ $point }x“.
rules-pletore-occupied = Du kannst nicht auf { $point } setzen: Der Punkt ist besetzt.
rules-pletore-controlled-black = Du kannst nicht auf { $point } setzen: Schwarz kontrolliert den Punkt (Schwarz hat ihn in der Zange, du nicht).
rules-pletore-controlled-white = Du kannst nicht auf { $point } setzen: Weiß kontrolliert den Punkt (Weiß hat ihn in der Zange, du nicht).
rules-pletore-anti-mirror = Du kannst im ersten Zug von Weiß nicht auf { $point } setzen: Der Punkt ist das um 180° gedrehte Bild des schwarzen Steins { $black }, und das verbietet die Anti-Spiegel-Regel auf Brettern mit gerader Größe.
rules-pletore-flip-own = Du kannst { $point } nicht umdrehen: Es ist dein eigener Stein; nur gegnerische Steine können umgedreht werden.
rules-pletore-flip-empty = Du kannst { $point } nicht umdrehen: Der Punkt ist leer, also gibt es nichts umzudrehen; spiel „{ $point }“, um dort einen Stein zu setzen.
rules-pletore-flip-both = Du kannst { $point } nicht umdrehen: Beide Spieler haben den Punkt in der Zange, also kontrolliert ihn niemand.
rules-pletore-flip-unpinched-black = Du kannst { $point } nicht umdrehen: Schwarz hat den Punkt nicht in der Zange (dafür muss er senkrecht wie waagrecht einen schwarzen Stein sehen).
rules-pletore-flip-unpinched-white = Du kannst { $point } nicht umdrehen: Weiß hat den Punkt nicht in der Zange (dafür muss er senkrecht wie waagrecht einen weißen Stein sehen).
rules-pletore-pass-button = Du kannst nicht passen, solange der Knopf noch da ist; nimm ihn mit „button“ oder spiel auf dem Brett.
rules-pletore-pass-free = Du kannst nicht passen, solange ein leerer Punkt von niemandem kontrolliert wird ({ $points }); setze stattdessen dort einen Stein.
rules-pletore-no-button = Diese Partie hat keinen Knopf: Das Komi { $komi } und die Brettgröße { $size } sind nicht beide gerade oder beide ungerade.
rules-pletore-button-black = Den Knopf hat schon Schwarz genommen.
rules-pletore-button-white = Den Knopf hat schon Weiß genommen.
rules-pletore-komi-set = Das Komi ist schon auf { $komi } festgelegt; es kann sich nicht mehr ändern.
rules-pletore-komi-whole = komi muss eine ganze Zahl sein, wie „komi 7“ oder „komi -2“.
rules-pletore-sides-chosen-black = Die Seiten sind schon gewählt: Platz 0 spielt Schwarz, Platz 1 spielt Weiß.
rules-pletore-sides-chosen-white = Die Seiten sind schon gewählt: Platz 0 spielt Weiß, Platz 1 spielt Schwarz.

## Plakoto

-plakoto-hint = ein Zug wird Stein für Stein in deiner eigenen Zählung geschrieben, wie „24/18 13/9“, „24/14“, „8/4(2)“ oder „6/off“

# Ein getippter Zug, der nicht legal ist: der Grund, dann was legal ist (-pass: nur „pass“; -legal:
# die ersten legalen Züge, $legal, und wie viele weitere, $more).
rules-plakoto-no-checker-pinned-pass = Kein Stein von dir kann von deinem { $point }er-Punkt ziehen: Dein Stein dort ist festgesetzt. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-no-checker-pinned-legal = Kein Stein von dir kann von deinem { $point }er-Punkt ziehen: Dein Stein dort ist festgesetzt. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-no-checker-theirs-pass = Kein Stein von dir kann von deinem { $point }er-Punkt ziehen: Die Steine dort gehören deinem Gegner. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-no-checker-theirs-legal = Kein Stein von dir kann von deinem { $point }er-Punkt ziehen: Die Steine dort gehören deinem Gegner. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-no-checker-none-pass = Kein Stein von dir kann von deinem { $point }er-Punkt ziehen: Du hast dort keinen Stein. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-no-checker-none-legal = Kein Stein von dir kann von deinem { $point }er-Punkt ziehen: Du hast dort keinen Stein. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-too-few-pass = Du hast nur { $count } { $count ->
        [one] Stein
       *[other] Steine
    } auf deinem { $point }er-Punkt, nicht { $used }. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-too-few-legal = Du hast nur { $count } { $count ->
        [one] Stein
       *[other] Steine
    } auf deinem { $point }er-Punkt, nicht { $used }. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-closed-pinned-pass = Dein { $point }er-Punkt ist geschlossen: Dein Stein ist dort festgesetzt. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-closed-pinned-legal = Dein { $point }er-Punkt ist geschlossen: Dein Stein ist dort festgesetzt. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-closed-held-pass = Dein { $point }er-Punkt ist geschlossen: Dort stehen zwei oder mehr gegnerische Steine. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-closed-held-legal = Dein { $point }er-Punkt ist geschlossen: Dort stehen zwei oder mehr gegnerische Steine. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-bear-pinned-pass = Du kannst nicht abtragen: Einer deiner Steine ist festgesetzt. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-bear-pinned-legal = Du kannst nicht abtragen: Einer deiner Steine ist festgesetzt. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-bear-not-home-pass = Du kannst nicht abtragen: Nicht alle deine Steine sind in deinem Heimfeld. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-bear-not-home-legal = Du kannst nicht abtragen: Nicht alle deine Steine sind in deinem Heimfeld. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-bear-higher-pass = Mit einer { $die } kannst du nicht von deinem { $point }er-Punkt abtragen, solange du einen Stein auf deinem { $higher }er-Punkt hast. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-bear-higher-legal = Mit einer { $die } kannst du nicht von deinem { $point }er-Punkt abtragen, solange du einen Stein auf deinem { $higher }er-Punkt hast. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-ends-after-pass = Das Spiel endet nach { $turn }; danach kann nichts mehr folgen. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-ends-after-legal = Das Spiel endet nach { $turn }; danach kann nichts mehr folgen. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-use-both-pass = Der Zug { $turn } nutzt einen Würfel, aber du musst beide Würfel nutzen. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-use-both-legal = Der Zug { $turn } nutzt einen Würfel, aber du musst beide Würfel nutzen. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-use-more-pass = Der Zug { $turn } nutzt { $used } der Würfel, aber du kannst { $best } spielen. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-use-more-legal = Der Zug { $turn } nutzt { $used } der Würfel, aber du kannst { $best } spielen. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-larger-die-pass = Du musst den höheren Würfel spielen ({ $die }): Nur ein Würfel kann genutzt werden. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-larger-die-legal = Du musst den höheren Würfel spielen ({ $die }): Nur ein Würfel kann genutzt werden. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-not-legal-pass = Der Zug { $turn } ist nicht legal. Mit { $dice } kann kein Stein ziehen: Spiel „pass“.
rules-plakoto-not-legal-legal = Der Zug { $turn } ist nicht legal. Legale Züge mit { $dice }: { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-opening-due = Der Eröffnungswurf steht an: Jeder Platz wirft einen Würfel, protokolliert als „open A-B“, mit dem Würfel von Platz 0 zuerst und ohne Gleichstand.
rules-plakoto-dice-due = Die Würfel stehen an: Platz { $seat } würfelt als Nächstes, protokolliert als „roll a-b“.
rules-plakoto-match-over = Das Match ist vorbei ({ $score }); es können keine Züge mehr gespielt werden.
rules-plakoto-match-length = match_length muss eine ganze Zahl von 1 bis { $most } sein, nicht { $length }.
rules-plakoto-already-rolled = Platz { $seat } ist mit { $dice } am Zug; die Würfel sind schon geworfen.
rules-plakoto-dice-rolled = Die Würfel sind schon geworfen ({ $dice }); Platz { $seat } ist am Zug.
rules-plakoto-no-pass = Du kannst nicht passen: Mit { $dice } hast du legale Züge, z. B. { $legal }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
rules-plakoto-only-pass = Keiner deiner Steine kann mit { $dice } ziehen; der einzige legale Zug ist „pass“.
rules-plakoto-ambiguous = „{ $typed }“ passt auf { $count } verschiedene Züge: { $turns }; schreib den gemeinten mit seinen Zwischenpunkten.
rules-plakoto-bad-stack = Ungültiger Stapel { $stack } in { $text }.
rules-plakoto-bad-pin = Ungültige Festsetzung { $pin } in { $text }.
rules-plakoto-not-fifteen = { $text } hat { $white } weiße und { $black } schwarze Steine, nicht 15.
rules-plakoto-empty = Eine leere Nachricht ist kein Plakoto-Zug; { -plakoto-hint }.
rules-plakoto-not-dice = Kein Würfelergebnis: { $typed } — schreib „roll 6-3“ oder „open 5-2“ mit Würfeln von 1 bis 6.
rules-plakoto-no-bar = In Plakoto gibt es keine Bar: Es wird nie geschlagen, stattdessen wird ein einzelner Stein dort festgesetzt, wo er steht; { -plakoto-hint }.
rules-plakoto-not-a-move = Kein Plakoto-Zug: { $word } — { -plakoto-hint }.
rules-plakoto-off-last = „off“ kann nur am Ende eines Weges stehen, wie in „6/off“, nicht { $word }.
rules-plakoto-no-point = Es gibt keinen Punkt { $point }: Die Punkte sind von deiner eigenen Seite aus von 1 bis 24 nummeriert, und auf deinem 24er-Punkt beginnen deine Steine.
rules-plakoto-backwards = { $word } zieht nicht vorwärts: Steine ziehen in deiner eigenen Zählung nur von höheren zu niedrigeren Punktnummern.
rules-plakoto-repeat = Eine Wiederholung wie „(2)“ zählt 2 bis 4 Steine, nicht { $repeat }.
rules-plakoto-too-many = { $typed } nennt { $count } Steinzüge, aber ein Zug hat höchstens vier Schritte.

## Plateau
# $command ist der Name des abgelehnten Befehls, $seat ein Platz (0 Schwarz, 1 Weiß), $piece der
# Typbuchstabe einer Scheibe (A Ass, T Twister, RM Rote Maske, BM Blaue Maske, R Roter, B Blauer, M Stummer).

-plateau-hint = Plateau-Befehle lauten etwa „open a1 xx rb“, „on rb b2/1“, „m a1! a2-1 a3+2 a4“, „stomp d4“, „x A M M“, „give T R M“, „decline“, „raise A B M M“, „withdraw“ oder „pass“

rules-plateau-phase-over = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: Die Partie ist vorbei, also können keine Züge mehr gespielt werden.
rules-plateau-phase-opening = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: { $seat ->
         [0] Schwarz
        *[1] Weiß
    } muss zuerst verdeckt einen Eröffnungsstapel setzen, mit „open <Feld> <Code unten> <Code oben>“ (z. B. „open a1 xx rb“).
rules-plateau-phase-answer = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: Ein Angebot im Wert von { $worth } wartet auf die Antwort von { $seat ->
         [0] Schwarz
        *[1] Weiß
    }: „give …“ oder „decline“.
rules-plateau-phase-declined = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: Das Angebot von { $seat ->
         [0] Schwarz
        *[1] Weiß
    } wurde abgelehnt: Erhöhe es mit „raise …“ auf ein größeres Angebot oder zieh es mit „withdraw“ zurück und spiel.
rules-plateau-phase-no-tender = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: Kein Angebot wartet auf eine Antwort.
rules-plateau-phase-no-declined = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: Es gibt kein abgelehntes Angebot, das erhöht oder zurückgezogen werden könnte.
rules-plateau-phase-opened = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: Die Eröffnungen sind vorbei; setze stattdessen mit „on <Code> <Feld>“ ein.
rules-plateau-phase-withdrew = Du kannst jetzt nicht { $command ->
         [open] eröffnen
         [onboard] einsetzen
         [move] ziehen
         [tender] anbieten
         [give] geben
         [decline] ablehnen
         [raise] erhöhen
         [withdraw] zurückziehen
         [pass] passen
        *[play] spielen
    }: { $seat ->
         [0] Schwarz
        *[1] Weiß
    } hat in diesem Zug ein Angebot zurückgezogen und muss jetzt einsetzen oder ziehen.
rules-plateau-bad-square = Es gibt kein Feld { $square } auf dem 4×4-Brett.
rules-plateau-bad-code = Es gibt keine Scheibe { $code }: Ein Code besteht aus den zwei Seiten einer echten Scheibe, die obere Seite zuerst (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).
rules-plateau-no-pass = Du kannst nicht passen: Du kannst legal einsetzen, ziehen oder anbieten. Gepasst wird nur, wenn nichts anderes möglich ist.
rules-plateau-not-a-move-object = { $move } ist kein Plateau-Zug.
rules-plateau-not-perimeter = Der Eröffnungsstapel muss auf ein Randfeld (Linie a oder d, Reihe 1 oder 4), und { $square } ist keines.
rules-plateau-open-occupied = Das Feld { $square } ist besetzt: Der Eröffnungsstapel kommt auf ein leeres Randfeld.
rules-plateau-only-one = Du hast nur { $piece ->
         [A] ein Ass
         [T] einen Twister
         [RM] eine Rote Maske
         [BM] eine Blaue Maske
         [R] einen Roten
         [B] einen Blauen
        *[M] einen Stummen
    }, also kann diese Scheibe nicht beide Scheiben des Eröffnungsstapels bilden.
rules-plateau-not-in-hand = Du hast { $piece ->
         [A] kein Ass
         [T] keinen Twister
         [RM] keine Rote Maske
         [BM] keine Blaue Maske
         [R] keinen Roten
         [B] keinen Blauen
        *[M] keinen Stummen
    } zum Einsetzen in der Hand.
rules-plateau-bad-height = Der Stapel auf { $square } hat { $size } { $size ->
        [one] Scheibe
       *[other] Scheiben
    }, also muss die Höhe nach „/“ zwischen 0 und { $size } liegen (0 ist ganz unten, { $size } ganz oben).
rules-plateau-onboard-enemy-top = Du kannst nicht auf { $place } einsetzen: Oben auf einen Stapel, den dein Gegner kontrolliert, kannst du nicht einsetzen.
rules-plateau-onboard-not-touching = Du kannst nicht auf { $place } einsetzen: Eine Scheibe, die unten in einen Stapel kommt, muss eine deiner eigenen Scheiben berühren, und die unterste Scheibe dort gehört deinem Gegner.
rules-plateau-onboard-inside-enemy = Du kannst nicht auf { $place } einsetzen: Zwischen zwei Scheiben deines Gegners kannst du nicht einsetzen; eine eingeschobene Scheibe muss eine deiner eigenen berühren.
rules-plateau-name-prisoners = Nenne die Gefangenen mit Typbuchstaben (A T RM BM R B M), mindestens einen.
rules-plateau-not-held = Du hältst nicht alle diese Gefangenen; du kannst nur Gefangene anbieten, die du hältst.
rules-plateau-no-opp-prisoners = Du kannst nichts anbieten: Dein Gegner hält keine Gefangenen, also könnte nichts zurückkommen.
rules-plateau-give-floor = Diese Gefangenen sind { $worth } wert; die Antwort auf ein Angebot im Wert von { $tender } muss genau { $floor } wert sein (das Beste, was du geben kannst, ohne darüber zu gehen) oder mehr als { $tender }.
rules-plateau-give-more = Diese Gefangenen sind { $worth } wert; eine Antwort auf ein Angebot im Wert von { $tender } muss mehr als { $tender } wert sein, oder du lehnst ab.
rules-plateau-cannot-decline = Du kannst nicht ablehnen: Du kannst Gefangene im Wert von genau { $floor } geben, ohne über die { $tender } des Angebots zu gehen, also musst du mit „give“ antworten.
rules-plateau-raise-higher = Eine Erhöhung muss mehr wert sein als das abgelehnte Angebot ({ $tender }); diese Gefangenen sind { $worth } wert.
rules-plateau-blank-cannot-land = Dein ziehender Stapel zeigt oben eine leere Seite, also kann er nicht auf { $square } landen, wo oben eine Scheibe deines Gegners liegt: Eine leere Einheit kann weder fesseln noch schlagen.
rules-plateau-not-your-stack-empty = Das Feld { $square } ist leer: Du kannst nur die oberste Einheit eines Stapels ziehen, dessen oberste Scheibe dir gehört.
rules-plateau-not-your-stack-theirs = Das Feld { $square } wird von deinem Gegner kontrolliert: Du kannst nur die oberste Einheit eines Stapels ziehen, dessen oberste Scheibe dir gehört.
rules-plateau-cannot-flip = Die oberste Scheibe auf { $square } ist { $piece ->
         [A] ein Ass
         [T] ein Twister
         [RM] eine Rote Maske
         [BM] eine Blaue Maske
         [R] ein Roter
         [B] ein Blauer
        *[M] ein Stummer
    }; sie hat zwei gleiche Seiten und kann nicht umgedreht werden.
rules-plateau-stop-no-action = Der Halt { $square } braucht eine Aktion: „{ $square }+k“ nimmt dort k deiner Scheiben auf, „{ $square }-k“ setzt die untersten k Scheiben des ziehenden Stapels ab. Überflogene Felder werden nicht geschrieben.
rules-plateau-pickup-not-friendly = Du kannst auf { $square } nichts aufnehmen: Die oberste Scheibe dort gehört nicht dir.
rules-plateau-pickup-too-many = Du kannst auf { $square } höchstens { $most } { $most ->
        [one] Scheibe
       *[other] Scheiben
    } aufnehmen: Das ist deine ganze Einheit oben dort.
rules-plateau-drop-too-many = Du kannst auf { $square } nicht { $count } { $count ->
        [one] Scheibe
       *[other] Scheiben
    } absetzen: Der ziehende Stapel hat { $moving }, und mindestens eine muss weiterfliegen.
rules-plateau-blank-cannot-pin = Du kannst auf { $square } nicht { $count } auf der Scheibe deines Gegners absetzen: Die abgesetzte Gruppe würde oben eine leere Seite zeigen, und nur eine Gruppe mit einer farbigen Seite oben kann fesseln.
rules-plateau-stomp-stops = Ein stomp hebt die Einheit auf { $square } an und setzt sie wieder ab: Er hat keine Halte.
rules-plateau-stomp-blank = Auf { $square } geht kein stomp: Deine Einheit dort zeigt oben eine leere Seite, und nur eine Einheit mit einer farbigen Seite oben schlägt.
rules-plateau-stomp-nothing = Auf { $square } geht kein stomp: Unter deiner Einheit dort liegt keine gegnerische Scheibe.
rules-plateau-not-crooked = Eine Einheit mit Orange oben macht den Rösselsprung, einen geraden Schritt und dann einen diagonalen: Von { $origin } erreicht sie { $targets }, nicht { $dest }.
rules-plateau-crooked-stop = Beim Rösselsprung von { $origin } nach { $dest } kann nur auf dem Knickfeld { $turn } gehalten werden.
rules-plateau-direction-x = Eine Einheit mit Leer oben zieht in gerader Linie, und { $dest } liegt von { $origin } aus nicht in einer solchen Richtung.
rules-plateau-direction-r = Eine Einheit mit Rot oben zieht gerade (waagrecht oder senkrecht), und { $dest } liegt von { $origin } aus nicht in dieser Richtung.
rules-plateau-direction-b = Eine Einheit mit Blau oben zieht diagonal, und { $dest } liegt von { $origin } aus nicht in dieser Richtung.
rules-plateau-too-far = Das Feld { $dest } ist { $distance } Felder von { $origin } entfernt, aber deine Einheit dort hat { $height } { $height ->
        [one] Scheibe
       *[other] Scheiben
    }, also zieht sie höchstens { $height } weit.
rules-plateau-line-stop = Das Feld { $square } ist kein Halt auf dem Weg von { $origin } nach { $dest }: Halte liegen auf dieser Linie, zwischen den beiden, der Reihe nach.
rules-plateau-no-square = Es gibt kein Feld { $word } in { $typed }: Felder sind a1 bis d4; { -plateau-hint }.
rules-plateau-plain-square = In { $typed } wurde ein einfaches Feld erwartet, nicht { $word }; { -plateau-hint }.
rules-plateau-no-code = Es gibt keine Scheibe { $word } in { $typed }: Ein Code besteht aus den zwei Seiten einer echten Scheibe, die obere Seite zuerst (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).
rules-plateau-no-prisoner = Der Befehl { $typed } nennt keinen Gefangenen: Füge Typbuchstaben hinzu, wie „A M M“.
rules-plateau-no-type = Es gibt keinen Scheibentyp { $word } in { $typed }: Nimm A T RM BM R B M (oder ace, twister, redmask, bluemask, red, blue, mute).
rules-plateau-empty = Eine leere Nachricht ist kein Plateau-Befehl; { -plateau-hint }.
rules-plateau-bad-stomp = Ein stomp wird „stomp d4“ oder „stomp d4!“ geschrieben, nicht { $typed }.
rules-plateau-not-a-command = Kein Plateau-Befehl: { $typed }; { -plateau-hint }.
rules-plateau-bad-onboard = Ein Einsetzen nennt ein Feld und vielleicht „/Höhe“, nicht { $place }.
rules-plateau-bad-origin = Das Ausgangsfeld eines Zuges ist ein Feld, vielleicht mit „!“, nicht { $word }.
rules-plateau-no-destination = Ein Zug nennt sein Zielfeld zuletzt: { $typed } hat keines.
rules-plateau-bad-stop = Ein Halt lautet „a2+k“ oder „a2-k“, nicht { $word }.
rules-plateau-bad-disc = Ungültige Scheibe { $item } in { $stack }.
rules-plateau-bad-prisoner = Ungültiger Gefangenentyp { $item } in pris.{ $letter }.
rules-plateau-unreadable = { $rest } in einer Stellung ist nicht lesbar.
rules-plateau-too-many-pieces = { $owner } hat von einem Typ mehr Scheiben, als der Satz aus zwölf Scheiben enthält.
