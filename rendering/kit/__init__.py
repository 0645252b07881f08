"""What every board family shares: colours, fonts and safe text, antialiased sprites,
the header, and the indexed-PNG encoding.

Nothing here knows a board shape. A family (`rendering.square`, `rendering.hex`,
`rendering.backgammon`, `rendering.plateau`) imports the kit and never another
family, so a change to one board cannot move another's pixels.
"""
