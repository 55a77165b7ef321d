$t = '<%- | String $name | -%>Hello <%= $name %>'
notice(inline_epp($t, { 'name' => 'ok' }))
notice(inline_epp($t, {}))
