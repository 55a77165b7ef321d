# secret() of a missing file (written for this case)
notice(secret('app/missing.txt'))
