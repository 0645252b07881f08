"""Ratings: Glicko-2 per game (Plakoto per match), changed in the transaction of the
result that moves them (`glicko`), shown in profiles and leaderboards and rebuilt on
demand from the stored results (`desk.RatingDesk`)."""
