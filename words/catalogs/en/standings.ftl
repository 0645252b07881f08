# A tournament's standings as an image (service/tournaments/table.py), drawn in the
# server's language with the boards' font (plain letters; a language the font cannot
# write is drawn in English). Column heads are short: the table is narrow.

# $number is the tournament's number, $name its name.
standings-title = Tournament #{ $number }: { $name }
# $game is the game, $kind what kind of tournament, $players how many, $status where it stands.
standings-subtitle = { $game } · { $kind } · { $players } players · { $status }
standings-single = round robin
standings-double = double round robin
# $round is the round paired last, $rounds how many the tournament has.
standings-swiss = Swiss, round { $round } of { $rounds }
standings-status-open = open for joining
standings-status-running = running
standings-status-finished = final
standings-status-cancelled = cancelled
standings-player = Player
# A Swiss round's column: R1, R2...
standings-round = R{ $number }
standings-points = Pts
standings-sb = SB
standings-bh = Bh
standings-mbh = mBh
standings-wdl = W-D-L
standings-withdrawn = { $player } (withdrawn)
standings-footer-round-robin = 1 win, .5 draw, 0 loss, + / - forfeit, * playing; SB: Sonneborn-Berger
standings-footer-swiss = 3w1: against #3, moved first, won; + / - forfeit, * playing; Bh: Buchholz, mBh: median Buchholz
