# Τα δικά λόγια του καναλιού αλληλογραφίας: οι απαντήσεις στα μηνύματα ενός παίκτη, τα
# μηνύματα σειράς και τέλους, ο έλεγχος της διεύθυνσης, και τι κάνει ο αναγνώστης του
# μηνύματος αντί για κάθε εντολή.

## Τι κάνει ο αναγνώστης του μηνύματος αντί για μια εντολή του Discord

mail-command-move = απαντήστε σε αυτό το μήνυμα με την κίνησή σας στην πρώτη γραμμή
mail-command-resign = απαντήστε «εγκατάλειψη» σε ένα μήνυμα σειράς (θα σας ζητηθεί επιβεβαίωση)
mail-command-accept = απαντήστε «αποδοχή» στο μήνυμα της πρότασης
mail-command-decline = απαντήστε «απόρριψη» στο μήνυμα της πρότασης
mail-command-draw = προτείνετε ισοπαλία στο νήμα της παρτίδας στο Discord
mail-command-takeback = ζητήστε αναίρεση κίνησης στο νήμα της παρτίδας στο Discord
mail-command-pause = ζητήστε παύση στο νήμα της παρτίδας στο Discord
mail-command-claim = διεκδικήστε τη νίκη στο νήμα της παρτίδας στο Discord
mail-command-abort = ακυρώστε την παρτίδα στο νήμα της στο Discord
mail-command-board = δείτε το ταμπλό σε αυτό το μήνυμα
mail-command-hand = δείτε το χέρι σας στο μήνυμα της σειράς σας
mail-command-history = ζητήστε το αρχείο της παρτίδας στο νήμα της στο Discord
mail-command-hint = ζητήστε μια υπόδειξη στο νήμα της παρτίδας στο Discord
mail-command-premove = ορίστε μια προκαθορισμένη κίνηση στο νήμα της παρτίδας στο Discord
mail-command-challenge = προκαλέστε κάποιον στο Discord
mail-command-rematch = ζητήστε ρεβάνς στο νήμα της παρτίδας στο Discord
mail-command-games = δείτε τις παρτίδες σας στο Discord
mail-command-settings = αλλάξτε τις ρυθμίσεις σας στο Discord
mail-command-email = αλλάξτε τις ρυθμίσεις αλληλογραφίας σας στο Discord
mail-command-vacation = δηλώστε διακοπές στο Discord
mail-command-rules = διαβάστε τους κανόνες στο Discord
mail-command-help = ζητήστε βοήθεια στο Discord
mail-command-review = αναλύστε την παρτίδα στο Discord

## Οι απαντήσεις στα μηνύματα ενός παίκτη

mail-no-move-subject = Δεν βρέθηκε κίνηση
mail-no-move = Δεν βρήκα τίποτα να κάνω στην απάντησή σας: γράψτε την κίνησή σας στην πρώτη γραμμή, πάνω από το παρατιθέμενο μήνυμα. Δεν παίχτηκε τίποτα.
mail-resign-confirm-subject = Επιβεβαίωση: εγκατάλειψη της παρτίδας { $game };
mail-resign-confirm = Απαντήστε «ναι» σε αυτό το μήνυμα για να εγκαταλείψετε την παρτίδα { $game }. Οποιαδήποτε άλλη απάντηση, ή μια κίνηση που θα παιχτεί πρώτα, κρατά την παρτίδα σε εξέλιξη.
mail-not-done-subject = Δεν έγινε: παρτίδα { $game }
mail-not-done = Το «{ $command }» δεν έγινε: { $reason }

    Παρακάτω είναι το ταμπλό όπως είναι τώρα.
mail-played-subject = Παίχτηκε: { $move } στην παρτίδα { $game }
mail-played = Το «{ $move }» παίχτηκε στην παρτίδα { $game }. Ο αντίπαλός σου ενημερώθηκε.
mail-played-over = Το «{ $move }» παίχτηκε στην παρτίδα { $game }. Η παρτίδα τελείωσε.
mail-not-resigned-subject = Χωρίς εγκατάλειψη: παρτίδα { $game }
mail-not-resigned = Δεν επιβεβαιώσατε, οπότε δεν εγκαταλείψατε· η παρτίδα συνεχίζεται.
mail-resigned-subject = Εγκατάλειψη: παρτίδα { $game }
mail-resigned = Εγκαταλείψατε.
mail-offer-open-subject = Η πρόταση στην παρτίδα { $game } είναι ακόμη ανοιχτή
mail-answer-accept-or-decline = Απαντήστε «αποδοχή» ή «απόρριψη» στην πρώτη γραμμή· δεν έγινε τίποτα.
mail-offer-accepted-subject = Η πρόταση έγινε δεκτή: παρτίδα { $game }
mail-offer-accepted = Αποδεχτήκατε.
mail-offer-declined-subject = Η πρόταση απορρίφθηκε: παρτίδα { $game }
mail-offer-declined = Απορρίψατε.
mail-challenge-accepted-subject = Η πρόκληση έγινε δεκτή: παρτίδα { $game }
mail-challenge-accepted = Η παρτίδα { $game } ξεκίνησε. Οι σειρές σας θα έρχονται με μήνυμα· το νήμα της παρτίδας στο Discord τη δείχνει επίσης.
mail-challenge-declined-subject = Η πρόκληση { $challenge } απορρίφθηκε
mail-challenge-declined = Απορρίψατε την πρόκληση.
mail-challenge-open-subject = Η πρόκληση { $challenge } είναι ακόμη ανοιχτή

## Τα μηνύματα που στέλνει το Postboard

mail-turn-subject = { $game } εναντίον { $opponent }: σειρά σας (ημικίνηση { $ply })
mail-turn-time-left = Σας μένουν { $left } για αυτή την κίνηση.
mail-turn-how = Απαντήστε σε αυτό το μήνυμα με την κίνησή σας στην πρώτη γραμμή, γραμμένη στη σημειογραφία της παρτίδας (τίποτε άλλο δεν διαβάζεται). Απαντήστε «εγκατάλειψη» για να εγκαταλείψετε (θα σας ζητηθεί επιβεβαίωση).
mail-ended-subject = { $game } εναντίον { $opponent }: { $status }
mail-ended = Η παρτίδα τελείωσε· ευχαριστούμε που παίξατε.
mail-verify-subject = Ο κωδικός σας για το Postboard: { $code }
mail-verify = Ο κωδικός σας είναι { $code }.

    Εισαγάγετέ τον στο Discord μέσα σε μία ώρα, με την επιλογή verify της εντολής email, για να λαμβάνετε τις παρτίδες σας με μήνυμα. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: τίποτα δεν στέλνεται εδώ χωρίς τον κωδικό.

## The mail command "language"
mail-language-subject = { $changed ->
    [yes] Η γλώσσα άλλαξε
   *[no] Η γλώσσα της αλληλογραφίας σου
}
mail-language-refused-subject = Η γλώσσα δεν άλλαξε
