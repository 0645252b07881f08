# Discords eigene Befehlsliste: die Beschreibung jedes Befehls und jeder Option und
# jede Auswahl, so wie Discord sie Spielern zeigt, deren Client auf diese Sprache steht.
# Befehls- und Optionsnamen und die Werte, die man tippt (standard, 3d+1d, all),
# bleiben englisch. Discord nimmt höchstens 100 Zeichen.

## /challenge

cmd-challenge-description = Fordere jemanden zu einer Partie heraus, oder alle hier.
cmd-challenge-opt-game-description = welches Spiel
cmd-challenge-opt-opponent-description = gegen wen du spielen willst; leer lassen, damit jeder hier annehmen kann (offene Herausforderung)
cmd-challenge-opt-size-description = Brettgröße (Pinch: 9, 11 oder 13, Standard 11; Pletore: 4 bis 19, Standard 13)
cmd-challenge-opt-komi-description = Pletore: ein festes Komi für Weiß; leer lassen, um es in der Partie vorzuschlagen
cmd-challenge-opt-points-description = Plakoto: die Matchlänge in Punkten (Standard 5)
cmd-challenge-opt-first-description = wer zuerst zieht
cmd-challenge-opt-expires-description = Stunden, die die Herausforderung offen bleibt (Standard 48)
cmd-challenge-opt-clock-description = Bedenkzeit: standard (3d+1d, max. 7d), relaxed, brisk, none oder z. B. 2d+12h/5d
cmd-challenge-opt-timeout-description = Zeit um: Partie endet (auto) oder Gegner kann /claim nutzen (Standard: wie der Server, sonst auto)
cmd-challenge-opt-level-description = gegen den Computer (fordere mich heraus): 1 (am leichtesten) bis 5 (am stärksten), Standard 3
cmd-challenge-opt-rated-description = ob das Ergebnis für die Wertung zählt (Standard ja; nie gegen den Computer)
cmd-challenge-opt-min_rating-description = offene Herausforderungen: die niedrigste Wertung, die annehmen darf
cmd-challenge-opt-max_rating-description = offene Herausforderungen: die höchste Wertung, die annehmen darf

## /accept

cmd-accept-description = Nimm eine Herausforderung an dich an, oder eine offene hier.
cmd-accept-opt-challenge-description = die Nummer der Herausforderung, falls du mehrere hast
cmd-accept-opt-seek-description = die Nummer einer offenen Herausforderung (siehe /seeks)

## /decline

cmd-decline-description = Lehne eine Herausforderung an dich ab, oder zieh deine eigene zurück.
cmd-decline-opt-challenge-description = die Nummer der Herausforderung, falls du mehrere hast
cmd-decline-opt-seek-description = die Nummer deiner offenen Herausforderung, die du zurückziehst

## /move

cmd-move-description = Mach einen Zug in deiner Partie.
cmd-move-opt-notation-description = dein Zug, z. B. e5 (tippe los, um die erlaubten Züge zu sehen)
cmd-move-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-move-opt-ply-description = der Halbzug auf dem Brett, auf das du antwortest: der Zug wird abgelehnt, wenn die Partie weiter ist

## /board

cmd-board-description = Zeige das Brett einer Partie, jetzt oder nach einem beliebigen Halbzug.
cmd-board-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-board-opt-ply-description = zeige das Brett nach so vielen Halbzügen (0: der Anfang); /review geht sie durch

## /hand

cmd-hand-description = Sieh deine Hand und verdeckten Seiten, privat (Plateau).
cmd-hand-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /resign

cmd-resign-description = Gib eine Partie auf (mit Rückfrage).
cmd-resign-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /games

cmd-games-description = Liste laufende Partien (wartende zuerst) oder beendete auf.
cmd-games-opt-user-description = jemand anderes, dessen Partien du sehen willst (in einer DM: eure gemeinsamen)
cmd-games-opt-finished-description = zeige stattdessen beendete Partien, neueste zuerst, mit Ergebnissen und Protokollen
cmd-games-opt-game-description = mit finished: nur dieses Spiel

## /history

cmd-history-description = Lade das Protokoll einer Partie als Textdatei herunter.
cmd-history-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /premove

