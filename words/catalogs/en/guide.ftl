# The rules of each game in short (/rules and docs/rules/), and /help.
# Moves, points, options and a board's marks are arguments: written as the rules write them.

## Shared

# A run of whole numbers: "4 to 19".
guide-range = { $low } to { $high }
# A choice of values: "9, 11 or 13" ($some: "9, 11").
guide-either = { $some } or { $last }
guide-size-option = { $option } { $sizes } points a side (default { $default }).
guide-first-black = { $option } who plays Black and moves first (default random).

## Pinch

guide-pinch-tagline = A connection game by Craig Duncan (2019): join your two edges; an L-shaped pinch converts enemy stones, in chain reactions.
guide-pinch-board = A square board of points: files { $a }, { $b }, { $c }… from the left, ranks { $one }, { $two }, { $three }… from the bottom. Black moves first and owns the bottom and top edges; White owns the left and right edges. A corner belongs to both of its edges.
guide-pinch-turn = On your turn place one stone of your colour on any empty point. There is no passing. Stones never move and never leave the board; they can only change colour.
guide-pinch-pinch-lead = Pinch:
guide-pinch-pinch = an enemy stone with two of your stones as neighbours at a right angle (one above or below it and one beside it: an L, never a straight line) turns to your colour, but only if at least one of the two was placed or converted this turn.
guide-pinch-chain-lead = Chain reactions:
guide-pinch-chain = a stone converted this turn counts as new, so it can pinch the next enemy stone, and so on. Two old stones never convert anything, so placing into an enemy L is safe until your opponent adds a new stone to it.
guide-pinch-win-lead = Win
guide-pinch-win = by joining your two edges with a chain of your stones that touch side by side (diagonal contact does not connect). Converted stones count. Pinch has no draws.
guide-pinch-pie-lead = Pie rule:
guide-pinch-pie = the second player may answer Black's first stone with { $swap }, becoming Black (that stone is now theirs); the other player then plays White.
guide-pinch-ex-place = place a stone on e5
guide-pinch-ex-swap = second move only: take Black and its first stone
guide-pinch-ex-pinch = with Black on e6 and White on e5: pinches e5, which turns black
guide-pinch-caption = Black played { $move }: with { $black } it stands at a right angle around White's { $white }, which turned black (the lower-case { $x }). { $mark } marks the stone just placed.

## Pletore

guide-pletore-tagline = A territory game by Luis Bolaños Mures (2021): points are won by line of sight; stones can be flipped; komi and a half-point button make ties impossible.
guide-pletore-sight = A square board of points, files { $a }… from the left, ranks { $one }… from the bottom. Sight: from any point look along the four straight directions; the first stone met that way (empty points are seen through) is what the point sees.
guide-pletore-control-lead = Control:
guide-pletore-control = you pinch a point when it sees one of your stones up or down and one left or right. You control it when you pinch it and your opponent does not; pinched by both or by neither, it is nobody's.
guide-pletore-turn-lead = A turn
guide-pletore-turn = is one of: place a stone on an empty point your opponent does not control; flip an enemy stone standing on a point you control (it becomes yours); take the button; or pass, allowed only when the button is gone and every empty point is controlled by someone.
guide-pletore-komi-lead = Komi and sides:
guide-pletore-komi = unless the challenge fixed a komi, the challenger first names the komi, a whole number added to White's score ({ $komi }), then the opponent picks a side ({ $black } or { $white }). Black makes the first board move.
guide-pletore-button-lead = The button
guide-pletore-button = is there only when the komi and the board size are both odd or both even. While it is there nobody may pass; taking it uses a turn and is worth ½ point.
guide-pletore-mirror = On an even-sized board White's first stone may not be the half-turn rotation of Black's first stone (no mirroring).
guide-pletore-end-lead = End:
guide-pletore-end = two passes in a row. Your score is your stones plus the empty points you control, plus the komi for White and ½ for whoever took the button. There are no ties.
guide-pletore-komi-option = { $option } fixes White's komi in the challenge (a whole number, at most the number of points either way) and skips the komi and side moves; leave it out to agree komi and sides in the game.
guide-pletore-first-option = { $option } with { $komi }, who plays Black and moves first (default random). Without it the challenger names the komi and the opponent picks a side.
guide-pletore-ex-komi = first move of the game: propose a komi of 7 for White
guide-pletore-ex-side = the answer to the komi: play White
guide-pletore-ex-place = place a stone on b4
guide-pletore-ex-flip = flip the enemy stone on c3
guide-pletore-ex-flip-written = the same flip, written out
guide-pletore-ex-flip-point = the same again: a point holding an enemy stone means a flip
guide-pletore-ex-button = take the half-point button
guide-pletore-ex-pass = pass: only once the button is gone and every empty point is controlled
guide-pletore-caption = 5×5, komi 2, White to move. { $mark } marks an empty point Black controls: { $point } sees { $left } to the left and { $below } below. { $flipped } sees { $left } above and { $below } to the right, so Black controls that point too and may flip White's stone there.

