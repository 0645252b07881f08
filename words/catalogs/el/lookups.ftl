# Ό,τι αναζητούν οι παίκτες: προφίλ, κατατάξεις, εξαγωγές, αναδρομές, επαναλήψεις, αναλύσεις.

## Σελίδες μιας λίστας

lookups-page-out-of-range = το page πρέπει να είναι από 1 έως { $most }, όχι { $page }.

## Κρυφά κομμάτια (Plateau)

lookups-private-only = Αυτή η κίνηση κατονομάζει ένα κρυφό κομμάτι, οπότε μπορεί να σταλεί μόνο ιδιωτικά: χρησιμοποίησε το { $command } (μόνο εσύ βλέπεις την απάντηση). Δεν παίχτηκε τίποτα.

## Προφίλ

lookups-profile-title = Προφίλ του/της { $player }
lookups-profile-ratings = Βαθμολογίες
# $game: το όνομα του παιχνιδιού· $rating: «1623 ±45», με «?» μετά από προσωρινή βαθμολογία.
lookups-profile-rating = { $game }: { $rating } ({ $games ->
    [one] { $games } βαθμολογημένη
   *[other] { $games } βαθμολογημένες
})
lookups-profile-no-ratings = Καμία ακόμα: παίξε μια βαθμολογημένη παρτίδα.
lookups-profile-record = Απολογισμός
lookups-profile-record-key = (νίκες–ήττες–ισοπαλίες)
lookups-profile-tally = { $game }: { $won }–{ $lost }–{ $drawn }
lookups-profile-no-record = Καμία ολοκληρωμένη παρτίδα ακόμα.
lookups-profile-streak = Σερί
lookups-profile-latest = Τελευταίες παρτίδες
lookups-profile-no-latest = Καμία για να φανεί εδώ.
lookups-streak-none = κανένα ακόμα
lookups-streak-won = { $count ->
    [one] { $count } νίκη
   *[other] { $count } νίκες
}
lookups-streak-lost = { $count ->
    [one] { $count } ήττα
   *[other] { $count } ήττες
}
lookups-streak-drawn = { $count ->
    [one] { $count } ισοπαλία
   *[other] { $count } ισοπαλίες
}
# Σερί τόσο μακρύ όσο οι παρτίδες που εξετάστηκαν: τουλάχιστον $count.
lookups-streak-won-more = { $count }+ νίκες
lookups-streak-lost-more = { $count }+ ήττες
lookups-streak-drawn-more = { $count }+ ισοπαλίες

## Κατατάξεις

lookups-scope-unknown = το scope πρέπει να είναι server ή all, όχι '{ $scope }'.
lookups-leaderboard-title = Κατάταξη { $game } — αυτός ο διακομιστής
lookups-leaderboard-title-all = Κατάταξη { $game } — όλοι οι διακομιστές
# $rank: «3.»
lookups-leaderboard-row = { $rank } { $player } { $rating } · { $games ->
    [one] { $games } βαθμολογημένη
   *[other] { $games } βαθμολογημένες
}
lookups-leaderboard-empty = Κανείς ακόμα: οι βαθμολογίες έρχονται με τις βαθμολογημένες παρτίδες.
lookups-leaderboard-provisional = { $mark }: προσωρινή, μετά τις παγιωμένες βαθμολογίες.

## Εξαγωγές ολοκληρωμένων παρτίδων

