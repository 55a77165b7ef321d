class db(String $user = 'app', Sensitive[String] $password = Sensitive('s3cr3t')) {
  $conf = epp('db/conf.epp', { 'user' => $user, 'password' => $password, 'options' => { 'ssl' => true, 'max' => 10 } })
  notice(type($conf, 'generalized'))
  file { '/etc/db.conf': content => $conf, mode => '0600' }
  $plain = epp('db/plain.epp', { 'secret' => $password })
  notice($plain)
  notice(type($plain, 'generalized'))
  $inline = inline_epp('<%= $s.unwrap %>-<%= $n %>', { 's' => $password, 'n' => 1 })
  notice(type($inline, 'generalized'))
  file { '/etc/db.plain': content => $plain }
  file { '/etc/db.sensitive': content => Sensitive(epp('db/plain.epp', { 'secret' => $password.unwrap })) }
}
