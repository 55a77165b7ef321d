define d($a, $a) {}
