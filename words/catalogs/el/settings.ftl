# Ρυθμίσεις: /settings, η διεύθυνση αλληλογραφίας ενός παίκτη (/email) και οι γλώσσες και
# ζώνες ώρας που μπορεί να διαλέξει ένας αναγνώστης.

## /settings (service/settings.py)

settings-head = { $changed ->
    [yes] Αποθηκεύτηκε. Οι ρυθμίσεις σου τώρα:
   *[no] Οι ρυθμίσεις σου:
}
settings-option = { $name }: { $value }
settings-notify = • { $setting } — { $explained }.
settings-notify-thread = σε αναφέρουν στο νήμα της παρτίδας όταν είναι η σειρά σου
settings-notify-dm = παίρνεις προσωπικό μήνυμα με τη σκακιέρα όταν είναι η σειρά σου (αν τα προσωπικά σου μηνύματα είναι κλειστά, σε αναφέρουν στο νήμα και το νήμα ενημερώνεται μία φορά)
settings-notify-digest = αντί για ένα μήνυμα σε κάθε κίνηση, ένα προσωπικό μήνυμα την ημέρα απαριθμεί τις παρτίδες που περιμένουν την κίνησή σου
settings-notify-email = παίρνεις ένα email με τη σκακιέρα όταν είναι η σειρά σου και απαντάς με την κίνησή σου (δες { $status })
settings-remind = • { $dm }, { $hours } — όταν { $left ->
    [one] απομένει { $left } ώρα
   *[other] απομένουν { $left } ώρες
} για την κίνησή σου (ή ο μισός σου χρόνος, αν είναι λιγότερος), σου γίνεται υπενθύμιση { $by_dm ->
    [yes] με προσωπικό μήνυμα και στο νήμα της παρτίδας
   *[no] στο νήμα της παρτίδας
}, μία φορά ανά κίνηση.
settings-confirm = • { $setting } — { $on ->
    [yes] το { $move } σου δείχνει πρώτα, ιδιωτικά, τη σκακιέρα μετά την κίνησή σου, με τα κουμπιά Επιβεβαίωση και Ακύρωση· μόνο η Επιβεβαίωση την παίζει.
   *[no] το { $move } παίζει την κίνησή σου αμέσως.
}
settings-timezone = • { $setting } — οι ώρες που σου γράφονται (στα email και όπου το Discord δεν μπορεί να δείξει το δικό σου ρολόι) είναι σε αυτή τη ζώνη· εκεί είναι τώρα { $now }{ $default ->
    [yes] {" "}(η προεπιλογή)
   *[no] {""}
}.
settings-change = Άλλαξέ τες με { $command }.
settings-notify-invalid = το notify πρέπει να είναι thread, dm, digest ή email, όχι { $value }.
settings-remind-hours-invalid = το remind_hours πρέπει να είναι από 1 έως { $most }, όχι { $value }.
settings-email-needs-address = το notify:email χρειάζεται πρώτα μια επιβεβαιωμένη διεύθυνση: { $link }, μετά { $verify } με τον κωδικό που σου στάλθηκε.

## Γλώσσες και ζώνες ώρας (service/locales.py)

locale-not-a-language = Το { $text } δεν είναι γλώσσα που μιλάω· διάλεξε μία από: { $languages }.
locale-not-a-zone-nearest = Το { $text } δεν είναι ζώνη ώρας που γνωρίζω· μήπως εννοούσες { $nearest };
locale-not-a-zone = Το { $text } δεν είναι ζώνη ώρας που γνωρίζω· οι ζώνες ώρας λέγονται π.χ. Europe/Berlin, America/New_York ή UTC.

## /email (service/mailing/addresses.py)

