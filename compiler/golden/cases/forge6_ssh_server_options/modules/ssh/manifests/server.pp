class ssh::server (
  String[1]                      $service_name,
  Stdlib::Absolutepath           $sshd_config,
  Stdlib::Absolutepath           $sshd_dir,
  Stdlib::Absolutepath           $sshd_binary,
  Stdlib::Filemode               $sshd_config_mode,
  Variant[Integer, String[1]]    $host_priv_key_user,
  Variant[Integer, String[1]]    $host_priv_key_group,
  Stdlib::Filemode               $host_priv_key_mode,
  Variant[Integer, String[1]]    $config_user,
  Variant[Integer, String[1]]    $config_group,
  Hash                           $default_options,
  String                         $ensure                 = present,
  Optional[Stdlib::Absolutepath] $include_dir            = undef,
  Stdlib::Filemode               $include_dir_mode       = '0700',
  Boolean                        $include_dir_purge      = true,
  Hash[String, Hash]             $config_files           = {},
  Boolean                        $storeconfigs_enabled   = true,
  Hash                           $options                = {},
  Boolean                        $validate_sshd_file     = false,
  Boolean                        $use_augeas             = false,
  Array                          $options_absent         = [],
  Hash                           $match_block            = {},
  Boolean                        $use_issue_net          = false,
  Optional[Stdlib::Absolutepath] $sshd_environments_file = undef,
  Optional[String[1]]            $server_package_name    = undef,
  # Host key management (used by ssh::hostkeys)
  Boolean                        $export_ipaddresses     = true,
  Optional[String[1]]            $storeconfigs_group     = undef,
  Array                          $extra_aliases          = [],
  Array                          $exclude_interfaces     = [],
  Array                          $exclude_interfaces_re  = [],
  Array                          $exclude_ipaddresses    = [],
  Boolean                        $use_trusted_facts      = false,
  Optional[Array[String[1]]]     $tags                   = undef,
  Array[String[1]]               $exclude_key_types     = [],
) {
  if $use_augeas {
    $merged_options = sshserver_options_to_augeas_sshd_config($options, $options_absent, { 'target' => $ssh::server::sshd_config })
  } else {
    if $facts['ssh_server_version_release'] and versioncmp($facts['ssh_server_version_release'], '8.6') >= 0 {
      $default_options_real = $default_options + { 'KbdInteractiveAuthentication' => 'no' }
    } else {
      $default_options_real = $default_options + { 'ChallengeResponseAuthentication' => 'no' }
    }
    $merged_options = deep_merge($default_options_real, $options)
  }

  contain ssh::server::install
  contain ssh::server::config
  contain ssh::server::service

  # Provide option to *not* use storeconfigs/puppetdb, which means not exporting hostkeys
  if $storeconfigs_enabled {
    contain ssh::hostkeys

    Class['ssh::server::install']
    -> Class['ssh::server::config']
    ~> Class['ssh::server::service']
    -> Class['ssh::hostkeys']
  } else {
    Class['ssh::server::install']
    -> Class['ssh::server::config']
    ~> Class['ssh::server::service']
  }

  $match_block.each |String $k, Hash $v| {
    ssh::server::match_block { $k:
      * => $v,
    }
  }
}
