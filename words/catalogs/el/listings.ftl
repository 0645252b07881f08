# /games: οι παρτίδες σε εξέλιξη ενός παίκτη και η ημερήσια σύνοψη που τις απαριθμεί (service/games/listings.py).

## Μία γραμμή ανά παρτίδα
# $game: ο αριθμός της παρτίδας (σύνδεσμος στο νήμα της, όπου το κανάλι έχει συνδέσμους); $name:
# το όνομα του παιχνιδιού; $opponent: ο άλλος παίκτης; $turn: ποιος παίζει (ένα μήνυμα
# listings-turn-*); $ply: πόσες κινήσεις έχουν παιχτεί; $left: ο χρόνος που απομένει για την
# κίνηση; $late: ότι ο χρόνος τελείωσε (listings-time-up, τονισμένο).
listings-item = { $game } { $name } εναντίον { $opponent } — { $turn }, { $left } ακόμη, ημικίνηση { $ply }
listings-item-paused = { $game } { $name } εναντίον { $opponent } — { $turn }, σε παύση, ημικίνηση { $ply }
listings-item-time-up = { $game } { $name } εναντίον { $opponent } — { $turn }, { $late }, ημικίνηση { $ply }
listings-item-untimed = { $game } { $name } εναντίον { $opponent } — { $turn }, ημικίνηση { $ply }
# Τονισμένο: το $late του listings-item-time-up.
listings-time-up = ο χρόνος τελείωσε

## Ποιος παίζει (τονισμένο όταν είναι ο αναγνώστης)
# $player: ο παίκτης του οποίου είναι οι παρτίδες.
listings-turn-yours = σειρά σου
listings-turn-theirs = σειρά του αντιπάλου σου
listings-turn-player = σειρά: { $player }
listings-turn-opponent = σειρά του αντιπάλου

## Καμία παρτίδα σε εξέλιξη
# $command: πώς ξεκινά μια παρτίδα; $player: ο παίκτης του οποίου ζητήθηκαν οι παρτίδες.
listings-none-own = { $channel ->
    [mail] Δεν έχεις παρτίδες σε εξέλιξη. Για να ξεκινήσεις μία: { $command }.
   *[other] Δεν έχεις παρτίδες σε εξέλιξη. Ξεκίνα μία με { $command }.
}
listings-none-own-here = Δεν έχεις παρτίδες σε εξέλιξη σε αυτόν τον διακομιστή. Ξεκίνα μία με { $command }.
listings-none-together = Δεν έχεις παρτίδες σε εξέλιξη με { $player }.
listings-none-player-here = { $player }: καμία παρτίδα σε εξέλιξη σε αυτόν τον διακομιστή.

## Γιατί μια λίστα μπορεί να είναι σύντομη
# $count: πόσες παρτίδες σε εξέλιξη υπάρχουν σε άλλους διακομιστές; $command: πώς τις βλέπεις όλες.
listings-elsewhere = { $channel ->
    [mail] ({ $count } { $count ->
        [one] ακόμη παρτίδα σε εξέλιξη
       *[other] ακόμη παρτίδες σε εξέλιξη
    } σε άλλους διακομιστές.)
   *[other] ({ $count } { $count ->
        [one] ακόμη παρτίδα σε εξέλιξη
       *[other] ακόμη παρτίδες σε εξέλιξη
    } αλλού: το { $command } σε προσωπικό μήνυμα μαζί μου τις δείχνει όλες.)
}
listings-dm-together = (Σε προσωπικό μήνυμα δείχνω μόνο τις παρτίδες που παίζετε μαζί.)
