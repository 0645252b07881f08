# Το λόμπι: προκλήσεις σε έναν παίκτη, ανοιχτές προκλήσεις σε όποιον είναι στον
# διακομιστή, και το ταχυδρομείο τους. Ένα όρισμα `heading` είναι έντονο στο Discord·
# ένα όρισμα `struck` είναι το όνομα μιας κλειστής πρόκλησης, διαγραμμένο στο Discord.

## Πρόκληση σε έναν παίκτη

lobby-challenge-name = Πρόκληση { $challenge }
lobby-challenge = { $heading }: { $challenger } προκαλεί { $opponent } σε { $game } ({ $setup }· { $first }· ρολόι: { $clock }· { $rated ->
    [yes] με βαθμολογία
   *[other] χωρίς βαθμολογία
}).
lobby-challenge-answer = { $opponent }, αποδέξου ή απόρριψε — λήγει { $expires }.
lobby-first-player = { $player } παίζει πρώτος
lobby-first-random = ποιος παίζει πρώτος κληρώνεται
lobby-first-seat-zero = { $player } έχει τη θέση 0
lobby-first-whoever-accepts = όποιος αποδεχτεί παίζει πρώτος
lobby-opponent-away = 🏖️ { $opponent } είναι σε διακοπές εδώ (από { $since }) μέχρι να επιστρέψει, το πολύ { $left } ακόμη φέτος. Η πρόκληση δεν περιμένει: αν δεν την αποδεχτεί νωρίτερα, λήγει { $expires }.

## Αρνήσεις

lobby-no-bots = Άλλα bots δεν μπορούν να παίξουν· προκάλεσε έναν άνθρωπο, ή το ίδιο το Postboard για να παίξεις με τον υπολογιστή.
lobby-not-yourself = Δεν μπορείς να προκαλέσεις τον εαυτό σου· διάλεξε άλλον παίκτη.
lobby-computer-cap = Έχεις ήδη { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
} σε εξέλιξη με τον υπολογιστή ({ $games }), το ανώτατο για έναν παίκτη· τελείωσε μία ή εγκατάλειψέ τη με { $command } πρώτα.
lobby-challenge-cap = Έχεις ήδη { $count ->
    [one] { $count } ανοιχτή πρόκληση
   *[other] { $count } ανοιχτές προκλήσεις
}· περίμενε απαντήσεις ή ακύρωσε κάποιες με { $command }.
lobby-no-challenge = Δεν υπάρχει η πρόκληση { $challenge }.
lobby-none-to-accept = Δεν έχεις εκκρεμή πρόκληση για αποδοχή.
lobby-none-to-decline = Δεν έχεις εκκρεμή πρόκληση για απόρριψη.
lobby-several-pending = Έχεις πολλές εκκρεμείς προκλήσεις ({ $challenges })· πες ποια: { $command }
lobby-challenge-already-accepted = Η πρόκληση { $challenge } έχει ήδη γίνει αποδεκτή.
lobby-challenge-already-declined = Η πρόκληση { $challenge } έχει ήδη απορριφθεί.
lobby-challenge-already-cancelled = Η πρόκληση { $challenge } έχει ήδη ακυρωθεί.
lobby-challenge-already-expired = Η πρόκληση { $challenge } έχει ήδη λήξει.
lobby-challenge-already-closed = Η πρόκληση { $challenge } έχει ήδη κλείσει.
lobby-challenge-expired = Η πρόκληση { $challenge } έχει λήξει.
lobby-only-opponent-accepts = Μόνο { $opponent } μπορεί να αποδεχτεί την πρόκληση { $challenge }.
lobby-challenge-answered = Η πρόκληση { $challenge } έχει ήδη απαντηθεί.
lobby-not-yours = Η πρόκληση { $challenge } δεν απευθύνεται σε σένα.

## Το μήνυμα μιας πρόκλησης όταν κλείσει

lobby-closed-accepted = { $struck } έγινε αποδεκτή — η παρτίδα { $game } άρχισε.
lobby-closed-declined = { $struck } απορρίφθηκε από { $player }.
lobby-closed-withdrawn = { $struck } αποσύρθηκε από { $player }.
lobby-closed-expired = { $struck } έληξε αναπάντητη.

## Η πρόκληση με email (ο προκαλούμενος απαντά στο μήνυμα)

lobby-someone = Κάποιος
lobby-mail-challenge-subject = { $challenger } σε προκαλεί σε { $game } ({ $challenge })
lobby-mail-challenge =
    { $challenger } σε προκαλεί σε { $game } ({ $setup }· ρολόι: { $clock }· { $rated ->
        [yes] με βαθμολογία
       *[other] χωρίς βαθμολογία
    }).

    Απάντησε «accept» ή «decline» στην πρώτη γραμμή. Η πρόκληση λήγει στις { $expires }.

