# The specification lets any scope set an attribute that has no value yet; Puppet 7.23 refuses
# overrides from a class that neither declared the resource nor inherits its declaring class,
# even for unset attributes: "Only subclasses can override parameters".
notify { ['a', 'b']: }
class other {
  Notify['a'] { message => 'set later' }
}
include other
