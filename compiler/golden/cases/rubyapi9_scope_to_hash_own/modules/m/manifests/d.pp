define m::d ($dp = 'y') {
  $dv = 2
  notice(sc('scope.to_hash(false).keys.join(",")'), sc('scope.to_hash(false, true).keys.join(",")'))
  [1].each |$i| {
    $inner = 3
    notice(sc('scope.to_hash(false).keys.join(",")'))
  }
}
