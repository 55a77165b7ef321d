# An Iterator (reverse_each, step, ... without a block) cannot be a resource attribute's value,
# not even inside an array: "Error while evaluating a '=>' expression, Use of an Iterator is not
# supported here", located at the attribute.
$it = [1, 2, 3].reverse_each
notice($it)
notify { 'a':
  message => ['x', $it],
}
