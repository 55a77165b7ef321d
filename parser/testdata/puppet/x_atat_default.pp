@@File { }
