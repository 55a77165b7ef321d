# Written for this case: the stack seen from a Puppet-language function.
function tahu::nested() {
  [1].map |$i| {
    tahu::stacktrace()
  }
}
