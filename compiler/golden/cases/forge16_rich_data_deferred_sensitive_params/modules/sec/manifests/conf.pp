define sec::conf (
  Variant[String, Sensitive[String], Deferred] $password,
  Hash $settings = {},
  Array $items = [],
) {
  file { "/etc/sec/${title}":
    content => $password,
  }
  notify { "settings ${title}": message => $settings }
  notify { "items ${title}": message => $items }
}
