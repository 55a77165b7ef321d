# The stage parameter must be the stage's title as a string: Puppet looks the value up as a title,
# so a reference (even to an existing stage) fails with "Could not find stage Stage[pre] specified
# by Class[C]".
stage { 'pre':
  before => Stage['main'],
}
class c { notify { 'in c': } }
class { 'c': stage => Stage['pre'] }