lookups-export-yours = { $count ->
    [one] Η καταγραφή της { $count } ολοκληρωμένης παρτίδας σου, πρώτα η πιο πρόσφατη.
   *[other] Οι καταγραφές των { $count } ολοκληρωμένων παρτίδων σου, πρώτα οι πιο πρόσφατες.
}
lookups-export-yours-server = { $count ->
    [one] Η καταγραφή της { $count } ολοκληρωμένης παρτίδας σου σε αυτόν τον διακομιστή, πρώτα η πιο πρόσφατη.
   *[other] Οι καταγραφές των { $count } ολοκληρωμένων παρτίδων σου σε αυτόν τον διακομιστή, πρώτα οι πιο πρόσφατες.
}
lookups-export-together = { $count ->
    [one] Η καταγραφή { $count } ολοκληρωμένης παρτίδας του/της { $player } μαζί σου, πρώτα η πιο πρόσφατη.
   *[other] Οι καταγραφές { $count } ολοκληρωμένων παρτίδων του/της { $player } μαζί σου, πρώτα οι πιο πρόσφατες.
}
lookups-export-theirs-server = { $count ->
    [one] Η καταγραφή { $count } ολοκληρωμένης παρτίδας του/της { $player } σε αυτόν τον διακομιστή, πρώτα η πιο πρόσφατη.
   *[other] Οι καταγραφές { $count } ολοκληρωμένων παρτίδων του/της { $player } σε αυτόν τον διακομιστή, πρώτα οι πιο πρόσφατες.
}
lookups-export-capped = Εδώ είναι μόνο οι { $most } πιο πρόσφατες: μια εξαγωγή χωράει το πολύ { $most } παρτίδες (το { $command } δίνει οποιαδήποτε άλλη).
lookups-export-format = Η μορφή εξηγείται στο { $file }, στον πηγαίο κώδικα του Postboard.
lookups-export-none-yours = Δεν έχεις ακόμα ολοκληρωμένες παρτίδες, οπότε δεν υπάρχει τίποτα για εξαγωγή.
lookups-export-none-yours-server = Δεν έχεις ακόμα ολοκληρωμένες παρτίδες σε αυτόν τον διακομιστή, οπότε δεν υπάρχει τίποτα για εξαγωγή.
lookups-export-none-together = Δεν έχεις ολοκληρωμένες παρτίδες με τον/την { $player }: σε προσωπικό μήνυμα εξάγω μόνο αυτές.
lookups-export-none-theirs-server = Ο/Η { $player } δεν έχει ακόμα ολοκληρωμένες παρτίδες σε αυτόν τον διακομιστή.

## Ματιά πίσω σε μια παρτίδα: /board ply:, /review, /replay

lookups-ply-none-yet = Η παρτίδα { $game } δεν έχει ακόμα κινήσεις· το ply πρέπει να είναι 0.
lookups-ply-out-of-range = { $plies ->
    [one] Η παρτίδα { $game } έχει { $plies } ημικίνηση· το ply πρέπει να είναι από 0 έως { $last }.
   *[other] Η παρτίδα { $game } έχει { $plies } ημικινήσεις· το ply πρέπει να είναι από 0 έως { $last }.
}
lookups-review-start = Η αρχική θέση.
# $entry: μια καταχώριση της παρτίδας όπως τη λέει το νήμα (εγκατάλειψη, συμφωνημένη ισοπαλία).
lookups-review-entry = { $entry }.
lookups-review-roll = 🎲 { $roll }.
lookups-review-passed = Ο/Η { $player } πάσαρε.
lookups-review-played = Ο/Η { $player } έπαιξε { $move }.
lookups-review-played-hidden = Ο/Η { $player } έκανε μια κίνηση.
lookups-review-own-view = Η δική σου όψη, με τις κρυφές σου πλευρές: μόνο εσύ το βλέπεις αυτό.
lookups-board-at = { $title }, ημικίνηση { $ply } από { $plies }: { $line }
lookups-review-at = { $title }, ημικίνηση { $ply } από { $plies }
lookups-review-at-running = { $title }, ημικίνηση { $ply } από { $plies }, σε εξέλιξη
lookups-review-step = { $at }: { $line }
lookups-replay = Επανάληψη του { $title }: { $positions } θέσεις, ημικινήσεις 0 έως { $plies }.
lookups-replay-so-far = Επανάληψη του { $title }: { $positions } θέσεις, ημικινήσεις 0 έως { $plies }, μέχρι τώρα.
# $note: ποιες θέσεις παραλείφθηκαν, και γιατί (lookups-replay-every-…).
lookups-replay-cut = Επανάληψη του { $title }: { $positions } θέσεις, ημικινήσεις 0 έως { $plies } ({ $note }).
lookups-replay-so-far-cut = Επανάληψη του { $title }: { $positions } θέσεις, ημικινήσεις 0 έως { $plies }, μέχρι τώρα ({ $note }).
# $every: φαίνεται μία θέση ανά $every.
lookups-replay-every-capped = φαίνεται μία θέση ανά { $every } (μια επανάληψη έχει το πολύ { $most } καρέ)
# $size: το όριο μεταφόρτωσης, «8 MB».
lookups-replay-every-limit = φαίνεται μία θέση ανά { $every } για να χωρέσει στο όριο μεταφόρτωσης των { $size }

## Αναλύσεις (/analyse)

