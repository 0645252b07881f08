# Οι λέξεις κάθε παιχνιδιού: πώς διαβάζονται οι επιλογές, οι κινήσεις, οι νίκες και οι σημειώσεις του (service/presenters/).
# Κινήσεις, πόντοι και κομμάτια στη σημειογραφία του παιχνιδιού είναι ορίσματα και δεν μεταφράζονται ποτέ.

## Κοινά

# Μια κίνηση ή ένα σημείο όπως γράφεται.
moves-as-written = { $move }
moves-colour-black = Μαύρα
moves-colour-white = Λευκά
# Ένα χρώμα μέσα σε πρόταση, όπως στο «(alice με τα μαύρα, bob με τα λευκά)».
moves-side-black = μαύρα
moves-side-white = λευκά

## Pinch

moves-pinch-options = { $size }×{ $size }
moves-pinch-swap = swap, παίρνοντας τα Μαύρα
# $converted: η λίστα με τα σημεία που μετέτρεψε η κίνηση.
moves-pinch-converting = { $move }, που μετατρέπει { $converted }
moves-pinch-win-ranks = σύνδεση των γραμμών 1 και { $last }
moves-pinch-win-files = σύνδεση των στηλών a και { $last }
moves-pinch-pie = Ο δεύτερος παίκτης μπορεί να απαντήσει με { $swap } και να πάρει τα Μαύρα (κανόνας της πίτας).

## Pletore

moves-pletore-options-fixed = { $size }×{ $size }, σταθερό κόμι { $komi } για τα Λευκά
moves-pletore-options-protocol = { $size }×{ $size }, το κόμι το προτείνει η θέση 0 και την πλευρά τη διαλέγει η θέση 1
moves-pletore-komi = κόμι { $komi } για τα Λευκά
moves-pletore-pass = πάσο
moves-pletore-button = το κουμπί (+½ στο τέλος)
moves-pletore-flip = { $move }, γυρίζοντας την πέτρα στο { $point }
moves-pletore-score = { $high } προς { $low }
# Το τελικό μέτρημα ενός χρώματος: $sum είναι τα μέρη του αθροισμένα, $total το σκορ.
moves-pletore-tally = { $colour }: { $sum } = { $total }
moves-pletore-plus = { $left } + { $right }
moves-pletore-stones = { $count ->
    [one] 1 πέτρα
   *[other] { $count } πέτρες
}
moves-pletore-points = { $count ->
    [one] 1 ελεγχόμενο σημείο
   *[other] { $count } ελεγχόμενα σημεία
}
moves-pletore-komi-part = κόμι { $komi }
moves-pletore-button-part = κουμπί ½
# $move: η εντολή κίνησης· $example, $black, $white: κινήσεις όπως πληκτρολογούνται.
moves-pletore-propose = Η θέση 0 προτείνει το κόμι (πόντοι που προστίθενται στο σκορ των Λευκών) με { $move }, π.χ. { $example }. Μετά ο άλλος παίκτης διαλέγει πλευρά.
moves-pletore-pick-side = Το κόμι είναι { $komi }. Διάλεξε πλευρά { $channel ->
    [discord] με τα κουμπιά ή με { $move }: { $black } ή { $white }
   *[other] με { $move }: { $black } ή { $white }
}· τα Μαύρα παίζουν πρώτα.
moves-pletore-last-pass = Ένα ακόμη πάσο τελειώνει την παρτίδα με σκορ Μαύρα { $black } – Λευκά { $white }.

## Les

