# Ο πυρήνας των παρτίδων: εύρεση παρτίδας, απορρίψεις κινήσεων και ό,τι λέγεται στο νήμα μιας παρτίδας.

## Απορρίψεις

game-not-a-player = Δεν παίζεις στην παρτίδα { $game }.
game-over = Η παρτίδα { $game } έχει τελειώσει· δες { $command }.
game-hides-nothing = Το { $name } δεν κρύβει τίποτα: το { $command } δείχνει τα πάντα.
game-resign-not-a-move = Το «{ $word }» δεν είναι κίνηση· { $channel ->
    [mail] για να εγκαταλείψεις, απάντησε με τη λέξη resign.
   *[other] γι' αυτό χρησιμοποίησε το /resign.
}
game-entry-unavailable = Το «{ $word }» δεν είναι κίνηση· αυτό δεν είναι ακόμη διαθέσιμο στο bot.
game-not-a-game-thread = Αυτό δεν είναι νήμα παρτίδας· χρησιμοποίησε την εντολή στο νήμα της παρτίδας ή όρισε την παρτίδα, π.χ. game:7.
game-not-yours-in-dm = Η παρτίδα { $game } δεν είναι δική σου: σε προσωπικό μήνυμα δείχνω μόνο παρτίδες στις οποίες παίζεις. Οι άλλες παρτίδες φαίνονται μόνο στον δικό τους server.
game-no-such-game = Δεν υπάρχει παρτίδα { $game }.

## Κίνηση που δεν ορίζει παρτίδα

game-none-waiting-dm = Καμία παρτίδα δεν περιμένει την κίνησή σου, άρα δεν υπάρχει τίποτα να παίξεις.
game-none-waiting = { $in_server ->
    [yes] Αυτό δεν είναι νήμα παρτίδας και καμία παρτίδα σε αυτόν τον server δεν περιμένει την κίνησή σου, άρα εδώ δεν υπάρχει τίποτα να παίξεις. Το { $command } δείχνει τις παρτίδες σου.
   *[other] Αυτό δεν είναι νήμα παρτίδας και καμία παρτίδα δεν περιμένει την κίνησή σου, άρα εδώ δεν υπάρχει τίποτα να παίξεις. Το { $command } δείχνει τις παρτίδες σου.
}
game-waiting-item = { $game } { $name }
game-waiting-more = { $more } ακόμη
game-several-waiting = Αρκετές παρτίδες { $in_server ->
        [yes] σε αυτόν τον server περιμένουν
       *[other] περιμένουν
    } την κίνησή σου: { $games }. Χρησιμοποίησε το { $command } στο νήμα της παρτίδας ή όρισε την παρτίδα, π.χ. { $example }.
game-several-waiting-dm = Αρκετές παρτίδες περιμένουν την κίνησή σου ({ $games }): ξεκίνα με τον αριθμό της παρτίδας, π.χ. { $example }.

## Αποτελέσματα: ποιος κέρδισε και πώς

game-result-aborted = Η παρτίδα { $game } ακυρώθηκε.
game-result-draw = Η παρτίδα { $game } λήγει ισόπαλη.
game-result-draw-by = Η παρτίδα { $game } λήγει ισόπαλη με { $how }.
game-result-won-by = { $winner } κερδίζει την παρτίδα { $game } με { $how }.
game-result-won = { $winner } κερδίζει την παρτίδα { $game } ({ $ending }).
game-ending-connection = σύνδεση
game-ending-score = πόντοι
game-ending-no-contact = χωρίς επαφή
game-ending-borne-off = μάζεμα
game-ending-gammon = γκάμον
game-ending-mother = μάνα
game-ending-both-mothers = δύο μάνες
game-ending-six-prisoners = έξι αιχμάλωτοι
game-ending-six-unit = έξι στη σειρά
game-ending-resignation = εγκατάλειψη
game-ending-timeout = λήξη χρόνου
game-ending-agreement = συμφωνία
game-ending-aborted = ακύρωση
game-ending-adjudication = απόφαση συντονιστή

## Μια παρτίδα όπως τη βλέπει ένας παίκτης (η προβολή του email)

game-seat-your-move = Είναι η σειρά σου.
game-to-move = Παίζει { $player }.
game-dice-next = Τα ζάρια πρόκειται να ριχτούν.
game-seat-played = { $player } έπαιξε { $move }.

## Απαντήσεις μόνο για όποιον παίζει

