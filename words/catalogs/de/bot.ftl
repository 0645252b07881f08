# Was der Discord-Bot selbst sagt, welcher Befehl es auch sei: die Entschuldigung für
# einen Fehler, eine unerreichbare Datenbank, ein Halt, eine volle Warteschlange, eine
# zu späte Antwort.

# Ein Fehler: der Spieler hat nichts falsch gemacht. $command ist /board.
bot-apology = Entschuldigung, bei uns ist etwas schiefgelaufen. Wenn deine Aktion gespeichert wurde, zeigt { $command } sie; sonst versuch es bitte später noch einmal.

# Die Datenbank war nicht erreichbar, bevor etwas getan wurde.
bot-nothing-done = Die Datenbank ist gerade nicht erreichbar, daher wurde nichts getan. Bitte versuch es in einer Minute noch einmal.

# Die Verbindung brach mittendrin ab: die Aktion ist vielleicht gespeichert, vielleicht nicht. $command ist /board.
bot-maybe-done = Die Verbindung zur Datenbank ist dabei abgebrochen, daher weiß ich nicht, ob es gespeichert wurde: { $command } zeigt es, sobald die Datenbank wieder da ist.

# Der Bot hält an (ein Update oder ein Neustart): nichts Neues wird angenommen.
bot-restarting = Postboard startet gerade neu, daher wurde nichts getan. Bitte versuch es in einer Minute noch einmal.

# Zu viele Züge gleichzeitig in diesem Prozess: der Zug wurde abgelehnt, ungespielt. $moves: wie viele in Arbeit sind.
bot-busy = Postboard ist gerade ausgelastet ({ $moves ->
        [one] hier wird { $moves } Zug gespielt
       *[other] hier werden { $moves } Züge gespielt
    }), daher wurde dein Zug nicht gespielt. Bitte schick ihn in ein paar Sekunden noch einmal.

# Die erste Zeile einer Antwort per DM oder im Kanal, weil Discords 15 Minuten dafür abgelaufen waren.
bot-late-answer = Die Antwort auf { $command } kam, nachdem Discord nicht mehr darauf gewartet hat (15 Minuten):
# Dasselbe, wenn die Antwort nicht einem Befehl gilt (einem Button).
bot-late-answer-unnamed = Die Antwort auf deine Anfrage kam, nachdem Discord nicht mehr darauf gewartet hat (15 Minuten):

## Nach einem Zug (bot/outbox.py)

bot-played = Gespielt.
bot-played-in = Gespielt in { $place }.
# $said: die Antwort an den Ziehenden; $place: wo das Brett gepostet wurde.
bot-board-posted-in = { $said } Das Brett ist in { $place } gepostet.
# Eine private Ansicht, die der Bot nicht per DM schicken konnte ($player: ihr Empfänger, erwähnt).
bot-dm-closed-your-move = { $player }, du bist am Zug, aber ich konnte dir keine DM schicken (sind deine DMs geschlossen?), darum erwähne ich dich hier.
bot-dm-closed-view = { $player }, ich konnte dir deine private Ansicht nicht per DM schicken (sind deine DMs geschlossen?).
bot-dm-closed-ping = { $player }, du bist am Zug (deine DMs sind geschlossen, darum erwähne ich dich hier).
# $said: eine der drei Meldungen oben.
bot-dm-closed-hand = { $said } Nutze { $hand } hier: Nur du siehst es.
bot-dm-closed-hand-again = { $said } { $hand } zeigt sie dir.

## Eine Herausforderung beantworten (bot/flows.py)

bot-challenge-accepted = Herausforderung angenommen: Partie { $game } läuft in { $place }.
bot-challenge-declined = Herausforderung { $challenge } ist geschlossen.