## Les

guide-les-tagline = A placement game (2023) on a hexagon of triangles: each turn a stone touching both colours, then a stone touching nothing; the holes you enclose decide.
guide-les-board = Stones go on the points of a hexagon of triangles; a point has up to six neighbours. A point is named by its row, a letter from the bottom, and its line, a number: lines run straight from lower right to upper left. The board labels both.
guide-les-setup-lead = Setup:
guide-les-setup = the challenger places four stones in one move, Black, White, Black, White: the first two next to each other, the last two on one line with one empty point between them. The opponent then picks a side; Black moves first.
guide-les-points = A contact point is an empty point next to at least one black and one white stone. A lone point is an empty point with no stone next to it.
guide-les-turn-lead = A turn:
guide-les-turn = first place a stone on a contact point. Then, if the board (with that stone) still has a lone point, you must also place a stone on a lone point. Once no lone point is left, a turn is one stone. No passing, no captures; stones never move.
guide-les-end-lead = End:
guide-les-end = when a turn begins with no contact point on the board, even if lone points remain.
guide-les-holes-lead = Holes:
guide-les-holes = a group of connected empty points is your hole when every stone touching it is yours (the board's edge does not matter). More holes wins; if equal, the larger holes, compared largest first; then more stones around them; else a draw, also when nobody has a hole.
guide-les-size-option = { $option } points a side of the hexagon, { $sizes } (default { $default }; 7, 9 and 11 are the usual sizes).
guide-les-first-option = The challenger always places the starting stones and the opponent picks a side, so { $option } changes nothing here.
guide-les-ex-setup = the challenger's setup: Black, White, Black, White
guide-les-ex-side = the answer to the setup: play Black
guide-les-ex-turn = a turn: contact stone on e5, then lone stone on d1
guide-les-ex-comma = the same turn with a comma
guide-les-ex-one = a turn of one stone, once no lone point is left
guide-les-caption = A hexagon of side 4 after the setup { $setup } and Black's first turn { $turn }: { $contact } touches black { $black } and white { $white }; { $lone } touches nothing. { $mark } marks those two stones.

## Plakoto

guide-plakoto-tagline = Greek backgammon (also Tsilitón, Tapa, Mahbusa): no hitting; landing on a lone enemy checker pins it. The bot rolls the dice; match play.
guide-plakoto-board = A backgammon board, 15 checkers each, all starting on your own 24-point. You move them down to your 1-point and bear them off from your home board (points 6 to 1). Each player counts the points from their own side, and moves are written that way.
guide-plakoto-dice-lead = Dice:
guide-plakoto-dice = to start a match each player rolls one die (ties roll again); the higher starts, with two fresh dice. The winner of a game starts the next. The bot rolls every die and logs it before anyone sees it.
guide-plakoto-turn-lead = A turn:
guide-plakoto-turn = move one checker per die, by its number; doubles are played four times. Use as many dice as you can; if only one die can be used, the larger when possible. With no legal move your turn passes by itself.
guide-plakoto-pins = A point holding two or more enemy checkers is closed. Landing on a lone enemy checker pins it: it cannot move while you stay on top (no hitting, no bar). A point where one of your checkers lies pinned is closed to you.
guide-plakoto-bearing-off-lead = Bearing off:
guide-plakoto-bearing-off = once all your checkers are in your home board and none of them is pinned, take a checker off with the exact number, or with a larger number from your highest occupied point.
guide-plakoto-mother-lead = Mother:
guide-plakoto-mother = your last checker on your 24-point. If it is pinned and the pinner has no checker left on their own 24-point, the pinner wins 2 points. Both mothers pinned: the game is a draw.
guide-plakoto-winning-lead = Winning a game:
guide-plakoto-winning = bear off all 15 first: 1 point, 2 if your opponent has borne off none. The first to reach the match length wins the match.
guide-plakoto-points-option = { $option } the match length, 1 to { $most } (default { $default }); 1 plays a single game.
guide-plakoto-first-option = { $option } who plays White (default random). Colours are only looks: the opening roll decides who starts.
guide-plakoto-ex-two = two checkers, one per die (here a roll of 6-4)
guide-plakoto-ex-one = one checker plays both dice
guide-plakoto-ex-dashes = the same, with dashes and the point in between
guide-plakoto-ex-pin = lands on a lone enemy checker and pins it (a roll of 6-5)
guide-plakoto-ex-doubles = doubles 4-4: each hop twice
guide-plakoto-ex-off = bearing off with 6-5
guide-plakoto-caption = White ({ $white }) played { $move } with 6-5 and pinned Black's lone checker on White's 7-point: the lower-case { $x } at the rim, under White's checker. Numbers are White's.

## Plateau

guide-plateau-tagline = Jim Albea's stacking game (1986): two-faced discs on a 4×4 board, hidden hands and faces, pins, captures and prisoner exchanges.
guide-plateau-board = A 4×4 board, files { $first_file }–{ $last_file } and ranks { $first_rank }–{ $last_rank } from Black's side. Each player has 12 discs in a hidden hand: 4 Mutes { $mute }, 2 Blues { $blue }, 2 Reds { $red }, a Blue Mask { $blue_mask }, a Red Mask { $red_mask }, a Twister { $twister } and an Ace { $ace } (faces: { $blank_face } blank, { $red_face } red, { $blue_face } blue, { $orange_face } orange; the up face is written first). Black moves first.
guide-plateau-opening-lead = Opening:
guide-plateau-opening = Black, then White, puts a stack of two of their own discs on an empty edge square. After that a turn is one of: onboard a disc from your hand, move the top unit of a stack you own, or tender prisoners for an exchange.
guide-plateau-onboard-lead = Onboard
guide-plateau-onboard = a disc, face of your choice up, on an empty square or into a stack next to one of your own discs there: never on top of an enemy disc.
guide-plateau-move-lead = Move:
guide-plateau-move = your top unit (your discs on top of a stack) flies up to as many squares as it has discs; its top face sets the way: red straight, blue diagonal, blank either, orange a knight's jump. First you may flip the top disc (masks, Twister, Ace); on the way you may drop discs off its bottom or pick up your own.
guide-plateau-capture-lead = Capture:
guide-plateau-capture = a unit showing a colour that lands on enemy discs captures one of them per disc in your top unit there; they become your prisoners. A blank unit may not land on an enemy. A coloured group dropped on an enemy pins it. { $stomp } captures under your own unit in place.
guide-plateau-exchange-lead = Exchange:
guide-plateau-exchange = tender prisoners ({ $tender }); your opponent gives back prisoners worth exactly as much, else the closest total below, or more if they like; they may decline only when every answer would be worth more, and you then raise or withdraw. Values: Mute 1, Blue 4, Red 5, Blue Mask 8, Red Mask 10, Twister 15, Ace 21.
guide-plateau-hidden-lead = Hidden:
guide-plateau-hidden = hands and unseen faces are secret; your own view comes by DM or { $hand }. { $open } and { $on } name a hidden disc, so send them only with { $move } or by DM.
guide-plateau-win-lead = Win
guide-plateau-win = with 6 prisoners, or 6 of your discs in an unbroken run in one stack, even buried. A player who can do nothing passes (the bot plays it).
guide-plateau-no-options = No game options.
guide-plateau-ex-open = opening stack on a1: a Mute, the Ace on it red up
guide-plateau-ex-open-white = White's opening: a Blue, the Twister on it orange up
guide-plateau-ex-onboard = onboard the Blue Mask, blue up, on c2
guide-plateau-ex-onboard-stack = onboard a Mute into the stack on a1, as its second disc
guide-plateau-ex-flip-move = flip the Ace to blue, then move the unit diagonally to c3
guide-plateau-ex-drop = move from a1, leave the bottom disc on a2, land on a3
guide-plateau-ex-jump = a Twister unit's knight's jump, capturing on d2
guide-plateau-ex-stomp = capture the enemy discs under your unit on d4
guide-plateau-ex-tender = tender the Ace you hold as a prisoner (worth 21)
guide-plateau-ex-give = answer a tender with Twister, Red and Mute (21)
guide-plateau-ex-decline = refuse a tender every answer would overpay
guide-plateau-ex-raise = after a decline: a bigger tender
guide-plateau-ex-withdraw = after a decline: drop the tender and play on
guide-plateau-caption = After both openings Black played { $move }: the Ace, flipped blue up, carried the Mute under it two squares diagonally. { $unseen } is a face not shown yet; { $mark } marks the squares the move touched.

## /help and the frame of /rules

guide-help-intro = Postboard runs play-by-post games of five two-player board games, Pinch, Pletore, Les, Plakoto and Plateau, between members of a server or against the bot itself. A game lasts days: it gets its own thread, every move is checked and answered with a fresh board, and the clocks count in days. { $rules } explains each game.
guide-help-flow-title = How a game goes
guide-help-flow-challenge = { $command } posts a challenge with { $accept } and { $decline } buttons. Challenge the bot itself to play the computer.
guide-help-flow-thread = Once accepted, the bot opens a thread for the game, posts the board and pings whoever moves first.
# $dm and $numbered: a move sent by DM, alone or after a game number.
guide-help-flow-move = On your turn play with { $command } in the thread (start typing: the legal moves are suggested), with the buttons a game offers, by DM to the bot ({ $dm }, or { $numbered } when several games wait on you), or by replying to your turn mail.
guide-help-flow-wrong = A wrong move is answered only to you, with the reason, and changes nothing.
guide-help-flow-end = The game ends by its rules, { $resign }, an agreed { $draw } or the clock. The result is posted and the thread archived; { $history } gives the record.
guide-help-group-start = Start a game
guide-help-challenge = { $required }, and if you like { $optional } (see { $rules }); no { $opponent }: an open challenge anyone here may take, { $ratings } if you like
guide-help-accept = accept a challenge to you (or press { $accept })
guide-help-decline = decline a challenge to you, or withdraw your own
guide-help-rematch = the same opponent and game again, seats swapped
guide-help-group-play = Play
guide-help-move = { $notation } your move; the legal moves are suggested as you type
guide-help-board = the current board again; { $ply } the board at any ply
guide-help-hand = Plateau: your hand and hidden faces, only to you
guide-help-games = your running games, waiting ones first; with { $finished } the ended ones
guide-help-history = the game's record as a text file
guide-help-review = step through a game with ◀ ▶, only you see it
guide-help-replay = an animated replay of the whole game
guide-help-export = the records of your (or { $user }'s) finished games, one file
guide-help-premove-add = after your move: { $condition } their move, { $reply } your reply at once
guide-help-premove-list = your conditional moves, shown only to you
guide-help-premove-clear = drop your conditional moves
guide-help-hint = the computer's suggestion, { $level } up to what the server allows
guide-help-analyse = after a game: the moves the computer disagreed with most
guide-help-group-explore = The analysis board
guide-help-explore = a private board to try moves for both sides, from now or { $ply }; { $move } plays one
guide-help-lines-list = your lines in the game, only to you
guide-help-lines-open = a named line again ({ $name })
guide-help-lines-name = name your latest line to keep it
guide-help-lines-note = a note on the position it shows
guide-help-lines-queue = its next two moves as a { $premove }
guide-help-lines-delete = drop a named line
guide-help-group-offers = Offers and endings
guide-help-draw = offer a draw, or accept your opponent's
guide-help-takeback = ask to take back your last move
guide-help-pause = pause the clock by agreement, or resume it
guide-help-abort = cancel a game before its second move
guide-help-resign = resign, after a confirmation
guide-help-claim = opponent out of time: take the win (an abort if they never moved)
guide-help-group-you = You and your time
guide-help-settings = how you hear about your turns: thread, DM, daily digest or mail; your time zone
guide-help-block = { $user } no more challenges or pings between you; alone, whom you blocked
guide-help-unblock = lift a block
guide-help-privacy-show = what Postboard keeps about you, why and how long
guide-help-privacy-export = all of it as a file, only for you
guide-help-privacy-forget = erase it, once you confirm; running games are resigned
guide-help-vacation-start = freeze your clocks in this server's games while you are away
guide-help-vacation-stop = back from vacation: your clocks run again
guide-help-email-link = { $address } mails you a code, to play by e-mail (below)
guide-help-email-verify = { $code } the code from that mail
guide-help-email-unlink = stop mail and forget your address
guide-help-email-status = where your turn mails go
guide-help-group-ratings = Ratings and open challenges
guide-help-profile = ratings, record, streak and latest games; { $user } someone else's
guide-help-leaderboard = { $game } the best rated, of this server or ({ $scope }) all
guide-help-seeks = the open challenges here; { $accept } takes one
guide-help-group-tournaments = Tournaments
guide-help-tournament-list = this server's tournaments
guide-help-tournament-show = players, games and standings (an image); { $tournament }
guide-help-tournament-join = { $tournament } join one before it starts
guide-help-tournament-leave = leave; once it has begun, withdraw (running games resigned)
guide-help-tournament-create = admins: { $options }…
guide-help-tournament-start = admins: start it before its date
guide-help-tournament-cancel = admins: call it off
guide-help-group-admins = Server admins
guide-help-postboard-config = games, channel, clock, the web list and more for this server
guide-help-postboard-game = moderators: { $action } abort, adjudicate, pause or resume a game of this server, with a reason
guide-help-postboard-status = moderators: this server's games at a glance, privately: time running out, idle games, mail, failures
guide-help-group-learn = Learn
guide-help-help = this overview
guide-help-rules = { $game } a game's rules in short, a diagram and the move notation
guide-help-game-option = Commands about one game take { $game } (its number) when used outside the game's thread.
guide-help-email-title = Play by e-mail
guide-help-email = If the server's admin set up mail: { $link }, then { $verify } with the code it mails you. Your turns then arrive by mail, with the board; reply with your move on the first line ({ $pinch }, { $plakoto }), exactly as for { $move }. { $settings } switches back.
guide-help-docs = Full rules of each game: { $docs } in Postboard's source ({ $rules } sums them up).
guide-help-rules-title = { $game }: the rules in short
guide-help-rules-moves = Moves (type them with { $command })
guide-help-rules-options = Challenge options
guide-help-rules-more = More
guide-help-rules-more-text = The full rules: { $docs } in Postboard's source. { $help } lists the commands.
guide-help-games-title = The games
