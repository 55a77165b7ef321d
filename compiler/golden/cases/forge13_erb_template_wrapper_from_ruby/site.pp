class probe::holder {
  $x = 'hx'
  $who = 'holder'
  probe::render4().each |$k, $v| { notify { "4 ${k}": message => $v } }
  probe_render3().each |$k, $v| { notify { "3 ${k}": message => $v } }
}
include probe::holder
