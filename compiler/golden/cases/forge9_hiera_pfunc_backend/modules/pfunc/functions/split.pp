# split a string into an Array
function pfunc::split(String $str,String $v) >> Array {
  $v.split($str)
}
