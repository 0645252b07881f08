# Blockieren: /block und /unblock (service/preferences/blocks.py). Jede Antwort sieht
# nur, wer gefragt hat; $player ist der andere Spieler, $unblock und $block die Befehle.

block-done = Du hast { $player } blockiert. Keiner von euch kann den anderen mehr herausfordern oder seine offenen Herausforderungen annehmen, und seine Angebote in einer Partie, die ihr noch zusammen spielt, pingen dich nicht mehr. Partien, die zwischen euch schon laufen, gehen weiter wie bisher. { $unblock } hebt die Blockierung auf.
block-already = Du hast { $player } schon blockiert. { $unblock } hebt die Blockierung auf.
block-self = Du kannst dich nicht selbst blockieren.
block-bot = Bots lassen sich nicht blockieren: Sie fordern niemanden heraus und bitten dich um nichts. Wenn du nicht mehr gegen den Computer spielen willst, fordere ihn einfach nicht heraus.
# $count ist die größte Zahl von Spielern, die jemand blockieren kann.
block-cap = Du hast { $count } Spieler blockiert, mehr geht nicht; hebe zuerst mit { $unblock } eine Blockierung auf.
unblock-done = Du hast die Blockierung von { $player } aufgehoben: Ihr könnt euch wieder herausfordern.
unblock-not-blocked = Du hast { $player } nicht blockiert, es gibt also nichts aufzuheben. { $block } blockiert einen Spieler.
block-list-none = Du hast niemanden blockiert. { $block } blockiert einen Spieler.
# Der Kopf der Liste der blockierten Spieler; $count ist, wie viele.
block-list-head = { $count ->
    [one] Du hast einen Spieler blockiert:
   *[other] Du hast { $count } Spieler blockiert:
}
# Ein blockierter Spieler; $since ist das Datum der Blockierung.
block-list-item = • { $player }, seit { $since }
block-list-how = { $unblock } hebt eine Blockierung auf.
# Eine neue Partie abgelehnt, weil der Fragende den anderen Spieler blockiert hat.
block-you-blocked = Du hast { $player } blockiert; hebe das zuerst mit { $unblock } auf, um gegen diesen Spieler zu spielen.
# Eine neue Partie abgelehnt, weil der andere Spieler den Fragenden blockiert hat: mehr nicht.
block-refused = { $player } nimmt keine Herausforderungen von dir an.
