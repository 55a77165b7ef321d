# voxpupuli/puppet-windows_env's windows_env type on a Windows node: title_patterns with procs, three namevars
# (variable, value, user), the README's declarations. Values written for this case.
windows_env { 'PATH=C:\\Program Files\\Git\\bin': }
windows_env { 'PATH=C:\\tools': mergemode => append }
windows_env { 'JAVA_HOME':
  value     => 'C:\\Java\\jdk-17',
  mergemode => clobber,
  type      => 'REG_EXPAND_SZ',
}
windows_env { 'per-user path':
  variable  => 'PATH',
  value     => ['%USERPROFILE%\\bin', 'C:\\x'],
  user      => 'alice',
  separator => ';',
}
windows_env { 'OLDVAR=': ensure => absent, mergemode => clobber }
notice(Windows_env['JAVA_HOME']['value'])
