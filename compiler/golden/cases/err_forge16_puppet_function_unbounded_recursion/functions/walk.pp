# A recursive environment function whose base case never matches (a typo in a tree walker).
function walk(Variant[Hash, Array, Scalar] $node, Integer $depth = 0) >> Integer {
  $node ? {
    Hash    => $node.reduce($depth) |$m, $kv| { max($m, walk($kv[1], $depth + 1)) },
    default => walk($node, $depth + 1),
  }
}
