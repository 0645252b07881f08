# Η λίστα εντολών του ίδιου του Discord: η περιγραφή κάθε εντολής και επιλογής και
# κάθε επιλογή τιμής, όπως τις δείχνει το Discord σε όποιον έχει αυτή τη γλώσσα.
# Τα ονόματα εντολών και επιλογών, και οι τιμές που πληκτρολογούνται (standard, 3d+1d,
# all), μένουν αγγλικά. Το Discord δέχεται έως 100 χαρακτήρες.

## /challenge

cmd-challenge-description = Προκάλεσε κάποιον σε παρτίδα, ή όποιον είναι εδώ.
cmd-challenge-opt-game-description = ποιο παιχνίδι
cmd-challenge-opt-opponent-description = με ποιον θέλεις να παίξεις· άφησέ το κενό για να δεχτεί όποιος είναι εδώ (ανοιχτή πρόκληση)
cmd-challenge-opt-size-description = μέγεθος ταμπλό (Pinch: 9, 11 ή 13, προεπιλογή 11· Pletore: 4 έως 19, προεπιλογή 13)
cmd-challenge-opt-komi-description = Pletore: σταθερό komi για τα Λευκά· άφησέ το κενό για να προταθεί μέσα στην παρτίδα
cmd-challenge-opt-points-description = Plakoto: η διάρκεια του ματς σε πόντους (προεπιλογή 5)
cmd-challenge-opt-first-description = ποιος παίζει πρώτος
cmd-challenge-opt-expires-description = ώρες που η πρόκληση μένει ανοιχτή (προεπιλογή 48)
cmd-challenge-opt-clock-description = έλεγχος χρόνου: standard (3d+1d, όριο 7d), relaxed, brisk, none, ή π.χ. 2d+12h/5d
cmd-challenge-opt-timeout-description = τέλος χρόνου: λήξη (auto) ή ο αντίπαλος κάνει /claim (προεπιλογή: του διακομιστή, αλλιώς auto)
cmd-challenge-opt-level-description = εναντίον του υπολογιστή (προκάλεσέ με): 1 (ευκολότερο) έως 5 (δυνατότερο), προεπιλογή 3
cmd-challenge-opt-rated-description = αν το αποτέλεσμα μετράει στη βαθμολογία (προεπιλογή ναι· ποτέ εναντίον του υπολογιστή)
cmd-challenge-opt-min_rating-description = ανοιχτές προκλήσεις: η χαμηλότερη βαθμολογία που μπορεί να δεχτεί
cmd-challenge-opt-max_rating-description = ανοιχτές προκλήσεις: η υψηλότερη βαθμολογία που μπορεί να δεχτεί

## /accept

cmd-accept-description = Αποδέξου μια πρόκληση προς εσένα, ή μια ανοιχτή πρόκληση εδώ.
cmd-accept-opt-challenge-description = ο αριθμός της πρόκλησης, αν έχεις πολλές
cmd-accept-opt-seek-description = ο αριθμός μιας ανοιχτής πρόκλησης (δες /seeks)

## /decline

cmd-decline-description = Απόρριψε μια πρόκληση προς εσένα, ή απόσυρε τη δική σου.
cmd-decline-opt-challenge-description = ο αριθμός της πρόκλησης, αν έχεις πολλές
cmd-decline-opt-seek-description = ο αριθμός της ανοιχτής σου πρόκλησης που αποσύρεις

## /move

cmd-move-description = Παίξε μια κίνηση στην παρτίδα σου.
cmd-move-opt-notation-description = η κίνησή σου, π.χ. e5 (άρχισε να γράφεις για να δεις τις έγκυρες κινήσεις)
cmd-move-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-move-opt-ply-description = η ημικίνηση του ταμπλό στο οποίο απαντάς: η κίνηση απορρίπτεται αν η παρτίδα προχώρησε

## /board

cmd-board-description = Δείξε το ταμπλό μιας παρτίδας, τώρα ή σε οποιαδήποτε ημικίνηση.
cmd-board-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-board-opt-ply-description = δείξε το ταμπλό μετά από τόσες ημικινήσεις (0: η αρχή)· το /review τις περνά μία-μία

## /hand

cmd-hand-description = Δες το χέρι σου και τις κρυφές όψεις, ιδιωτικά (Plateau).
cmd-hand-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /resign

