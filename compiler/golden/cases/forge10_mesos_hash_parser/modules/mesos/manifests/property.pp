define mesos::property ($value, $dir = '/etc/mesos-slave') {
  file { "${dir}/${title}": content => "${value}\n" }
}
