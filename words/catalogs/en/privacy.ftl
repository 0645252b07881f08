# Data rights: what Postboard keeps about a player, their data as a file, and forgetting
# them (service/privacy/). Every answer here is private to the one who asked.

# How every channel names a player who asked to be forgotten, wherever their games are
# shown (a title, a record, a move line, the standings): never a mention or a name.
privacy-former-player = former player
# A new game with a former player refused (a rematch, say).
privacy-former-cannot-play = That player asked Postboard to forget them: there is no one to play.

## What is kept: the answer to the privacy command, docs/privacy.md too
privacy-about-head = What Postboard keeps about you, why, and for how long:
privacy-about-name = • Your name as Discord last showed it, to name you on boards, in records and in lists; replaced whenever you use Postboard again.
privacy-about-games = • Your games (who played, the moves, the result and the ratings it met), your challenges, open challenges and tournament entries, and any ruling you made on a game as a moderator: they are the games and their record, your opponents' as much as yours. Kept as long as the server's games are; once you are forgotten, they show a former player in your place.
privacy-about-choices = • Your settings and time zone, whom you blocked, your vacations, your conditional moves, the lines and notes of your analysis board, the analyses you asked for and, for a few seconds, whom you last asked something: to do what you asked. Kept until you change them, or are forgotten.
privacy-about-ratings = • Your rating in each game, made from your rated results: for the profiles and leaderboards. Kept until you are forgotten.
# $unlink is the command that stops mail.
privacy-about-mail = • If you play by e-mail: your address and its language, the mails sent to you, and for each mail you sent, who sent it, its command line and when (never the mail itself): to play by mail and keep its limits. Kept until you are forgotten; { $unlink } stops the mail and drops the address.
privacy-about-nothing-else = Nothing else: not your messages, your servers or your DMs. What is already posted on Discord (a game's thread and its name, the posts in it) is Discord's, and stays as it was posted.
# $export and $forget are the commands.
privacy-about-how = { $export } sends you all of it as a file, only to you; { $forget } erases it, once you confirm.

## The export
# $rows is how many stored rows the file holds, $games how many games.
privacy-export-done = Everything Postboard keeps about you, as one JSON file only you can see: { $rows ->
    [one] one stored row
   *[other] { $rows } stored rows
}, with { $games ->
    [one] your one game
   *[other] your { $games } games
} and their records.
privacy-export-empty = Postboard keeps nothing about you: the file only has its headings.
privacy-export-too-large = The file of everything Postboard keeps about you is larger than Discord lets the bot send here; ask the people who run this Postboard for it.

## Forgetting
privacy-forget-ask = Forget you? This erases your name, settings, e-mail address and mail, blocks, vacations, ratings, conditional moves, analysis lines and analyses, and cannot be undone. Your finished games stay for your opponents, with a former player in your place: they will not be yours any more, in no list and no profile.
# $games lists the games (linked where they are played).
privacy-forget-resigns = { $count ->
    [one] Your running game { $games } is resigned, and your opponent told as with any resignation.
   *[other] Your { $count } running games { $games } are resigned, and your opponents told as with any resignation.
}
privacy-forget-aborts = { $count ->
    [one] Your game { $games } against the computer is aborted: it counts for nobody.
   *[other] Your { $count } games { $games } against the computer are aborted: they count for nobody.
}
# $count: pending challenges, open challenges and tournament entries, all withdrawn.
privacy-forget-withdraws = { $count ->
    [one] Your pending challenge or tournament entry is withdrawn.
   *[other] Your { $count } pending challenges and tournament entries are withdrawn.
}
# Past the games named one by one, how many more ("#1, #2 and 3 more").
privacy-games-more = { $count ->
    [one] one more
   *[other] { $count } more
}
# $confirm and $cancel are the buttons' labels; $within how long the question stands.
privacy-forget-confirm = { $confirm } forgets you now; { $cancel } keeps everything. This question stands for { $within }.
privacy-button-forget = Forget me
privacy-button-keep = Keep everything
privacy-forget-cancelled = Nothing was forgotten: everything stays as it was.
privacy-forget-nothing = Postboard keeps nothing about you, so there is nothing to forget.
privacy-forgotten = Done: Postboard has forgotten you. Your finished games stay for your opponents, with a former player in your place. If you play again, you start afresh.
privacy-forgotten-games = { $count ->
    [one] One game was ended.
   *[other] { $count } games were ended.
}
privacy-forgotten-challenges = { $count ->
    [one] One challenge was withdrawn.
   *[other] { $count } challenges were withdrawn.
}
# $games: running games that could not be ended now (a game on hold, say).
privacy-forget-stuck = Nothing was forgotten: { $games } could not be ended just now. A game the server's moderators put on hold ends only once they release it; ask again then.
privacy-forget-expired = This question to forget you is more than { $within } old: { $forget } asks it again.
privacy-forget-changed = Your running games changed since this question was asked: { $forget } asks it again, with the games as they are now.
privacy-forget-not-yours = This question is someone else's: { $forget } asks your own.