game-played-privately = Έπαιξες { $move } στην παρτίδα { $game }.
game-late-aborted-yours = Ο χρόνος σου στην παρτίδα { $game } τελείωσε πριν από την πρώτη κίνηση, οπότε το { $move } δεν παίχτηκε: η παρτίδα ακυρώνεται και δεν μετράει για κανέναν.
game-late-aborted = Ο χρόνος του/της { $player } στην παρτίδα { $game } τελείωσε πριν από την πρώτη κίνηση, οπότε το { $move } δεν παίχτηκε: η παρτίδα ακυρώνεται και δεν μετράει για κανέναν.
game-late-lost = Ο χρόνος σου στην παρτίδα { $game } τελείωσε πριν φτάσει η κίνησή σου, οπότε το { $move } δεν παίχτηκε: χάνεις την παρτίδα στον χρόνο.
game-late-won = Ο χρόνος του/της { $player } τελείωσε πριν φτάσει η κίνησή σου, οπότε το { $move } δεν παίχτηκε: κερδίζεις την παρτίδα { $game } στον χρόνο.

## Απορρίψεις κίνησης

game-not-your-turn = Δεν είναι η σειρά σου στην παρτίδα { $game }.
game-their-turn = Στην παρτίδα { $game } παίζει { $player }.
game-nothing-to-claim = Δεν υπάρχει τίποτα να διεκδικήσεις στην παρτίδα { $game }: δεν έχει τελειώσει κανένας χρόνος.
game-nothing-to-tell = Η παρτίδα { $game } δεν έχει ακόμη τίποτα να πει.
# Another request wrote first: nothing of this one was played.
game-overtaken = Η παρτίδα { $game } άλλαξε όσο η κίνησή σου ήταν καθ' οδόν· δεν παίχτηκε τίποτα: δες τη σκακιέρα και δοκίμασε ξανά.

## Το νήμα μιας παρτίδας: η πρώτη της ανάρτηση, η γραμμή κάθε κίνησης, το ταμπλό

# $setup: οι επιλογές της παρτίδας όπως τις λέει ο παρουσιαστής της.
game-started = { $title } — { $setup }.
# $first και $second με το χρώμα που παίζει ο καθένας ($first_side, $second_side).
game-started-sides = { $title } — { $setup } ({ $first } με τα { $first_side }, { $second } με τα { $second_side }).
game-started-computer-first = Ξεκινά { $player }· η πρώτη κίνηση έρχεται σε λίγο.
game-started-you-first = { $channel ->
    [discord] { $player }, ξεκινάς εσύ: { $move } σε αυτό το νήμα.
   *[other] Ξεκινά { $player }.
}
# Μια ζαριά, στη σημειογραφία του παιχνιδιού.
game-rolled = 🎲 { $dice }
game-passed = { $player } δεν έχει νόμιμη κίνηση· η σειρά περνά στον αντίπαλο.
# $move: η κίνηση όπως την περιγράφει ο παρουσιαστής του παιχνιδιού.
game-line-played = { $player } έπαιξε { $move }
game-line-end = { $line }.
game-line-to-move = { $line } — παίζει { $player }.
# $result: η πρόταση του αποτελέσματος.
game-line-result = { $line } — { $result }
game-line-fired = { $line } — υπό όρους κίνηση, ορισμένη από πριν.
game-entry-resigned = { $player } εγκατέλειψε
game-entry-timed-out = { $player } έμεινε χωρίς χρόνο
game-entry-agreed-draw = Οι παίκτες συμφώνησαν σε ισοπαλία
game-entry-aborted = Η παρτίδα ακυρώθηκε
game-entry-adjudicated = Ένας συντονιστής έδωσε την παρτίδα στον/στην { $player }
game-entry-adjudicated-draw = Ένας συντονιστής έκρινε την παρτίδα ισοπαλία
game-held-by-moderator = Η παρτίδα { $game } έχει σταματήσει από συντονιστή: καμία κίνηση, πρόταση ή διεκδίκηση μέχρι να τη συνεχίσει ένας συντονιστής.
game-held-server-gone = Η παρτίδα { $game } έχει ανασταλεί: το Postboard αφαιρέθηκε από τον διακομιστή της. Θα συνεχιστεί αν ξαναπροστεθεί το bot.
game-entry-aborted-on-time = Η παρτίδα ακυρώθηκε: ο χρόνος τελείωσε πριν από την πρώτη κίνηση, οπότε δεν μετράει για κανέναν
game-entry-taken-back = Η τελευταία κίνηση του/της { $player } αναιρέθηκε με συμφωνία
game-entry-taken-back-unnamed = Η τελευταία κίνηση ενός παίκτη αναιρέθηκε με συμφωνία
# Μετά από αναίρεση: τα ζάρια που έχουν ήδη φανεί έρχονται μετά ($dice: οι ζαριές).
game-entry-dice-kept = { $line }· { $dice } { $count ->
    [one] μένει για την επόμενη ζαριά
   *[other] μένουν για τις επόμενες ζαριές
} (τα ζάρια που έχουν φανεί δεν ξαναρίχνονται)
game-hand-pointer = { $player }, το { $hand } σού δείχνει το χέρι σου και τις κρυφές σου όψεις (μόνο εσύ τα βλέπεις).
game-owed-dice = Η παρτίδα { $game } περίμενε ακόμη τα ζάρια της.
game-hidden-faces = { $count ->
    [one] μία κρυφή όψη
   *[other] { $count } κρυφές όψεις
}
game-board = { $title } — ημικίνηση { $ply } — παίζει { $player }.
game-board-over = { $title } — ημικίνηση { $ply } — { $result }
game-your-move = Είναι η σειρά σου στο { $title }.
game-your-move-in = Είναι η σειρά σου στο { $title }, στο { $place }.
game-private-view = { $title } — ημικίνηση { $ply }, η δική σου όψη.

