class cf_holder {
  $r = cf::run()
  $r.each |$k, $v| { notify { "r ${k}": message => String($v, '%p') } }
}
include cf_holder
