class mb(String $apl) { notify { 'mbapl': message => $apl } }
