# An override naming an attribute twice fails when Puppet makes the override resource (for the
# first reference): "Duplicate parameter 'message' for on Notify[b]" at the override's line, not
# "The attribute 'message' has already been set" as in a resource body.
notify { 'a': }
notify { 'b': }
Notify['b', 'a'] {
  message => 'one',
  message => 'two',
}
