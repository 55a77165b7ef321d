type Netcfg::TlsEndpoint = Object[{
  parent     => Netcfg::Endpoint,
  attributes => {
    ca_file => Optional[Stdlib::Absolutepath],
    verify  => { type => Boolean, value => true },
  },
}]
