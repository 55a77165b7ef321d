$a = $b =~ /abc
