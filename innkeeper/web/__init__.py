"""The web table: a FastAPI server, its database and the browser client (``innkeeper serve``)."""
