"""Alembic's environment: migrate the connection ``innkeeper.web.db.migrate`` hands over, or a URL."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from innkeeper.web.db import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    url = config.get_main_option("sqlalchemy.url") or "sqlite:///innkeeper.db"
    with create_engine(url).connect() as connection:
        context.configure(connection=connection, target_metadata=Base.metadata)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=Base.metadata)
    with context.begin_transaction():
        context.run_migrations()
