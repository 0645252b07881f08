"""What players and servers choose: a player's /settings (``player``), a server's
/postboard config (``server``) and which game channels everyone can read (``visibility``)."""
