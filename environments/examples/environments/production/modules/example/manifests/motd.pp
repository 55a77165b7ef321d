# @summary A file served from the module (puppet:///modules/example/...) and
#   one whose content is compiled on the server.
class example::motd (
  String $message = 'Managed by Puppet.',
) {
  $root = $example::root
  file { "${root}/banner.txt":
    ensure => file,
    source => 'puppet:///modules/example/banner.txt',
    mode   => '0644',
  }
  file { "${root}/motd":
    ensure  => file,
    content => "${message}\nNode: ${trusted['certname']}\nRole: ${facts['example_role']}\n",
    mode    => '0644',
  }
}
