define team::thing {
  notify { "thing ${title}": }
  file { "/tmp/thing-${title}": ensure => file, owner_team => "own ${title}" }
}
