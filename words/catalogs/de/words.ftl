# Was der Renderer jedes Kanals braucht, gleich welche Nachricht.

# Eine Zahl, mit den Ziffern und Trennzeichen der Sprache geschrieben.
words-number = { $n }

# Nur sichtbar, wenn eine Nachricht in allen Katalogen fehlt: ein Fehler, als solcher protokolliert.
words-missing = Beim Schreiben dieser Nachricht ist etwas schiefgelaufen.

# Ein Discord-Befehl in einer Mail, wenn die Mail selbst keinen Weg dafür hat.
mail-command-on-discord = { $command } auf Discord

# A sentence written before the message model, or a rule's own: shown as it is.
words-verbatim = { $text }
