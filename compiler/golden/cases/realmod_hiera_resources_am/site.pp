# Resources of modules a-m built from Hiera data: apache vhosts from a deep merge (a vhost's
# aliases replaced per node), apt sources from a hash merge iterated with each, cron jobs
# from create_resources with defaults (first found: the node's hash only), and apache's class
# parameters by automatic lookup.
include apache
$vhosts = lookup('profile::vhosts', Hash, undef, {})
$vhosts.each |String $name, Hash $params| {
  apache::vhost { $name: * => $params }
}
include apt
lookup('profile::apt_sources').each |$name, $src| {
  apt::source { $name: * => $src }
}
create_resources('cron', lookup('profile::cron_jobs'), { 'user' => 'root', 'environment' => ['MAILTO=ops@example.com'] })
notice(sort(keys($vhosts)))
