define site(Array[String] $aliases = []) { notify { $title: } }
site { 'a': aliases => ['x'] }
site { 'b': aliases => 'y' }