cmd-premove-description = Bedingte Züge: spielt dein Gegner X, antwortest du sofort mit Y.
cmd-premove-add-description = Nach deinem Zug: spielt er X, antworte sofort mit Y.
cmd-premove-add-opt-if-description = der Zug deines Gegners, auf den du wartest, z. B. d4 (tippe los, um sie zu sehen)
cmd-premove-add-opt-then-description = deine Antwort, wenn er ihn spielt, z. B. c3
cmd-premove-add-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-premove-list-description = Deine bedingten Züge in einer Partie (nur für dich).
cmd-premove-list-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-premove-clear-description = Verwirf deine bedingten Züge in einer Partie.
cmd-premove-clear-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /claim

cmd-claim-description = Beende die Partie, wenn die Zeit des Gegners um ist: ein Sieg, oder Abbruch, wenn er nie zog.
cmd-claim-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /vacation

cmd-vacation-description = Halte deine Uhren an, solange du weg bist (ein jährliches Kontingent an Tagen).
cmd-vacation-start-description = Geh in den Urlaub: deine Uhren stehen still.
cmd-vacation-stop-description = Zurück aus dem Urlaub: deine Uhren laufen wieder.

## /settings

cmd-settings-description = Wie du von deinen Partien erfährst; ohne Option zeigt er deine Einstellungen.
cmd-settings-opt-notify-description = wie du erfährst, dass du am Zug bist
cmd-settings-opt-remind_dm-description = Uhr-Erinnerungen auch per DM bekommen
cmd-settings-opt-remind_hours-description = wie viele Stunden vor deiner Frist die Erinnerung kommt (1 bis 72)
cmd-settings-opt-confirm-description = /move zeigt dir erst das Brett nach deinem Zug, mit Bestätigen / Abbrechen

## /postboard

cmd-postboard-description = Postboards Einstellungen für diesen Server, und die Moderation seiner Partien.
cmd-postboard-config-description = Standards des Servers; ohne Option werden sie angezeigt.
cmd-postboard-config-opt-games-description = die hier erlaubten Spiele, durch Kommas getrennt (z. B. pinch, les), oder all
cmd-postboard-config-opt-channel-description = der Kanal für Herausforderungen und Partie-Threads
cmd-postboard-config-opt-clock-description = Standard-Bedenkzeit: standard, relaxed, brisk, none oder z. B. 3d+1d/7d
cmd-postboard-config-opt-timeout-description = Standard bei Zeitablauf: die Partie endet, oder der Gegner kann sie beanspruchen
cmd-postboard-config-opt-vacation_days-description = Urlaubstage pro Spieler und Jahr (0 bis 365)
cmd-postboard-config-opt-hints-description = der stärkste Computer (Stufe 1-5), den Spieler mit /hint um einen Zug bitten dürfen (Standard aus)
cmd-postboard-config-opt-web_list-description = die Webliste der Partien dieses Servers (in für alle lesbaren Kanälen): an, aus oder neuer Link
cmd-postboard-config-opt-reset-description = setze eine Einstellung (oder alle) auf den eingebauten Standard zurück
cmd-postboard-config-opt-abandon_days-description = Tage ohne Zug, bevor eine Partie ohne Uhr beansprucht werden darf (4 bis 365, 0 nie; Standard 14)
cmd-postboard-config-opt-moderator_role-description = die Rolle, deren Mitglieder hier Partien moderieren dürfen (neben „Server verwalten“)
cmd-postboard-game-description = Eine Partie dieses Servers moderieren: abbrechen, entscheiden, anhalten, fortsetzen.
cmd-postboard-game-opt-action-description = was mit der Partie geschehen soll
cmd-postboard-game-opt-reason-description = warum: wird mit dem Protokoll der Partie aufbewahrt und in ihrem Thread gepostet
cmd-postboard-game-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-postboard-game-opt-winner-description = entscheiden: der Spieler, dem die Partie zugesprochen wird
cmd-postboard-game-opt-draw-description = entscheiden: Remis statt eines Siegers
cmd-postboard-status-description = Die Partien dieses Servers auf einen Blick: Zeit, ruhende Partien, Mail, Fehler.
cmd-postboard-status-opt-idle_days-description = wie viele Tage ohne Zug eine Partie ruhend machen (Standard: abandon_days)

