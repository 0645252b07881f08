# Οι γραμμές κειμένου των διαγραμμάτων στο απλό κείμενο του μηνύματος σειράς.
# Η σκακιέρα είναι σημειογραφία: τα γράμματα X, O, B, W, b, w, o, x, τα σημάδια
# ">" και "*", οι κινήσεις και οι συντεταγμένες μένουν όπως είναι.

## Κοινά σε όλα τα παιχνίδια

diagrams-black = Μαύρα
diagrams-white = Λευκά
diagrams-player-colour = { $player } ({ $colour })
diagrams-to-move = Παίζει: { $player }.
diagrams-to-move-task = Παίζει: { $player } ({ $task }).
diagrams-last-move = Τελευταία κίνηση: { $move }.
diagrams-result-aborted = Αποτέλεσμα: η παρτίδα ακυρώθηκε.
diagrams-result-agreed = Αποτέλεσμα: ισοπαλία με συμφωνία.
diagrams-result-adjudicated-draw = Αποτέλεσμα: ισοπαλία, με απόφαση συντονιστή.
diagrams-result-drawn = Αποτέλεσμα: ισοπαλία ({ $reason }).
diagrams-result-wins = Αποτέλεσμα: κερδίζει ο/η { $player } ({ $how }).
diagrams-how-resigned = ο/η { $player } εγκατέλειψε
diagrams-how-timeout = ο/η { $player } έμεινε χωρίς χρόνο
diagrams-how-adjudicated = απόφαση συντονιστή
diagrams-sides = B = { $black }   W = { $white }
diagrams-sides-unchosen = B = { $black }   W = { $white }   (δεν έχουν επιλεγεί χρώματα: επιλέγει ο/η { $player })

## Pinch

diagrams-pinch-title = Pinch { $size }x{ $size }, ημικίνηση { $ply }
diagrams-pinch-legend = X = { $black }   O = { $white }
diagrams-pinch-goals = Τα Μαύρα ενώνουν τις σειρές 1 και { $size }, τα Λευκά τις στήλες a και { $last }.
diagrams-pinch-reason-connection = με σύνδεση
diagrams-pinch-swap = Τελευταία κίνηση: swap (ο δεύτερος παίκτης πήρε τα Μαύρα).
diagrams-pinch-last-converting = Τελευταία κίνηση: { $move }, που μετατρέπει τις { $stones }.
diagrams-pinch-mark = Το { $mark } δείχνει την τελευταία πέτρα που μπήκε.
diagrams-pinch-mark-converted = Το { $mark } δείχνει την τελευταία πέτρα που μπήκε· τα x και o είναι οι πέτρες που μετέτρεψε.

## Pletore

diagrams-pletore-title = Pletore { $size }x{ $size }, ημικίνηση { $ply }
diagrams-pletore-reason-score = στους πόντους
diagrams-pletore-task-komi = όρισε το komi: komi N
diagrams-pletore-task-side = διάλεξε χρώμα: side black / side white
diagrams-pletore-score = Σκορ: Μαύρα { $black }, Λευκά { $white } ({ $extras }).
diagrams-pletore-komi-unset = το komi δεν έχει οριστεί ακόμα
diagrams-pletore-komi = komi { $komi } για τα Λευκά
diagrams-pletore-button-free = το κουμπί είναι ελεύθερο
diagrams-pletore-button-taken = το κουμπί το πήραν τα { $colour }
diagrams-pletore-no-button = χωρίς κουμπί
diagrams-pletore-last-flip = Τελευταία κίνηση: { $move } (αναστροφή).
diagrams-pletore-control = b, w: κενό σημείο που ελέγχουν τα Μαύρα ή τα Λευκά.
diagrams-pletore-mark = Το { $mark } δείχνει το σημείο της τελευταίας κίνησης.

## Les

diagrams-les-title = Les, εξάγωνο πλευράς { $size }, ημικίνηση { $ply }
diagrams-les-reason-no-contact = στις τρύπες
diagrams-les-task-setup = τοποθέτησε τις τέσσερις αρχικές πέτρες
diagrams-les-task-side = διάλεξε χρώμα
diagrams-les-points = Σημεία επαφής: { $contact }· μεμονωμένα σημεία: { $lone }.
diagrams-les-points-no-lone = Σημεία επαφής: { $contact }· μεμονωμένα σημεία: 0 (μια σειρά είναι μία πέτρα επαφής).
diagrams-les-mark = Το { $mark } δείχνει τις πέτρες της τελευταίας κίνησης.
diagrams-les-holes = b, w: τα κενά σημεία μιας τρύπας που ανήκει στα Μαύρα ή στα Λευκά.
diagrams-les-owns = Τα { $colour } έχουν { $count ->
        [one] μία τρύπα
       *[other] { $count } τρύπες
    }{ $count ->
        [0] {""}
        [one] {" "}(μέγεθος { $sizes })
       *[other] {" "}(μεγέθη { $sizes })
    }.
diagrams-les-key = Ένα σημείο είναι γράμμα σειράς + αριθμός γραμμής· οι γραμμές κατεβαίνουν δεξιά από τους αριθμούς.

## Plakoto

