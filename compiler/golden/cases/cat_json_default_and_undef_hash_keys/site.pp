# In the catalog's JSON a `default` hash key becomes "default" without a warning (a Ruby Symbol,
# converted with symbol_as_string), while an undef key warns as a NilClass key and an Integer key as
# an Integer key; the warnings of one resource share the growing message prefix.
notify { 'a':
  message => { default => 1, 2 => 'two', 'k' => { default => 'd' } },
}
notify { 'b':
  message => { undef => 'u' },
}
class c($h = { default => 'd', 1 => 'one' }) { }
include c
