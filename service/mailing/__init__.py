"""What the service knows of e-mail: players' proven addresses, and which mails a change
to a game causes (queued with that change). How a mail looks and travels is the mail
channel's business (``mail/``)."""
