# join an Array
function pfunc::join(String $str,Array $v) >> String {
  $v.join($str)
}
