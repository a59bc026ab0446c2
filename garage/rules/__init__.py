"""The game itself: pure Python, standard library only. No Qt, no database, no PDF."""
