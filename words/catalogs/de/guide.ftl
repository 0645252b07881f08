# Die Regeln jedes Spiels in Kürze (/rules und docs/rules/), und /help.
# Züge, Punkte, Optionen und Markierungen des Bretts sind Argumente: so geschrieben, wie die Regeln sie schreiben.

## Gemeinsam

# Eine Reihe ganzer Zahlen: „4 bis 19“.
guide-range = { $low } bis { $high }
# Eine Auswahl von Werten: „9, 11 oder 13“ ($some: „9, 11“).
guide-either = { $some } oder { $last }
guide-size-option = { $option } { $sizes } Punkte pro Seite (Standard { $default }).
guide-first-black = { $option } wer Schwarz spielt und anfängt (Standard: zufällig).

## Pinch

guide-pinch-tagline = Ein Verbindungsspiel von Craig Duncan (2019): Verbinde deine beiden Ränder; eine L-förmige Zange wandelt gegnerische Steine um, in Kettenreaktionen.
guide-pinch-board = Ein quadratisches Brett aus Punkten: Linien { $a }, { $b }, { $c }… von links, Reihen { $one }, { $two }, { $three }… von unten. Schwarz zieht zuerst und besitzt den unteren und oberen Rand; Weiß besitzt den linken und rechten Rand. Eine Ecke gehört zu ihren beiden Rändern.
guide-pinch-turn = Setze in deinem Zug einen Stein deiner Farbe auf einen beliebigen leeren Punkt. Passen gibt es nicht. Steine bewegen sich nie und verlassen nie das Brett; sie können nur die Farbe wechseln.
guide-pinch-pinch-lead = Zange:
guide-pinch-pinch = Ein gegnerischer Stein mit zwei deiner Steine als Nachbarn im rechten Winkel (einer darüber oder darunter und einer daneben: ein L, nie eine gerade Linie) wechselt zu deiner Farbe, aber nur, wenn mindestens einer der beiden in diesem Zug gesetzt oder umgewandelt wurde.
guide-pinch-chain-lead = Kettenreaktionen:
guide-pinch-chain = Ein in diesem Zug umgewandelter Stein zählt als neu, kann also den nächsten gegnerischen Stein in die Zange nehmen, und so weiter. Zwei alte Steine wandeln nie etwas um, daher ist das Setzen in ein gegnerisches L sicher, bis dein Gegner einen neuen Stein dazusetzt.
guide-pinch-win-lead = Gewinne,
guide-pinch-win = indem du deine beiden Ränder mit einer Kette deiner Steine verbindest, die sich seitlich berühren (diagonale Berührung verbindet nicht). Umgewandelte Steine zählen. Pinch kennt kein Remis.
guide-pinch-pie-lead = Kuchenregel:
guide-pinch-pie = Der zweite Spieler darf auf den ersten Stein von Schwarz mit { $swap } antworten und wird damit Schwarz (dieser Stein gehört nun ihm); der andere Spieler spielt dann Weiß.
guide-pinch-ex-place = setze einen Stein auf e5
guide-pinch-ex-swap = nur im zweiten Zug: übernimm Schwarz und seinen ersten Stein
guide-pinch-ex-pinch = mit Schwarz auf e6 und Weiß auf e5: nimmt e5 in die Zange, der Stein wird schwarz
guide-pinch-caption = Schwarz spielte { $move }: zusammen mit { $black } steht er im rechten Winkel um den weißen Stein { $white }, der schwarz wurde (das kleine { $x }). { $mark } markiert den gerade gesetzten Stein.

## Pletore