diagrams-plakoto-title = Πλακωτό, ματς στους { $length }, παιχνίδι { $game }: { $first } { $first-score } - { $second } { $second-score }
diagrams-plakoto-legend = O = { $white }   X = { $black }
diagrams-plakoto-reason-borne-off = με μάζεμα
diagrams-plakoto-reason-gammon = με διπλό (γκάμον)
diagrams-plakoto-reason-mother = με πλάκωμα της μάνας
diagrams-plakoto-reason-both-mothers = πλακώθηκαν και οι δύο μάνες
diagrams-plakoto-to-move = Παίζει: { $player } με { $dice }.
diagrams-plakoto-opening = Ρίχνει: η πρώτη ζαριά, ένα ζάρι ο καθένας· ξεκινά η μεγαλύτερη.
diagrams-plakoto-to-roll = Ρίχνει: { $player }.
diagrams-plakoto-game-drawn = Τελευταίο παιχνίδι: ισοπαλία ({ $how }).
diagrams-plakoto-game-won = Τελευταίο παιχνίδι: το κέρδισε ο/η { $player }, { $points ->
        [one] 1 πόντος
       *[other] { $points } πόντοι
    } ({ $how }).
diagrams-plakoto-last-turn = Τελευταία σειρά: { $colour } { $move }.
diagrams-plakoto-last-turn-dice = Τελευταία σειρά: { $colour } { $move } με { $dice }.
diagrams-plakoto-last-turn-here = Τελευταία σειρά: { $colour } { $move } (στην αρίθμηση για τα { $colour }· εδώ { $here }).
diagrams-plakoto-last-turn-dice-here = Τελευταία σειρά: { $colour } { $move } με { $dice } (στην αρίθμηση για τα { $colour }· εδώ { $here }).
diagrams-plakoto-last = Τελευταίο: { $move }.
diagrams-plakoto-last-move = Τελευταία κίνηση: { $colour } { $move }.
diagrams-plakoto-last-move-here = Τελευταία κίνηση: { $colour } { $move } (στην αρίθμηση για τα { $colour }· εδώ { $here }).
diagrams-plakoto-numbers = Αρίθμηση για τα { $colour }: το { $letter } κινείται 24 -> 1, σπίτι κάτω δεξιά.
diagrams-plakoto-borne-off = Μαζεμένα: Λευκά { $white }, Μαύρα { $black }.
diagrams-plakoto-pinned = Πλακωμένα: { $pinned }.
diagrams-plakoto-pinned-none = Πλακωμένα: κανένα.
diagrams-plakoto-pins = { $count } { $colour } (στα { $points })
diagrams-plakoto-key = o, x: πλακωμένο πούλι (στο χείλος)· αριθμός: πόσα είναι του πάνω χρώματος.

## Plateau

diagrams-plateau-title-public = Plateau, ημικίνηση { $ply }, δημόσια όψη
diagrams-plateau-title-seen = Plateau, ημικίνηση { $ply }, όπως το βλέπει ο/η { $player }
diagrams-plateau-reason-six-prisoners = έξι αιχμάλωτοι
diagrams-plateau-reason-six-unit = σειρά από έξι
diagrams-plateau-task-open = στήσε μια αρχική στοίβα: open <τετράγωνο άκρης> <κάτω> <πάνω>
diagrams-plateau-task-answer = απάντησε στην προσφορά
diagrams-plateau-task-declined = ανέβασε ή απόσυρε την προσφορά
diagrams-plateau-worth = { $pieces } (αξία { $worth })
diagrams-plateau-tender-declined = Προσφορά: ο/η { $player } προσφέρει { $offer }· απορρίφθηκε, ο/η { $by } πρέπει να την ανεβάσει ή να την αποσύρει.
diagrams-plateau-tender-floor = Προσφορά: ο/η { $player } προσφέρει { $offer }· ο/η { $responder } πρέπει να δώσει { $floor } ή περισσότερα από { $value }.
diagrams-plateau-tender-open = Προσφορά: ο/η { $player } προσφέρει { $offer }· ο/η { $responder } μπορεί να αρνηθεί ή να δώσει περισσότερα από { $value }.
diagrams-plateau-last-move = Τελευταία κίνηση: { $move }
diagrams-plateau-last-move-by = Τελευταία κίνηση: { $player }: { $move }
diagrams-plateau-hand-hidden = Χέρι του/της { $player }: { $count ->
        [one] 1 κομμάτι
       *[other] { $count } κομμάτια
    }, κρυφά.
diagrams-plateau-hand = Χέρι του/της { $player }: { $pieces } ({ $count }).
diagrams-plateau-hand-empty = Χέρι του/της { $player }: άδειο ({ $count }).
diagrams-plateau-prisoners = Αιχμάλωτοι του/της { $player }: { $held }.
diagrams-plateau-prisoners-none = Αιχμάλωτοι του/της { $player }: κανένας.
diagrams-plateau-key = Ένα κομμάτι είναι κάτοχος:πάνω όψη+κάτω όψη, με το ύψος του στη στοίβα μπροστά.
diagrams-plateau-faces = Όψεις: x κενή, r κόκκινη, b μπλε, o πορτοκαλί, ? κρυφή για αυτή την όψη.
diagrams-plateau-mark = Το { $mark } δείχνει τα τετράγωνα που άγγιξε η τελευταία κίνηση.
