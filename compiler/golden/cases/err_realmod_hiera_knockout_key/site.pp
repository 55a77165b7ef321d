# A deep merge's knockout_prefix removes array elements and values, not hash keys: the node's
# '--old.example.com' key stays a key of its own (the lookup has both), and the apache::vhost made
# from it fails for its missing docroot after main's notice.
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
