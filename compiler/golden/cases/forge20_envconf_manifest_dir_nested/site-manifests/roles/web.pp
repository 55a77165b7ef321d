# a class defined in the main manifest directory, not in a module
class role::web {
  include base
  file { '/etc/motd': content => "managed by ${site_owner}\n" }
}
