# Puppet surprise: the serialization warnings of one resource share one message prefix that each
# warning extends in place (ToDataConverter#path_to_s appends the path to @message_prefix), so the
# second warning of a resource repeats the first one's path: Notify[x]['message']['message'],
# D[y]['p'][0]['q']. Seen on designate::backend::bind9's ns_records ({1 => ..., 2 => ...}).
notify { 'x': message => { 1 => 'a', 2 => 'b' } }
define d($p, $q, $r = undef) {}
d { 'y': p => [{ 3 => 'c' }], q => default, r => [/re/, 4.5, { 5 => 6 }] }
notify { 'z': message => { 7 => 'only one warning here' } }
