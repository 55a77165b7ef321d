class legacy {
  $local = 'loc'
  $probe = legacy_probe('a', undef, 3)
  $probe.each |$k, $v| { notice("${k} = ${v}") }
  notify { 'erb': message => template('legacy/probe.erb') }
}
