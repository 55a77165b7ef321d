# lookup_options convert_to with rich types as sites use them for settings kept as strings in YAML:
# Timestamp with a format, Timespan, SemVer, SemVerRange, Binary (base64), Integer with radix 8,
# Float, Boolean from 'yes', Array (wrapping a scalar), Hash from pairs, Sensitive of an Array, and a regexp-keyed String conversion.
['started', 'timeout', 'version', 'range', 'blob', 'port', 'hexport', 'ratio', 'flag', 'list', 'pairs', 'secret_list', 're_num', 're_list'].each |$k| {
  $v = lookup("app::${k}")
  notice("${k}: ${type($v, 'generalized')} ${v}")
}
notice(lookup('app::version') > SemVer('2.0.0'))
notice(SemVer('1.5.0') =~ lookup('app::range'))
notice(lookup('app::timeout') + Timespan(60))
notice(lookup('app::secret_list').unwrap)
notify { 'rich': message => [lookup('app::started'), lookup('app::blob'), lookup('app::version')] }
