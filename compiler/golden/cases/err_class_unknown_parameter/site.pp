class web($port = 80) { notify { "web ${port}": } }
class { 'web':
  port  => 1,
  ports => 2,
}