cmd-resign-description = Παραιτήσου από μια παρτίδα (ζητά επιβεβαίωση).
cmd-resign-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /games

cmd-games-description = Λίστα με τις παρτίδες σε εξέλιξη (πρώτα όσες περιμένουν), ή τις τελειωμένες.
cmd-games-opt-user-description = κάποιος άλλος του οποίου τις παρτίδες θέλεις να δεις (σε DM: όσες παίζετε μαζί)
cmd-games-opt-finished-description = λίστα με τις τελειωμένες παρτίδες, πρώτα οι νεότερες, με αποτελέσματα και καταγραφές
cmd-games-opt-game-description = με το finished: μόνο αυτό το παιχνίδι

## /history

cmd-history-description = Κατέβασε την καταγραφή μιας παρτίδας ως αρχείο κειμένου.
cmd-history-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /premove

cmd-premove-description = Κινήσεις υπό όρους: αν ο αντίπαλος παίξει X, απαντάς αμέσως Y.
cmd-premove-add-description = Μετά την κίνησή σου: αν παίξει X, απάντησε αμέσως Y.
cmd-premove-add-opt-if-description = η κίνηση του αντιπάλου που περιμένεις, π.χ. d4 (άρχισε να γράφεις για να τις δεις)
cmd-premove-add-opt-then-description = η απάντησή σου αν την παίξει, π.χ. c3
cmd-premove-add-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-premove-list-description = Οι κινήσεις σου υπό όρους σε μια παρτίδα (μόνο για σένα).
cmd-premove-list-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-premove-clear-description = Διέγραψε τις κινήσεις σου υπό όρους σε μια παρτίδα.
cmd-premove-clear-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /claim

cmd-claim-description = Τερμάτισε την παρτίδα όταν λήξει ο χρόνος του αντιπάλου: νίκη, ή ακύρωση αν δεν έπαιξε ποτέ.
cmd-claim-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /vacation

cmd-vacation-description = Πάγωσε τα ρολόγια σου όσο λείπεις (ετήσιο όριο ημερών).
cmd-vacation-start-description = Πήγαινε διακοπές: τα ρολόγια σου σταματούν.
cmd-vacation-stop-description = Επιστροφή από διακοπές: τα ρολόγια σου ξανατρέχουν.

## /settings

cmd-settings-description = Πώς μαθαίνεις για τις παρτίδες σου· χωρίς επιλογή, εμφανίζονται οι ρυθμίσεις.
cmd-settings-opt-notify-description = πώς σου λέμε ότι είναι η σειρά σου
cmd-settings-opt-remind_dm-description = λάβε και υπενθυμίσεις ρολογιού με DM
cmd-settings-opt-remind_hours-description = πόσες ώρες πριν από την προθεσμία σου έρχεται η υπενθύμιση (1 έως 72)
cmd-settings-opt-confirm-description = το /move σού δείχνει πρώτα το ταμπλό μετά την κίνησή σου, με Επιβεβαίωση / Ακύρωση

## /postboard

