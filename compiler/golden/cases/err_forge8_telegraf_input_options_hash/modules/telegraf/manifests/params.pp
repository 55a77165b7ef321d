# == Class: telegraf::params (c95e9047; the Darwin/FreeBSD/windows/Suse branches left out)
class telegraf::params {
  case $facts['os']['family'] {
    default: {
      $config_file          = '/etc/telegraf/telegraf.conf'
      $config_file_owner    = 'telegraf'
      $config_file_group    = 'telegraf'
      $config_file_mode     = '0640'
      $config_folder        = '/etc/telegraf/telegraf.d'
      $config_folder_mode   = '0770'
      $logfile              = ''
      $manage_repo          = true
      $manage_archive       = false
      $manage_user          = false
      $archive_install_dir  = undef
      $archive_location     = undef
      $archive_version      = undef
      $repo_location        = 'https://repos.influxdata.com/'
      $service_enable       = true
      $service_ensure       = running
      $service_hasstatus    = true
      $service_restart      = 'pkill -HUP telegraf'
    }
  }
  $package_name                  = 'telegraf'
  $ensure                        = 'present'
  $install_options               = []
  $hostname                      = $trusted['hostname']
  $omit_hostname                 = false
  $interval                      = '10s'
  $round_interval                = true
  $logfile_rotation_interval     = '0h'
  $logfile_rotation_max_size     = '0MB'
  $logfile_rotation_max_archives = 5
  $metric_batch_size             = 1000
  $metric_buffer_limit           = 10000
  $collection_jitter             = '0s'
  $flush_interval                = '10s'
  $flush_jitter                  = '0s'
  $precision                     = ''
  $debug                         = false
  $quiet                         = false
  $global_tags                   = {}
  $manage_service                = true
  $purge_config_fragments        = false
  $repo_type                     = 'stable'
  $windows_package_url           = 'https://chocolatey.org/api/v2/'

  $outputs = {
    'influxdb' => [
      {
        'urls'     => ['http://localhost:8086'],
        'database' => 'telegraf',
        'username' => 'telegraf',
        'password' => 'metricsmetricsmetrics',
    }],
  }

  $inputs = {
    'cpu' => [{
        'percpu'   => true,
        'totalcpu' => true,
    }],
  }
}
