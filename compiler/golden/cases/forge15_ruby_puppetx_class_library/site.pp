probe::library().each |$k, $v| { notify { "lib ${k}": message => String($v, '%p') } }
