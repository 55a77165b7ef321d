node a { notice(1)
