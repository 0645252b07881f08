"""A board in its reader's words: what each game's picture and text diagram say.

``rendering`` draws scenes of plain values and strings it is given and knows no
language (docs/design.md). Writing those strings is the service's: `scenes` turns
each game's view into its board family's scene with every header, caption and
legend written in the reader's language (`words`: the boards' catalog, and the
fallback to English where the font cannot draw a script); `pictures` draws any
game's view for an animation; `diagrams` writes each game's view as monospace
text for mail and for screen readers.
"""
