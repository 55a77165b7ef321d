define refs::d($p, $q, $o = [Class['refs::foo']]) {
  notify { "d-${title}": message => inline_template('<%= @p.inspect %> <%= @q.inspect %> <%= @o.inspect %> <%= @title.class %> <%= scope["p"].title %>') }
  notify { "d-${title}-interp": message => "${p} ${o}" }
}
