require 'json'
# The closing bracket is indented only after an array_nl / object_nl.
p JSON.generate({ 'a' => 1, 'b' => [] }, space: ' ', object_nl: "\n", indent: '  ')
p JSON.generate({ 'a' => [1, [2, []]], 'b' => {} }, indent: '  ')
p JSON.generate([1, [2, 3], {}], indent: "\t", array_nl: "\n")
p JSON.generate({ 'x' => { 'y' => [] } }, indent: '  ', object_nl: "\n", array_nl: '')
p JSON.generate([[], {}], array_nl: "\n")
p JSON.pretty_generate({ 'a' => [], 'b' => {}, 'c' => [1, { 'd' => [] }] })
