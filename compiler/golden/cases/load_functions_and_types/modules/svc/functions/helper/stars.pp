function svc::helper::stars(Integer $n) { Integer[1, $n].map |$i| { '*' }.join('') }
