type Probe::Endpoint = Struct[{ host => Stdlib::Host, port => Stdlib::Port, Optional[path] => Stdlib::Absolutepath }]
