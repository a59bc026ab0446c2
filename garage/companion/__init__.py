"""The phones at the table: what the game a desktop hosts says to the browsers in the room and
what it takes from them (protocol.py), and the bytes of HTTP/1.1 and WebSocket it speaks
(websocket.py). Pure Python over the typed status of garage.rules: the Qt server that moves
the bytes is garage/ui/play/companion_server.py."""