## /draw

cmd-draw-description = Biete Remis an, oder nimm das Angebot deines Gegners an.
cmd-draw-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /takeback

cmd-takeback-description = Bitte darum, deinen letzten Zug zurückzunehmen (dein Gegner entscheidet).
cmd-takeback-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /pause

cmd-pause-description = Halte die Uhr dieser Partie im Einvernehmen an, oder lass sie weiterlaufen.
cmd-pause-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /abort

cmd-abort-description = Brich eine Partie vor ihrem zweiten Zug ab (ohne Ergebnis).
cmd-abort-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /rematch

cmd-rematch-description = Fordere deinen Gegner erneut heraus, mit getauschten Seiten.
cmd-rematch-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /hint

cmd-hint-description = Frag den Computer, welchen Zug er spielen würde (wenn erlaubt).
cmd-hint-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-hint-opt-level-description = welcher Computer, 1 (am leichtesten) bis 5; Standard: der stärkste, den der Server erlaubt

## /analyse

cmd-analyse-description = Nach einer Partie: die Züge, bei denen der Computer am meisten widersprach (privat).
cmd-analyse-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /email

cmd-email-description = Bekomm deine Züge per Mail und spiele, indem du antwortest.
cmd-email-link-description = Schicke einen Code an diese Adresse, um zu zeigen, dass sie dir gehört.
cmd-email-link-opt-address-description = die Adresse für deine Zug-Mails
cmd-email-verify-description = Der Code aus der Mail, die /email link geschickt hat.
cmd-email-verify-opt-code-description = die sechs Ziffern aus der Mail
cmd-email-unlink-description = Keine Mails mehr, und deine Adresse wird vergessen.
cmd-email-status-description = An welche Adresse deine Partien gehen, falls an eine.

## /help

cmd-help-description = Was Postboard kann, seine Befehle, ein Spiel.

## /rules

cmd-rules-description = Die Regeln eines Spiels in Kürze, mit Diagramm und Zügen.
cmd-rules-opt-game-description = welches Spiel (leer lassen für die Liste der Spiele)

## /tournament

cmd-tournament-description = Rundenturniere und Schweizer System: mitmachen, Tabelle verfolgen.
cmd-tournament-create-description = Erstelle ein Turnier (Server-Admins).
cmd-tournament-create-opt-game-description = welches Spiel
cmd-tournament-create-opt-format-description = Rundenturnier oder Schweizer System
cmd-tournament-create-opt-clock-description = Bedenkzeit jeder Partie: standard (3d+1d, max. 7d), relaxed, brisk oder z. B. 2d+12h/5d
cmd-tournament-create-opt-rated-description = ob die Partien für die Wertung zählen (Standard ja)
cmd-tournament-create-opt-rounds-description = Schweizer System: wie viele Runden (Standard: genug für das Feld)
cmd-tournament-create-opt-double-description = Rundenturnier: jedes Paar spielt zweimal, mit getauschten Farben
cmd-tournament-create-opt-players-description = höchstens so viele Spieler dürfen mitmachen
cmd-tournament-create-opt-start-description = Beginn: 2026-06-01, 2026-06-01 18:00 (UTC) oder eine Frist wie 3d (Standard eine Woche)
cmd-tournament-create-opt-name-description = sein Name
cmd-tournament-create-opt-size-description = Brettgröße (Pinch: 9, 11 oder 13; Pletore: 4 bis 19)
cmd-tournament-create-opt-komi-description = Pletore: ein festes Komi für Weiß
cmd-tournament-create-opt-points-description = Plakoto: die Matchlänge in Punkten
cmd-tournament-join-description = Tritt einem Turnier bei, bevor es beginnt.
cmd-tournament-join-opt-tournament-description = die Nummer des Turniers (siehe /tournament list)
cmd-tournament-leave-description = Verlasse ein Turnier; hat es begonnen, zieh dich zurück.
cmd-tournament-leave-opt-tournament-description = die Nummer des Turniers (siehe /tournament list)
cmd-tournament-start-description = Starte ein Turnier jetzt (Server-Admins).
cmd-tournament-start-opt-tournament-description = die Nummer des Turniers (siehe /tournament list)
cmd-tournament-cancel-description = Sage ein Turnier ab (Server-Admins).
cmd-tournament-cancel-opt-tournament-description = die Nummer des Turniers (siehe /tournament list)
cmd-tournament-show-description = Spieler, Partien und Tabelle eines Turniers.
cmd-tournament-show-opt-tournament-description = die Nummer des Turniers (Standard: das neueste hier)
cmd-tournament-list-description = Die Turniere dieses Servers.