guide-pletore-tagline = Ein Gebietsspiel von Luis Bolaños Mures (2021): Punkte gewinnt man durch Sichtlinien; Steine können umgedreht werden; Komi und ein Halbpunkt-Knopf machen Gleichstand unmöglich.
guide-pletore-sight = Ein quadratisches Brett aus Punkten, Linien { $a }… von links, Reihen { $one }… von unten. Sicht: Von jedem Punkt aus blickt man in die vier geraden Richtungen; der erste Stein, auf den man dabei trifft (durch leere Punkte sieht man hindurch), ist das, was der Punkt sieht.
guide-pletore-control-lead = Kontrolle:
guide-pletore-control = Du nimmst einen Punkt in die Zange, wenn er einen deiner Steine oben oder unten und einen links oder rechts sieht. Du kontrollierst ihn, wenn du ihn in der Zange hast und dein Gegner nicht; von beiden oder keinem in der Zange, gehört er niemandem.
guide-pletore-turn-lead = Ein Zug
guide-pletore-turn = ist eines davon: einen Stein auf einen leeren Punkt setzen, den dein Gegner nicht kontrolliert; einen gegnerischen Stein auf einem Punkt umdrehen, den du kontrollierst (er wird deiner); den Knopf nehmen; oder passen, erlaubt nur, wenn der Knopf weg ist und jeder leere Punkt von jemandem kontrolliert wird.
guide-pletore-komi-lead = Komi und Seiten:
guide-pletore-komi = Sofern die Herausforderung kein Komi festlegt, nennt der Herausforderer zuerst das Komi, eine ganze Zahl, die zur Punktzahl von Weiß addiert wird ({ $komi }), dann wählt der Gegner eine Seite ({ $black } oder { $white }). Schwarz macht den ersten Zug auf dem Brett.
guide-pletore-button-lead = Der Knopf
guide-pletore-button = gibt es nur, wenn Komi und Brettgröße beide ungerade oder beide gerade sind. Solange er da ist, darf niemand passen; ihn zu nehmen kostet einen Zug und ist ½ Punkt wert.
guide-pletore-mirror = Auf einem Brett mit gerader Größe darf der erste Stein von Weiß nicht die Halbdrehung des ersten Steins von Schwarz sein (kein Spiegeln).
guide-pletore-end-lead = Ende:
guide-pletore-end = zwei Pässe hintereinander. Deine Punktzahl sind deine Steine plus die leeren Punkte, die du kontrollierst, plus das Komi für Weiß und ½ für wen auch immer den Knopf genommen hat. Gleichstand gibt es nicht.
guide-pletore-komi-option = { $option } legt das Komi von Weiß in der Herausforderung fest (eine ganze Zahl, höchstens die Anzahl der Punkte in die eine oder andere Richtung) und überspringt die Komi- und Seitenzüge; lass es weg, um Komi und Seiten in der Partie zu vereinbaren.
guide-pletore-first-option = { $option } mit { $komi }: wer Schwarz spielt und anfängt (Standard: zufällig). Ohne es nennt der Herausforderer das Komi und der Gegner wählt eine Seite.
guide-pletore-ex-komi = erster Zug der Partie: schlage ein Komi von 7 für Weiß vor
guide-pletore-ex-side = die Antwort auf das Komi: Weiß spielen
guide-pletore-ex-place = setze einen Stein auf b4
guide-pletore-ex-flip = dreh den gegnerischen Stein auf c3 um
guide-pletore-ex-flip-written = dasselbe Umdrehen, ausgeschrieben
guide-pletore-ex-flip-point = noch einmal dasselbe: ein Punkt mit einem gegnerischen Stein bedeutet Umdrehen
guide-pletore-ex-button = nimm den Halbpunkt-Knopf
guide-pletore-ex-pass = passen: erst wenn der Knopf weg ist und jeder leere Punkt kontrolliert wird
guide-pletore-caption = 5×5, Komi 2, Weiß am Zug. { $mark } markiert einen leeren Punkt, den Schwarz kontrolliert: { $point } sieht { $left } links und { $below } unten. { $flipped } sieht { $left } oben und { $below } rechts, also kontrolliert Schwarz auch diesen Punkt und darf den weißen Stein dort umdrehen.

## Les

