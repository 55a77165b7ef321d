# A data provider function whose declared return type Puppet checks.
function site::d(Hash $options, $context) >> Hash { {'k' => 'v'} }
