# A Ruby Integer beyond 64 bits inside an argument of a module's 3.x function: Puppet's
# Runtime3FunctionArgumentConverter refuses it before the function runs.
$b = bn::big(64)
notice(bn_size([1, 2]))
notice(bn_size([1, { 'k' => $b }]))
