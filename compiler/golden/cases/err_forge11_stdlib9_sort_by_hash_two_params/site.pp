# stdlib::sort_by's Hash dispatch accepts a block of two parameters (its doc says "arity of one or two"),
# but Enumerable#sort_by yields each pair as one value: Puppet fails on the second parameter.
notice({ 'x' => 3, 'y' => 1, 'z' => 2 }.stdlib::sort_by |$k, $v| { $v })
