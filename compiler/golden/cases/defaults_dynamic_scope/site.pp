# Defaults follow dynamic scope: a class included from a class that sets defaults gets them, and
# so do defined types declared there; the nearest scope's default wins.
File { owner => 'top' }
class a {
  File { mode => '0600', group => 'a' }
  file { '/a/own': }
  include b
  mydef { 'from_a': }
}
class b { file { '/b/own': } }
class c { File { group => 'c' } file { '/c/own': } }
define mydef { file { "/def/${title}": } }
include a
include c
file { '/top/own': }
