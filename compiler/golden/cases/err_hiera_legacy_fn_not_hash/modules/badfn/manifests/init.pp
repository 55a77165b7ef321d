class badfn(String $v = "d") { notify { $v: } }
