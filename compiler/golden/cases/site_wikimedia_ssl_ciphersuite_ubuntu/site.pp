# wikimedia/operations-puppet's ssl_ciphersuite (3.x, calling os_version and notice through function_*), as its
# TLS terminators use it in templates' place: one file per server and level.
['apache', 'nginx'].each |$server| {
  ['strong', 'mid', 'compat'].each |$level| {
    file { "/etc/ssl/conf/${server}-${level}.conf":
      content => "${ssl_ciphersuite($server, $level, $level != 'compat').join("\n")}\n",
    }
  }
}
