class app (
  Integer $port,
  String $listen,
  Boolean $debug,
  Integer $workers = 1,
  Optional[String] $empty = 'default-empty',
  Float $ratio = 1.0,
  String $path = '',
  String $label = '',
) {
  notify { 'app': message => { 'port' => $port, 'listen' => $listen, 'debug' => $debug, 'workers' => $workers, 'empty' => $empty, 'ratio' => $ratio, 'path' => $path, 'label' => $label } }
}
