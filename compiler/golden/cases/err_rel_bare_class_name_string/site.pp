class first {}
class second {}
include first, second
'first' -> 'second'
