# Εναλλακτικό κείμενο: ένα ταμπλό με λέξεις, για όσους δεν μπορούν να το δουν
# (αναγνώστες οθόνης, περιγραφές εικόνων στο Discord, alt σε αλληλογραφία και ιστό).

alt-title = { $title }, μετά από { $ply } { $ply ->
        [one] ημικίνηση
       *[other] ημικινήσεις
    }.
alt-to-move = Παίζει { $player }.
alt-dice-due = Πρέπει να ριχτούν τα ζάρια.
alt-wins = Κερδίζει { $player }.
alt-drawn = Η παρτίδα λήγει ισόπαλη.
alt-last = Τελευταία κίνηση: { $move }.
alt-board-empty = Το ταμπλό είναι άδειο.
alt-stones = { $colour }, { $count } { $count ->
        [one] πέτρα
       *[other] πέτρες
    }: { $points }.
alt-stones-count = { $colour }: { $count } { $count ->
        [one] πέτρα
       *[other] πέτρες
    }.

## Pletore

alt-pletore-score = Σκορ: Μαύρα { $black }, Λευκά { $white }.

## Plakoto

alt-plakoto-match = Ματς στους { $length }: { $first } { $first_score }, { $second } { $second_score }.
alt-plakoto-rolled = Τα { $colour } έφεραν { $dice } στον τελευταίο γύρο.
alt-plakoto-dice = Τα { $colour } παίζουν με { $dice }.
alt-plakoto-pinned-now = Τα { $colour } έπιασαν ένα πούλι των { $pinned } στο σημείο { $point }.
alt-plakoto-race = Μέτρημα πόντων: Λευκά { $white }, Μαύρα { $black }.
alt-plakoto-off = Μαζεμένα: Λευκά { $white }, Μαύρα { $black }.
alt-plakoto-point = { $point } ({ $count })
alt-plakoto-point-pinning = { $point } ({ $count }, πιάνει { $pinned })
alt-plakoto-point-pinned = { $point } (πιασμένο)
alt-plakoto-checkers = Πούλια των { $colour }, ανά σημείο στην αρίθμηση των λευκών: { $points }.
alt-plakoto-on-board = { $colour }: { $count } { $count ->
        [one] πούλι
       *[other] πούλια
    } στο ταμπλό.

## Plateau

alt-plateau-hand-hidden = { $player } έχει { $count } { $count ->
        [one] κομμάτι
       *[other] κομμάτια
    } στο χέρι.
alt-plateau-hand = { $player } έχει { $count ->
        [0] άδειο χέρι
       *[other] στο χέρι: { $pieces }
    }.
alt-plateau-prisoners = { $player } κρατά { $count ->
        [0] κανέναν αιχμάλωτο
        [one] έναν αιχμάλωτο αξίας { $worth }: { $pieces }
       *[other] { $count } αιχμαλώτους αξίας { $worth }: { $pieces }
    }.
alt-plateau-square = { $square }, ύψος { $count }: { $pieces }.
alt-plateau-square-top = { $square }, ύψος { $count }, επάνω { $colour } { $up }.
alt-plateau-piece = { $colour } { $up } πάνω από { $down }
alt-plateau-face-x = κενή
alt-plateau-face-r = κόκκινη
alt-plateau-face-b = μπλε
alt-plateau-face-o = πορτοκαλί
alt-plateau-face-hidden = κρυφή

## Το ταμπλό με λέξεις, διαβασμένο φωναχτά σειρά σειρά

text-board-rank = Σειρά { $row }: { $stones }.
text-board-row = Σειρά { $row }: { $stones }.
text-board-stone = { $point } { $colour }
text-board-empty = άδεια
text-board-point = Σημείο { $point }: { $count } { $colour }.
text-board-point-pinning = Σημείο { $point }: { $count } { $colour }, πιάνει ένα των { $pinned }.
text-board-square-empty = { $square }: άδειο.

## Η κατάταξη ενός τουρνουά

alt-standings = Κατάταξη του τουρνουά #{ $tournament }, { $name }:
alt-standings-row = { $rank }. { $player }: βαθμοί { $points }, { $wins } νίκες, { $draws } ισοπαλίες, { $losses } ήττες.
alt-standings-more = …και { $count } ακόμη.

alt-replay = Κινούμενη εικόνα του { $title }: { $frames } καρέ, μία κίνηση το καθένα, από την αρχή ως την ημικίνηση { $plies }.