moves-les-options = εξάγωνο πλευράς { $side } ({ $points } σημεία)
moves-les-setup = το στήσιμο: Μαύρα { $black_first } και { $black_second }, Λευκά { $white_first } και { $white_second }
moves-les-turn = { $contact } (επαφή) και { $lone } (μοναχική)
moves-les-contact-only = { $move } (επαφή· δεν είχε μείνει μοναχικό σημείο)
moves-les-win = τις τρύπες, αφού δεν έμεινε κανένα σημείο επαφής
# $sizes: τα μεγέθη των τρυπών ενός χρώματος, πρώτα η μεγαλύτερη.
moves-les-owns = { $colour }: { $count ->
    [one] 1 τρύπα (μέγεθος { $sizes })
   *[other] { $count } τρύπες (μεγέθη { $sizes })
}
moves-les-owns-none = { $colour }: καμία τρύπα
moves-les-holes = { $black }· { $white }.
moves-les-more-holes = Τα { $colour } έχουν περισσότερες τρύπες: { $black } τα Μαύρα, { $white } τα Λευκά.
moves-les-no-holes = Κανένας παίκτης δεν έχει τρύπα, οπότε η παρτίδα λήγει ισόπαλη.
moves-les-on-sizes = Και οι δύο έχουν { $count ->
    [one] 1 τρύπα
   *[other] { $count } τρύπες
}· τα { $colour } κερδίζουν στο μέγεθος των τρυπών ({ $mine } έναντι { $theirs }): Μαύρα { $black }, Λευκά { $white }.
moves-les-on-boundaries = Και οι δύο έχουν τρύπες ίδιων μεγεθών ({ $sizes })· τα { $colour } κερδίζουν στις πέτρες γύρω από τις τρύπες ({ $mine } έναντι { $theirs }): Μαύρα { $black }, Λευκά { $white }.
moves-les-drawn = Και οι δύο έχουν τρύπες ίδιων μεγεθών ({ $sizes }) και ίσες πέτρες γύρω τους ({ $boundaries }), οπότε η παρτίδα λήγει ισόπαλη.
moves-les-setup-note = Η θέση 0 βάζει τις τέσσερις αρχικές πέτρες, Μαύρη Λευκή Μαύρη Λευκή, με { $move }, π.χ. { $example }: τις δύο πρώτες τη μία δίπλα στην άλλη, τις δύο τελευταίες στην ίδια γραμμή με ένα κενό σημείο ανάμεσα. Μετά ο άλλος παίκτης διαλέγει πλευρά.
moves-les-side-note = Διάλεξε πλευρά { $channel ->
    [discord] με τα κουμπιά ή με { $move }: { $black } ή { $white }
   *[other] με { $move }: { $black } ή { $white }
}· τα Μαύρα παίζουν πρώτα.
moves-les-no-lone-note = Δεν έμεινε μοναχικό σημείο: ένας γύρος είναι πλέον μία μόνο πέτρα επαφής, π.χ. { $example }.
moves-les-turn-note = Ένας γύρος είναι μια πέτρα επαφής (που αγγίζει και τα δύο χρώματα) και μετά μια μοναχική πέτρα (που δεν αγγίζει τίποτα), π.χ. { $example }.

## Plakoto

moves-plakoto-options = ματς στους { $points ->
    [one] 1 πόντο
   *[other] { $points } πόντους
}
# Οι αριθμοί του $colour είναι όπως πληκτρολόγησε τη σειρά του αυτός που έπαιξε· $hops η ίδια σειρά στην αρίθμηση του $other.
moves-plakoto-turn = { $move } (στην αρίθμηση για τα { $colour }· { $hops } στην αρίθμηση για τα { $other })
moves-plakoto-match = { $first_score }–{ $second_score } σε ματς στους { $length }
moves-plakoto-match-last = { $first_score }–{ $second_score } σε ματς στους { $length } (τελευταίο παιχνίδι: { $how }, { $points ->
    [one] 1 πόντος
   *[other] { $points } πόντοι
})
moves-plakoto-how-borne-off = μάζεμα
moves-plakoto-how-gammon = γκάμον (ο χαμένος δεν μάζεψε κανένα πούλι)
moves-plakoto-how-mother = πλάκωμα της μάνας
moves-plakoto-how-both-mothers = πλακωμένες και οι δύο μάνες
moves-plakoto-game-drawn = Το παιχνίδι { $number } λήγει ισόπαλο ({ $how })· σκορ του ματς { $first_score }–{ $second_score } (στους { $length }). Το επόμενο παιχνίδι ξεκινά τώρα.
moves-plakoto-game-won = Το παιχνίδι { $number } το κερδίζουν τα { $colour } με { $how } και παίρνουν { $points ->
    [one] 1 πόντο
   *[other] { $points } πόντους
}· σκορ του ματς { $first_score }–{ $second_score } (στους { $length }). Το επόμενο παιχνίδι ξεκινά τώρα.

## Plateau

