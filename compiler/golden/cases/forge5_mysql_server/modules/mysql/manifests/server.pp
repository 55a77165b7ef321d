class mysql::server (
  String[1]                                                             $config_file             = $mysql::params::config_file,
  String[1]                                                             $config_file_mode        = '0644',
  Optional[String]                                                      $includedir              = $mysql::params::includedir,
  Optional[Array[String[1]]]                                            $install_options         = undef,
  Variant[Boolean, String[1]]                                           $manage_config_file      = true,
  Mysql::Options                                                        $options                 = {},
  Hash                                                                  $override_options        = {},
  Variant[Enum['present','absent'], Pattern[/(\d+)[\.](\d+)[\.](\d+)/]] $package_ensure          = 'present',
  Boolean                                                               $package_manage          = true,
  String[1]                                                             $package_name            = $mysql::params::server_package_name,
  Optional[String[1]]                                                   $package_provider        = undef,
  Optional[String[1]]                                                   $package_source          = undef,
  Variant[Boolean, String[1]]                                           $purge_conf_dir          = false,
  Variant[Boolean, String[1]]                                           $remove_default_accounts = false,
  Variant[Boolean, String[1]]                                           $restart                 = false,
  String[1]                                                             $root_group              = $mysql::params::root_group,
  Optional[Array[String[1]]]                                            $managed_dirs            = $mysql::params::managed_dirs,
  String[1]                                                             $mysql_group             = $mysql::params::mysql_group,
  Optional[String[1]]                                                   $mycnf_owner             = undef,
  Optional[String[1]]                                                   $mycnf_group             = undef,
  Variant[String, Sensitive[String]]                                    $root_password           = 'UNSET',
  Variant[Boolean, String[1]]                                           $service_enabled         = true,
  Variant[Boolean, String[1]]                                           $service_manage          = true,
  String[1]                                                             $service_name            = $mysql::params::server_service_name,
  Optional[String[1]]                                                   $service_provider        = $mysql::params::server_service_provider,
  Boolean                                                               $create_root_user        = true,
  Boolean                                                               $create_root_my_cnf      = true,
  Boolean                                                               $create_root_login_file  = false,
  Optional[String[1]]                                                   $login_file              = undef,
  Hash                                                                  $users                   = {},
  Hash                                                                  $grants                  = {},
  Hash                                                                  $databases               = {},
  Boolean                                                               $reload_on_config_change = false,
  # Deprecated parameters
  Optional[Variant[String[1], Boolean]]        $enabled                 = undef,
  Optional[Variant[String[1], Boolean]]        $manage_service          = undef,
  Optional[Variant[String, Sensitive[String]]] $old_root_password       = undef
) inherits mysql::params {
  # Deprecated parameters.
  if $enabled {
    crit('This parameter has been renamed to service_enabled.')
    $real_service_enabled = $enabled
  } else {
    $real_service_enabled = $service_enabled
  }
  if $manage_service {
    crit('This parameter has been renamed to service_manage.')
    $real_service_manage = $manage_service
  } else {
    $real_service_manage = $service_manage
  }
  if $old_root_password {
    warning('The `old_root_password` attribute is no longer used and will be removed in a future release.')
  }

  if ! empty($options) and ! empty($override_options) {
    fail('You can\'t specify $options and $override_options simultaneously, see the README section \'Customize server options\'!')
  }

  # If override_options are set, create a merged together set of options. Rightmost hashes win over left.
  # If options are set, just use them.
  $_options = empty($options) ? {
    true  => mysql::normalise_and_deepmerge($mysql::params::default_options, $override_options),
    false => $options,
  }

  Class['mysql::server::root_password'] -> Mysql::Db <| |>

  include 'mysql::server::config'
  include 'mysql::server::install'
  include 'mysql::server::managed_dirs'
  include 'mysql::server::installdb'
  include 'mysql::server::service'
  include 'mysql::server::root_password'
  include 'mysql::server::providers'

  if $remove_default_accounts {
    class { 'mysql::server::account_security':
      require => Anchor['mysql::server::end'],
    }
  }

  anchor { 'mysql::server::start': }
  anchor { 'mysql::server::end': }

  if $restart {
    Class['mysql::server::config']
    ~> Class['mysql::server::service']
  }

  if $_options['mysqld']['ssl-disable'] {
    notify { 'ssl-disable':
      message => 'Disabling SSL is evil! You should never ever do this except
                if you are forced to use a mysql version compiled without SSL support',
    }
  }

  Anchor['mysql::server::start']
  -> Class['mysql::server::config']
  -> Class['mysql::server::install']
  -> Class['mysql::server::managed_dirs']
  -> Class['mysql::server::installdb']
  -> Class['mysql::server::service']
  -> Class['mysql::server::root_password']
  -> Class['mysql::server::providers']
  -> Anchor['mysql::server::end']
}
