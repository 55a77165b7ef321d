# Interpolation functions in Hiera data: lookup, hiera, alias (keeps the value's type), literal,
# scope, plain variables, nested structures.
$site_var = 'top-scope value'
class holder { $inner = 'inner value' }
include holder
$keys = ['via_lookup', 'via_hiera', 'via_alias_list', 'via_alias_hash', 'via_alias_string', 'literal',
  'via_scope', 'plain_var', 'class_var', 'nested', 'chained', 'empty_interp']
$keys.each |$k| { notify { $k: message => lookup($k) } }
