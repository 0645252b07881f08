# Οι ιστοσελίδες μόνο για ανάγνωση: μια παρτίδα, η λίστα παρτίδων ενός διακομιστή, οι αρνήσεις.

## Η αρχική σελίδα

web-home-title = Postboard
web-home-about = Αυτός ο ιστότοπος δείχνει τις παρτίδες του Postboard, ενός bot του Discord για παιχνίδια δι' αλληλογραφίας. Στη σελίδα κάθε παρτίδας φτάνετε από τον σύνδεσμο στο νήμα της.

## Η λίστα παρτίδων ενός διακομιστή

web-server-title = Postboard: οι παρτίδες αυτού του διακομιστή
web-server-heading = Οι παρτίδες αυτού του διακομιστή
web-running = Σε εξέλιξη
web-finished = Ολοκληρωμένες
web-none-running = Δεν είναι σε εξέλιξη καμία παρτίδα.
web-none-finished = Δεν έχει ολοκληρωθεί ακόμη καμία παρτίδα.
web-column-game = Παρτίδα
web-column-players = Παίκτες
web-column-plies = Κινήσεις
web-column-status = Κατάσταση
web-column-last-move = Τελευταία κίνηση
web-players = { $first } εναντίον { $second }

## Η σελίδα μιας παρτίδας

web-crumbs = Όλες οι παρτίδες αυτού του διακομιστή
web-clock = Ρολόι: { $control }
web-step-first = αρχική θέση (Home)
web-step-previous = προηγούμενη κίνηση (αριστερό βέλος)
web-step-next = επόμενη κίνηση (δεξί βέλος)
web-step-last = τελευταία θέση (End)
web-where = ημικίνηση { $ply } από { $plies }
web-board-alt = Το ταμπλό της παρτίδας { $label } στην ημικίνηση { $ply }
web-board-alt-live = Το ταμπλό στην ημικίνηση { $ply }
web-keys = Πλήκτρα: τα βέλη αριστερά και δεξιά μετακινούν, τα Home και End πηγαίνουν στην αρχή και στο τέλος.
web-moves = Κινήσεις
web-dice = ζάρια
web-hidden-move = (κρυφή κίνηση)
web-options = { $game }: { $options }

## Τι λέει η σελίδα μιας παρτίδας για την κατάστασή της

web-status-dice = Τα ζάρια πρόκειται να ριχτούν.
web-status-to-move = Σειρά: { $player }.
web-status-aborted = Η παρτίδα ακυρώθηκε.
web-status-draw = Ισοπαλία.
web-status-draw-by = Ισοπαλία με { $how }.
web-status-wins-by = { $player } κερδίζει με { $how }.
web-status-wins-as = { $player } κερδίζει ({ $ending }).
web-status-wins = { $player } κερδίζει.

## Η στήλη κατάστασης στη λίστα ενός διακομιστή

web-summary-to-move = σειρά: { $player }
web-summary-dice = σειρά για ζάρια
web-summary-aborted = ακυρώθηκε
web-summary-draw = ισοπαλία
web-summary-draw-as = ισοπαλία ({ $ending })
web-summary-won = κέρδισε { $player }
web-summary-won-as = κέρδισε { $player } ({ $ending })

## Πώς τελείωσε μια παρτίδα, μέσα σε μια κατάσταση

web-ending-connection = σύνδεση
web-ending-score = βαθμολογία
web-ending-no-contact = δεν απομένει σημείο επαφής
web-ending-borne-off = μάζεμα όλων των πουλιών
web-ending-gammon = γκάμον
web-ending-mother = πλάκωμα της μάνας
web-ending-both-mothers = πλακωμένες και οι δύο μάνες
web-ending-six-prisoners = έξι αιχμάλωτοι
web-ending-six-unit = μια σειρά των έξι
web-ending-resignation = εγκατάλειψη
web-ending-timeout = λήξη χρόνου
web-ending-agreement = συμφωνία
web-ending-aborted = ακυρώθηκε
web-ending-adjudication = απόφαση συντονιστή

## Αρνήσεις: μια σελίδα που ο ιστότοπος δεν μπορεί να δείξει

web-error-title = { $status }: { $message }
web-no-such-page = Δεν υπάρχει τέτοια σελίδα εδώ.
web-get-only = Αυτός ο ιστότοπος μόνο δείχνει σελίδες: δέχεται μόνο αιτήματα GET.
web-cannot-answer = Σε αυτό το αίτημα δεν μπορεί να δοθεί απάντηση.
web-too-many = Πάρα πολλά αιτήματα από τη διεύθυνσή σας: περιμένετε { $seconds } δευτ. και ανανεώστε τη σελίδα.
web-unavailable = Οι παρτίδες δεν μπορούν να διαβαστούν αυτή τη στιγμή· δοκιμάστε ξανά σε λίγο.
web-failed = Κάτι πήγε στραβά από τη δική μας πλευρά· έχει καταγραφεί.
web-bad-board-ply = Η ημικίνηση στη διεύθυνση πρέπει να είναι ακέραιος αριθμός, όχι { $text }.
web-bad-ply = Η ημικίνηση στη διεύθυνση πρέπει να είναι ακέραιος αριθμός από 0 έως { $plies }, όχι { $text }.
web-no-such-game = Δεν υπάρχει παρτίδα #{ $number } εδώ: ελέγξτε ότι ο σύνδεσμος αντιγράφηκε ολόκληρος.
web-no-such-server = Δεν υπάρχει τέτοια λίστα παρτίδων: ελέγξτε ότι ο σύνδεσμος αντιγράφηκε ολόκληρος. Οι διαχειριστές ενός διακομιστή μπορούν να αντικαταστήσουν τον σύνδεσμό του· ζητήστε τους τον νέο.
web-list-off = Οι διαχειριστές αυτού του διακομιστή έχουν απενεργοποιήσει τη λίστα παρτίδων του.
web-no-such-ply = { $plies ->
    [0] { $label }: δεν έχει γίνει ακόμη καμία κίνηση· δεν υπάρχει ημικίνηση { $ply }.
   *[other] { $label }: υπάρχουν οι ημικινήσεις 0 έως { $plies }· δεν υπάρχει ημικίνηση { $ply }.
}

## Οι παίκτες και το ρολόι

web-colour = ({ $colour })
web-colour-black = μαύρα
web-colour-white = λευκά
web-clock-control-timeout = { $initial } + { $increment } ανά κίνηση, έως { $cap }· όποιος ξεμείνει από χρόνο χάνει
web-clock-control-claim = { $initial } + { $increment } ανά κίνηση, έως { $cap }· η λήξη χρόνου μπορεί να διεκδικηθεί

## Ο χρόνος που απομένει σε ένα ρολόι, σε σύντομες μονάδες

web-clock-day = { $n } ημ.
web-clock-hour = { $n } ώ.
web-clock-minute = { $n } λ.
web-clock-second = { $n } δ.
