# Joining and leaving servers (service/servers, bot/cogs/servers.py).
servers-welcome-hello = 👋 Γεια σας! Είμαι το Postboard: επιτραπέζια παιχνίδια δι' αλληλογραφίας (Pinch, Pletore, Les, Plakoto και Plateau), μια κίνηση όποτε έχετε χρόνο, κάθε παρτίδα στο δικό της νήμα.
servers-welcome-admins = Διαχειριστές, πρώτο βήμα: το { $config } επιλέγει το κανάλι όπου παίζονται οι παρτίδες· η ίδια εντολή ορίζει τα επιτρεπόμενα παιχνίδια, το ρολόι, τη γλώσσα και άλλα.
servers-welcome-everyone = Όλοι: το { $help } δείχνει τις εντολές, το { $challenge } ξεκινά μια παρτίδα, το { $rules } εξηγεί κάθε παιχνίδι.
servers-welcome-docs = Ο πλήρης οδηγός είναι το { $readme } στον πηγαίο κώδικα του Postboard.
servers-welcome-back = { $games ->
    [0] 👋 Το Postboard επέστρεψε. Καμία παρτίδα δεν το περίμενε.
    [one] 👋 Το Postboard επέστρεψε: η παρτίδα που είχε ανασταλεί όσο έλειπε συνεχίζεται, με το ρολόι της να τρέχει ξανά.
   *[other] 👋 Το Postboard επέστρεψε: οι { $games } παρτίδες που είχαν ανασταλεί όσο έλειπε συνεχίζονται, με τα ρολόγια τους να τρέχουν ξανά.
}
servers-welcome-back-paused = { $games ->
    [one] Μία παρτίδα μένει σε παύση από συντονιστή μέχρι κάποιος να τη συνεχίσει με το { $command }.
   *[other] { $games } παρτίδες μένουν σε παύση από συντονιστή μέχρι κάποιος να τις συνεχίσει με το { $command }.
}
servers-game-resumed = Η παρτίδα { $game } συνεχίζεται: το Postboard επέστρεψε στον διακομιστή της.
servers-mail-subject-suspended = Η παρτίδα { $game } έχει ανασταλεί
servers-mail-subject-resumed = Η παρτίδα { $game } συνεχίζεται
