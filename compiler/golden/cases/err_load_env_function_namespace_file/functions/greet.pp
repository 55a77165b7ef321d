function greet(String $s) { "greet ${s}" }
