class probe {
  $v = "probe-v"
  probe::api4({ "a" => 1, "b" => [true, 2.5], "s" => Sensitive("sec") }) |$x| { $x + 1 }.each |$l| { notice($l) }
}
