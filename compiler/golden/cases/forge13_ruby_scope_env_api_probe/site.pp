define probe_def { }
include other
class probe_holder {
  probe_scope3().each |$k, $v| { notify { $k: message => $v } }
}
include probe_holder