## Προεπισκόπηση μιας κίνησης, μόνο για όποιον την παίζει

game-preview = { $title }, ημικίνηση { $ply } — προεπισκόπηση, δεν έχει παιχτεί ακόμα: θα έπαιζες { $move }.
game-preview-reveals = { $title }, ημικίνηση { $ply } — προεπισκόπηση, δεν έχει παιχτεί ακόμα: θα έπαιζες { $move }. Φέρνει στο φως { $shown }, γι' αυτό το ταμπλό μετά από αυτήν φαίνεται μόλις παιχτεί.
game-preview-ends = Με αυτή την κίνηση η παρτίδα τελειώνει: { $result }
game-preview-ends-hidden = Με αυτή την κίνηση η παρτίδα τελειώνει.
game-board-dice = { $title } — ημικίνηση { $ply } — τα ζάρια πρόκειται να ριχτούν.
# Όπου ένα κανάλι δεν μπορεί να δώσει σύνδεσμο προς το νήμα μιας παρτίδας (χωρίς άρθρο: μπαίνει μετά το «στο»).
game-thread = νήμα της παρτίδας
game-entry-aborted-first-move = { $player } έμεινε χωρίς χρόνο πριν κάνει την πρώτη κίνηση, οπότε δεν κερδίζει κανείς και η παρτίδα δεν μετράει για κανέναν
game-entry-abandoned = Ο/Η { $player } δεν είχε παίξει για { $days } ημέρες, οπότε η παρτίδα διεκδικήθηκε και χάνει
game-entry-idle-unbegun = Ο/Η { $player } δεν είχε κάνει πρώτη κίνηση σε { $days } ημέρες, οπότε δεν κερδίζει κανείς και η παρτίδα δεν μετράει για κανέναν
game-idle-claim-not-yet = Μπορείς να διεκδικήσεις την παρτίδα { $game } όταν ο/η { $player } μείνει { $days } ημέρες χωρίς κίνηση και έχει ειδοποιηθεί: από { $when }.
game-idle-claim-off = Η παρτίδα { $game } δεν έχει ρολόι, και αυτός ο διακομιστής δεν επιτρέπει να διεκδικηθούν τέτοιες παρτίδες: περιμένει τον παίκτη της.
# Η πρώτη ανάρτηση μιας παρτίδας που παίζεται σε κανάλι, όχι σε νήμα.
game-started-you-first-here = { $player }, ξεκινάς εσύ: { $move } εδώ.
# Σύνδεσμος προς τη σελίδα της παρτίδας στο web, στην πρώτη της ανάρτηση.
game-watch = Δες την παρτίδα κίνηση προς κίνηση: { $url }
# Μια κίνηση ή ένα κουμπί για παλαιότερη θέση ($meant: η ημικίνησή του· $ply: η τωρινή).
game-stale-ply = Αυτό αφορούσε την ημικίνηση { $meant }, αλλά η παρτίδα { $game } είναι τώρα στην ημικίνηση { $ply }· δες πρώτα τη νέα θέση. Δεν παίχτηκε τίποτα.
# The name shown for a player the bot never saw ($id: their Discord id, as digits).
players-unknown = παίκτης { $id }
# The computer's name with the level it plays at, in a game's title and on its board.
players-computer = { $name } (επίπεδο { $level })
