# Einstellungen: /settings, die Mailadresse eines Spielers (/email) und die Sprachen und
# Zeitzonen, die ein Leser wählen kann.

## /settings (service/settings.py)

settings-head = { $changed ->
    [yes] Gespeichert. Deine Einstellungen jetzt:
   *[no] Deine Einstellungen:
}
settings-option = { $name }: { $value }
settings-notify = • { $setting } — { $explained }.
settings-notify-thread = du wirst im Thread der Partie erwähnt, wenn du am Zug bist
settings-notify-dm = du bekommst eine Direktnachricht mit dem Brett, wenn du am Zug bist (sind deine Direktnachrichten geschlossen, wirst du stattdessen im Thread erwähnt, und der Thread erfährt das einmal)
settings-notify-digest = statt einer Nachricht für jeden Zug listet eine Direktnachricht am Tag die Partien auf, die auf deinen Zug warten
settings-notify-email = du bekommst eine Mail mit dem Brett, wenn du am Zug bist, und antwortest mit deinem Zug (siehe { $status })
settings-remind = • { $dm }, { $hours } — wenn noch { $left } h für deinen Zug bleiben (oder die Hälfte deiner Zeit, falls das weniger ist), wirst du { $by_dm ->
    [yes] per Direktnachricht und im Thread der Partie
   *[no] im Thread der Partie
} erinnert, einmal pro Zug.
settings-confirm = • { $setting } — { $on ->
    [yes] { $move } zeigt dir zuerst, nur für dich, das Brett nach deinem Zug, mit den Knöpfen Bestätigen und Abbrechen; erst Bestätigen spielt ihn.
   *[no] { $move } spielt deinen Zug sofort.
}
settings-timezone = • { $setting } — Zeiten, die für dich ausgeschrieben werden (in Mails und überall, wo Discord deine eigene Uhr nicht zeigen kann), stehen in dieser Zone; dort ist es jetzt { $now }{ $default ->
    [yes] {" "}(die Voreinstellung)
   *[no] {""}
}.
settings-change = Ändere sie mit { $command }.
settings-notify-invalid = notify muss thread, dm, digest oder email sein, nicht { $value }.
settings-remind-hours-invalid = remind_hours muss zwischen 1 und { $most } liegen, nicht { $value }.
settings-email-needs-address = notify:email braucht zuerst eine bestätigte Adresse: { $link }, dann { $verify } mit dem Code, der dir gemailt wird.

## Sprachen und Zeitzonen (service/locales.py)

locale-not-a-language = { $text } ist keine Sprache, die ich spreche; wähle eine von { $languages }.
locale-not-a-zone-nearest = { $text } ist keine Zeitzone, die ich kenne; meintest du { $nearest }?
locale-not-a-zone = { $text } ist keine Zeitzone, die ich kenne; Zeitzonen heißen etwa Europe/Berlin, America/New_York oder UTC.

## /email (service/mailing/addresses.py)

email-not-set-up = Mail ist für diesen Bot nicht eingerichtet; sein Admin kann sie einschalten (docs/mail.md).
email-not-an-address = { $address } ist keine Mailadresse, an die ich schreiben kann.
email-link-unchanged = { $address } ist schon deine bestätigte Adresse; nichts hat sich geändert.
email-link-too-often = Du hast { $link } in { $window ->
    [one] der letzten Stunde
   *[other] den letzten { $window } Stunden
} { $limit } Mal benutzt, so oft wie ein Spieler darf; du kannst { $retry } wieder verknüpfen.
email-link-sent = Wenn { $address } verknüpft werden kann, maile ich einen Code dorthin. Antworte innerhalb { $lifetime ->
    [one] einer Stunde
   *[other] von { $lifetime } Stunden
} mit { $verify }. Bis dahin kommen deine Partien nicht per Mail. Kein Code? Eine Adresse bekommt { $codes } Codes in { $window ->
    [one] { $window } Stunde
   *[other] { $window } Stunden
}, und keinen mehr, sobald ein anderer Spieler sie bestätigt hat.
email-verify-nothing = Es gibt keine Adresse zu bestätigen: zuerst { $link }.
email-verify-already = { $address } ist schon bestätigt.
email-verify-expired = Dieser Code ist abgelaufen: noch einmal { $link } für einen neuen.
email-verify-too-many = Zu viele falsche Codes für { $address }: { $tries } Versuche in { $window ->
    [one] { $window } Stunde
   *[other] { $window } Stunden
}, wie oft sie auch verknüpft wird; du kannst es { $retry } wieder versuchen.
email-verify-wrong = Das ist nicht der Code, den ich geschickt habe ({ $left ->
    [one] noch { $left } Versuch
   *[other] noch { $left } Versuche
}).
email-address-taken = Diese Adresse hat schon ein anderer Spieler bestätigt.
email-verified = Bestätigt: { $address } gehört dir. Deine Züge kommen jetzt per Mail ({ $settings } ändert das); antworte auf eine Zug-Mail mit deinem Zug.
email-unlink-nothing = Du hast keine Adresse verknüpft.
email-unlinked = Getrennt: keine Mails mehr, und Antworten von dieser Adresse spielen nichts. Deine Züge werden wieder im Thread der Partie angekündigt.
email-status-none = Keine Adresse verknüpft. { $link }, um per Mail zu spielen.
email-status-waiting = { $address } wartet auf ihren Code: { $verify }. Bis dahin werden deine Züge im Thread der Partie angekündigt.
email-status-verified = { $address } ist bestätigt. { $by_mail ->
    [yes] Deine Züge kommen per Mail: antworte auf eine Zug-Mail mit deinem Zug, { $resign } (dann bestätigen) oder { $accept }/{ $decline } auf ein Angebot.
   *[no] Deine Züge werden per { $notify } angekündigt; { $settings } schickt sie per Mail.
} Mails dorthin sind auf { $language } geschrieben: antworte auf eine davon mit { $word } und einer anderen Sprache, um das zu ändern.
email-language-now = Deine Mails kommen auf { $language }. Um das zu ändern, antworte mit { $word } und einer von { $languages }, z. B. { $example }.
email-language-no-address = Es ist keine Adresse verknüpft, deren Sprache sich ändern ließe.
email-language-changed = Erledigt: deine Mails kommen jetzt auf { $language }. Antworte { $word } mit einer anderen, um sie wieder zu ändern.
email-code-subject = Dein Postboard-Code: { $code }
email-code-text = Dein Code ist { $code }.

    Gib { $verify } innerhalb einer Stunde in Discord ein, um deine Partien per Mail zu bekommen. Wenn du das nicht angefordert hast, ignoriere diese Mail: ohne den Code wird nichts hierher geschickt.
settings-board = • { $setting } — { $mode ->
    [text] Bretter, die nur du siehst (deine Antworten auf { $board }, { $hand } und { $review } und deine Züge per DM), kommen als Brett in Worten, zum Vorlesen geschrieben, statt als Bild.
    [both] Bretter, die nur du siehst, kommen als Bild und als Brett in Worten.
   *[image] Bretter kommen als Bilder, jedes mit seinen Worten für Bildschirmleser; { $text } gibt dir jederzeit ein Brett in Worten.
}
settings-board-invalid = board muss { $choices } sein, nicht { $value }.
