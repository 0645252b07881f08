# Blocking: /block and /unblock (service/preferences/blocks.py). Every answer here is
# private to the one who asked; $player is the other player, $unblock and $block the
# commands.

block-done = You blocked { $player }. Neither of you can challenge the other or take the other's open challenges any more, and their offers in a game you still play together no longer ping you. Games already running between you go on as before. { $unblock } lifts the block.
block-already = You have already blocked { $player }. { $unblock } lifts the block.
block-self = You cannot block yourself.
block-bot = Bots cannot be blocked: they never challenge anyone or ask you anything. To stop playing the computer, just do not challenge it.
# $count is the most players one person may block.
block-cap = You have blocked { $count } players, the most there can be; { $unblock } someone first.
unblock-done = You unblocked { $player }: you may challenge each other again.
unblock-not-blocked = You have not blocked { $player }, so there is nothing to lift. { $block } blocks a player.
block-list-none = You have not blocked anyone. { $block } blocks a player.
# The head of the list of players one has blocked; $count is how many.
block-list-head = { $count ->
    [one] You have blocked one player:
   *[other] You have blocked { $count } players:
}
# One blocked player; $since is the date of the block.
block-list-item = • { $player }, since { $since }
block-list-how = { $unblock } lifts a block.
# A new game refused because the asker blocked the other player.
block-you-blocked = You have blocked { $player }; { $unblock } them first to play them.
# A new game refused because the other player blocked the asker: says no more than that.
block-refused = { $player } does not take challenges from you.
