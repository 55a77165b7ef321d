# Written for this case after reidmv-annotation's README.
annotation::enable()
notify { 'example':
  message    => 'this is a notify resource',
  annotation => 'this is an annotation for it',
}
include example
class { 'example::other':
  annotation => 'This annotation will override the other one',
}
