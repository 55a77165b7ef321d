class bomf {
  file { '/etc/a.conf': content => file('bomf/a.conf') }
  file { '/etc/b.conf': content => file('bomf/b.conf') }
  file { '/etc/a.bin': content => binary_file('bomf/a.conf') }
}
