# Test driver (QA-FORGE-4): the variables nginx::resource::server hands to server_header.erb, defaults as the module's
define nginx::resource::server (
  Boolean $rewrite_www_to_non_www = false,
  Array[String] $server_name = [$name],
  Variant[Array, String] $listen_ip = '*',
  Integer $listen_port = 80,
  Optional[String] $listen_options = undef,
  Boolean $listen_unix_socket_enable = false,
  Variant[Array[Stdlib::Absolutepath], Stdlib::Absolutepath] $listen_unix_socket = '/var/run/nginx.sock',
  Optional[String] $listen_unix_socket_options = undef,
  Boolean $ipv6_enable = false,
  Variant[Array, String] $ipv6_listen_ip = '::',
  Integer $ipv6_listen_port = 80,
  String $ipv6_listen_options = 'default ipv6only=on',
  Optional[String] $auth_basic = undef,
  Optional[String] $auth_basic_user_file = undef,
  Optional[String] $auth_request = undef,
  Optional[String] $client_body_timeout = undef,
  Optional[String] $client_header_timeout = undef,
  Optional[String] $client_max_body_size = undef,
  Optional[String] $gzip_types = undef,
  Optional[Hash] $server_cfg_prepend = undef,
  Optional[Variant[Array[String], String]] $raw_prepend = undef,
  Optional[String] $root = undef,
  Optional[Hash] $passenger_cgi_param = undef,
  Optional[Hash] $passenger_set_header = undef,
  Optional[Hash] $passenger_env_var = undef,
  Variant[Array[String], String] $resolver = [],
  Optional[Hash] $add_header = undef,
  Boolean $maintenance = false,
  String $maintenance_value = 'return 503',
  Boolean $ssl_redirect = false,
  Optional[Integer] $ssl_redirect_port = undef,
  Array $index_files = ['index.html', 'index.htm', 'index.php'],
  Boolean $ssl_only = false,
  Optional[String] $log_by_lua = undef,
  Optional[String] $log_by_lua_file = undef,
  Optional[Variant[String, Array]] $access_log = undef,
  Optional[Variant[String, Array]] $error_log = undef,
  String $format_log = 'combined',
  Optional[Hash] $error_pages = undef,
  Optional[String] $proxy = undef,
  Optional[Hash] $location_cfg_prepend = undef,
  Optional[Hash] $location_custom_cfg_prepend = undef,
  Optional[Array] $rewrite_rules = [],
  Optional[Array] $proxy_set_header = ['Host $host', 'X-Real-IP $remote_addr'],
  Optional[Array] $proxy_hide_header = [],
  Optional[Array] $proxy_pass_header = [],
  Optional[Variant[String, Array]] $proxy_cache_valid = undef,
  Optional[Variant[String, Array]] $proxy_cache_bypass = undef,
  Optional[String] $proxy_cache = undef,
  Optional[String] $proxy_buffering = undef,
  Optional[Array] $location_allow = undef,
  Optional[Array] $location_deny = undef,
) {
  include nginx::config
  $name_sanitized = regsubst($name, ' ', '_', 'G')
  $_ssl_redirect_port = pick($ssl_redirect_port, 443)
  $location = '/'
  $proxy_read_timeout = '90s'
  $proxy_connect_timeout = '90s'
  $proxy_send_timeout = '90s'
  $proxy_redirect = undef
  $proxy_http_version = undef
  $proxy_ignore_header = undef
  file { "/etc/nginx/sites-available/${name_sanitized}.conf":
    ensure  => file,
    content => join([
      template('nginx/server/server_header.erb'),
      template('nginx/server/location_header.erb'),
      template('nginx/server/locations/proxy.erb'),
    ], ''),
  }
}
