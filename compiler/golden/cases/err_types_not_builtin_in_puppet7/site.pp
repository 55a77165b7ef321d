# host (and cron, mount, ssh_authorized_key, ...) left Puppet's core in 6.0 for modules; with an
# environment whose modulepath does not hold host_core, the type is unknown.
notify { 'ok': }
host { 'db.example.com': ip => '10.0.0.9' }
