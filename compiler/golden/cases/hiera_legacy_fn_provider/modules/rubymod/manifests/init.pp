class rubymod(String $y, Array $z) { notify { "rubymod y=${y} z=${z}": } }
