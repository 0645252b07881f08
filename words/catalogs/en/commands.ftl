# Discord's own list of commands: each command's and option's description and each
# choice, as Discord shows them to a player whose client is set to this language.
# Ids: cmd-<command path>-description, cmd-<command path>-opt-<option>-description,
# cmd-choice-<the English choice>. Command and option names, and the values a player
# types (standard, 3d+1d, all), stay English. Discord takes at most 100 characters.
# The English here is the code's own: bot/translator.py checks that it still is.

## /challenge

cmd-challenge-description = Challenge someone to a game, or anyone here.
cmd-challenge-opt-game-description = which game
cmd-challenge-opt-opponent-description = who you want to play; leave out to let anyone here accept (an open challenge)
cmd-challenge-opt-size-description = board size (Pinch: 9, 11 or 13, default 11; Pletore: 4 to 19, default 13)
cmd-challenge-opt-komi-description = Pletore: a fixed komi for White; leave out to propose it in the game
cmd-challenge-opt-points-description = Plakoto: the match length in points (default 5)
cmd-challenge-opt-first-description = who moves first
cmd-challenge-opt-expires-description = hours the challenge stays open (default 48)
cmd-challenge-opt-clock-description = time control: standard (3d+1d, cap 7d), relaxed, brisk, none, or e.g. 2d+12h/5d
cmd-challenge-opt-timeout-description = out of time: the game ends (auto) or the opponent may /claim it (default: server's, else auto)
cmd-challenge-opt-level-description = against the computer (challenge me): 1 (easiest) to 5 (strongest), default 3
cmd-challenge-opt-rated-description = whether the result counts for ratings (default yes; never against the computer)
cmd-challenge-opt-min_rating-description = open challenges: the lowest rating that may accept
cmd-challenge-opt-max_rating-description = open challenges: the highest rating that may accept

## /accept

cmd-accept-description = Accept a challenge to you, or an open challenge here.
cmd-accept-opt-challenge-description = the challenge number, if you have several
cmd-accept-opt-seek-description = the number of an open challenge (see /seeks)

## /decline

cmd-decline-description = Decline a challenge to you, or withdraw your own.
cmd-decline-opt-challenge-description = the challenge number, if you have several
cmd-decline-opt-seek-description = the number of your open challenge to withdraw

## /move

cmd-move-description = Play a move in your game.
cmd-move-opt-notation-description = your move, e.g. e5 (start typing to see the legal moves)
cmd-move-opt-game-description = the game number (only needed outside the game's thread)
cmd-move-opt-ply-description = the ply shown on the board you are answering: refuses the move if the game moved on

## /board

cmd-board-description = Show the board of a game, now or at any ply.
cmd-board-opt-game-description = the game number (only needed outside the game's thread)
cmd-board-opt-ply-description = show the board after this many plies (0: the start); /review steps through

## /hand

cmd-hand-description = See your hand and hidden faces, privately (Plateau).
cmd-hand-opt-game-description = the game number (only needed outside the game's thread)

## /resign

cmd-resign-description = Resign a game (asks you to confirm).
cmd-resign-opt-game-description = the game number (only needed outside the game's thread)

## /games

cmd-games-description = List running games (waiting ones first), or finished ones.
cmd-games-opt-user-description = someone else whose games you want to see (in a DM: those you play together)
cmd-games-opt-finished-description = list finished games instead, newest first, with results and records
cmd-games-opt-game-description = with finished: only this game

## /history

cmd-history-description = Download a game's record as a text file.
cmd-history-opt-game-description = the game number (only needed outside the game's thread)

## /premove

cmd-premove-description = Conditional moves: if your opponent plays X, you reply Y at once.
cmd-premove-add-description = After your move: if they play X, reply Y at once.
cmd-premove-add-opt-if-description = your opponent's move you are waiting for, e.g. d4 (start typing to see them)
cmd-premove-add-opt-then-description = your reply if they play it, e.g. c3
cmd-premove-add-opt-game-description = the game number (only needed outside the game's thread)
cmd-premove-list-description = Your conditional moves in a game (only to you).
cmd-premove-list-opt-game-description = the game number (only needed outside the game's thread)
cmd-premove-clear-description = Drop your conditional moves in a game.
cmd-premove-clear-opt-game-description = the game number (only needed outside the game's thread)

## /claim

cmd-claim-description = End the game when your opponent's time is up: a win, or an abort if they never moved.
cmd-claim-opt-game-description = the game number (only needed outside the game's thread)

## /vacation

cmd-vacation-description = Freeze your clocks while you are away (a yearly allowance of days).
cmd-vacation-start-description = Go on vacation: your clocks stand still.
cmd-vacation-stop-description = Back from vacation: your clocks run again.

## /settings

cmd-settings-description = How you hear about your games; no option shows them.
cmd-settings-opt-notify-description = how you are told it is your move
cmd-settings-opt-remind_dm-description = also get clock reminders by DM
cmd-settings-opt-remind_hours-description = how many hours before your deadline the reminder comes (1 to 72)
cmd-settings-opt-confirm-description = /move shows you the board after your move, with Confirm / Cancel, first

## /postboard

cmd-postboard-description = Postboard's settings for this server, and its games' moderation.
cmd-postboard-config-description = Server defaults; no option shows them.
cmd-postboard-config-opt-games-description = the games allowed here, comma-separated (e.g. pinch, les), or all
cmd-postboard-config-opt-channel-description = the channel challenges and game threads go to
cmd-postboard-config-opt-clock-description = default time control: standard, relaxed, brisk, none, or e.g. 3d+1d/7d
cmd-postboard-config-opt-timeout-description = default when time runs out: the game ends, or the opponent may claim it
cmd-postboard-config-opt-vacation_days-description = vacation days each player gets per year (0 to 365)
cmd-postboard-config-opt-hints-description = the strongest computer (level 1-5) players may ask for a move with /hint (default off)
cmd-postboard-config-opt-web_list-description = the web list of this server's games (in channels everyone can read): on, off, or a new link
cmd-postboard-config-opt-reset-description = put one setting (or all) back to the built-in default
cmd-postboard-config-opt-abandon_days-description = days without a move before a game without a clock may be claimed (4 to 365, 0 never; default 14)
cmd-postboard-config-opt-moderator_role-description = the role whose members may moderate games here (besides Manage Server)
cmd-postboard-game-description = Moderate a game of this server: abort, adjudicate, pause, resume.
cmd-postboard-game-opt-action-description = what to do with the game
cmd-postboard-game-opt-reason-description = why: kept with the game's record and posted in its thread
cmd-postboard-game-opt-game-description = the game number (only needed outside the game's thread)
cmd-postboard-game-opt-winner-description = adjudicate: the player the game is given to
cmd-postboard-game-opt-draw-description = adjudicate: a draw instead of a winner
cmd-postboard-status-description = This server's games at a glance: time, idle games, mail, failures.
cmd-postboard-status-opt-idle_days-description = how many days without a move make a game idle (default: abandon_days)

## /draw

cmd-draw-description = Offer a draw, or accept your opponent's offer.
cmd-draw-opt-game-description = the game number (only needed outside the game's thread)

## /takeback

cmd-takeback-description = Ask to take back your last move (your opponent decides).
cmd-takeback-opt-game-description = the game number (only needed outside the game's thread)

## /pause

cmd-pause-description = Pause this game's clock by agreement, or resume it.
cmd-pause-opt-game-description = the game number (only needed outside the game's thread)

## /abort

cmd-abort-description = Cancel a game before its second move (no result).
cmd-abort-opt-game-description = the game number (only needed outside the game's thread)

## /rematch

cmd-rematch-description = Challenge your opponent again, with the seats swapped.
cmd-rematch-opt-game-description = the game number (only needed outside the game's thread)

## /hint

cmd-hint-description = Ask the computer which move it would play (if allowed).
cmd-hint-opt-game-description = the game number (only needed outside the game's thread)
cmd-hint-opt-level-description = the computer to ask, 1 (easiest) to 5; default the strongest the server allows

## /analyse

cmd-analyse-description = After a game: the moves where the computer disagreed most (private).
cmd-analyse-opt-game-description = the game number (only needed outside the game's thread)

## /email

cmd-email-description = Get your turns by mail and answer them by replying.
cmd-email-link-description = Mail a code to this address to prove it is yours.
cmd-email-link-opt-address-description = the address your turn mails should go to
cmd-email-verify-description = The code from the mail /email link sent.
cmd-email-verify-opt-code-description = the six digits from the mail
cmd-email-unlink-description = Stop mail and forget your address.
cmd-email-status-description = Which address your games go to, if any.

## /help

cmd-help-description = What Postboard does, its commands, a game.

## /rules

cmd-rules-description = A game's rules in short, with a diagram and the moves.
cmd-rules-opt-game-description = which game (leave out for the list of games)

## /tournament

cmd-tournament-description = Round robins and Swiss events: join, follow the standings.
cmd-tournament-create-description = Create a tournament (server admins).
cmd-tournament-create-opt-game-description = which game
cmd-tournament-create-opt-format-description = round robin or Swiss
cmd-tournament-create-opt-clock-description = time control for every game: standard (3d+1d, cap 7d), relaxed, brisk, or e.g. 2d+12h/5d
cmd-tournament-create-opt-rated-description = whether the games count for ratings (default yes)
cmd-tournament-create-opt-rounds-description = Swiss: how many rounds (default: enough for the field)
cmd-tournament-create-opt-double-description = round robin: each pair plays twice, colours swapped
cmd-tournament-create-opt-players-description = at most this many players may join
cmd-tournament-create-opt-start-description = when it starts: 2026-06-01, 2026-06-01 18:00 (UTC) or a delay like 3d (default a week)
cmd-tournament-create-opt-name-description = its name
cmd-tournament-create-opt-size-description = board size (Pinch: 9, 11 or 13; Pletore: 4 to 19)
cmd-tournament-create-opt-komi-description = Pletore: a fixed komi for White
cmd-tournament-create-opt-points-description = Plakoto: the match length in points
cmd-tournament-join-description = Join a tournament before it starts.
cmd-tournament-join-opt-tournament-description = the tournament's number (see /tournament list)
cmd-tournament-leave-description = Leave a tournament; once it has begun, withdraw from it.
cmd-tournament-leave-opt-tournament-description = the tournament's number (see /tournament list)
cmd-tournament-start-description = Start a tournament now (server admins).
cmd-tournament-start-opt-tournament-description = the tournament's number (see /tournament list)
cmd-tournament-cancel-description = Cancel a tournament (server admins).
cmd-tournament-cancel-opt-tournament-description = the tournament's number (see /tournament list)
cmd-tournament-show-description = A tournament's players, games and standings.
cmd-tournament-show-opt-tournament-description = the tournament's number (default: the latest here)
cmd-tournament-list-description = This server's tournaments.

## /review

cmd-review-description = Step through a game move by move, only you see it.
cmd-review-opt-game-description = the game number (only needed outside the game's thread)
cmd-review-opt-ply-description = the ply to start at: 0 is the start (default: the latest)

## /replay

cmd-replay-description = An animated replay of a game, a frame per move.
cmd-replay-opt-game-description = the game number (only needed outside the game's thread)

## /export

cmd-export-description = Download the records of finished games as one file.
cmd-export-opt-user-description = someone else whose finished games you want (in a DM: those you played together)

## /profile

cmd-profile-description = A player's ratings, record, streak and latest games.
cmd-profile-opt-user-description = whose profile (default: yours)

## /leaderboard

cmd-leaderboard-description = The best rated players of a game.
cmd-leaderboard-opt-game-description = which game
cmd-leaderboard-opt-scope-description = this server's players (default) or every server's
cmd-leaderboard-opt-page-description = which page (10 players a page)

## /seeks

cmd-seeks-description = The open challenges anyone here may accept.

## choices

cmd-choice-random = random
cmd-choice-me-the-challenger = me (the challenger)
cmd-choice-my-opponent = my opponent
cmd-choice-the-game-ends-auto = the game ends (auto)
cmd-choice-the-opponent-may-claim-the-win = the opponent may claim the win
cmd-choice-a-ping-in-the-game-s-thread = a ping in the game's thread
cmd-choice-a-dm-with-the-board-on-my-turn = a DM with the board on my turn
cmd-choice-a-daily-digest-dm-instead-of-every-move = a daily digest DM instead of every move
cmd-choice-a-mail-with-the-board-see-email = a mail with the board (see /email)
cmd-choice-off = off
cmd-choice-up-to-level-1 = up to level 1
cmd-choice-up-to-level-2 = up to level 2
cmd-choice-up-to-level-3 = up to level 3
cmd-choice-up-to-level-4 = up to level 4
cmd-choice-up-to-level-5 = up to level 5
cmd-choice-on-game-pages-link-to-this-server-s-list = on: game pages link to this server's list
cmd-choice-off-no-list-and-no-link-to-it = off: no list, and no link to it
cmd-choice-new-link-the-old-link-stops-working = new link: the old link stops working
cmd-choice-all = all
cmd-choice-level-1 = level 1
cmd-choice-level-2 = level 2
cmd-choice-level-3 = level 3
cmd-choice-level-4 = level 4
cmd-choice-level-5 = level 5
cmd-choice-round-robin-everyone-plays-everyone-all-games-at-once = round robin (everyone plays everyone, all games at once)
cmd-choice-swiss-rounds-paired-by-score = Swiss (rounds, paired by score)
cmd-choice-this-server = this server
cmd-choice-all-servers = all servers

# Time zones and languages (issue 29)
cmd-settings-opt-timezone-description = where you are, e.g. Europe/Berlin (start typing a city); UTC by default
cmd-postboard-config-opt-language-description = the language this server's posts are written in, or the server's own
cmd-choice-the-server-s-own-its-primary-language-on-discord = the server's own (its primary language on Discord)

## issue 31: the board in words
cmd-board-opt-text-description = the board in words, read aloud row by row, instead of the picture
cmd-settings-opt-board-description = how the boards shown to you alone come: the picture, in words, or both
cmd-choice-the-picture = the picture
cmd-choice-the-board-in-words-read-aloud = the board in words, read aloud
cmd-choice-both = both

## issue 32: blocking
cmd-block-description = Block a player from challenging or pinging you; alone, list whom you blocked.
cmd-block-opt-user-description = the player to block (leave out to see whom you blocked)
cmd-unblock-description = Lift a block: that player may challenge you again.
cmd-unblock-opt-user-description = the player to unblock
cmd-choice-abort-end-it-with-no-result = abort: end it with no result
cmd-choice-adjudicate-decide-the-result = adjudicate: decide the result
cmd-choice-pause-no-moves-until-it-is-resumed = pause: no moves until it is resumed
cmd-choice-resume-the-game-goes-on = resume: the game goes on

## issue 32: data rights
cmd-privacy-description = What Postboard keeps about you: see it, get it, or erase it.
cmd-privacy-show-description = What Postboard keeps about you, why and how long.
cmd-privacy-export-description = Everything Postboard keeps about you, as a file only you see.
cmd-privacy-forget-description = Erase what Postboard keeps about you, once you confirm.

## issue 33: a player's own web page
cmd-web-description = Your own web page of a game: a private link to it, or revoke them all.
cmd-web-link-description = A private link to your own page of a game, to see and play.
cmd-web-link-opt-game-description = the game number (only needed outside the game's thread)
cmd-web-revoke-description = Make every link to your games' pages stop working.

## /explore and /lines

cmd-explore-description = A private board to try moves for both sides; only you see it.
cmd-explore-opt-game-description = the game number (only needed outside the game's thread)
cmd-explore-opt-ply-description = start at this ply: 0 is the start (default: now)
cmd-explore-opt-move-description = a move to try, e.g. e5 (start typing to see the legal ones)
cmd-lines-description = Your kept lines of the analysis board (/explore), only to you.
cmd-lines-list-description = Your lines in a game, the latest first.
cmd-lines-list-opt-game-description = the game number (only needed outside the game's thread)
cmd-lines-open-description = Show a named line again where you left it.
cmd-lines-open-opt-name-description = the line's name (start typing to see yours)
cmd-lines-open-opt-game-description = the game number (only needed outside the game's thread)
cmd-lines-delete-description = Drop a named line for good.
cmd-lines-delete-opt-name-description = the line's name (start typing to see yours)
cmd-lines-delete-opt-game-description = the game number (only needed outside the game's thread)
cmd-lines-name-description = Name your latest line to keep it, or rename it.
cmd-lines-name-opt-name-description = the name to give it
cmd-lines-name-opt-game-description = the game number (only needed outside the game's thread)
cmd-lines-note-description = A note on the position your latest line shows.
cmd-lines-note-opt-text-description = what to note about it
cmd-lines-note-opt-game-description = the game number (only needed outside the game's thread)
cmd-lines-queue-description = Queue your latest line's next two moves as a /premove.
cmd-lines-queue-opt-game-description = the game number (only needed outside the game's thread)
