# Windows paths on a Windows node compiled on a Linux server (written for this case; QA-FORGE-9):
# stdlib 8.5's Windows path types and functions, a module Ruby function's view, file titles that differ
# only by a trailing slash or case, the path fact split.
node default {
  $paths = ['C:\Windows\System32', 'C:/ProgramData/app/', '\\\\server\share\dir', 'c:relative', 'D:', '/unix/style']
  $paths.each |$p| {
    notice("${p}: abs=${p =~ Stdlib::Absolutepath} win=${p =~ Stdlib::Windowspath} unix=${p =~ Stdlib::Unixpath}")
    notice(winfn::paths($p))
  }
  notice(dirname('C:\Windows\System32\drivers'))
  notice(basename('C:\Windows\System32\drivers\etc\hosts'))
  notice($facts['path'].split(';'))
  notice(is_absolute_path('C:/ProgramData'))
  file { 'C:/Temp': ensure => directory }
  file { 'c:/temp': ensure => directory }
  file { 'C:/Temp/sub/': ensure => directory, require => File['C:/Temp'] }
  notice(defined(File['C:/Temp/sub']))
  notice(defined(File['C:/TEMP']))
}