## Ανοιχτές προκλήσεις

lobby-seek-name = Ανοιχτή πρόκληση { $seek }
lobby-seek = { $heading }: { $seeker } ψάχνει αντίπαλο για { $game } ({ $setup }· { $first }· ρολόι: { $clock }· { $rated ->
    [yes] με βαθμολογία
   *[other] χωρίς βαθμολογία
}).
lobby-seeker = { $player }
lobby-seeker-rated = { $player } ({ $rating })
lobby-seek-anyone = Όποιος είναι εδώ μπορεί να αποδεχτεί — ο πρώτος που θα πατήσει παίρνει την παρτίδα· λήγει { $expires }.
lobby-seek-anyone-rated = Όποιος είναι εδώ με βαθμολογία { $range } μπορεί να αποδεχτεί — ο πρώτος που θα πατήσει παίρνει την παρτίδα· λήγει { $expires }.
lobby-range-between = { $low }–{ $high }
lobby-range-at-least = { $low } ή περισσότερο
lobby-range-at-most = { $high } ή λιγότερο
lobby-seek-in-a-server = Οι ανοιχτές προκλήσεις δημοσιεύονται σε διακομιστή· σε προσωπικό μήνυμα, όρισε αντίπαλο.
lobby-seek-cap = Έχεις ήδη { $count ->
    [one] { $count } ανοιχτή πρόκληση
   *[other] { $count } ανοιχτές προκλήσεις
} ({ $seeks }), το ανώτατο για έναν παίκτη· απόσυρε πρώτα μία με { $command }.
lobby-seek-own = Η ανοιχτή πρόκληση { $seek } είναι δική σου· περίμενε να την αποδεχτεί κάποιος, ή απόσυρέ τη με { $command }.
lobby-seek-only-seeker = Μόνο { $seeker } μπορεί να αποσύρει την ανοιχτή πρόκληση { $seek }.
lobby-seek-taken = Η ανοιχτή πρόκληση { $seek } έκλεισε: { $player } την αποδέχτηκε πρώτος.
lobby-seek-was-withdrawn = Η ανοιχτή πρόκληση { $seek } έκλεισε: αποσύρθηκε.
lobby-seek-has-expired = Η ανοιχτή πρόκληση { $seek } έκλεισε: έληξε.
lobby-seek-is-closed = Η ανοιχτή πρόκληση { $seek } έκλεισε.
lobby-seek-expired = Η ανοιχτή πρόκληση { $seek } έχει λήξει.
lobby-no-seek = Δεν υπάρχει ανοιχτή πρόκληση { $seek } σε αυτόν τον διακομιστή.
lobby-seek-out-of-range = Η ανοιχτή πρόκληση { $seek } είναι για παίκτες με βαθμολογία { $range }· η βαθμολογία σου στο { $game } είναι { $rating }.
lobby-seek-out-of-range-unrated = Η ανοιχτή πρόκληση { $seek } είναι για παίκτες με βαθμολογία { $range }· η βαθμολογία σου στο { $game } είναι { $rating } (χωρίς παρτίδες με βαθμολογία ακόμη).
lobby-rating-bound = Το { $option } πρέπει να είναι από { $low } έως { $high }, όχι { $given }.
lobby-rating-bounds-swapped = Το min_rating ({ $low }) είναι πάνω από το max_rating ({ $high })· αντάλλαξέ τα.
lobby-seek-closed-accepted = { $struck } έγινε αποδεκτή από { $player } — η παρτίδα { $game } άρχισε.
lobby-seek-closed-withdrawn = { $struck } αποσύρθηκε από { $player }.
lobby-seek-closed-expired = { $struck } έληξε: κανείς δεν την αποδέχτηκε.

## /seeks: οι ανοιχτές προκλήσεις του διακομιστή

lobby-seeks-in-a-server = Οι ανοιχτές προκλήσεις ζουν σε διακομιστή· ρώτα εκεί.
lobby-seeks-none = Δεν υπάρχουν ανοιχτές προκλήσεις εδώ. Δημοσίευσε μία με { $command } χωρίς αντίπαλο.
lobby-seeks-number = { $seek }
lobby-seeks-item = { $heading } { $game } από { $seeker } · { $rated ->
    [yes] με βαθμολογία
   *[other] χωρίς βαθμολογία
} · ρολόι { $clock } · λήγει { $expires } · { $where }
lobby-seeks-item-rated = { $heading } { $game } από { $seeker } · { $rated ->
    [yes] με βαθμολογία
   *[other] χωρίς βαθμολογία
}, βαθμολογίες { $range } · ρολόι { $clock } · λήγει { $expires } · { $where }
lobby-seeks-how = Αποδέξου με το κουμπί στο μήνυμά της, ή με { $command }.

## Λίστες πολύ μεγάλες για ένα μήνυμα

lobby-more = …και { $count } ακόμη.