guide-les-tagline = Ein Setzspiel (2023) auf einem Sechseck aus Dreiecken: jeder Zug ein Stein, der beide Farben berührt, dann ein Stein, der nichts berührt; es entscheiden die Löcher, die du einschließt.
guide-les-board = Steine kommen auf die Punkte eines Sechsecks aus Dreiecken; ein Punkt hat bis zu sechs Nachbarn. Ein Punkt wird nach seiner Reihe benannt, einem Buchstaben von unten, und nach seiner Linie, einer Zahl: Die Linien laufen gerade von rechts unten nach links oben. Das Brett beschriftet beides.
guide-les-setup-lead = Aufbau:
guide-les-setup = Der Herausforderer setzt vier Steine in einem Zug, Schwarz, Weiß, Schwarz, Weiß: die ersten beiden nebeneinander, die letzten beiden auf einer Linie mit einem leeren Punkt dazwischen. Danach wählt der Gegner eine Seite; Schwarz zieht zuerst.
guide-les-points = Ein Kontaktpunkt ist ein leerer Punkt neben mindestens einem schwarzen und einem weißen Stein. Ein einsamer Punkt ist ein leerer Punkt ohne Stein daneben.
guide-les-turn-lead = Ein Zug:
guide-les-turn = Setze zuerst einen Stein auf einen Kontaktpunkt. Hat das Brett (mit diesem Stein) dann noch einen einsamen Punkt, musst du auch einen Stein auf einen einsamen Punkt setzen. Sobald kein einsamer Punkt mehr übrig ist, ist ein Zug ein Stein. Kein Passen, kein Schlagen; Steine bewegen sich nie.
guide-les-end-lead = Ende:
guide-les-end = wenn ein Zug ohne Kontaktpunkt auf dem Brett beginnt, auch wenn noch einsame Punkte übrig sind.
guide-les-holes-lead = Löcher:
guide-les-holes = Eine Gruppe verbundener leerer Punkte ist dein Loch, wenn jeder Stein, der sie berührt, dir gehört (der Brettrand zählt nicht). Mehr Löcher gewinnen; bei Gleichheit die größeren Löcher, das größte zuerst verglichen; dann mehr Steine um sie herum; sonst Remis, auch wenn niemand ein Loch hat.
guide-les-size-option = { $option } Punkte pro Seite des Sechsecks, { $sizes } (Standard { $default }; 7, 9 und 11 sind die üblichen Größen).
guide-les-first-option = Der Herausforderer setzt immer die Startsteine und der Gegner wählt eine Seite, daher ändert { $option } hier nichts.
guide-les-ex-setup = der Aufbau des Herausforderers: Schwarz, Weiß, Schwarz, Weiß
guide-les-ex-side = die Antwort auf den Aufbau: Schwarz spielen
guide-les-ex-turn = ein Zug: Kontaktstein auf e5, dann einsamer Stein auf d1
guide-les-ex-comma = derselbe Zug mit Komma
guide-les-ex-one = ein Zug mit einem Stein, sobald kein einsamer Punkt mehr übrig ist
guide-les-caption = Ein Sechseck der Seitenlänge 4 nach dem Aufbau { $setup } und dem ersten Zug von Schwarz { $turn }: { $contact } berührt den schwarzen { $black } und den weißen { $white }; { $lone } berührt nichts. { $mark } markiert diese beiden Steine.

## Plakoto

