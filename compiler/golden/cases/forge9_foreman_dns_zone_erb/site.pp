# theforeman/puppet-dns's named.zone.erb (instance variables incl. one starting with an underscore, a Hash update
# policy sorted with sort_by, -%>/<%- trimming) over zones of each kind.
dns::zone { 'example.com':
  update_policy  => {
    'rndc-key' => { 'matchtype' => 'zonesub', 'rr' => 'ANY' },
    'dhcp-key' => { 'action' => 'deny', 'matchtype' => 'name', 'tname' => 'host.example.com.', 'rr' => 'A' },
  },
  allow_transfer => ['10.0.0.2', 'key xfer'],
  also_notify    => ['10.0.0.3'],
  dns_notify     => 'explicit',
}
dns::zone { '2.0.192.in-addr.arpa': update_policy => 'local' }
dns::zone { 'corp.example.net': zonetype => 'forward', forward => 'only', forwarders => ['10.1.0.53', '10.1.1.53'] }
dns::zone { 'partner.example.org': zonetype => 'slave', masters => ['192.0.2.53'], manage_file => false, allow_query => ['any'] }
