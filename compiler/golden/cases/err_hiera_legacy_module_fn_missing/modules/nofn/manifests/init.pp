class nofn(String $v = "d") { notify { $v: } }
