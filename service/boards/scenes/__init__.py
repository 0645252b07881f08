"""Each game's view as its board family's scene, words written: `pinch` and `pletore`
(square grids), `les` (hexagons), `plakoto` (a backgammon board), `plateau`. Each module
has the game's ``*_scene`` and a ``render_*`` that draws and encodes it; they import
``rendering``'s families and ``service.boards.words``, never each other (except
Plakoto's, which shares the hops with its diagram)."""
