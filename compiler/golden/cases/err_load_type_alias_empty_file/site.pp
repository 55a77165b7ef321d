# An empty type file defines nothing: Puppet says so (it is empty) at the Type-Name.
$x = 1 =~ Mymod::Small
