function util::hello(String $s) { "hello ${s}" }
