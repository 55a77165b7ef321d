# Stand-in for keepalived's init.pp (trimmed to what the defines read): the config directory and the concat target.
class keepalived (
  Stdlib::Absolutepath $config_dir = '/etc/keepalived',
) {
  concat { "${config_dir}/keepalived.conf":
    owner => 'root',
    group => 'root',
    mode  => '0644',
  }
}
