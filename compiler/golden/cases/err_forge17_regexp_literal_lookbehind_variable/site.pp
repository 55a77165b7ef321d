# Onigmo refuses a look-behind of variable length ("invalid pattern in look-behind") when the
# lexer builds the regexp; other engines accept it.
notice('xaab' =~ /(?<=a+)b/)
