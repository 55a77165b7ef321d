# voxpupuli/puppet-systemd manifests/unit_file.pp (search index id 1733429853), doc comments dropped
define systemd::unit_file (
  Enum['present', 'absent']                $ensure    = 'present',
  Stdlib::Absolutepath                     $path      = '/etc/systemd/system',
  Optional[Variant[String, Sensitive[String], Deferred]] $content = undef,
  Optional[String]                         $source    = undef,
  Optional[Stdlib::Absolutepath]           $target    = undef,
  String                                   $owner     = 'root',
  String                                   $group     = 'root',
  String                                   $mode      = '0444',
  Boolean                                  $show_diff = true,
  Optional[Variant[Boolean, Enum['mask']]] $enable    = undef,
  Optional[Boolean]                        $active    = undef,
  Optional[String]                         $restart   = undef,
  Boolean                                  $selinux_ignore_defaults = false,
  Hash[String[1], Any]                     $service_parameters = {},
  Boolean                                  $daemon_reload = true,
  Boolean                                  $service_restart = true,
) {
  include systemd

  assert_type(Systemd::Unit, $name)

  if $enable == 'mask' {
    $_target = '/dev/null'
  } else {
    $_target = $target
  }

  if $_target {
    $_ensure = stdlib::ensure($ensure, 'link')
  } else {
    $_ensure = stdlib::ensure($ensure, 'file')
  }

  file { "${path}/${name}":
    ensure                  => $_ensure,
    content                 => $content,
    source                  => $source,
    target                  => $_target,
    owner                   => $owner,
    group                   => $group,
    mode                    => $mode,
    show_diff               => $show_diff,
    selinux_ignore_defaults => $selinux_ignore_defaults,
  }

  if $daemon_reload {
    ensure_resource('systemd::daemon_reload', $name)

    File["${path}/${name}"] ~> Systemd::Daemon_reload[$name]
  }

  if $enable != undef or $active != undef {
    service { $name:
      ensure   => $active,
      enable   => $enable,
      restart  => $restart,
      provider => 'systemd',
      *        => $service_parameters,
    }

    if $ensure == 'absent' {
      if $enable or $active {
        fail("Can't ensure the unit file is absent and activate/enable the service at the same time")
      }
      Service[$name] -> File["${path}/${name}"]
    } elsif $service_restart {
      File["${path}/${name}"] ~> Service[$name]

      if $daemon_reload {
        Systemd::Daemon_reload[$name] ~> Service[$name]
      }
    }
  }
}
