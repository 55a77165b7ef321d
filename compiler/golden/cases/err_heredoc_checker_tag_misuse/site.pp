# A tag ending in +pp reaches the pp checker, which refuses any tag but 'pp' with an
# ArgumentError: Puppet stops the validation without a location.
$x = @(EOT:foo+pp)
    notify { 'a': }
    | EOT
notice($x)