lookups-analysis-players-only = Μόνο οι παίκτες της παρτίδας { $game } μπορούν να ζητήσουν την ανάλυσή της.
lookups-analysis-still-playing = Η παρτίδα { $game } παίζεται ακόμα· ζήτα την ανάλυσή της όταν τελειώσει.
lookups-analysis-no-computer = Ο υπολογιστής δεν είναι διαθέσιμος σε αυτό το bot.
lookups-analysis-wait = { $minutes ->
    [one] Μπορείς να ζητάς μία νέα ανάλυση κάθε 10 λεπτά· δοκίμασε ξανά σε { $minutes } λεπτό.
   *[other] Μπορείς να ζητάς μία νέα ανάλυση κάθε 10 λεπτά· δοκίμασε ξανά σε { $minutes } λεπτά.
}
lookups-analysis-under-way = Η παρτίδα { $game } αναλύεται ήδη· ρώτα ξανά σε ένα λεπτό.
# $title: ο τίτλος της παρτίδας· $level: το επίπεδο της μηχανής· $moves: οι κινήσεις που εξέτασε.
lookups-analysis-header = Ανάλυση του { $title } από τη μηχανή επιπέδου { $level } ({ $moves ->
    [one] εξετάστηκε { $moves } κίνηση
   *[other] εξετάστηκαν { $moves } κινήσεις
}· οι πιθανότητες είναι το αναμενόμενο αποτέλεσμα κάθε παίκτη, νίκη 100 %, ισοπαλία 50 %):
lookups-analysis-none = Η μηχανή δεν βρήκε καμία κίνηση που να χάρισε πολλά. Καλοπαιγμένο.
# Μια κίνηση με την οποία διαφώνησε η μηχανή: $number είναι η θέση της στην παρτίδα.
lookups-analysis-move = - κίνηση { $number }, { $player }: { $played } ({ $played_chance })· η μηχανή προτιμούσε { $best } ({ $best_chance }).

## Η καταγραφή μιας παρτίδας (/history)

# $title: ο τίτλος της παρτίδας· $moves: οι γραμμές της καταγραφής της.
lookups-history = { $moves ->
    [one] Καταγραφή του { $title } ({ $moves } κίνηση, ολοκληρωμένη).
   *[other] Καταγραφή του { $title } ({ $moves } κινήσεις, ολοκληρωμένη).
}
lookups-history-running = { $moves ->
    [one] Καταγραφή του { $title } ({ $moves } κίνηση, σε εξέλιξη).
   *[other] Καταγραφή του { $title } ({ $moves } κινήσεις, σε εξέλιξη).
}

## Ολοκληρωμένες παρτίδες (/games finished)

lookups-finished-title = Ολοκληρωμένες παρτίδες: { $player }
# $name: the game's name (Pinch, Les), not translated.
lookups-finished-title-game = Ολοκληρωμένες παρτίδες { $name }: { $player }
lookups-finished-title-server = Ολοκληρωμένες παρτίδες αυτού του διακομιστή
lookups-finished-title-server-game = Ολοκληρωμένες παρτίδες { $name } αυτού του διακομιστή
lookups-finished-none = Καμία ακόμη.
lookups-finished-past-last = Τίποτε άλλο: αυτή η σελίδα είναι μετά την τελευταία.
lookups-finished-record = Το αρχείο μιας παρτίδας: { $command }.
# What a thread is called where it cannot be a mention.
lookups-finished-thread = το νήμα της παρτίδας
# One finished game: $game its number, $result a lookups-finished-won/drawn/aborted,
# $day its date, $plies a count, $rated and $in_server yes or no, $where its thread, $record the command.
lookups-finished-line = { $game } { $name } · { $first } εναντίον { $second } — { $result } · { $day } · { $plies ->
    [one] { $plies } ημικίνηση
   *[other] { $plies } ημικινήσεις
}{ $rated ->
    [yes] {" "}· με βαθμολογία
   *[other] {""}
}{ $in_server ->
    [yes] {" "}· { $where }
   *[other] {""}
} · { $record }
lookups-finished-aborted = ακυρώθηκε
# $ending: one of the game-ending messages.
lookups-finished-drawn = ισοπαλία ({ $ending })
lookups-finished-won = { $winner } κέρδισε ({ $ending })

## Λεζάντες κάτω από τα καρέ του /replay (απλό κείμενο μέσα σε εικόνα)

lookups-frame-start = αρχή
# $line: τι ήταν η κίνηση· $ply: ο αριθμός της.
lookups-frame = { $ply }. { $line }
lookups-frame-roll = { $ply }. { $roll }.
