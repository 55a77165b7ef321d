class bad($title = 1) { }
