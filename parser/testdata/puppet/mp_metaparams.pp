define a($tag = 1, $noop = 2) {}
class b($stage = 1) {}
define c($tag = 3) {}
