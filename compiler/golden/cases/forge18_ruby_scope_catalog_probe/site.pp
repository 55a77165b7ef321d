# The scope and catalog API from a module function called in a class body after other classes
# are declared (see the function's file): one line per call.
$site_var = 'top'
include app
class probe_caller {
  tag 'probe'
  probe::scope().each |$k, $v| { notice("${k} = ${v}") }
}
include probe_caller
