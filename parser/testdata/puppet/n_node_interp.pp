node "a${b}" {}
