# A data provider function whose declared return type Puppet checks.
function site::d($key, Hash $options, $context) >> Any { $key ? { 'lookup_options' => $context.not_found, default => 'v' } }
