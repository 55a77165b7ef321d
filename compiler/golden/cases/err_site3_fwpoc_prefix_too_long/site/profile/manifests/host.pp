# stand-in (written here) for the site's profile::host, whose firewall/firewallchain attributes (jump, ctdir,
# protocol, ignore_foreign) need puppetlabs-firewall 8 (Debian has 3.4): the same parameters, the rules as data
class profile::host (
  Hash[String, Hash] $rules,
  String $listen_ip,
  Integer[1, 65535] $listen_port,
  Boolean $manage_host = true,
) {
  $rules.each |String $title, Hash $rule| {
    notify { $title: message => to_json($rule) }
  }
  notify { 'listen': message => "${listen_ip}:${listen_port}" }
}
