# Συντονισμός: /postboard game (service/moderation/).

moderation-needs-manage-server = Αυτό χρειάζεται το δικαίωμα «Διαχείριση διακομιστή».
moderation-needs-right = Ο συντονισμός παρτίδων εδώ χρειάζεται το δικαίωμα «Διαχείριση διακομιστή» ή τον ρόλο συντονιστή αυτού του διακομιστή.
moderation-needs-right-no-role = Ο συντονισμός παρτίδων εδώ χρειάζεται το δικαίωμα «Διαχείριση διακομιστή». (Αυτός ο διακομιστής δεν έχει ρόλο συντονιστή· όποιος έχει «Διαχείριση διακομιστή» μπορεί να ορίσει έναν με { $config }.)
moderation-needs-reason = Δώσε έναν λόγο: φυλάγεται με το αρχείο της παρτίδας και δημοσιεύεται στο νήμα της.
moderation-reason-too-long = Ο λόγος είναι πολύ μεγάλος: το πολύ { $limit } χαρακτήρες.
moderation-game-over = Η παρτίδα { $game } έχει ήδη τελειώσει· το αποτέλεσμα μιας τελειωμένης παρτίδας μένει όπως είναι.
moderation-winner-not-a-player = Ο νικητής πρέπει να είναι ένας από τους δύο παίκτες της παρτίδας { $game } (ή διάλεξε ισοπαλία).
moderation-adjudicate-needs-result = Μια κρίση χρειάζεται το αποτέλεσμά της: νικητή ή ισοπαλία (όχι και τα δύο).
moderation-result-only-to-adjudicate = Νικητής ή ισοπαλία δίνονται μόνο σε μια κρίση.
moderation-already-paused = Η παρτίδα { $game } έχει ήδη σταματήσει από συντονιστή.
moderation-not-paused = Η παρτίδα { $game } δεν έχει σταματήσει από συντονιστή, οπότε δεν υπάρχει κάτι να συνεχιστεί.
moderation-moved-on = Η παρτίδα { $game } άλλαξε όσο ζητούσες (μια κίνηση έφτασε πρώτη). Δες την ξανά και επανάλαβε αν ακόμη το θέλεις.
moderation-busy = Στην παρτίδα { $game } γίνονταν κινήσεις όσο ζητούσες· δοκίμασε ξανά.
moderation-done = Έγινε· το νήμα της παρτίδας { $game } ενημερώθηκε.
moderation-aborted = Ένας συντονιστής ακύρωσε την παρτίδα { $game }: { $reason }. Δεν μετράει για κανέναν.
moderation-adjudicated = Ένας συντονιστής έκρινε την παρτίδα { $game }: κερδίζει ο/η { $player }. Λόγος: { $reason }
moderation-adjudicated-draw = Ένας συντονιστής έκρινε την παρτίδα { $game } ισοπαλία. Λόγος: { $reason }
moderation-paused = Ένας συντονιστής σταμάτησε την παρτίδα { $game }: { $reason }. Καμία κίνηση, πρόταση ή διεκδίκηση μέχρι να τη συνεχίσει ένας συντονιστής· το ρολόι έχει σταματήσει.
moderation-resumed = Ένας συντονιστής συνέχισε την παρτίδα { $game }: προχωρά, και το ρολόι τρέχει ξανά.
moderation-resumed-because = Ένας συντονιστής συνέχισε την παρτίδα { $game }: { $reason }. Προχωρά, και το ρολόι τρέχει ξανά.

moderation-mail-subject-paused = Ένας συντονιστής σταμάτησε την παρτίδα { $game }
moderation-mail-subject-resumed = Ένας συντονιστής συνέχισε την παρτίδα { $game }

overview-title = Το Postboard σε αυτόν τον διακομιστή
overview-head = { $title }: { $running ->
    [one] μία παρτίδα σε εξέλιξη
   *[other] { $running } παρτίδες σε εξέλιξη
}{ $held ->
    [0] {""}
   *[other] {" "}({ $held } σε παύση)
}.
overview-player = παίζει ο/η { $player }
overview-dice = ζάρια για ρίξιμο
overview-on-time-head = Χρόνος που τελειώνει μέσα σε μια μέρα:
overview-on-time-item = • { $game }: { $player }, ο χρόνος τελειώνει { $when }
overview-time-up = • { $game }: { $player }, ο χρόνος τελείωσε — ο αντίπαλος μπορεί να διεκδικήσει την παρτίδα
overview-on-time-none = Σε καμία παρτίδα δεν τελειώνει ο χρόνος μέσα σε μια μέρα.
overview-idle-head = { $count ->
    [one] Μία παρτίδα
   *[other] { $count } παρτίδες
} χωρίς κίνηση για { $days } ημέρες ή περισσότερο:
overview-idle-item = • { $game }: { $player } από { $since }
overview-idle-none = Καμία παρτίδα δεν έμεινε { $days } ημέρες χωρίς κίνηση.
overview-more = • και { $count } ακόμη
overview-mail = Αλληλογραφία για τις παρτίδες αυτού του διακομιστή: { $waiting } προς αποστολή ({ $retrying } μετά από αποτυχημένη προσπάθεια), { $given_up } εγκαταλείφθηκαν τις τελευταίες 7 ημέρες.
overview-owed = Δεν έχουν δημοσιευτεί ακόμη στα νήματα των παρτίδων, ενώ έχει περάσει αρκετή ώρα: { $owed }. Έλεγξε ότι το Postboard μπορεί να γράφει στο κανάλι των παρτίδων και στα νήματά του.
overview-owed-positions = { $count ->
    [one] μία θέση
   *[other] { $count } θέσεις
}
overview-owed-offers = { $count ->
    [one] μία πρόταση
   *[other] { $count } προτάσεις
}
overview-owed-notices = { $count ->
    [one] μία ειδοποίηση (απόρριψη, παύση ή συνέχιση)
   *[other] { $count } ειδοποιήσεις (απορρίψεις, παύσεις ή συνεχίσεις)
}
overview-dm-failing = { $count ->
    [one] Ένας παίκτης παρτίδας σε εξέλιξη δεν δέχεται
   *[other] { $count } παίκτες παρτίδων σε εξέλιξη δεν δέχονται
} τα προσωπικά μηνύματα του Postboard.
overview-no-failures = Καμία αποτυχία τελευταία.
overview-rulings-head = Αποφάσεις των τελευταίων 30 ημερών:
overview-ruling-abort = • { $when }, { $game }: ακυρώθηκε από { $moderator } — { $reason }
overview-ruling-adjudicate = • { $when }, { $game }: κρίθηκε από { $moderator } — { $reason }
overview-ruling-pause = • { $when }, { $game }: σταμάτησε από { $moderator } — { $reason }
overview-ruling-resume = • { $when }, { $game }: συνεχίστηκε από { $moderator } — { $reason }
overview-days-invalid = Το idle_days πρέπει να είναι από { $least } έως { $most }, όχι { $value }.
