define port(Variant[Integer, Enum['auto']] $value) { notify { "${title}=${value}": } }
port { 'http': value => 80 }
port { 'https': value => 'auto' }
port { 'ssh': value => 'manual' }
