# Τουρνουά: δημιουργία, συμμετοχή, αποχώρηση, η έναρξη, κάθε γύρος, το τέλος και η
# βαθμολογία. Ένα όρισμα `heading` είναι έντονο στο Discord· το `place` είναι το
# κανάλι όπου παίζονται οι παρτίδες του τουρνουά (αναφορά στο Discord).

tournaments-title = Τουρνουά { $tournament }: { $name }
tournaments-kind-swiss = ελβετικό, { $rounds ->
    [one] { $rounds } γύρος
   *[other] { $rounds } γύροι
}
tournaments-kind-swiss-open = ελβετικό, οι γύροι ορίζονται στην έναρξη
tournaments-kind-round-robin = πουλ
tournaments-kind-double-round-robin = διπλό πουλ
tournaments-format-swiss = ελβετικό
tournaments-format-round-robin = πουλ
tournaments-terms = { $game } ({ $setup }), { $kind }, ρολόι { $clock }, { $rated ->
    [yes] με βαθμολογία
   *[other] χωρίς βαθμολογία
}
tournaments-place = κανάλι του τουρνουά

## Δημιουργία, συμμετοχή, αποχώρηση, ακύρωση

tournaments-opened = 🏆 { $heading } είναι ανοιχτό: { $terms }. Δήλωσε συμμετοχή με { $command } μέχρι την έναρξη, { $starts } ({ $soon })· οι παρτίδες του παίζονται στο { $place }.
tournaments-opened-sized = 🏆 { $heading } είναι ανοιχτό: { $terms }, { $count ->
    [one] το πολύ { $count } παίκτης
   *[other] το πολύ { $count } παίκτες
}. Δήλωσε συμμετοχή με { $command } μέχρι την έναρξη, { $starts } ({ $soon })· οι παρτίδες του παίζονται στο { $place }.
tournaments-joined = Μπήκες στο { $heading } ({ $count ->
    [one] { $count } παίκτης μέχρι τώρα
   *[other] { $count } παίκτες μέχρι τώρα
}). Αρχίζει { $starts }· με { $command } πριν από τότε δεν χάνεις τίποτα.
tournaments-left = Έφυγες από το { $heading }.
tournaments-withdrew = Αποσύρθηκες από το { $heading }. Οι παρτίδες που τελείωσες μετράνε.
tournaments-withdrew-resigned = Αποσύρθηκες από το { $heading }· { $count ->
    [one] { $count } παρτίδα σε εξέλιξη εγκαταλείφθηκε
   *[other] { $count } παρτίδες σε εξέλιξη εγκαταλείφθηκαν
}. Οι παρτίδες που τελείωσες μετράνε.
tournaments-cancelled = { $heading } ακυρώθηκε.
tournaments-cancelled-running = { $heading } ακυρώθηκε. Οι παρτίδες του που έχουν ήδη αρχίσει συνεχίζονται ως κανονικές παρτίδες.
tournaments-starting = Το τουρνουά { $tournament } ξεκινά.

## Αρνήσεις

tournaments-create-admins-only = Μόνο διαχειριστής του διακομιστή (Διαχείριση διακομιστή) μπορεί να δημιουργήσει τουρνουά.
tournaments-start-admins-only = Μόνο διαχειριστής του διακομιστή ή ο δημιουργός του τουρνουά μπορεί να το ξεκινήσει.
tournaments-cancel-admins-only = Μόνο διαχειριστής του διακομιστή ή ο δημιουργός του τουρνουά μπορεί να το ακυρώσει.
tournaments-game-not-here = Το { $game } δεν παίζεται σε αυτόν τον διακομιστή· εδώ παίζονται: { $games }.
tournaments-bad-format = Το format πρέπει να είναι round robin ή Swiss, όχι { $given }.
tournaments-none-such = Δεν υπάρχει τουρνουά { $tournament } σε αυτόν τον διακομιστή.
tournaments-none-here = Δεν υπάρχει ακόμη τουρνουά σε αυτόν τον διακομιστή.
tournaments-already-in = Είσαι ήδη στο { $title }.
tournaments-full = { $title } είναι πλήρες ({ $count ->
    [one] { $count } παίκτης
   *[other] { $count } παίκτες
}).
tournaments-join-begun = { $title } έχει ήδη αρχίσει· συμμετοχή δηλώνεται μόνο πριν από την έναρξη.
tournaments-join-over = { $title } έχει τελειώσει· συμμετοχή δηλώνεται μόνο πριν από την έναρξη.
tournaments-join-cancelled = { $title } ακυρώθηκε· συμμετοχή δηλώνεται μόνο πριν από την έναρξη.
tournaments-not-in = Δεν είσαι στο { $title }.
tournaments-already-withdrawn = Έχεις ήδη αποσυρθεί από το { $title }.
tournaments-nothing-to-withdraw = { $title } έχει τελειώσει· δεν υπάρχει κάτι για να αποσυρθείς.
tournaments-already-over = { $title } έχει ήδη τελειώσει.
tournaments-start-not-open = { $title } έχει ήδη αρχίσει ή τελειώσει.
tournaments-start-raced = { $title } ξεκίνησε ή ακυρώθηκε στο μεταξύ.
tournaments-too-few = { $title } έχει { $count ->
    [one] { $count } παίκτη
   *[other] { $count } παίκτες
}· χρειάζεται τουλάχιστον { $least } για να ξεκινήσει.
tournaments-needs-a-clock = Ένα τουρνουά χρειάζεται ρολόι, ώστε κάθε παρτίδα να τελειώνει: χρησιμοποίησε standard, relaxed, brisk, ή π.χ. 3d+1d/7d.
tournaments-bad-size = players: ένα τουρνουά τύπου { $format } έχει από { $low } έως { $high } παίκτες, όχι { $given }.
tournaments-rounds-for-swiss = Το rounds είναι για ελβετικό· σε πουλ παίζουν όλοι με όλους (double: δύο φορές).
tournaments-double-for-round-robin = Το double είναι για πουλ· το ελβετικό ζευγαρώνει κάθε ζευγάρι μία φορά.
tournaments-bad-rounds = Το rounds πρέπει να είναι από 1 έως { $high }, όχι { $given }.
tournaments-start-past = start: το { $given } έχει ήδη περάσει· δώσε μεταγενέστερη ημερομηνία.
tournaments-start-too-far = start: το πολύ { $days } ημέρες από τώρα.
tournaments-start-not-a-date = start: το { $given } δεν είναι ημερομηνία· χρησιμοποίησε 2026-06-01, 2026-06-01 18:00 (UTC) ή μια προθεσμία όπως 3d ή 12h.
tournaments-no-abort = Η παρτίδα { $game } είναι παρτίδα τουρνουά και δεν μπορεί να ματαιωθεί· με { $command } τελειώνει (ως ήττα), και όποιος δεν παίξει ποτέ τη χάνει στον χρόνο.

