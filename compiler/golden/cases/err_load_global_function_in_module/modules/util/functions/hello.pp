function hello(String $s) { "hello ${s}" }
