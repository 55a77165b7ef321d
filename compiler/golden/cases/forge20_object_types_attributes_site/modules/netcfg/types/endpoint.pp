# an Object type as modules model structured settings
type Netcfg::Endpoint = Object[{
  attributes => {
    host     => Stdlib::Host,
    port     => { type => Stdlib::Port, value => 443 },
    scheme   => { type => Enum['http', 'https'], value => 'https' },
    tags     => { type => Array[String[1]], value => [] },
    kind     => { type => String, kind => constant, value => 'endpoint' },
  },
  equality => [host, port],
}]
