# do nothing, return parameter as is
function pfunc::nope(Any $v) >> Any {
  # do nothing just return what we get
  $v
}
