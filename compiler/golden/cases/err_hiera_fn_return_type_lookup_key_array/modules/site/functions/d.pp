# A data provider function whose declared return type Puppet checks.
function site::d($key, Hash $options, $context) >> Array[Any] { ['v'] }
