# Written for this case.
define site::thing (String $owner = 'root', Optional[String] $mode = undef, Array[String] $tags_in = []) {
  file { "/srv/${title}": owner => $owner, mode => $mode, tag => $tags_in }
}
