"""The bot's buttons: persistent game and offer buttons (``buttons``) and the review
stepper's (``review_buttons``). Each callback asks the service; none holds game logic."""
