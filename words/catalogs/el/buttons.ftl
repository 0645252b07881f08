# Τα κουμπιά του Discord και οι σύντομες απαντήσεις του bot γύρω από αυτά (bot/buttons.py,
# bot/community.py, bot/cogs/direct.py, bot/cogs/play.py).

## Ετικέτες κουμπιών: το πολύ 80 χαρακτήρες (το όριο του Discord)

buttons-accept = Αποδοχή
buttons-decline = Απόρριψη
buttons-resign = Εγκατάλειψη
buttons-confirm = Επιβεβαίωση
buttons-cancel = Ακύρωση
buttons-withdraw = Απόσυρση
buttons-previous = ◀ Προηγούμενη
buttons-next = Επόμενη ▶
# Σύνδεσμος στην παρτίδα που περιμένει τον παίκτη· το $name είναι το παιχνίδι και ο αριθμός («Pinch #2»).
buttons-next-game = Επόμενη παρτίδα: { $name }

## Τι απαντά ένα κουμπί, ιδιωτικά

buttons-resign-really = Σίγουρα εγκαταλείπεις την παρτίδα { $game }; Αυτό δεν αναιρείται.
buttons-resigned = Εγκατέλειψες την παρτίδα { $game }.
buttons-cancelled = Ακυρώθηκε: δεν παίχτηκε τίποτα στην παρτίδα { $game }.
# Το $command είναι το /settings confirm:false.
buttons-too-long-to-confirm = Αυτή η κίνηση είναι πολύ μεγάλη για να χωρέσει σε κουμπί Επιβεβαίωσης, οπότε δεν μπορεί να επιβεβαιωθεί εδώ: για να την παίξεις, απενεργοποίησε την επιβεβαίωση ({ $command }) και στείλ' την ξανά.
buttons-no-next-game = Καμία άλλη παρτίδα δεν περιμένει την κίνησή σου.
# Το $name είναι το παιχνίδι και ο αριθμός της παρτίδας («Pinch #2»).
buttons-next-game-too = Σειρά σου και στην παρτίδα { $name }.
# Το $seek είναι η ανοιχτή πρόκληση, το $place το νήμα της νέας παρτίδας.
buttons-seek-taken = Πήρες την ανοιχτή πρόκληση { $seek }: η παρτίδα { $game } ξεκίνησε στο { $place }.
buttons-seek-withdrawn = Η ανοιχτή πρόκληση { $seek } αποσύρθηκε.
# Κάτω από μια κατάταξη ή μια λίστα τελειωμένων παρτίδων· το $page είναι ο αριθμός της σελίδας.
buttons-page = Σελίδα { $page }

## Κινήσεις με προσωπικό μήνυμα

buttons-dm-too-long = Αυτό είναι πολύ μεγάλο για κίνηση· στείλε μόνο την κίνηση.
buttons-dm-played = Παίχτηκε στην παρτίδα { $game }.

## Προκλήσεις, με εντολή ή με κουμπί (bot/flows.py, bot/cogs/lobby.py)· τα level, rated και opponent είναι επιλογές της εντολής

# Το $name είναι το όνομα της πρόκλησης (Πρόκληση #3, Ανοιχτή πρόκληση #4), το $link σύνδεσμος στη δημοσίευσή της.
buttons-posted-in = { $name } δημοσιεύτηκε στο { $link } — αυτός ο server παίζει εκεί τις παρτίδες του.
buttons-computer-game-on = Η παρτίδα { $game } με τον υπολογιστή ξεκίνησε στο { $place }.
buttons-level-challenge-me = Το level είναι για παρτίδες με τον υπολογιστή: προκάλεσε εμένα.
# Το $bot είναι το ίδιο το bot.
buttons-level-challenge-bot = Το level είναι για παρτίδες με τον υπολογιστή: προκάλεσε το { $bot }.
buttons-rating-range-open-only = Το εύρος βαθμολογίας είναι για ανοιχτές προκλήσεις: παράλειψε το opponent.
buttons-computer-never-rated = Οι παρτίδες με τον υπολογιστή δεν βαθμολογούνται ποτέ· παράλειψε το rated.

## Τα κουμπιά του ταμπλό ανάλυσης (bot/ui/explore_buttons.py)· τίτλος και πεδίο ενός διαλόγου ως 45 χαρακτήρες

buttons-explore-note = Σημείωση…
buttons-explore-name = Όνομα…
buttons-explore-queue = Όρισε ως /premove
buttons-explore-note-title = Σημείωση γι' αυτή τη θέση
buttons-explore-note-field = Η σημείωσή σου (κενή, σβήνεται)
buttons-explore-name-title = Δώσε όνομα στη γραμμή για να την κρατήσεις
buttons-explore-name-field = Το όνομα της γραμμής
