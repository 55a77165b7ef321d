# QA-FORGE-6: current saz-ssh ssh::server compiled as a site uses it: module data (hiera.yaml by os family/name/release,
# %{lookup('ssh::sftp_server_path')} interpolation in module data), deep_merge of default and given options into
# sshd_config.erb (scope.lookupvar, options.delete, sort_by with a block, Match blocks as hashes), concat fragments,
# exported sshkey resources with tags from storeconfigs_group/tags and trusted facts (no ssh facts: ensure absent),
# service.pp reading variables the newest server.pp no longer has (Unknown variable warnings). The required
# parameters without module data (sshd_config_mode, host_priv_key_*, config_*) are given as a site would.
class { 'ssh::server':
  sshd_config_mode     => '0600',
  host_priv_key_user   => 'root',
  host_priv_key_mode   => '0600',
  config_user          => 0,
  config_group         => 'root',
  export_ipaddresses   => false,
  storeconfigs_group   => 'web',
  tags                 => ['dc1'],
  extra_aliases        => ['web01', '10.0.0.5'],
  use_trusted_facts    => true,
  validate_sshd_file   => true,
  options              => {
    'Port'                   => [22, 2222],
    'ListenAddress'          => '0.0.0.0',
    'AddressFamily'          => 'inet',
    'PermitRootLogin'        => 'no',
    'AllowGroups'            => ['ssh', 'admin'],
    'Match User git'         => { 'X11Forwarding' => 'no', 'AllowTcpForwarding' => ['no'], 'ForceCommand' => 'git-shell' },
    'X11Forwarding'          => 'no',
    'UsePAM'                 => true,
    'MaxAuthTries'           => 3,
  },
}
