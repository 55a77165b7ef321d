# Written for this case: where() and stacktrace() from inside a class, a define and a Puppet function.
class tahu::probe {
  notify { 'class where': message => tahu::where() }
  tahu::probe::inner { 'x': }
}
