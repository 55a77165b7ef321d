# A class written on Windows (CRLF line ends), written for this case
class crlf (
  String $name_ = 'app',
  Array[String] $servers = ['a', 'b'],
) {
  $doc = @("EOT"/L)
    first line
      indented \
    joined
    name: ${name_}
    | EOT
  $raw = @(RAW)
    raw ${not_interpolated}
    RAW
  file { 'C:/app/app.ini':
    content => epp('crlf/app.ini.epp', { 'name' => $name_, 'servers' => $servers }),
  }
  file { 'C:/app/app2.ini':
    content => template('crlf/app.ini.erb'),
  }
  notify { 'doc': message => $doc }
  notify { 'raw': message => $raw }
  notice("multi
line string")
}
