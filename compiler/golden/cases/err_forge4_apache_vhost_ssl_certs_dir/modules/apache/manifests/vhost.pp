# Test driver (QA-FORGE-4): the SSL parameters of apache::vhost (names and types as the module's), rendering the
# fetched _ssl.epp the way the current vhost.pp does (epp() without parameters: the template sees the define's variables)
define apache::vhost (
  Boolean $ssl = false,
  Boolean $mdomain = false,
  Optional[Stdlib::Absolutepath] $ssl_cert = undef,
  Optional[Stdlib::Absolutepath] $ssl_key = undef,
  Optional[Stdlib::Absolutepath] $ssl_chain = undef,
  Optional[Stdlib::Absolutepath] $ssl_ca = undef,
  Optional[Stdlib::Absolutepath] $ssl_crl_path = undef,
  Optional[Stdlib::Absolutepath] $ssl_crl = undef,
  Optional[String] $ssl_crl_check = undef,
  Optional[Stdlib::Absolutepath] $ssl_certs_dir = undef,
  Variant[Array[String], String, Undef] $ssl_protocol = undef,
  Optional[Variant[Array[String], String[1], Hash[String[1], String[1]]]] $ssl_cipher = undef,
  Variant[Boolean, Enum['on', 'On', 'off', 'Off'], Undef] $ssl_honorcipherorder = undef,
  Optional[Enum['none', 'optional', 'require', 'optional_no_ca']] $ssl_verify_client = undef,
  Optional[Integer] $ssl_verify_depth = undef,
  Optional[Variant[Array[String], String]] $ssl_options = undef,
  Optional[String] $ssl_openssl_conf_cmd = undef,
  Optional[Boolean] $ssl_stapling = undef,
  Optional[Integer] $ssl_stapling_timeout = undef,
  Optional[Boolean] $ssl_stapling_return_errors = undef,
  Optional[String] $ssl_user_name = undef,
) {
  file { "/etc/apache2/sites-available/${name}.conf":
    content => epp('apache/vhost/_ssl.epp'),
  }
}
