# Settings: /settings, a player's mail address (/email), and the languages and time zones
# a reader may choose.

## /settings (service/settings.py)

settings-head = { $changed ->
    [yes] Saved. Your settings now:
   *[no] Your settings:
}
# An option and its value as the command writes them ("notify: dm"); keep both as they are.
settings-option = { $name }: { $value }
# $setting is the option and its value; $explained says what the chosen mode does.
settings-notify = • { $setting } — { $explained }.
settings-notify-thread = you are pinged in the game's thread when it is your move
settings-notify-dm = you get a DM with the board when it is your move (if your DMs are closed, you are pinged in the thread instead, and the thread is told so once)
settings-notify-digest = instead of a message for every move, one DM a day lists the games waiting for your move
# $status is the command that shows the mail address.
settings-notify-email = you get a mail with the board when it is your move, and answer it by replying with your move (see { $status })
# $dm and $hours are the two options with their values; $left the hours chosen.
settings-remind = • { $dm }, { $hours } — when { $left } h are left for your move (or half your time, if that is less), you are reminded { $by_dm ->
    [yes] by DM and in the game's thread
   *[no] in the game's thread
}, once per move.
# $move is the command that plays a move.
settings-confirm = • { $setting } — { $on ->
    [yes] { $move } first shows you, privately, the board after your move, with Confirm and Cancel buttons; only Confirm plays it.
   *[no] { $move } plays your move at once.
}
# $now is the reader's clock, written out in their zone.
settings-timezone = • { $setting } — times written out for you (in mail, and wherever Discord cannot show your own clock) are in this zone; it is { $now } there now{ $default ->
    [yes] {" "}(the default)
   *[no] {""}
}.
settings-change = Change them with { $command }.
# $value is what was asked for, quoted.
settings-notify-invalid = notify must be thread, dm, digest or email, not { $value }.
settings-remind-hours-invalid = remind_hours must be between 1 and { $most }, not { $value }.
settings-email-needs-address = notify:email needs a verified address first: { $link }, then { $verify } with the code mailed to you.

## Languages and time zones (service/locales.py)

# $text is what the reader typed; $languages the languages we speak, each in its own words.
locale-not-a-language = { $text } is not a language I speak; choose one of { $languages }.
# $nearest lists the nearest zone names ("Europe/Berlin or Europe/Bern").
locale-not-a-zone-nearest = { $text } is not a time zone I know; did you mean { $nearest }?
locale-not-a-zone = { $text } is not a time zone I know; time zones are named like Europe/Berlin, America/New_York or UTC.

## /email (service/mailing/addresses.py)

email-not-set-up = E-mail is not set up on this bot; its admin can turn it on (docs/mail.md).
email-not-an-address = { $address } is not an e-mail address I can send to.
email-link-unchanged = { $address } is your verified address already; nothing changed.
# $limit links in $window hours; $retry is when the player may link again.
email-link-too-often = You have used { $link } { $limit } times in the last { $window ->
    [one] { $window } hour
   *[other] { $window } hours
}, the most one player may; you may link again { $retry }.
# The same words whether or not a code went out.
email-link-sent = If { $address } can be linked, I am mailing a code to it. Answer with { $verify } within { $lifetime ->
    [one] { $lifetime } hour
   *[other] { $lifetime } hours
}. Until then your games do not come by mail. No code? An address gets { $codes } codes in { $window ->
    [one] { $window } hour
   *[other] { $window } hours
}, and none once another player has verified it.
email-verify-nothing = There is no address to verify: { $link } first.
email-verify-already = { $address } is verified already.
email-verify-expired = That code has expired: { $link } again for a new one.
email-verify-too-many = Too many wrong codes for { $address }: { $tries } tries in { $window ->
    [one] { $window } hour
   *[other] { $window } hours
}, however often it is linked; you may try again { $retry }.
email-verify-wrong = That is not the code I sent ({ $left ->
    [one] { $left } try
   *[other] { $left } tries
} left).
email-address-taken = That address is already verified by another player.
email-verified = Verified: { $address } is yours. Your turns now come by mail ({ $settings } changes that); reply to a turn mail with your move.
email-unlink-nothing = You have no address linked.
email-unlinked = Unlinked: no more mail, and replies from that address play nothing. Your turns are announced in the game's thread again.
email-status-none = No address linked. { $link } to play by mail.
email-status-waiting = { $address } is waiting for its code: { $verify }. Until then your turns are announced in the game's thread.
# $language is the mail's language in its own words with its code ("Español (es)").
email-status-verified = { $address } is verified. { $by_mail ->
    [yes] Your turns come by mail: reply to a turn mail with your move, { $resign } (then confirm), or { $accept }/{ $decline } to an offer.
   *[no] Your turns are announced by { $notify }; { $settings } sends them by mail.
} Mail to it is written in { $language }: reply { $word } and another to any of it to change that.
# The mail command "language" with nothing after it; $word is that command, $example one to type.
email-language-now = Your mail comes in { $language }. To change it, reply with { $word } and one of { $languages }, e.g. { $example }.
email-language-no-address = There is no address linked to change the language of.
email-language-changed = Done: your mail now comes in { $language }. Reply { $word } with another to change it again.
# The mail Postboard sends with a link code ($code, six digits); $verify is how to type it in.
email-code-subject = Your Postboard code: { $code }
email-code-text = Your code is { $code }.

    Type { $verify } in Discord within the hour to receive your games by mail. If you did not ask for this, ignore this mail: nothing is sent here without the code.
settings-board = • { $setting } — { $mode ->
    [text] the boards shown to you alone (your own { $board }, { $hand } and { $review } answers, and your turns by DM) come as a board in words, written to be read aloud, instead of the picture.
    [both] the boards shown to you alone come as the picture and as a board in words.
   *[image] boards come as pictures, each with its words for screen readers; { $text } gives you a board in words at any time.
}
settings-board-invalid = board must be { $choices }, not { $value }.
