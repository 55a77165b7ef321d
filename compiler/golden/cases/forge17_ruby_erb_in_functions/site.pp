# Module Ruby rendering ERB with Ruby's ERB library: trim modes '-', '<>', '%', '>', result_with_hash
# (Hash from Puppet with String keys: result_with_hash makes locals of its keys), result(binding),
# ERB::Util escaping.
$v = { 'servers' => ['a', 'b'], 'port' => 8080 }
['binding', 'percent', 'gt', 'escape', 'src'].each |$m| { notice("${m}:\n${tpl::render($m, $v)}") }
