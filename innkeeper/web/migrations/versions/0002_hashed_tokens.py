"""Tokens stored as hashes: every seat and host token becomes its SHA-256, in renamed columns.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02
"""

import hashlib

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _hash(token: str) -> str:
    """A token's SHA-256 in hex (as ``innkeeper.web.tokens.token_hash``, kept here so the revision never changes)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def upgrade() -> None:
    """Hash the tokens already stored, then rename the columns to say what they hold."""
    c = op.get_bind()
    held = c.execute(sa.text("SELECT table_id, seat, token FROM seats WHERE token IS NOT NULL")).all()
    for table_id, seat, token in held:
        c.execute(sa.text("UPDATE seats SET token = :h WHERE table_id = :t AND seat = :s"),
                  {"h": _hash(token), "t": table_id, "s": seat})
    for table_id, token in c.execute(sa.text("SELECT id, host_token FROM tables")).all():
        c.execute(sa.text("UPDATE tables SET host_token = :h WHERE id = :t"), {"h": _hash(token), "t": table_id})
    op.drop_index("ix_seats_token", "seats")
    op.alter_column("seats", "token", new_column_name="token_hash")     # (plain RENAME COLUMN: no table rebuilt)
    op.create_index("ix_seats_token_hash", "seats", ["token_hash"])
    op.alter_column("tables", "host_token", new_column_name="host_hash")


def downgrade() -> None:
    """A hash cannot be turned back into its token."""
    raise RuntimeError("tokens are stored hashed since revision 0002 and cannot be restored; restore a backup instead")
