define rmk::thing (Integer $value, String $label = 'none') {
  notify { "thing ${title}": message => "${name}=${value} ${label}" }
}
