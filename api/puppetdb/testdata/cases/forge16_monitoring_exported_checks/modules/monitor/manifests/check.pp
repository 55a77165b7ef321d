# An exported check in the style of voxpupuli/puppet-icinga2's and puppet-nagios's exported objects.
define monitor::check (
  String $host,
  Enum['http', 'tcp', 'ping', 'disk'] $check_type,
  Optional[Integer[1, 65535]] $port = undef,
  Array[String] $contacts = [],
  Hash[String, Variant[String, Integer]] $vars = {},
  Boolean $notifications = true,
  Integer $interval = 60,
) {
  $cmd = $check_type ? {
    'http'  => "check_http -H ${host}${port.then |$p| { " -p ${p}" }}",
    'tcp'   => "check_tcp -H ${host} -p ${port}",
    'disk'  => "check_disk -w ${vars['warn']} -c ${vars['crit']}",
    default => "check_ping -H ${host}",
  }
  file { "/etc/monitor/checks/${title}.cfg":
    content => "command=${cmd}\ninterval=${interval}\ncontacts=${contacts.join(',')}\nnotify=${notifications}\n",
  }
}
