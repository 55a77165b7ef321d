['sensitive', 'sensitive_str', 'sensitive_eq', 'deferred', 'semver', 'semver_range', 'binary', 'binary_str', 'timespan', 'timestamp', 'regexp', 'type', 'sym_default'].each |$w| {
  $v = probe::objs($w)
  notify { "t ${w}": message => "${type($v, 'generalized')}" }
  notify { "v ${w}": message => $v }
}
notify { 'puppet eq': message => [Sensitive('a') == Sensitive('a'), Sensitive('a') == Sensitive('b'), [Sensitive('a'), Sensitive('a')].unique.length, Sensitive('a') in [Sensitive('a')]] }
