# wikimedia/operations-puppet's wmflib::resource::dump_params / filter_params (scope.resource.to_hash of
# the calling class or defined type), cidr_first_address (IPAddr#to_range) and encode_www_form (URI).
# (IPv6 network /120, not a real /64: Punch materializes IPAddr#to_range before first(2) and runs out of memory on a /64, QA-SITE S6)
include prometheus
prometheus::exporter { 'node':
  port   => 9100,
  labels => { 'site' => 'eqiad' },
}
prometheus::exporter { 'blackbox':
  port       => 9115,
  extra      => '--log.level=warn',
  collectors => [],
  enable     => false,
  mode       => '0400',
}
