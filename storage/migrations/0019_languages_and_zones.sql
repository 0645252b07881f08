-- Time zones and where each reader's language is kept (issue 29).
--
-- user_settings.time_zone: the IANA name of the zone a player reads times in
-- (Europe/Berlin), checked by the service against the zone data; NULL is UTC, the zone
-- every time is stored in, so nobody's times change until they choose one.
--
-- guild_settings.language: the language a server's public posts are written in, one
-- of the service's supported codes (en, es, de, el); NULL means not chosen: the
-- server's preferred locale, as Discord reports it, decides.
--
-- email_addresses.language: the language mail to that address is written in. A mail
-- reader has no client that reports a locale, so it is kept with the address: taken
-- from the channel the address was linked from, changed by the mail command
-- `language`. Addresses linked before this migration read English, as they did.
--
-- No CHECK names the codes: the list lives in one place (service/locales.py), and a
-- new language must not need a migration.
ALTER TABLE user_settings ADD COLUMN time_zone TEXT;
ALTER TABLE guild_settings ADD COLUMN language TEXT;
ALTER TABLE email_addresses ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