cmd-postboard-description = Οι ρυθμίσεις του Postboard για αυτόν τον διακομιστή, και ο συντονισμός των παρτίδων του.
cmd-postboard-config-description = Προεπιλογές του διακομιστή· χωρίς επιλογή, εμφανίζονται.
cmd-postboard-config-opt-games-description = τα παιχνίδια που επιτρέπονται εδώ, χωρισμένα με κόμμα (π.χ. pinch, les), ή all
cmd-postboard-config-opt-channel-description = το κανάλι όπου πηγαίνουν οι προκλήσεις και τα νήματα των παρτίδων
cmd-postboard-config-opt-clock-description = προεπιλεγμένος έλεγχος χρόνου: standard, relaxed, brisk, none, ή π.χ. 3d+1d/7d
cmd-postboard-config-opt-timeout-description = προεπιλογή όταν λήξει ο χρόνος: η παρτίδα λήγει, ή ο αντίπαλος μπορεί να τη διεκδικήσει
cmd-postboard-config-opt-vacation_days-description = ημέρες διακοπών ανά παίκτη τον χρόνο (0 έως 365)
cmd-postboard-config-opt-hints-description = ο δυνατότερος υπολογιστής (επίπεδο 1-5) που δίνει κίνηση με /hint (προεπιλογή: κανένας)
cmd-postboard-config-opt-web_list-description = η λίστα ιστού με τις παρτίδες του διακομιστή (σε κανάλια ορατά σε όλους): ναι, όχι, ή νέος σύνδεσμος
cmd-postboard-config-opt-reset-description = επανάφερε μία ρύθμιση (ή όλες) στην ενσωματωμένη προεπιλογή
cmd-postboard-config-opt-abandon_days-description = ημέρες χωρίς κίνηση πριν διεκδικηθεί παρτίδα χωρίς ρολόι (4 έως 365, 0 ποτέ· προεπιλογή 14)
cmd-postboard-config-opt-moderator_role-description = ο ρόλος του οποίου τα μέλη συντονίζουν παρτίδες εδώ (πέρα από τη Διαχείριση διακομιστή)
cmd-postboard-game-description = Συντόνισε μια παρτίδα αυτού του διακομιστή: ακύρωση, κρίση, παύση, συνέχιση.
cmd-postboard-game-opt-action-description = τι να γίνει με την παρτίδα
cmd-postboard-game-opt-reason-description = γιατί: φυλάγεται με το αρχείο της παρτίδας και δημοσιεύεται στο νήμα της
cmd-postboard-game-opt-game-description = ο αριθμός της παρτίδας (μόνο έξω από το νήμα της)
cmd-postboard-game-opt-winner-description = κρίση: ο παίκτης στον οποίο δίνεται η παρτίδα
cmd-postboard-game-opt-draw-description = κρίση: ισοπαλία αντί για νικητή
cmd-postboard-status-description = Οι παρτίδες αυτού του διακομιστή με μια ματιά: χρόνος, σταματημένες, αλληλογραφία, αποτυχίες.
cmd-postboard-status-opt-idle_days-description = πόσες ημέρες χωρίς κίνηση κάνουν μια παρτίδα σταματημένη (προεπιλογή: abandon_days)

## /draw

cmd-draw-description = Πρότεινε ισοπαλία, ή δέξου την πρόταση του αντιπάλου.
cmd-draw-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /takeback

cmd-takeback-description = Ζήτα να πάρεις πίσω την τελευταία σου κίνηση (αποφασίζει ο αντίπαλος).
cmd-takeback-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /pause

cmd-pause-description = Σταμάτησε το ρολόι της παρτίδας με συμφωνία, ή ξεκίνα το ξανά.
cmd-pause-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /abort

cmd-abort-description = Ακύρωσε μια παρτίδα πριν από τη δεύτερη κίνηση (χωρίς αποτέλεσμα).
cmd-abort-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /rematch

cmd-rematch-description = Προκάλεσε ξανά τον αντίπαλο, με αντεστραμμένες θέσεις.
cmd-rematch-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /hint

cmd-hint-description = Ρώτα τον υπολογιστή ποια κίνηση θα έπαιζε (αν επιτρέπεται).
cmd-hint-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-hint-opt-level-description = ποιον υπολογιστή ρωτάς, 1 (ευκολότερο) έως 5· προεπιλογή ο δυνατότερος που επιτρέπεται

## /analyse

cmd-analyse-description = Μετά την παρτίδα: οι κινήσεις όπου ο υπολογιστής διαφώνησε περισσότερο (ιδιωτικά).
cmd-analyse-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /email

cmd-email-description = Λάβε τις κινήσεις σου με email και παίξε απαντώντας.
cmd-email-link-description = Στείλε κωδικό σε αυτή τη διεύθυνση για να αποδείξεις ότι είναι δική σου.
cmd-email-link-opt-address-description = η διεύθυνση όπου θα πηγαίνουν τα email για τη σειρά σου
cmd-email-verify-description = Ο κωδικός από το email που έστειλε το /email link.
cmd-email-verify-opt-code-description = τα έξι ψηφία από το email
cmd-email-unlink-description = Σταμάτα τα email και ξέχνα τη διεύθυνσή σου.
cmd-email-status-description = Σε ποια διεύθυνση πηγαίνουν οι παρτίδες σου, αν υπάρχει.

## /help

cmd-help-description = Τι κάνει το Postboard, οι εντολές του, ένα παιχνίδι.

