class app (String $version, Integer $port = 80) {
  notify { "app ${version} ${port}": }
}
