# Note: Puppet prints an alias with its definition: notice(MyPort) gives "MyPort = Integer[1, 65535]".
# Type aliases in the environment's manifest, a recursive alias, and aliases as parameter types.
type MyPort = Integer[1, 65535]
type Tree = Variant[String, Array[Tree]]
type Conf = Struct[{ port => MyPort, Optional[host] => String }]
class svc(MyPort $port, Conf $conf) {
  notify { "port ${port} ${conf}": }
}
class { 'svc': port => 8080, conf => { port => 80 } }
notice(['a', ['b', ['c']]] =~ Tree)
notice(['a', [1]] =~ Tree)
notice(MyPort)
notice(Conf)
notice(70000 =~ MyPort)