## /rules

cmd-rules-description = Οι κανόνες ενός παιχνιδιού εν συντομία, με διάγραμμα και τις κινήσεις.
cmd-rules-opt-game-description = ποιο παιχνίδι (άφησέ το κενό για τη λίστα παιχνιδιών)

## /tournament

cmd-tournament-description = Τουρνουά όλοι-με-όλους και ελβετικά: δήλωσε συμμετοχή, δες την κατάταξη.
cmd-tournament-create-description = Δημιούργησε τουρνουά (διαχειριστές του διακομιστή).
cmd-tournament-create-opt-game-description = ποιο παιχνίδι
cmd-tournament-create-opt-format-description = όλοι-με-όλους ή ελβετικό
cmd-tournament-create-opt-clock-description = έλεγχος χρόνου κάθε παρτίδας: standard (3d+1d, όριο 7d), relaxed, brisk, ή π.χ. 2d+12h/5d
cmd-tournament-create-opt-rated-description = αν οι παρτίδες μετράνε στη βαθμολογία (προεπιλογή ναι)
cmd-tournament-create-opt-rounds-description = ελβετικό: πόσοι γύροι (προεπιλογή: όσοι αρκούν για τους συμμετέχοντες)
cmd-tournament-create-opt-double-description = όλοι-με-όλους: κάθε ζευγάρι παίζει δύο φορές, με αλλαγή χρωμάτων
cmd-tournament-create-opt-players-description = το πολύ τόσοι παίκτες μπορούν να συμμετάσχουν
cmd-tournament-create-opt-start-description = πότε ξεκινά: 2026-06-01, 2026-06-01 18:00 (UTC) ή σε διάστημα σαν 3d (προεπιλογή μια εβδομάδα)
cmd-tournament-create-opt-name-description = το όνομά του
cmd-tournament-create-opt-size-description = μέγεθος ταμπλό (Pinch: 9, 11 ή 13· Pletore: 4 έως 19)
cmd-tournament-create-opt-komi-description = Pletore: σταθερό komi για τα Λευκά
cmd-tournament-create-opt-points-description = Plakoto: η διάρκεια του ματς σε πόντους
cmd-tournament-join-description = Δήλωσε συμμετοχή σε τουρνουά πριν ξεκινήσει.
cmd-tournament-join-opt-tournament-description = ο αριθμός του τουρνουά (δες /tournament list)
cmd-tournament-leave-description = Φύγε από ένα τουρνουά· αν έχει αρχίσει, αποσύρσου.
cmd-tournament-leave-opt-tournament-description = ο αριθμός του τουρνουά (δες /tournament list)
cmd-tournament-start-description = Ξεκίνα ένα τουρνουά τώρα (διαχειριστές του διακομιστή).
cmd-tournament-start-opt-tournament-description = ο αριθμός του τουρνουά (δες /tournament list)
cmd-tournament-cancel-description = Ακύρωσε ένα τουρνουά (διαχειριστές του διακομιστή).
cmd-tournament-cancel-opt-tournament-description = ο αριθμός του τουρνουά (δες /tournament list)
cmd-tournament-show-description = Οι παίκτες, οι παρτίδες και η κατάταξη ενός τουρνουά.
cmd-tournament-show-opt-tournament-description = ο αριθμός του τουρνουά (προεπιλογή: το πιο πρόσφατο εδώ)
cmd-tournament-list-description = Τα τουρνουά αυτού του διακομιστή.

## /review

cmd-review-description = Δες μια παρτίδα κίνηση-κίνηση, μόνο εσύ τη βλέπεις.
cmd-review-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-review-opt-ply-description = η ημικίνηση από όπου ξεκινάς: 0 είναι η αρχή (προεπιλογή: η τελευταία)

## /replay

cmd-replay-description = Κινούμενη επανάληψη μιας παρτίδας, ένα καρέ ανά κίνηση.
cmd-replay-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)

## /export

cmd-export-description = Κατέβασε τις καταγραφές των τελειωμένων παρτίδων σε ένα αρχείο.
cmd-export-opt-user-description = κάποιος άλλος του οποίου τις τελειωμένες παρτίδες θέλεις (σε DM: όσες παίξατε μαζί)

## /profile

