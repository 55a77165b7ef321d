# written for this case: the consul::service parameters profile::app::generic_website passes (KyleAnderson-consul's is not here)
define consul::service (
  Array[Hash] $checks = [],
  Optional[Integer] $port = undef,
) {
  file { "/etc/consul/service_${title}.json": content => to_json_pretty({ 'service' => { 'name' => $title, 'port' => $port, 'checks' => $checks } }) }
}
