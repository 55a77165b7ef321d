$ok = upcase('a')
$bad = upcase('a', 'b')