moves-plateau-options = { $channel ->
    [mail] κρυφά κομμάτια: το email της σειράς σου σού δείχνει το χέρι σου και τις κρυφές όψεις, και μόνο σε σένα
   *[other] κρυφά κομμάτια: το { $hand } σού δείχνει το χέρι σου και τις κρυφές όψεις, και μόνο σε σένα· με { $notify } έρχονται με προσωπικό μήνυμα όταν είναι η σειρά σου
}
moves-plateau-win = { $how } (αιχμάλωτοι { $black }–{ $white })
moves-plateau-how-six-prisoners = έξι αιχμαλώτους
moves-plateau-how-six-unit = μονάδα έξι δίσκων
# $example: η μορφή ενός ανοίγματος, όπως πληκτρολογείται.
moves-plateau-open-note = Τα ανοίγματα κατονομάζουν κρυφά κομμάτια: στείλε το δικό σου με { $move }, όπως { $example } (δύο γράμματα όψεων ανά κομμάτι, πρώτα η πάνω όψη)· την απάντηση τη βλέπεις μόνο εσύ.
# $pieces: τα είδη που προσφέρονται· $by και $to: τα χρώματα.
moves-plateau-declined = Τα { $to } αρνήθηκαν την προσφορά αξίας { $value }: τα { $by } πρέπει να την ανεβάσουν πάνω από { $value } με { $raise } ή να την αποσύρουν με { $withdraw }.
moves-plateau-must-give = Τα { $by } προσφέρουν { $pieces } (αξία { $value })· τα { $to } πρέπει να δώσουν με { $give } αιχμαλώτους αξίας { $floor } ή πάνω από { $value }.
moves-plateau-may-decline = Τα { $by } προσφέρουν { $pieces } (αξία { $value })· τα { $to } μπορούν να αρνηθούν με { $decline } ή να δώσουν με { $give } αιχμαλώτους αξίας πάνω από { $value }.

## Plateau: η προσωπική όψη ενός παίκτη

moves-plateau-you-play = Παίζεις με τα { $colour }.
moves-plateau-hand-empty = Το χέρι σου (0): άδειο.
# $pieces: τα γράμματα των ειδών· $names: τα είδη δίσκων που έχει.
moves-plateau-hand = Το χέρι σου ({ $count }): { $pieces } — { $names }
moves-plateau-prisoners = Οι αιχμάλωτοί σου ({ $mine_count }): { $mine } (αξία { $mine_worth })· του αντιπάλου ({ $theirs_count }): { $theirs } (αξία { $theirs_worth }).
moves-plateau-no-pieces = κανένας
moves-plateau-last = Τελευταία κίνηση: { $mover } { $move }.
moves-plateau-task-open = Σειρά σου: στήσε τη στοίβα ανοίγματος με { $move }, όπως { $example }· ένα κομμάτι είναι δύο γράμματα όψεων, πρώτα η πάνω όψη (x κενή, r κόκκινη, b μπλε, o πορτοκαλί).
moves-plateau-task-floor = Πρέπει να απαντήσεις σε προσφορά αξίας { $value }: κατώτατο όριο { $floor }· δώσε με { $give } αιχμαλώτους αξίας { $floor } ή πάνω από { $value }.
moves-plateau-task-answer = Πρέπει να απαντήσεις σε προσφορά αξίας { $value }: αρνήσου με { $decline } ή δώσε με { $give } αιχμαλώτους αξίας πάνω από { $value }.
moves-plateau-task-declined = Η προσφορά σου απορρίφθηκε: ανέβασέ τη πάνω από { $value } με { $raise } ή απόσυρέ τη με { $withdraw }.
moves-plateau-task-turn = Σειρά σου, με { $move }: { $onboard } για να βάλεις κομμάτι στο ταμπλό, { $step } για να κινήσεις ή { $tender } για να προσφέρεις αιχμαλώτους.
moves-plateau-piece-ace = Άσος
moves-plateau-piece-twister = Twister
moves-plateau-piece-redmask = Κόκκινη Μάσκα
moves-plateau-piece-bluemask = Μπλε Μάσκα
moves-plateau-piece-red = Κόκκινος
moves-plateau-piece-blue = Μπλε
moves-plateau-piece-mute = Βουβός
