# The environment's own types/small.pp must define Small (not Other).
$x = 1 =~ Small
