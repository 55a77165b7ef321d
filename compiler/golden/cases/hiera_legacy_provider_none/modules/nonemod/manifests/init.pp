class nonemod(String $v = 'param default') { notify { "nonemod v=${v}": } }
