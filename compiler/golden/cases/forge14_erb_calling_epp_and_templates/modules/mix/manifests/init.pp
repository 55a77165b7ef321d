# Written for this case.
class mix (String $svc = 'svc', Array[String] $items = ['a', 'b']) {
  $level = 'top'
  file { '/etc/mix.conf': content => template('mix/outer.erb') }
}
