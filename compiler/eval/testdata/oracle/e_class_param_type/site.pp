class c(Enum['a','b'] $e = 'a', Hash[String, Integer] $h = {}) {}
class { 'c': e => 'z', h => {'k' => 'v'} }
