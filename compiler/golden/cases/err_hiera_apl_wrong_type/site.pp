# A Hiera value of the wrong type for a class parameter.
class app(Integer $port) { }
include app
