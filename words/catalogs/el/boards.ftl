# Οι λέξεις που σχεδιάζονται στις εικόνες του ταμπλό. Η γραμματοσειρά των εικόνων έχει
# μόνο λατινικά γράμματα: μέχρι να συνοδεύει το Postboard μια με ελληνικά, οι εικόνες
# γράφονται στα αγγλικά.

boards-font-sample = Μαύρα Λευκά

## Κομμάτια μιας κεφαλίδας, ενωμένα με « · »

boards-player-colour = { $player } ({ $colour })
boards-black = Μαύρα
boards-white = Λευκά
boards-ply = ημικίνηση { $ply }
boards-last = τελευταία: { $move }
boards-last-by = τελευταία: { $player }: { $move }
boards-last-colour = τελευταία: { $colour } { $move }
boards-to-move = σειρά: { $player }
boards-to-roll = { $player }: ρίχνει τα ζάρια
boards-to-set-up = { $player }: στήνει την αρχή
boards-to-choose-side = { $player }: διαλέγει πλευρά
boards-to-propose-komi = { $player }: προτείνει το κόμι
boards-to-open = { $player }: τοποθετεί μια αρχική στοίβα
boards-to-answer = { $player }: απαντά στην προσφορά
boards-to-raise = { $player }: ανεβάζει ή αποσύρει την προσφορά
boards-wins = κερδίζει: { $player }
boards-wins-match = { $player }: κερδίζει τον αγώνα
boards-wins-because = κερδίζει: { $player }: { $reason }
boards-draw = ισοπαλία
boards-draw-agreement = ισοπαλία με συμφωνία
boards-game-over = τέλος παρτίδας
boards-game-aborted = η παρτίδα ακυρώθηκε
boards-draw-adjudicated = ισοπαλία με απόφαση συντονιστή
boards-match-aborted = ο αγώνας ακυρώθηκε
boards-match-drawn = ο αγώνας έληξε ισόπαλος

## Plateau

boards-plateau-six-prisoners = έξι αιχμάλωτοι
boards-plateau-six-unit = μια σειρά των έξι
boards-plateau-resigned = { $player }: εγκατέλειψε
boards-plateau-timeout = { $player }: έληξε ο χρόνος
boards-plateau-adjudicated = απόφαση συντονιστή
boards-panel-wins = κερδίζει
boards-panel-to-move = παίζει
boards-hand-count = χέρι: { $count }
boards-hand = χέρι ({ $count }): { $pieces }
boards-hand-empty = χέρι: άδειο
boards-prisoners = αιχμάλωτοι ({ $count }, αξία { $value }): { $pieces }
boards-prisoners-none = αιχμάλωτοι: κανένας
boards-tender = { $player }: προσφέρει { $pieces } ({ $value })
boards-tender-declined = { $player }: αρνήθηκε
boards-tender-must-raise = { $player }: πρέπει να ανεβάσει ή να αποσύρει
boards-tender-floor = ελάχιστο { $floor }: το καλύτερο που μπορεί να δώσει { $player }
boards-tender-cap = χωρίς να ξεπεράσει το { $value }
boards-legend-unseen = όψη που δεν έχετε δει
boards-legend-hidden = όψη που δεν έχει αποκαλυφθεί
boards-legend-faces = κόκκινη όψη επάνω· μικρό σημάδι: η κάτω όψη
boards-legend-hollow = κούφιο σημάδι: μια όψη σας που δεν έχει δει ο αντίπαλος

## Plakoto

boards-match-score = στους { $length }: { $first } { $first-points } - { $second } { $second-points }
boards-match-game = παρτίδα { $number }

## Pletore

boards-komi = κόμι { $komi }
boards-button-free = κουμπί ελεύθερο
boards-button = κουμπί: { $colour }
boards-pletore-score = Μ { $black } - Λ { $white }

## Les

boards-les-no-hole = { $colour }: καμία τρύπα
boards-les-holes = { $colour }: { $count ->
    [one] { $count } τρύπα, μέγεθος { $sizes }
   *[other] { $count } τρύπες, μεγέθη { $sizes }
}
boards-les-boundary = { $holes }· πέτρες ορίου { $stones }
boards-les-by-number = Κρίθηκε από το πλήθος των τρυπών: { $mine } προς { $theirs }
boards-les-by-size = { $holes ->
    [one] { $holes } τρύπα ο καθένας· ισοβαθμία, κρίνει το μέγεθος: { $mine } προς { $theirs }
   *[other] { $holes } τρύπες ο καθένας· ισοβαθμία, κρίνει το μέγεθος: { $mine } προς { $theirs }
}
boards-les-by-stones = Ίδια μεγέθη· ισοβαθμία, κρίνουν οι πέτρες ορίου: { $mine } προς { $theirs }
boards-les-draw-none = Ισοπαλία: κανείς δεν έχει τρύπα
boards-les-draw-same = Ισοπαλία: ίδιες τρύπες, μεγέθη και πέτρες ορίου
