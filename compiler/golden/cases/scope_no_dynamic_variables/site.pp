# Variables are lexically scoped: an included class does not see the including class's locals,
# and a define does not see its caller's locals.
class outer {
  $secret = 'outer local'
  include inner
  wrapper { 'w': }
}
class inner { notify { 'inner sees': message => "[${secret}]" } }
define wrapper { notify { 'define sees': message => "[${secret}]" } }
include outer
