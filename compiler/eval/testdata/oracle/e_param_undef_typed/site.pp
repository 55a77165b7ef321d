define d(String $s) {}
d { 'x': s => undef }
