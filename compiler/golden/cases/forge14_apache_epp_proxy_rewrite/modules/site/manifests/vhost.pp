# Written for this case: a vhost define holding the parameters apache::vhost hands to its fragment
# templates (epp() without arguments: the templates read the define's variables).
define site::vhost (
  Variant[Array[Hash], Hash, Undef] $proxy_pass = undef,
  Variant[Array[Hash], Hash, Undef] $proxy_pass_match = undef,
  Optional[String] $proxy_dest = undef,
  Optional[String] $proxy_dest_match = undef,
  Optional[String] $proxy_dest_reverse_match = undef,
  Variant[Array[String], String, Undef] $no_proxy_uris = [],
  Variant[Array[String], String] $no_proxy_uris_match = [],
  Boolean $proxy_requests = false,
  Boolean $proxy_preserve_host = false,
  Optional[Boolean] $proxy_add_headers = undef,
  Boolean $proxy_error_override = false,
  Boolean $rewrite_inherit = false,
  Optional[String] $rewrite_base = undef,
  Array[Hash] $rewrites = [],
  Optional[String] $rewrite_rule = undef,
  Array[String] $rewrite_cond = [],
) {
  file { "/etc/apache2/sites-available/${title}.conf":
    content => "<VirtualHost *:80>\n${epp('apache/vhost/_proxy.epp')}${epp('apache/vhost/_rewrite.epp')}</VirtualHost>\n",
  }
}