email-not-set-up = Το email δεν έχει ρυθμιστεί σε αυτό το bot· ο διαχειριστής του μπορεί να το ενεργοποιήσει (README, Play by e-mail).
email-not-an-address = Το { $address } δεν είναι διεύθυνση email στην οποία μπορώ να στείλω.
email-link-unchanged = Η { $address } είναι ήδη η επιβεβαιωμένη διεύθυνσή σου· τίποτα δεν άλλαξε.
email-link-too-often = Χρησιμοποίησες το { $link } { $limit } φορές { $window ->
    [one] την τελευταία ώρα
   *[other] τις τελευταίες { $window } ώρες
}, όσο επιτρέπεται σε έναν παίκτη· μπορείς να συνδέσεις ξανά { $retry }.
email-link-sent = Αν η { $address } μπορεί να συνδεθεί, της στέλνω έναν κωδικό. Απάντησε με { $verify } μέσα σε { $lifetime ->
    [one] { $lifetime } ώρα
   *[other] { $lifetime } ώρες
}. Μέχρι τότε οι παρτίδες σου δεν έρχονται με email. Δεν ήρθε κωδικός; Μια διεύθυνση παίρνει { $codes } κωδικούς σε { $window ->
    [one] { $window } ώρα
   *[other] { $window } ώρες
}, και κανέναν αφού την επιβεβαιώσει άλλος παίκτης.
email-verify-nothing = Δεν υπάρχει διεύθυνση για επιβεβαίωση: πρώτα { $link }.
email-verify-already = Η { $address } είναι ήδη επιβεβαιωμένη.
email-verify-expired = Ο κωδικός έληξε: ξανά { $link } για νέο.
email-verify-too-many = Πάρα πολλοί λάθος κωδικοί για τη { $address }: { $tries } προσπάθειες σε { $window ->
    [one] { $window } ώρα
   *[other] { $window } ώρες
}, όσες φορές κι αν συνδεθεί· μπορείς να ξαναδοκιμάσεις { $retry }.
email-verify-wrong = Αυτός δεν είναι ο κωδικός που έστειλα ({ $left ->
    [one] απομένει { $left } προσπάθεια
   *[other] απομένουν { $left } προσπάθειες
}).
email-address-taken = Αυτή τη διεύθυνση την έχει ήδη επιβεβαιώσει άλλος παίκτης.
email-verified = Επιβεβαιώθηκε: η { $address } είναι δική σου. Οι σειρές σου έρχονται πλέον με email (το { $settings } το αλλάζει)· απάντησε σε ένα email σειράς με την κίνησή σου.
email-unlink-nothing = Δεν έχεις συνδεδεμένη διεύθυνση.
email-unlinked = Αποσυνδέθηκε: όχι άλλα email, και οι απαντήσεις από εκείνη τη διεύθυνση δεν παίζουν τίποτα. Οι σειρές σου ανακοινώνονται ξανά στο νήμα της παρτίδας.
email-status-none = Καμία συνδεδεμένη διεύθυνση. { $link } για να παίζεις με email.
email-status-waiting = Η { $address } περιμένει τον κωδικό της: { $verify }. Μέχρι τότε οι σειρές σου ανακοινώνονται στο νήμα της παρτίδας.
email-status-verified = Η { $address } είναι επιβεβαιωμένη. { $by_mail ->
    [yes] Οι σειρές σου έρχονται με email: απάντησε σε ένα email σειράς με την κίνησή σου, { $resign } (και μετά επιβεβαίωσε) ή { $accept }/{ $decline } σε μια πρόταση.
   *[no] Οι σειρές σου ανακοινώνονται μέσω { $notify }· το { $settings } τις στέλνει με email.
} Τα email προς αυτήν γράφονται σε { $language }: απάντησε σε οποιοδήποτε με { $word } και άλλη γλώσσα για να το αλλάξεις.
email-language-now = Τα email σου έρχονται σε { $language }. Για να το αλλάξεις, απάντησε με { $word } και μία από: { $languages }, π.χ. { $example }.
email-language-no-address = Δεν υπάρχει συνδεδεμένη διεύθυνση για να αλλάξει η γλώσσα της.
email-language-changed = Έγινε: τα email σου έρχονται πλέον σε { $language }. Απάντησε { $word } με άλλη για να την ξαναλλάξεις.
email-code-subject = Ο κωδικός σου στο Postboard: { $code }
email-code-text = Ο κωδικός σου είναι { $code }.

    Γράψε { $verify } στο Discord μέσα σε μία ώρα για να παίρνεις τις παρτίδες σου με email. Αν δεν το ζήτησες, αγνόησε αυτό το email: τίποτα δεν στέλνεται εδώ χωρίς τον κωδικό.