guide-plakoto-tagline = Griechisches Backgammon (auch Tsilitón, Tapa, Mahbusa): kein Schlagen; wer auf einem einzelnen gegnerischen Stein landet, setzt ihn fest. Der Bot würfelt; gespielt wird auf Punkte.
guide-plakoto-board = Ein Backgammon-Brett, je 15 Steine, alle beginnen auf deinem eigenen 24er-Punkt. Du ziehst sie hinunter zu deinem 1er-Punkt und würfelst sie aus deinem Heimfeld (Punkte 6 bis 1) heraus. Jeder Spieler zählt die Punkte von seiner eigenen Seite, und so werden auch die Züge geschrieben.
guide-plakoto-dice-lead = Würfel:
guide-plakoto-dice = Zu Beginn eines Matches wirft jeder Spieler einen Würfel (bei Gleichstand nochmal); der höhere beginnt, mit zwei neuen Würfeln. Wer ein Spiel gewinnt, beginnt das nächste. Der Bot wirft jeden Würfel und protokolliert ihn, bevor ihn jemand sieht.
guide-plakoto-turn-lead = Ein Zug:
guide-plakoto-turn = Zieh einen Stein pro Würfel, um dessen Augenzahl; Pasch wird viermal gespielt. Nutze so viele Würfel wie möglich; ist nur einer nutzbar, dann nach Möglichkeit den höheren. Ohne legalen Zug verfällt dein Zug von selbst.
guide-plakoto-pins = Ein Punkt mit zwei oder mehr gegnerischen Steinen ist geschlossen. Wer auf einem einzelnen gegnerischen Stein landet, setzt ihn fest: Er kann nicht ziehen, solange du oben bleibst (kein Schlagen, keine Bar). Ein Punkt, auf dem einer deiner Steine festgesetzt liegt, ist für dich geschlossen.
guide-plakoto-bearing-off-lead = Auswürfeln:
guide-plakoto-bearing-off = Sind alle deine Steine in deinem Heimfeld und keiner festgesetzt, nimm einen Stein mit der genauen Zahl heraus, oder mit einer höheren von deinem höchsten besetzten Punkt.
guide-plakoto-mother-lead = Mutter:
guide-plakoto-mother = dein letzter Stein auf deinem 24er-Punkt. Wird er festgesetzt und hat der Festsetzende keinen Stein mehr auf seinem eigenen 24er-Punkt, gewinnt dieser 2 Punkte. Sind beide Mütter festgesetzt, endet das Spiel remis.
guide-plakoto-winning-lead = Ein Spiel gewinnen:
guide-plakoto-winning = Würfle als Erster alle 15 heraus: 1 Punkt, 2, wenn dein Gegner noch keinen herausgewürfelt hat. Wer zuerst die Matchlänge erreicht, gewinnt das Match.
guide-plakoto-points-option = { $option } die Matchlänge, 1 bis { $most } (Standard { $default }); 1 spielt ein einzelnes Spiel.
guide-plakoto-first-option = { $option } wer Weiß spielt (Standard: zufällig). Die Farben sind nur Optik: Der Eröffnungswurf entscheidet, wer beginnt.
guide-plakoto-ex-two = zwei Steine, einer pro Würfel (hier ein Wurf von 6-4)
guide-plakoto-ex-one = ein Stein spielt beide Würfel
guide-plakoto-ex-dashes = dasselbe, mit Bindestrichen und dem Punkt dazwischen
guide-plakoto-ex-pin = landet auf einem einzelnen gegnerischen Stein und setzt ihn fest (ein Wurf von 6-5)
guide-plakoto-ex-doubles = Pasch 4-4: jeder Sprung zweimal
guide-plakoto-ex-off = Auswürfeln mit 6-5
guide-plakoto-caption = Weiß ({ $white }) spielte { $move } mit 6-5 und setzte den einzelnen schwarzen Stein auf dem 7er-Punkt von Weiß fest: das kleine { $x } am Rand, unter dem weißen Stein. Die Zahlen sind die von Weiß.

## Plateau

