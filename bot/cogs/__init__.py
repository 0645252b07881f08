"""One cog per group of slash commands; each sees the bot only through `bot.seam`."""
