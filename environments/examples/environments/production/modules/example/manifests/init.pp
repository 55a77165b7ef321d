# @summary The example node: a directory, a file from the module's files/,
#   a file with content, and a few snippets of a defined type.
#
# @param root Directory everything is written under. The agent's fact
#   punch_example_root (FACTER_punch_example_root=DIR) moves it.
class example (
  String $root = $facts['punch_example_root'] ? {
    undef   => '/tmp/punch-example',
    default => $facts['punch_example_root'],
  },
) {
  file { $root:
    ensure => directory,
  }
  contain example::motd
  contain example::config
}
