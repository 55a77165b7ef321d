# Shaped as Wikimedia's profiles: every parameter from Hiera (lookup() defaults, no params.pp).
class profile::cache::varnish::frontend (
  String $cache_cluster = lookup('profile::cache::varnish::frontend::cache_cluster'),
  Integer $fe_mem_gb = lookup('profile::cache::varnish::frontend::fe_mem_gb'),
  Integer $fe_transient_gb = lookup('profile::cache::varnish::frontend::fe_transient_gb'),
  Array[String] $runtime_params = lookup('profile::cache::varnish::frontend::runtime_params'),
  String $listen_ip = lookup('profile::cache::varnish::frontend::listen_ip'),
  Boolean $backends_in_etcd = lookup('profile::cache::varnish::frontend::backends_in_etcd'),
) {
  $cluster = lookup('cluster')
  $secret = lookup('profile::cache::purge_secret')
  file { '/etc/varnish/frontend.params':
    content => "cluster=${cache_cluster} (${cluster})\nmem=${fe_mem_gb}G transient=${fe_transient_gb}G\nlisten=${listen_ip}\netcd=${backends_in_etcd}\nparams=${runtime_params.join(',')}\nrole=${::_role} site=${::site}\nsecret=${secret.length}\nlocation=${lookup('netbox::location')}\n",
  }
}