cmd-profile-description = Βαθμολογίες, απολογισμός, σερί και τελευταίες παρτίδες ενός παίκτη.
cmd-profile-opt-user-description = ποιανού το προφίλ (προεπιλογή: το δικό σου)

## /leaderboard

cmd-leaderboard-description = Οι παίκτες με την καλύτερη βαθμολογία σε ένα παιχνίδι.
cmd-leaderboard-opt-game-description = ποιο παιχνίδι
cmd-leaderboard-opt-scope-description = οι παίκτες αυτού του διακομιστή (προεπιλογή) ή όλων των διακομιστών
cmd-leaderboard-opt-page-description = ποια σελίδα (10 παίκτες ανά σελίδα)

## /seeks

cmd-seeks-description = Οι ανοιχτές προκλήσεις που μπορεί να δεχτεί οποιοσδήποτε εδώ.

## choices

cmd-choice-random = τυχαία
cmd-choice-me-the-challenger = εγώ (ο προκαλών)
cmd-choice-my-opponent = ο αντίπαλός μου
cmd-choice-the-game-ends-auto = η παρτίδα λήγει (auto)
cmd-choice-the-opponent-may-claim-the-win = ο αντίπαλος μπορεί να διεκδικήσει τη νίκη
cmd-choice-a-ping-in-the-game-s-thread = μια ειδοποίηση στο νήμα της παρτίδας
cmd-choice-a-dm-with-the-board-on-my-turn = ένα DM με το ταμπλό όταν είναι η σειρά μου
cmd-choice-a-daily-digest-dm-instead-of-every-move = μια ημερήσια σύνοψη με DM αντί για κάθε κίνηση
cmd-choice-a-mail-with-the-board-see-email = ένα email με το ταμπλό (δες /email)
cmd-choice-off = απενεργοποιημένο
cmd-choice-up-to-level-1 = έως το επίπεδο 1
cmd-choice-up-to-level-2 = έως το επίπεδο 2
cmd-choice-up-to-level-3 = έως το επίπεδο 3
cmd-choice-up-to-level-4 = έως το επίπεδο 4
cmd-choice-up-to-level-5 = έως το επίπεδο 5
cmd-choice-on-game-pages-link-to-this-server-s-list = ναι: οι σελίδες των παρτίδων δείχνουν τη λίστα του διακομιστή
cmd-choice-off-no-list-and-no-link-to-it = όχι: καμία λίστα και κανένας σύνδεσμος
cmd-choice-new-link-the-old-link-stops-working = νέος σύνδεσμος: ο παλιός παύει να λειτουργεί
cmd-choice-all = όλες
cmd-choice-level-1 = επίπεδο 1
cmd-choice-level-2 = επίπεδο 2
cmd-choice-level-3 = επίπεδο 3
cmd-choice-level-4 = επίπεδο 4
cmd-choice-level-5 = επίπεδο 5
cmd-choice-round-robin-everyone-plays-everyone-all-games-at-once = όλοι-με-όλους (όλοι παίζουν με όλους, όλες οι παρτίδες μαζί)
cmd-choice-swiss-rounds-paired-by-score = ελβετικό (γύροι, ζευγάρια κατά βαθμούς)
cmd-choice-this-server = αυτός ο διακομιστής
cmd-choice-all-servers = όλοι οι διακομιστές

# Time zones and languages (issue 29)
cmd-settings-opt-timezone-description = πού βρίσκεσαι, π.χ. Europe/Athens (άρχισε να γράφεις μια πόλη)· UTC αν δεν ορίσεις
cmd-postboard-config-opt-language-description = η γλώσσα των αναρτήσεων αυτού του διακομιστή, ή η δική του
cmd-choice-the-server-s-own-its-primary-language-on-discord = του διακομιστή (η κύρια γλώσσα του στο Discord)

## issue 31: the board in words
cmd-board-opt-text-description = το ταμπλό με λέξεις, σειρά σειρά, αντί για την εικόνα
cmd-settings-opt-board-description = πώς έρχονται τα ταμπλό που βλέπεις μόνο εσύ: εικόνα, λέξεις ή και τα δύο
cmd-choice-the-picture = η εικόνα
cmd-choice-the-board-in-words-read-aloud = το ταμπλό με λέξεις, για ανάγνωση
cmd-choice-both = και τα δύο

