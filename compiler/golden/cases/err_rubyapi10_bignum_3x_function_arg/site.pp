# A Ruby Integer beyond 64 bits given to a 3.x function (sprintf is one in Puppet 7.23): Puppet's
# Runtime3FunctionArgumentConverter refuses it at the call.
$b = bn::big(64)
notice("kept ${b}")
notice(sprintf('%d', $b))