## /review

cmd-review-description = Geh eine Partie Zug für Zug durch, nur du siehst es.
cmd-review-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-review-opt-ply-description = der Halbzug, bei dem es losgeht: 0 ist der Anfang (Standard: der letzte)

## /replay

cmd-replay-description = Eine animierte Wiederholung einer Partie, ein Bild pro Zug.
cmd-replay-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)

## /export

cmd-export-description = Lade die Protokolle beendeter Partien als eine Datei herunter.
cmd-export-opt-user-description = jemand anderes, dessen beendete Partien du willst (in einer DM: eure gemeinsamen)

## /profile

cmd-profile-description = Wertungen, Bilanz, Serie und letzte Partien eines Spielers.
cmd-profile-opt-user-description = wessen Profil (Standard: deins)

## /leaderboard

cmd-leaderboard-description = Die bestbewerteten Spieler eines Spiels.
cmd-leaderboard-opt-game-description = welches Spiel
cmd-leaderboard-opt-scope-description = die Spieler dieses Servers (Standard) oder aller Server
cmd-leaderboard-opt-page-description = welche Seite (10 Spieler pro Seite)

## /seeks

cmd-seeks-description = Die offenen Herausforderungen, die jeder hier annehmen kann.

## choices

cmd-choice-random = zufällig
cmd-choice-me-the-challenger = ich (der Herausforderer)
cmd-choice-my-opponent = mein Gegner
cmd-choice-the-game-ends-auto = die Partie endet (auto)
cmd-choice-the-opponent-may-claim-the-win = der Gegner kann den Sieg beanspruchen
cmd-choice-a-ping-in-the-game-s-thread = ein Ping im Thread der Partie
cmd-choice-a-dm-with-the-board-on-my-turn = eine DM mit dem Brett, wenn ich am Zug bin
cmd-choice-a-daily-digest-dm-instead-of-every-move = eine tägliche Übersicht per DM statt jedes Zugs
cmd-choice-a-mail-with-the-board-see-email = eine Mail mit dem Brett (siehe /email)
cmd-choice-off = aus
cmd-choice-up-to-level-1 = bis Stufe 1
cmd-choice-up-to-level-2 = bis Stufe 2
cmd-choice-up-to-level-3 = bis Stufe 3
cmd-choice-up-to-level-4 = bis Stufe 4
cmd-choice-up-to-level-5 = bis Stufe 5
cmd-choice-on-game-pages-link-to-this-server-s-list = an: Partieseiten verlinken auf die Liste dieses Servers
cmd-choice-off-no-list-and-no-link-to-it = aus: keine Liste und kein Link darauf
cmd-choice-new-link-the-old-link-stops-working = neuer Link: der alte funktioniert nicht mehr
cmd-choice-all = alle
cmd-choice-level-1 = Stufe 1
cmd-choice-level-2 = Stufe 2
cmd-choice-level-3 = Stufe 3
cmd-choice-level-4 = Stufe 4
cmd-choice-level-5 = Stufe 5
cmd-choice-round-robin-everyone-plays-everyone-all-games-at-once = Rundenturnier (jeder gegen jeden, alle Partien gleichzeitig)
cmd-choice-swiss-rounds-paired-by-score = Schweizer System (Runden, nach Punkten gepaart)
cmd-choice-this-server = dieser Server
cmd-choice-all-servers = alle Server

