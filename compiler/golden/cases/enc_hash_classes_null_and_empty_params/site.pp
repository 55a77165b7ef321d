class a { notice('a') }
class b { notice('b') }
class c($p) { notice("c ${p}") }
