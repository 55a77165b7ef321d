# hocon_data levels (Puppet's built-in HOCON backend, ruby-hocon) with a YAML level below:
# substitutions, +=, a deep merge across HOCON and YAML set by lookup_options in HOCON, Hiera
# interpolation inside HOCON strings, automatic class parameter lookup.
class profile::app(Integer $workers, String $url, Array[String] $hosts, Hash $settings) {
  notify { 'workers': message => $workers }
  notify { 'url': message => $url }
  notify { 'hosts': message => $hosts }
  notify { 'settings': message => $settings }
}
include profile::app
notify { 'db': message => lookup('db') }
