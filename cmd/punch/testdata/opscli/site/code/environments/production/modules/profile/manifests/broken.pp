class profile::broken {
  $a = [1, 2
  notify { 'y': }
}
