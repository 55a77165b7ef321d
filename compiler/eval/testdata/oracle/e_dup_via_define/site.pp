define d() { file { '/x': } }
d { 'a': }
d { 'b': }
