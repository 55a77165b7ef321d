define d(String $a, Integer $a) {}
