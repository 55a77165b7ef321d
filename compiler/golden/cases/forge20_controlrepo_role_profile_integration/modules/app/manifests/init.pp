class app (
  Integer[1] $workers = 1,
  Sensitive[String[1]] $db_password = Sensitive('changeme'),
) {
  $mem_mb = $facts['memory']['system']['total_bytes'] / (1024 * 1024)
  file { '/etc/app/app.ini':
    content => inline_epp(@(EOT), { workers => $workers, mem => $mem_mb, pw => $db_password }),
      <%- | Integer $workers, Integer $mem, Sensitive $pw | -%>
      [server]
      workers = <%= $workers %>
      heap_mb = <%= $mem / 4 %>
      password = <%= $pw.unwrap %>
      | EOT
    mode    => '0640',
  }
  notice("app sees tags: ${tagged('app-stack')} ${tagged('profile::app')}")
}
