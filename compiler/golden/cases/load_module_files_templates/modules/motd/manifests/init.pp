class motd($owner) {
  $local = 'class local'
  file { '/etc/motd': content => file('motd/motd.txt') }
  file { '/etc/first': content => file('motd/nosuch.txt', 'motd/sub/second.txt') }
  file { '/etc/motd.epp': content => epp('motd/motd.epp', { 'who' => 'epp user' }) }
  file { '/etc/motd.erb': content => template('motd/motd.erb') }
  file { '/etc/two.erb': content => template('motd/motd.erb', 'motd/extra.erb') }
}
