# Written for this case: a profile using the control repository's global functions as its app stack does.
class profile::rgbank {
  $pairs = to_hash([['db_host', 'db01'], ['db_port', 3306], ['web', ['w1', 'w2']]])
  $members = to_hash_with_merge([{ 'web' => 'w1' }, { 'db' => 'd1' }, { 'web' => 'w2' }, { 'web' => 'w1' }])
  notify { 'pairs': message => $pairs }
  notify { 'members': message => $members }
  notify { 'empty': message => [to_hash([]), to_hash_with_merge([])] }
}
