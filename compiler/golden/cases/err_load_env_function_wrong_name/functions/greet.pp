function environment::greet(String $s) { "greet ${s}" }
