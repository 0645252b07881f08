# What every channel's renderer needs, whatever the message.

# A count written out with the locale's digits and grouping.
words-number = { $n }

# Shown only when a message is missing from every catalog: a bug, logged as such.
words-missing = Something went wrong while writing this message.

# A Discord command named in a mail, when the mail has no way of its own to do it.
mail-command-on-discord = { $command } on Discord

# A sentence written before the message model, or a rule's own: shown as it is.
words-verbatim = { $text }
