# $name is reserved at top scope.
$title_ = 'x'
$name = 'world'
