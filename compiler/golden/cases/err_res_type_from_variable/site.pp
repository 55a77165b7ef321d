# The type of a resource expression must be written as a type name or Type[...] (Resource['file']):
# a variable holding the type is refused even though it evaluates to Notify ("Illegal Resource
# Type expression, expected result to be a type name, or untitled Resource, got Type[Notify]").
$t = Notify
Resource['notify'] { 'ok': }
$t { 'x': }