guide-plateau-tagline = Jim Albeas Stapelspiel (1986): zweiseitige Scheiben auf einem 4×4-Brett, verdeckte Hände und Seiten, Fesseln, Schlagen und Gefangenenaustausch.
guide-plateau-board = Ein 4×4-Brett, Linien { $first_file }–{ $last_file } und Reihen { $first_rank }–{ $last_rank } von der Seite von Schwarz aus. Jeder Spieler hat 12 Scheiben in einer verdeckten Hand: 4 Stumme { $mute }, 2 Blaue { $blue }, 2 Rote { $red }, eine Blaue Maske { $blue_mask }, eine Rote Maske { $red_mask }, einen Twister { $twister } und ein Ass { $ace } (Seiten: { $blank_face } leer, { $red_face } rot, { $blue_face } blau, { $orange_face } orange; die obere Seite wird zuerst geschrieben). Schwarz zieht zuerst.
guide-plateau-opening-lead = Eröffnung:
guide-plateau-opening = Schwarz, dann Weiß, setzt einen Stapel aus zwei eigenen Scheiben auf ein leeres Randfeld. Danach ist ein Zug eines davon: eine Scheibe aus deiner Hand einsetzen, die oberste Einheit eines eigenen Stapels ziehen, oder Gefangene zum Austausch anbieten.
guide-plateau-onboard-lead = Setze
guide-plateau-onboard = eine Scheibe ein, mit der Seite deiner Wahl nach oben, auf ein leeres Feld oder in einen Stapel neben eine deiner eigenen Scheiben dort: nie auf eine gegnerische Scheibe.
guide-plateau-move-lead = Ziehen:
guide-plateau-move = Deine oberste Einheit (deine Scheiben oben auf einem Stapel) fliegt bis zu so viele Felder weit, wie sie Scheiben hat; ihre obere Seite bestimmt den Weg: rot gerade, blau diagonal, leer beides, orange ein Rösselsprung. Vorher darfst du die oberste Scheibe umdrehen (Masken, Twister, Ass); unterwegs darfst du Scheiben von ihrer Unterseite absetzen oder deine eigenen aufnehmen.
guide-plateau-capture-lead = Schlagen:
guide-plateau-capture = Eine Einheit, die eine Farbe zeigt und auf gegnerischen Scheiben landet, schlägt dort eine davon pro Scheibe deiner obersten Einheit; sie werden deine Gefangenen. Eine leere Einheit darf nicht auf einem Gegner landen. Eine auf einem Gegner abgesetzte farbige Gruppe fesselt ihn. { $stomp } schlägt an Ort und Stelle unter deiner eigenen Einheit.
guide-plateau-exchange-lead = Austausch:
guide-plateau-exchange = Biete Gefangene an ({ $tender }); dein Gegner gibt Gefangene zurück, die genau so viel wert sind, sonst die nächstniedrigere Summe, oder mehr, wenn er will; ablehnen darf er nur, wenn jede Antwort mehr wert wäre, und du erhöhst dann oder ziehst zurück. Werte: Stummer 1, Blauer 4, Roter 5, Blaue Maske 8, Rote Maske 10, Twister 15, Ass 21.
guide-plateau-hidden-lead = Verdeckt:
guide-plateau-hidden = Hände und ungesehene Seiten sind geheim; deine eigene Ansicht kommt per Direktnachricht oder mit { $hand }. { $open } und { $on } nennen eine verdeckte Scheibe, also sende sie nur mit { $move } oder per Direktnachricht.
guide-plateau-win-lead = Gewinne
guide-plateau-win = mit 6 Gefangenen, oder mit 6 deiner Scheiben ununterbrochen in einem Stapel, auch verschüttet. Wer nichts tun kann, passt (der Bot spielt es).
guide-plateau-no-options = Keine Spieloptionen.
guide-plateau-ex-open = Eröffnungsstapel auf a1: ein Stummer, darauf das Ass mit Rot nach oben
guide-plateau-ex-open-white = die Eröffnung von Weiß: ein Blauer, darauf der Twister mit Orange nach oben
guide-plateau-ex-onboard = setze die Blaue Maske mit Blau nach oben auf c2 ein
guide-plateau-ex-onboard-stack = setze einen Stummen in den Stapel auf a1 ein, als seine zweite Scheibe
guide-plateau-ex-flip-move = dreh das Ass auf Blau, dann zieh die Einheit diagonal nach c3
guide-plateau-ex-drop = zieh von a1, lass die unterste Scheibe auf a2, lande auf a3
guide-plateau-ex-jump = der Rösselsprung einer Twister-Einheit, mit Schlagen auf d2
guide-plateau-ex-stomp = schlag die gegnerischen Scheiben unter deiner Einheit auf d4
guide-plateau-ex-tender = biete das Ass an, das du als Gefangenen hältst (21 wert)
guide-plateau-ex-give = beantworte ein Angebot mit Twister, Rot und Stummem (21)
guide-plateau-ex-decline = lehne ein Angebot ab, das jede Antwort überbezahlen würde
guide-plateau-ex-raise = nach einer Ablehnung: ein höheres Angebot
guide-plateau-ex-withdraw = nach einer Ablehnung: zieh das Angebot zurück und spiel weiter
guide-plateau-caption = Nach beiden Eröffnungen spielte Schwarz { $move }: Das Ass, auf Blau gedreht, trug den Stummen darunter zwei Felder diagonal. { $unseen } ist eine noch nicht gezeigte Seite; { $mark } markiert die Felder, die der Zug berührt hat.

## /help und der Rahmen von /rules

