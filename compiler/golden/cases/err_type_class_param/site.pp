class web(Integer $port) { notify { "port ${port}": } }
class { 'web':
  port => '8080',
}
