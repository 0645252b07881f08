# The lobby: challenges to one player, open challenges (seeks) to anyone in a server,
# and their mail. A `heading` argument is stressed (bold on Discord); a `struck` argument is a
# closed challenge's name, struck through on Discord.

## A challenge to one player

lobby-challenge-name = Challenge { $challenge }
lobby-challenge = { $heading }: { $challenger } challenges { $opponent } to { $game } ({ $setup }; { $first }; clock: { $clock }; { $rated ->
    [yes] rated
   *[other] unrated
}).
lobby-challenge-answer = { $opponent }, accept or decline — expires { $expires }.
lobby-first-player = { $player } moves first
lobby-first-random = who moves first is drawn at random
lobby-first-seat-zero = { $player } is seat 0
lobby-first-whoever-accepts = whoever accepts moves first
lobby-opponent-away = 🏖️ { $opponent } is on vacation here (since { $since }) until they return, at most { $left } more this year. The challenge does not wait for them: unless they accept before, it expires { $expires }.

## Refusals

lobby-no-bots = Other bots cannot play; challenge a person, or Postboard itself to play the computer.
lobby-not-yourself = You cannot challenge yourself; pick another player.
lobby-computer-cap = You already have { $count } games against the computer running ({ $games }), the most one player may have; finish or { $command } one first.
lobby-challenge-cap = You already have { $count } open challenges; wait for answers or cancel some with { $command }.
lobby-no-challenge = There is no challenge { $challenge }.
lobby-none-to-accept = You have no pending challenge to accept.
lobby-none-to-decline = You have no pending challenge to decline.
lobby-several-pending = You have several pending challenges ({ $challenges }); say which one: { $command }
lobby-challenge-already-accepted = Challenge { $challenge } is already accepted.
lobby-challenge-already-declined = Challenge { $challenge } is already declined.
lobby-challenge-already-cancelled = Challenge { $challenge } is already cancelled.
lobby-challenge-already-expired = Challenge { $challenge } is already expired.
lobby-challenge-already-closed = Challenge { $challenge } is already closed.
lobby-challenge-expired = Challenge { $challenge } has expired.
lobby-only-opponent-accepts = Only { $opponent } can accept challenge { $challenge }.
lobby-challenge-answered = Challenge { $challenge } was answered already.
lobby-not-yours = Challenge { $challenge } is not addressed to you.

## A challenge's message once it is closed

lobby-closed-accepted = { $struck } accepted — game { $game } has begun.
lobby-closed-declined = { $struck } declined by { $player }.
lobby-closed-withdrawn = { $struck } withdrawn by { $player }.
lobby-closed-expired = { $struck } expired unanswered.

## The challenge by mail (the challenged player answers by replying)

lobby-someone = Someone
lobby-mail-challenge-subject = { $challenger } challenges you to { $game } ({ $challenge })
lobby-mail-challenge =
    { $challenger } challenges you to { $game } ({ $setup }; clock: { $clock }; { $rated ->
        [yes] rated
       *[other] unrated
    }).

    Reply “accept” or “decline” on the first line. The challenge expires on { $expires }.

## Open challenges (seeks)

lobby-seek-name = Open challenge { $seek }
lobby-seek = { $heading }: { $seeker } seeks an opponent for { $game } ({ $setup }; { $first }; clock: { $clock }; { $rated ->
    [yes] rated
   *[other] unrated
}).
lobby-seeker = { $player }
lobby-seeker-rated = { $player } ({ $rating })
lobby-seek-anyone = Anyone here may accept — the first to click gets the game; expires { $expires }.
lobby-seek-anyone-rated = Anyone here rated { $range } may accept — the first to click gets the game; expires { $expires }.
lobby-range-between = { $low }–{ $high }
lobby-range-at-least = { $low } or more
lobby-range-at-most = { $high } or less
lobby-seek-in-a-server = Open challenges are posted in a server; in a DM, name an opponent.
lobby-seek-cap = You already have { $count } open challenges ({ $seeks }), the most one player may have; withdraw one with { $command } first.
lobby-seek-own = Open challenge { $seek } is your own; wait for someone to accept it, or withdraw it with { $command }.
lobby-seek-only-seeker = Only { $seeker } can withdraw open challenge { $seek }.
lobby-seek-taken = Open challenge { $seek } is closed: { $player } accepted it first.
lobby-seek-was-withdrawn = Open challenge { $seek } is closed: it was withdrawn.
lobby-seek-has-expired = Open challenge { $seek } is closed: it expired.
lobby-seek-is-closed = Open challenge { $seek } is closed.
lobby-seek-expired = Open challenge { $seek } has expired.
lobby-no-seek = There is no open challenge { $seek } in this server.
lobby-seek-out-of-range = Open challenge { $seek } is for players rated { $range }; your { $game } rating is { $rating }.
lobby-seek-out-of-range-unrated = Open challenge { $seek } is for players rated { $range }; your { $game } rating is { $rating } (no rated games yet).
lobby-rating-bound = { $option } must be between { $low } and { $high }, not { $given }.
lobby-rating-bounds-swapped = min_rating ({ $low }) is above max_rating ({ $high }); swap them.
lobby-seek-closed-accepted = { $struck } accepted by { $player } — game { $game } has begun.
lobby-seek-closed-withdrawn = { $struck } withdrawn by { $player }.
lobby-seek-closed-expired = { $struck } expired: nobody accepted it.

## /seeks: the server's open challenges

lobby-seeks-in-a-server = Open challenges live in a server; ask there.
lobby-seeks-none = No open challenges here. Post one with { $command } and no opponent.
lobby-seeks-number = { $seek }
lobby-seeks-item = { $heading } { $game } by { $seeker } · { $rated ->
    [yes] rated
   *[other] unrated
} · clock { $clock } · expires { $expires } · { $where }
lobby-seeks-item-rated = { $heading } { $game } by { $seeker } · { $rated ->
    [yes] rated
   *[other] unrated
}, ratings { $range } · clock { $clock } · expires { $expires } · { $where }
lobby-seeks-how = Accept with the button on its message, or { $command }.

## Lists too long for one message

lobby-more = …and { $count } more.
