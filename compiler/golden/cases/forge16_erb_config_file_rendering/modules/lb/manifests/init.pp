class lb (
  Hash[String, Hash] $backends = {},
  Hash[String, Variant[String, Integer, Boolean, Array]] $global_options = {},
  Array[String] $listen = ['0.0.0.0:80'],
  Optional[String] $comment = undef,
  Integer $maxconn = 4096,
  Float $weight_factor = 1.5,
  Hash $extra = {},
) {
  file { '/etc/lb/lb.cfg':
    content => template('lb/lb.cfg.erb'),
  }
  file { '/etc/lb/hosts.json':
    content => template('lb/hosts.json.erb'),
  }
  file { '/etc/lb/extra.yaml':
    content => template('lb/extra.yaml.erb', 'lb/footer.erb'),
  }
}
