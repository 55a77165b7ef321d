# Each Ruby method yields to a Puppet lambda given as its block; the lambdas show what they got.
# A one-parameter lambda, a two-parameter one whose second parameter has a default (so a missing
# second argument shows as 'none' instead of failing) and a captures-rest lambda.
$array_methods = ['each', 'each_with_index', 'map', 'select', 'reject', 'sort_by', 'inject', 'inject_init',
  'each_with_object', 'find', 'any?', 'count', 'min_by', 'group_by', 'flat_map', 'partition']
$hash_methods = $array_methods + ['each_pair', 'filter_map', 'all?']
[[['x', 'y'], $array_methods], [{ 'a' => 1, 'b' => 2 }, $hash_methods]].each |$pair| {
  $coll = $pair[0]
  $pair[1].each |$m| {
    $r1 = $coll.rbblk::run($m) |$x| {
      notice("${m} one: ${String($x)}")
      $x
    }
    notice("${m} one => ${String($r1)}")
    $r2 = $coll.rbblk::run($m) |$x, $y = 'none'| {
      notice("${m} two: ${String($x)} ${String($y)}")
      $x
    }
    notice("${m} two => ${String($r2)}")
    $r3 = $coll.rbblk::run($m) |*$all| {
      notice("${m} rest: ${String($all)}")
      $all[0]
    }
    notice("${m} rest => ${String($r3)}")
  }
}
