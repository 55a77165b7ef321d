class cfg {
  $units = {
    'app' => { 'args' => ['--port', '8080', 'a b'], 'env' => { 'Z_LAST' => 1, 'A_FIRST' => true, 'MID' => 'x y' }, 'user' => 'app' },
    'job' => { 'type' => 'oneshot', 'restart_sec' => 0 },
  }
  $units.each |$n, $u| {
    file { "/etc/systemd/system/${n}.service":
      content => epp('cfg/service.epp', { 'name' => $n } + $u),
    }
  }
  $inline = inline_epp(@(EPP), { 'items' => ['a', 'b'] })
    <%- | Array $items | -%>
    <% $items.each |$i| { -%>
    item=<%= $i %>
    <% } -%>
    | EPP
  file { '/etc/cfg/inline': content => $inline }
}
