# stdlib's to_yaml writes the same object met twice as an anchor and aliases, as Psych does.
$x = [1]
$h = { 'k' => $x }
$list = [1, 2].map |$i| { [$i, 'same literal'] }
$yamls = {
  'variable_twice' => to_yaml({ 'a' => $x, 'b' => $x }),
  'nested_twice'   => to_yaml([$h, $h['k'], $x]),
  'lambda_literal' => to_yaml($list),
  'lookup_twice'   => to_yaml([lookup('hash'), lookup('hash')]),
  'twice_alias'    => to_yaml(lookup('twice_alias')),
  'alias_of_alias' => to_yaml(lookup('alias_of_alias')),
  'yaml_anchor'    => to_yaml(lookup('yaml_anchor')),
  'hmerge'         => to_yaml(lookup('hmerge', Hash, 'hash')),
  'dmerge'         => to_yaml(lookup('dmerge', Hash, 'deep')),
  'overwrite'      => to_yaml(lookup('overwrite', Hash, 'deep')),
  'umerge'         => to_yaml(lookup('umerge', Array, 'unique')),
  'mdata'          => to_yaml(lookup('sharemod::mdata', Hash, 'deep')),
}
$yamls.each |$k, $v| { notify { $k: message => $v } }
notify { 'chain': message => to_yaml(lookup('chain', Hash, 'deep')) }
notify { 'alias_src': message => to_yaml(lookup('alias_src', Hash, 'deep')) }
# An empty array or hash is an object as any other: Psych anchors it when it is met twice.
$e = []
$eh = {}
notify { 'empty_variable': message => to_yaml({ 'a' => $e, 'b' => $e, 'c' => [$e], 'h' => $eh, 'i' => $eh }) }
notify { 'empty_literals': message => to_yaml({ 'a' => [], 'b' => [], 'c' => {}, 'd' => {} }) }
notify { 'empty_lookup': message => to_yaml([lookup('empty'), lookup('empty')]) }
notify { 'empty_alias': message => to_yaml(lookup('empty_alias')) }
notify { 'empty_dmerge': message => to_yaml(lookup('empty_dmerge', Hash, 'deep')) }
notify { 'empty_hmerge': message => to_yaml(lookup('empty_dmerge', Hash, 'hash')) }
