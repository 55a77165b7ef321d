# Written for this case.
define tahu::probe::inner {
  notify { "define stack ${title}": message => tahu::nested() }
}
