node a inherits b { }
