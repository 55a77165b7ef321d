$xs = [1, 2]
$xs.each |String $x| {
  notify { $x: }
}
