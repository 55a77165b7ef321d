# A heredoc tagged pp is parsed as Puppet code when validated.
$x = @(EOT:pp)
    class x { notify { 'y': }
    | EOT
notice($x)
