"""What anyone may see of a server's games: the read-only web pages' core (``desk``),
what a page shows as data (``shown``), the positions it keeps (``positions``) and how
it says where a game stands (``status``)."""
