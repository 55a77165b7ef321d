else {}