# Time zones and languages (issue 29)
cmd-settings-opt-timezone-description = wo du bist, z. B. Europe/Berlin (tippe eine Stadt an); sonst UTC
cmd-postboard-config-opt-language-description = die Sprache der Beiträge dieses Servers, oder die des Servers selbst
cmd-choice-the-server-s-own-its-primary-language-on-discord = die des Servers (seine Hauptsprache auf Discord)

## issue 31: the board in words
cmd-board-opt-text-description = das Brett in Worten, Reihe für Reihe vorgelesen, statt des Bildes
cmd-settings-opt-board-description = wie Bretter kommen, die nur du siehst: das Bild, in Worten oder beides
cmd-choice-the-picture = das Bild
cmd-choice-the-board-in-words-read-aloud = das Brett in Worten, zum Vorlesen
cmd-choice-both = beides

## issue 32: Blockieren
cmd-block-description = Hindere einen Spieler, dich herauszufordern oder zu pingen; ohne Option: wen du blockiert hast.
cmd-block-opt-user-description = der zu blockierende Spieler (weglassen, um zu sehen, wen du blockiert hast)
cmd-unblock-description = Hebe eine Blockierung auf: Der Spieler darf dich wieder herausfordern.
cmd-unblock-opt-user-description = der Spieler, dessen Blockierung du aufhebst
cmd-choice-abort-end-it-with-no-result = abbrechen: ohne Ergebnis beenden
cmd-choice-adjudicate-decide-the-result = entscheiden: das Ergebnis festlegen
cmd-choice-pause-no-moves-until-it-is-resumed = anhalten: keine Züge, bis sie fortgesetzt wird
cmd-choice-resume-the-game-goes-on = fortsetzen: die Partie geht weiter

## issue 32: Datenrechte
cmd-privacy-description = Was Postboard über dich speichert: ansehen, herunterladen oder löschen.
cmd-privacy-show-description = Was Postboard über dich speichert, warum und wie lange.
cmd-privacy-export-description = Alles, was Postboard über dich speichert, als Datei nur für dich.
cmd-privacy-forget-description = Lösche, was Postboard über dich speichert, sobald du bestätigst.

## issue 33: die eigene Seite eines Spielers
cmd-web-description = Deine eigene Webseite einer Partie: ein privater Link dorthin, oder alle ungültig machen.
cmd-web-link-description = Ein privater Link zu deiner eigenen Seite einer Partie, zum Ansehen und Spielen.
cmd-web-link-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-web-revoke-description = Macht alle Links zu den Seiten deiner Partien ungültig.

## /explore und /lines

cmd-explore-description = Ein privates Brett, um Züge für beide Seiten zu probieren; nur du siehst es.
cmd-explore-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-explore-opt-ply-description = bei diesem Halbzug beginnen: 0 ist der Anfang (Standard: jetzt)
cmd-explore-opt-move-description = ein Zug zum Probieren, z. B. e5 (tippe los, um die legalen zu sehen)
cmd-lines-description = Deine aufbewahrten Varianten des Analysebretts (/explore), nur für dich.
cmd-lines-list-description = Deine Varianten in einer Partie, die neueste zuerst.
cmd-lines-list-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-lines-open-description = Zeig eine benannte Variante wieder, wo du sie verlassen hast.
cmd-lines-open-opt-name-description = der Name der Variante (tippe los, um deine zu sehen)
cmd-lines-open-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-lines-delete-description = Verwirf eine benannte Variante endgültig.
cmd-lines-delete-opt-name-description = der Name der Variante (tippe los, um deine zu sehen)
cmd-lines-delete-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-lines-name-description = Benenne deine letzte Variante, um sie aufzubewahren, oder benenne sie um.
cmd-lines-name-opt-name-description = der Name, den sie bekommen soll
cmd-lines-name-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-lines-note-description = Eine Notiz zur Stellung, die deine letzte Variante zeigt.
cmd-lines-note-opt-text-description = was du dazu notieren willst
cmd-lines-note-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
cmd-lines-queue-description = Stell die nächsten zwei Züge deiner letzten Variante als /premove ein.
cmd-lines-queue-opt-game-description = die Nummer der Partie (nur außerhalb ihres Threads nötig)
