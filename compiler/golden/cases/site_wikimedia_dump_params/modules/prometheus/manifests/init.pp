class prometheus (
  Stdlib::IP::Address::V4::CIDR $network = '10.64.0.0/22',
  Stdlib::IP::Address::V6::CIDR $network6 = '2620:0:861:101::/120',
  String $scrape_interval = '60s',
  Optional[Integer] $retention_days = undef,
  Hash[String, Variant[String, Array[String]]] $query = { 'q' => 'up == 0', 'lang' => ['en', 'fr'], 'x' => 'a&b=c d/é' },
) {
  $gw = wmflib::cidr_first_address($network)
  $gw6 = wmflib::cidr_first_address($network6)
  notify { 'params': message => wmflib::resource::dump_params() }
  notify { 'gateways': message => "${gw} ${gw6}" }
  notify { 'query': message => wmflib::encode_www_form($query) }
}
