"""The Discord adapter: composition root, cogs, buttons and the outbox over the core (`service`)."""
