# Class: profile::virtual_resource
#
#
class profile::virtual_resource {
  # resources

  realize Host['poodle']
}
