function environment::greet2(String $s) { "greet2 ${s}" }
