# theforeman/puppet-pulpcore pulpcore::generate_header_content (scan with an interpolated quantifier, String * Float,
# append/prepend), theforeman/puppet-foreman_proxy foreman_proxy::get_network_in_addr (stdlib IP types, IPAddr, to_s(2)),
# theforeman/puppet-certs certs::certificate_subject on a missing file (rescued Errno::ENOENT -> undef).
# Values written for this case.
$hdr = pulpcore::generate_header_content(['Managed by Puppet', 'Do not edit by hand', 'ok'], 40, '#')
file { '/etc/pulp/settings.py': content => "${hdr.join("\n")}\n" }
notice(pulpcore::generate_header_content('alpha beta', 30, '//'))
notice(foreman_proxy::get_network_in_addr('192.168.1.77', '255.255.255.0'))
notice(foreman_proxy::get_network_in_addr('10.20.30.40', '255.255.0.0'))
notice(foreman_proxy::get_network_in_addr('10.20.30.40', '255.255.255.255'))
notice(foreman_proxy::get_network_in_addr('172.16.5.4', '255.255.255.128'))
notice(certs::certificate_subject('/nonexistent/forge10/cert.pem') =~ Undef)
