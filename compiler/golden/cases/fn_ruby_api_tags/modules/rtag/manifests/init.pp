class rtag {
  tag 'classtag'
  file { '/tmp/t': ensure => file, tag => ['extra', 'Other'] }
  notice(rtag::show('File[/tmp/t]'))
}