## issue 32: αποκλεισμός
cmd-block-description = Εμπόδισε έναν παίκτη να σε προκαλεί ή να σε ειδοποιεί· χωρίς επιλογή, ποιους απέκλεισες.
cmd-block-opt-user-description = ο παίκτης προς αποκλεισμό (άφησέ το κενό για να δεις ποιους απέκλεισες)
cmd-unblock-description = Άρε έναν αποκλεισμό: ο παίκτης θα μπορεί πάλι να σε προκαλεί.
cmd-unblock-opt-user-description = ο παίκτης του οποίου αίρεις τον αποκλεισμό
cmd-choice-abort-end-it-with-no-result = ακύρωση: τέλος χωρίς αποτέλεσμα
cmd-choice-adjudicate-decide-the-result = κρίση: ορίζεις το αποτέλεσμα
cmd-choice-pause-no-moves-until-it-is-resumed = παύση: καμία κίνηση ώσπου να συνεχιστεί
cmd-choice-resume-the-game-goes-on = συνέχιση: η παρτίδα προχωρά

## issue 32: δικαιώματα στα δεδομένα
cmd-privacy-description = Τι κρατά το Postboard για σένα: δες το, πάρ' το ή σβήσ' το.
cmd-privacy-show-description = Τι κρατά το Postboard για σένα, γιατί και για πόσο.
cmd-privacy-export-description = Όλα όσα κρατά το Postboard για σένα, σε αρχείο που βλέπεις μόνο εσύ.
cmd-privacy-forget-description = Σβήσε ό,τι κρατά το Postboard για σένα, μόλις επιβεβαιώσεις.

## issue 33: η δική σου σελίδα μιας παρτίδας
cmd-web-description = Η δική σου σελίδα web μιας παρτίδας: ιδιωτικός σύνδεσμος, ή ακύρωση όλων.
cmd-web-link-description = Ιδιωτικός σύνδεσμος προς τη δική σου σελίδα μιας παρτίδας, για να βλέπεις και να παίζεις.
cmd-web-link-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-web-revoke-description = Ακυρώνει όλους τους συνδέσμους προς τις σελίδες των παρτίδων σου.

## /explore και /lines

cmd-explore-description = Ένα ιδιωτικό ταμπλό για να δοκιμάζεις κινήσεις και για τις δύο πλευρές· μόνο εσύ το βλέπεις.
cmd-explore-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-explore-opt-ply-description = ξεκίνα από αυτή την ημικίνηση: 0 είναι η αρχή (προεπιλογή: τώρα)
cmd-explore-opt-move-description = μια κίνηση για δοκιμή, π.χ. e5 (άρχισε να πληκτρολογείς για τις νόμιμες)
cmd-lines-description = Οι κρατημένες γραμμές του ταμπλό ανάλυσής σου (/explore), μόνο για σένα.
cmd-lines-list-description = Οι γραμμές σου σε μια παρτίδα, η πιο πρόσφατη πρώτη.
cmd-lines-list-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-lines-open-description = Δείξε ξανά μια γραμμή με όνομα, εκεί που την άφησες.
cmd-lines-open-opt-name-description = το όνομα της γραμμής (άρχισε να πληκτρολογείς για τις δικές σου)
cmd-lines-open-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-lines-delete-description = Σβήσε οριστικά μια γραμμή με όνομα.
cmd-lines-delete-opt-name-description = το όνομα της γραμμής (άρχισε να πληκτρολογείς για τις δικές σου)
cmd-lines-delete-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-lines-name-description = Δώσε όνομα στην τελευταία σου γραμμή για να την κρατήσεις, ή άλλαξέ το.
cmd-lines-name-opt-name-description = το όνομα που θα πάρει
cmd-lines-name-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-lines-note-description = Μια σημείωση για τη θέση που δείχνει η τελευταία σου γραμμή.
cmd-lines-note-opt-text-description = τι θέλεις να σημειώσεις γι' αυτήν
cmd-lines-note-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
cmd-lines-queue-description = Βάλε τις δύο επόμενες κινήσεις της τελευταίας σου γραμμής ως /premove.
cmd-lines-queue-opt-game-description = ο αριθμός της παρτίδας (χρειάζεται μόνο έξω από το νήμα της)
