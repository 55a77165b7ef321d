define users::key (String $user, String $type, String $key, Array[String] $options = []) {
  file { "/home/${user}/.ssh/authorized_keys.d/${title}":
    content => "${options.empty ? { true => '', default => "${options.join(',')} " }}${type} ${key} ${title}\n",
  }
}
