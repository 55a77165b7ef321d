function svc::label(String $text, Integer $n) >> String {
  "[${module_name}] ${text} x${n} ${svc::helper::stars($n)}"
}
