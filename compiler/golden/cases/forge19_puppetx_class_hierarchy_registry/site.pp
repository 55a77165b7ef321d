# A PuppetX library with a class hierarchy as module authors write them:
# an inherited hook registry, a class macro defining readers, options
# inherited down the tree, Comparable, method_missing/respond_to_missing?,
# custom exceptions carrying data.
$r = acme::checks([
  { 'kind' => 'http', 'url' => 'https://app/' },
  { 'kind' => 'tcp', 'port' => 5432 },
  { 'kind' => 'securetcp', 'interval' => 5 },
  { 'kind' => 'tcp', 'nope' => 1 },
  { 'kind' => 'icmp' },
])
$r.each |$k, $v| { notice("${k}: ${v}") }
