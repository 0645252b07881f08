"""What both players must agree to: a draw, a takeback, a pause, an abort before the game
has begun, and a rematch after it (``desk.AgreementDesk``)."""