guide-help-intro = Postboard veranstaltet Fernpartien (Play-by-Post) in fünf Brettspielen für zwei, Pinch, Pletore, Les, Plakoto und Plateau, zwischen Mitgliedern eines Servers oder gegen den Bot selbst. Eine Partie dauert Tage: Sie bekommt ihren eigenen Thread, jeder Zug wird geprüft und mit einem frischen Brett beantwortet, und die Uhren zählen in Tagen. { $rules } erklärt jedes Spiel.
guide-help-flow-title = So läuft eine Partie
guide-help-flow-challenge = { $command } postet eine Herausforderung mit den Knöpfen { $accept } und { $decline }. Fordere den Bot selbst heraus, um gegen den Computer zu spielen.
guide-help-flow-thread = Nach der Annahme öffnet der Bot einen Thread für die Partie, postet das Brett und pingt, wer zuerst zieht.
# $dm und $numbered: ein Zug per Direktnachricht, allein oder nach einer Partienummer.
guide-help-flow-move = Wenn du dran bist, spiel mit { $command } im Thread (fang an zu tippen: die legalen Züge werden vorgeschlagen), mit den Knöpfen, die eine Partie anbietet, per Direktnachricht an den Bot ({ $dm }, oder { $numbered }, wenn mehrere Partien auf dich warten), oder indem du auf die Mail zu deinem Zug antwortest.
guide-help-flow-wrong = Ein falscher Zug wird nur dir beantwortet, mit dem Grund, und ändert nichts.
guide-help-flow-end = Die Partie endet nach ihren Regeln, mit { $resign }, einem vereinbarten { $draw } oder durch die Uhr. Das Ergebnis wird gepostet und der Thread archiviert; { $history } liefert die Aufzeichnung.
guide-help-group-start = Eine Partie beginnen
guide-help-challenge = { $required }, und wenn du willst { $optional } (siehe { $rules }); ohne { $opponent }: eine offene Herausforderung, die hier jeder annehmen kann, { $ratings } wenn du willst
guide-help-accept = eine Herausforderung an dich annehmen (oder { $accept } drücken)
guide-help-decline = eine Herausforderung an dich ablehnen, oder deine eigene zurückziehen
guide-help-rematch = derselbe Gegner und dasselbe Spiel noch einmal, Plätze getauscht
guide-help-group-play = Spielen
guide-help-move = { $notation } dein Zug; die legalen Züge werden beim Tippen vorgeschlagen
guide-help-board = das aktuelle Brett noch einmal; { $ply } das Brett bei jedem Halbzug
guide-help-hand = Plateau: deine Hand und verdeckten Seiten, nur für dich
guide-help-games = deine laufenden Partien, wartende zuerst; mit { $finished } die beendeten
guide-help-history = die Aufzeichnung der Partie als Textdatei
guide-help-review = geh eine Partie mit ◀ ▶ durch, nur du siehst es
guide-help-replay = eine animierte Wiederholung der ganzen Partie
guide-help-export = die Aufzeichnungen deiner beendeten Partien (oder der von { $user }), eine Datei
guide-help-premove-add = nach deinem Zug: { $condition } sein Zug, { $reply } deine sofortige Antwort
guide-help-premove-list = deine bedingten Züge, nur dir gezeigt
guide-help-premove-clear = verwirf deine bedingten Züge
guide-help-hint = der Vorschlag des Computers, { $level } bis zu dem, was der Server erlaubt
guide-help-analyse = nach einer Partie: die Züge, mit denen der Computer am wenigsten einverstanden war
guide-help-group-explore = Das Analysebrett
guide-help-explore = ein privates Brett, um Züge für beide Seiten zu probieren, ab jetzt oder { $ply }; { $move } spielt einen
guide-help-lines-list = deine Varianten in der Partie, nur für dich
guide-help-lines-open = eine benannte Variante wieder ({ $name })
guide-help-lines-name = benenne deine letzte Variante, um sie zu behalten
guide-help-lines-note = eine Notiz zur Stellung, die sie zeigt
guide-help-lines-queue = ihre nächsten zwei Züge als { $premove }
guide-help-lines-delete = verwirf eine benannte Variante
guide-help-group-offers = Angebote und Enden
guide-help-draw = biete Remis an, oder nimm das deines Gegners an
guide-help-takeback = bitte darum, deinen letzten Zug zurückzunehmen
guide-help-pause = halte die Uhr im Einvernehmen an, oder lass sie weiterlaufen
guide-help-abort = brich eine Partie vor ihrem zweiten Zug ab
guide-help-resign = gib auf, nach einer Bestätigung
guide-help-claim = Gegner ohne Zeit: nimm den Sieg (ein Abbruch, wenn er nie gezogen hat)
guide-help-group-you = Du und deine Zeit
guide-help-settings = wie du von deinen Zügen erfährst: Thread, Direktnachricht, tägliche Übersicht oder Mail; deine Zeitzone
guide-help-block = { $user } keine Herausforderungen oder Pings mehr zwischen euch; ohne Option: wen du blockiert hast
guide-help-unblock = eine Blockierung aufheben
guide-help-privacy-show = was Postboard über dich speichert, warum und wie lange
guide-help-privacy-export = alles als Datei, nur für dich
guide-help-privacy-forget = lösch es, sobald du bestätigst; laufende Partien werden aufgegeben
guide-help-vacation-start = friere deine Uhren in den Partien dieses Servers ein, während du weg bist
guide-help-vacation-stop = zurück aus dem Urlaub: deine Uhren laufen wieder
guide-help-email-link = { $address } schickt dir einen Code per Mail, um per E-Mail zu spielen (unten)
guide-help-email-verify = { $code } der Code aus dieser Mail
guide-help-email-unlink = keine Mails mehr, und deine Adresse wird vergessen
guide-help-email-status = wohin die Mails zu deinen Zügen gehen
guide-help-group-ratings = Wertungen und offene Herausforderungen
guide-help-profile = Wertungen, Bilanz, Serie und letzte Partien; { $user } die von jemand anderem
guide-help-leaderboard = { $game } die am besten Bewerteten, dieses Servers oder ({ $scope }) aller
guide-help-seeks = die offenen Herausforderungen hier; { $accept } nimmt eine an
guide-help-group-tournaments = Turniere
guide-help-tournament-list = die Turniere dieses Servers
guide-help-tournament-show = Spieler, Partien und Tabelle (ein Bild); { $tournament }
guide-help-tournament-join = { $tournament } tritt einem bei, bevor es beginnt
guide-help-tournament-leave = verlassen; nach dem Start zurückziehen (laufende Partien werden aufgegeben)
guide-help-tournament-create = Admins: { $options }…
guide-help-tournament-start = Admins: vor seinem Termin starten
guide-help-tournament-cancel = Admins: absagen
guide-help-group-admins = Server-Admins
guide-help-postboard-config = Spiele, Kanal, Uhr, die Webliste und mehr für diesen Server
guide-help-postboard-game = Moderatoren: { $action } eine Partie dieses Servers abbrechen, entscheiden, anhalten oder fortsetzen, mit Grund
guide-help-postboard-status = Moderatoren: die Partien dieses Servers auf einen Blick, privat: Zeit, ruhende Partien, Mail, Fehler
guide-help-group-learn = Lernen
guide-help-help = dieser Überblick
guide-help-rules = { $game } die Regeln eines Spiels in Kürze, ein Diagramm und die Zugnotation
guide-help-game-option = Befehle zu einer Partie nehmen { $game } (ihre Nummer), wenn sie außerhalb des Threads der Partie benutzt werden.
guide-help-email-title = Per E-Mail spielen
guide-help-email = Wenn der Admin des Servers Mail eingerichtet hat: { $link }, dann { $verify } mit dem Code, den du per Mail bekommst. Deine Züge kommen dann per Mail, mit dem Brett; antworte mit deinem Zug in der ersten Zeile ({ $pinch }, { $plakoto }), genau wie bei { $move }. { $settings } schaltet zurück.
guide-help-docs = Die vollständigen Regeln jedes Spiels: { $docs } im Quellcode von Postboard ({ $rules } fasst sie zusammen).
guide-help-rules-title = { $game }: die Regeln in Kürze
guide-help-rules-moves = Züge (tippe sie mit { $command })
guide-help-rules-options = Optionen der Herausforderung
guide-help-rules-more = Mehr
guide-help-rules-more-text = Die vollständigen Regeln: { $docs } im Quellcode von Postboard. { $help } listet die Befehle auf.
guide-help-games-title = Die Spiele