## Νέα στο κανάλι των παρτίδων

tournaments-did-not-start = { $heading } δεν ξεκίνησε: { $count ->
    [one] μπήκε { $count } παίκτης
   *[other] μπήκαν { $count } παίκτες
}, και χρειάζεται τουλάχιστον { $least }. Ακυρώνεται.
tournaments-how-round-robin = πουλ: και οι { $count } παρτίδες αρχίζουν τώρα, του κάθε παίκτη παράλληλα
tournaments-how-double = διπλό πουλ: και οι { $count } παρτίδες αρχίζουν τώρα, του κάθε παίκτη παράλληλα
tournaments-how-swiss = ελβετικό { $rounds } γύρων· ο γύρος 1 αρχίζει τώρα
tournaments-begun = 🏁 { $heading } άρχισε με { $count } παίκτες, { $how }. Το { $command } δείχνει τη βαθμολογία.
tournaments-paired = ♟️ Ο γύρος { $round } από { $rounds } του { $heading } ζευγαρώθηκε: { $count ->
    [one] { $count } παρτίδα αρχίζει
   *[other] { $count } παρτίδες αρχίζουν
} τώρα.
tournaments-paired-bye = ♟️ Ο γύρος { $round } από { $rounds } του { $heading } ζευγαρώθηκε: { $count ->
    [one] { $count } παρτίδα αρχίζει
   *[other] { $count } παρτίδες αρχίζουν
} τώρα. { $player } έχει ρεπό ({ $points } βαθμός).
tournaments-board = { $title }, γύρος { $round }, σκακιέρα { $board }: παρτίδα { $game }.
tournaments-over = 🏆 { $heading } τελείωσε: { $verdict }.
tournaments-over-early = 🏆 { $heading } τελείωσε (τελειώνει νωρίτερα: { $why }): { $verdict }.
tournaments-over-winner = { $players } κερδίζει με { $points } βαθμούς
tournaments-over-shared = { $players } μοιράζονται την πρώτη θέση με { $points } βαθμούς
tournaments-round-unpaired = ο γύρος { $round } δεν μπόρεσε να ζευγαρωθεί ({ $why })
tournaments-too-few-left = έμειναν λιγότεροι από δύο παίκτες

## /tournament show και /tournament list

tournaments-shown = { $heading } — { $terms }· { $status }.
tournaments-players = Παίκτες ({ $count }): { $players }.
tournaments-players-none = Παίκτες (0): κανείς ακόμη.
tournaments-leader = Προηγείται: { $player } με { $points }.
tournaments-pairing = { $game } { $white }–{ $black }
tournaments-playing = Παίζουν: { $games }
tournaments-playing-more = Παίζουν: { $games } …
tournaments-status-open = ανοιχτό, αρχίζει { $starts }
tournaments-status-round = σε εξέλιξη, γύρος { $round } από { $rounds }
tournaments-status-running = σε εξέλιξη
tournaments-status-over = τελείωσε
tournaments-status-cancelled = ακυρώθηκε
tournaments-list-in-a-server = Τα τουρνουά ανήκουν σε διακομιστή· ρώτα σε κάποιον.
tournaments-list-none = Δεν υπάρχουν ακόμη τουρνουά εδώ· ένας διαχειριστής δημιουργεί ένα με { $command }.
tournaments-list-name = { $tournament } { $name }
tournaments-list-item = { $heading } — { $game }, { $kind }, { $count ->
    [one] { $count } παίκτης
   *[other] { $count } παίκτες
}· { $status }
