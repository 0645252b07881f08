"""What every board family shares: colours, fonts and safe text, antialiased sprites and
arrows, the header, the indexed-PNG encoding, and the label sizes a phone can read
(`phone`).

Nothing here knows a board shape. A family (`rendering.square`, `rendering.hex`,
`rendering.backgammon`, `rendering.plateau`) imports the kit and never another
family, so a change to one board cannot move another's pixels.
"""
