# @summary This installs a PostgreSQL server
class postgresql::server (
  Optional[Variant[String[1], Sensitive[String[1]], Integer]] $postgres_password = undef,

  Variant[Enum['present', 'absent', 'purged', 'disabled', 'installed', 'latest'], String[1]] $package_ensure = $postgresql::params::package_ensure, # lint:ignore:140chars
  String[1]                                          $package_name                 = $postgresql::params::server_package_name,

  Optional[String[1]]                                $plperl_package_name          = $postgresql::params::plperl_package_name,
  Optional[String[1]]                                $plpython_package_name        = $postgresql::params::plpython_package_name,

  Variant[Enum['running', 'stopped'], Boolean]       $service_ensure               = $postgresql::params::service_ensure,
  Boolean                                            $service_enable               = $postgresql::params::service_enable,
  Boolean                                            $service_manage               = $postgresql::params::service_manage,
  String[1]                                          $service_name                 = $postgresql::params::service_name,
  Boolean                                            $service_restart_on_change    = $postgresql::params::service_restart_on_change,
  Optional[String[1]]                                $service_provider             = $postgresql::params::service_provider,
  String[1]                                          $service_reload               = $postgresql::params::service_reload,
  Optional[String[1]]                                $service_status               = $postgresql::params::service_status,
  String[1]                                          $default_database             = $postgresql::params::default_database,
  Hash                                               $default_connect_settings     = $postgresql::globals::default_connect_settings,
  Optional[Variant[String[1], Array[String[1]]]]     $listen_addresses             = $postgresql::params::listen_addresses,
  Stdlib::Port                                       $port                         = $postgresql::params::port,
  String[1]                                          $ip_mask_deny_postgres_user   = $postgresql::params::ip_mask_deny_postgres_user,
  String[1]                                          $ip_mask_allow_all_users      = $postgresql::params::ip_mask_allow_all_users,
  Array[String[1]]                                   $ipv4acls                     = $postgresql::params::ipv4acls,
  Array[String[1]]                                   $ipv6acls                     = $postgresql::params::ipv6acls,

  Stdlib::Absolutepath                               $initdb_path                  = $postgresql::params::initdb_path,
  Stdlib::Absolutepath                               $psql_path                    = $postgresql::params::psql_path,
  Stdlib::Absolutepath                               $pg_hba_conf_path             = $postgresql::params::pg_hba_conf_path,
  Stdlib::Absolutepath                               $pg_ident_conf_path           = $postgresql::params::pg_ident_conf_path,
  Stdlib::Absolutepath                               $postgresql_conf_path         = $postgresql::params::postgresql_conf_path,
  Optional[Stdlib::Filemode]                         $postgresql_conf_mode         = $postgresql::params::postgresql_conf_mode,
  Stdlib::Absolutepath                               $recovery_conf_path           = $postgresql::params::recovery_conf_path,

  Stdlib::Absolutepath                               $datadir                      = $postgresql::params::datadir,
  Optional[Stdlib::Absolutepath]                     $xlogdir                      = $postgresql::params::xlogdir,
  Optional[Stdlib::Absolutepath]                     $logdir                       = $postgresql::params::logdir,

  Optional[String[1]]                                $log_line_prefix              = $postgresql::params::log_line_prefix,

  Boolean                                            $pg_hba_conf_defaults         = $postgresql::params::pg_hba_conf_defaults,

  String[1]                                          $user                         = $postgresql::params::user,
  String[1]                                          $group                        = $postgresql::params::group,

  Boolean                                            $needs_initdb                 = $postgresql::params::needs_initdb,

  Optional[String[1]]                                $auth_host                    = undef,
  Optional[String[1]]                                $auth_local                   = undef,
  Optional[String[1]]                                $encoding                     = $postgresql::params::encoding,
  Optional[String[1]]                                $locale                       = $postgresql::params::locale,
  Optional[String[1]]                                $lc_messages                  = undef,
  Optional[Boolean]                                  $data_checksums               = $postgresql::params::data_checksums,
  Optional[String[1]]                                $username                     = undef,
  Optional[String[1]]                                $timezone                     = $postgresql::params::timezone,

  Boolean                                            $manage_pg_hba_conf           = $postgresql::params::manage_pg_hba_conf,
  Boolean                                            $manage_pg_ident_conf         = $postgresql::params::manage_pg_ident_conf,
  Boolean                                            $manage_recovery_conf         = $postgresql::params::manage_recovery_conf,
  Boolean                                            $manage_postgresql_conf_perms = $postgresql::params::manage_postgresql_conf_perms,
  Boolean                                            $manage_selinux               = $postgresql::params::manage_selinux,
  Stdlib::Absolutepath                               $module_workdir               = $postgresql::params::module_workdir,

  Boolean                                            $manage_datadir               = $postgresql::params::manage_datadir,
  Boolean                                            $manage_logdir                = $postgresql::params::manage_logdir,
  Boolean                                            $manage_xlogdir               = $postgresql::params::manage_xlogdir,
  Postgresql::Pg_password_encryption                 $password_encryption          = $postgresql::params::password_encryption,
  Optional[String]                                   $extra_systemd_config         = $postgresql::params::extra_systemd_config,

  Hash[String, Hash]                                 $roles                        = {},
  Hash[String, Any]                                  $config_entries               = {},
  Postgresql::Pg_hba_rules                           $pg_hba_rules                 = {},

  Boolean                                            $backup_enable                = $postgresql::params::backup_enable,
  Hash                                               $backup_options               = {},
  Enum['pg_dump']                                    $backup_provider              = $postgresql::params::backup_provider,
) inherits postgresql::params {
  $_version = $postgresql::params::version

  # Reload has its own ordering, specified by other defines
  class { 'postgresql::server::reload':
    require => Class['postgresql::server::install'],
  }

  contain postgresql::server::install
  contain postgresql::server::initdb
  contain postgresql::server::config
  contain postgresql::server::service
  contain postgresql::server::passwd

  Class['postgresql::server::install']
  -> Class['postgresql::server::initdb']
  -> Class['postgresql::server::config']
  -> Class['postgresql::server::service']
  -> Class['postgresql::server::passwd']

  $roles.each |$rolename, $role| {
    postgresql::server::role { $rolename:
      * => $role,
    }
  }

  $config_entries.each |$entry, $value| {
    postgresql::server::config_entry { $entry:
      ensure => bool2str($value =~ Undef, 'absent', 'present'),
      value  => $value,
    }
  }

  $pg_hba_rules.each |String[1] $rule_name, Postgresql::Pg_hba_rule $rule| {
    postgresql::server::pg_hba_rule { $rule_name:
      * => $rule,
    }
  }

  if $backup_enable {
    case $backup_provider {
      'pg_dump': {
        class { 'postgresql::backup::pg_dump':
          * => $backup_options,
        }
      }
      default: {
        fail("Unsupported backup provider '${backup_provider}'.")
      }
    }
  }
}
