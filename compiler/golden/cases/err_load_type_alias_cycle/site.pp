notice(1 =~ Aa)
