# QA-FORGE-7: voxpupuli-selinux's 3.x functions (selinux_escape_perl_regexp, selinux_sh_escape
# a183a48b: `return` in the newfunction block, single-quoted Ruby escapes) used as their docs show,
# and its selinux_fcontext 3761a6d1 / selinux_port 20e5cece types as selinux::fcontext and
# selinux::port declare them.
$paths = ['/srv/www(/.*)?', "/opt/app's data/\\E(/.*)?", '/var/lib/my.app/[^/]+']
$paths.each |$p| {
  $escaped_regexp = selinux_escape_perl_regexp($p)
  $escaped_shell = selinux_sh_escape($escaped_regexp)
  notice($escaped_regexp)
  notice($escaped_shell)
  exec { "check ${p}":
    command => "grep -P '^\\d+:${escaped_shell}\$' /etc/selinux/targeted/contexts/files/file_contexts.local",
    path    => ['/bin', '/usr/bin'],
  }
}

selinux_fcontext { '/srv/www(/.*)?_a':
  ensure    => present,
  pathspec  => '/srv/www(/.*)?',
  seltype   => 'httpd_sys_content_t',
  file_type => 'a',
}
selinux_fcontext { '/srv/www/uploads(/.*)?_f':
  pathspec  => '/srv/www/uploads(/.*)?',
  seltype   => '<<none>>',
  file_type => 'f',
  seluser   => 'system_u',
}
selinux_port { 'tcp_8443-8443':
  ensure    => present,
  low_port  => 8443,
  high_port => 8443,
  protocol  => 'tcp',
  seltype   => 'http_port_t',
}
