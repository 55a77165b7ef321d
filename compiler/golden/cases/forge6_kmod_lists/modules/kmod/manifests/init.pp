class kmod (
  Hash                    $list_of_aliases    = {},
  Hash                    $list_of_blacklists = {},
  Hash                    $list_of_installs   = {},
  Hash                    $list_of_loads      = {},
  Hash                    $list_of_options    = {},
  String[1]               $owner              = 'root',
  String[1]               $group              = 'root',
  Stdlib::Filemode        $directory_mode     = '0755',
  Stdlib::Filemode        $file_mode          = '0644',
  Stdlib::Filemode        $exe_mode           = '0755',
  Stdlib::Unixpath        $modprobe_d         = '/etc/modprobe.d',
  Array[Stdlib::Unixpath] $modprobe_d_files   = [
    '/etc/modprobe.d/modprobe.conf',
    '/etc/modprobe.d/aliases.conf',
    '/etc/modprobe.d/blacklist.conf',
  ],
) {
  file { $modprobe_d:
    ensure => directory,
    owner  => $owner,
    group  => $group,
    mode   => $directory_mode,
  }

  file { $modprobe_d_files:
    ensure => file,
    owner  => $owner,
    group  => $group,
    mode   => $file_mode,
  }

  $list_of_aliases.each | $name, $data | {
    kmod::alias { $name:
      * => $data,
    }
  }
  $list_of_blacklists.each | $name, $data | {
    kmod::blacklist { $name:
      * => $data,
    }
  }
  $list_of_installs.each | $name, $data | {
    kmod::install { $name:
      * => $data,
    }
  }
  $list_of_loads.each | $name, $data | {
    kmod::load { $name:
      * => $data,
    }
  }
  $list_of_options.each | $name, $data | {
    kmod::option { $name:
      * => $data,
    }
  }
}
