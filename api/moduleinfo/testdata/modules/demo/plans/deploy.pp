plan demo::deploy(String $target) { }
